import type { ReactNode } from 'react'

/**
 * A card's heading and the sentence under it, as every card of the account page opens. `id` names the heading, for
 * the card's `aria-labelledby`; `children` follow the lead inside the header (a note on what the card cannot offer).
 */
export function SectionHeader({
  id,
  title,
  lead,
  level = 2,
  children,
}: {
  id: string
  title: ReactNode
  lead: ReactNode
  level?: 2 | 3
  children?: ReactNode
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div>
      <Heading id={id} className="text-xl font-semibold">
        {title}
      </Heading>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{lead}</p>
      {children}
    </div>
  )
}
