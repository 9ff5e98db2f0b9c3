import type { ReactNode } from 'react'

export type TStat = {
  /** What the figure is ("Owed to you"). */
  label: string
  /** The figure itself, already formatted ("8,10,000 BDT"). */
  value: string
  /** A line under it that says what it means, or what to do about it. */
  note?: ReactNode
}

/**
 * Key figures side by side (stacked on a phone): each a card with its name, the figure in large type and
 * a line that explains it. A description list, so a screen reader reads each name with its figure.
 */
export function Stats({ stats, className = '' }: { stats: readonly TStat[]; className?: string }) {
  // Three figures share a wide row; four go two by two, so large amounts keep room.
  return (
    <dl className={`grid gap-4 sm:grid-cols-2 ${stats.length === 3 ? 'lg:grid-cols-3' : ''} ${className}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="card flex min-w-0 flex-col gap-1 p-5">
          <dt className="text-sm font-semibold text-stone-700 dark:text-stone-300">{stat.label}</dt>
          <dd className="text-2xl font-bold tabular-nums [overflow-wrap:anywhere]">{stat.value}</dd>
          {stat.note && <dd className="text-sm text-stone-600 dark:text-stone-400">{stat.note}</dd>}
        </div>
      ))}
    </dl>
  )
}
