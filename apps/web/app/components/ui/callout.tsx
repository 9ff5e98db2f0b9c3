import type { ReactNode } from 'react'

const TONES = {
  info: 'border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-stone-900 dark:text-brand-100',
  alert: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
} as const

/**
 * A boxed sentence that tells where something stands (a request waiting for its merchant, a hall that confirms each
 * booking); `status` makes it a live region, for a change the reader should hear.
 */
export function Callout({
  tone = 'info',
  status = false,
  className = '',
  children,
}: {
  tone?: keyof typeof TONES
  status?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <div role={status ? 'status' : undefined} className={`rounded-lg border px-4 py-3 ${TONES[tone]} ${className}`}>
      {children}
    </div>
  )
}
