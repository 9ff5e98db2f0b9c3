import type { roleLabel } from '@utsab/shared/schemas/auth'
import type { TApplicationStatus } from '@utsab/shared/schemas/merchants'
import type { TOrderStatus } from '@utsab/shared/schemas/orders'

type TTone = 'waiting' | 'done' | 'off' | 'brand' | 'alert'

const TONES: Record<TTone, string> = {
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
  done: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-200',
  off: 'bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300',
  brand: 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-200',
  alert: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
}

/**
 * Every status Utsab shows, once: a booking's (an unpaid booking reads "Not paid"), a listing's
 * (published or hidden), a merchant application's and a user's role. Each has its words and its tone.
 */
const STATUSES = {
  booking: {
    pending: { label: 'Not paid', tone: 'waiting' },
    paid: { label: 'Paid', tone: 'done' },
    cancelled: { label: 'Cancelled', tone: 'off' },
    expired: { label: 'Expired', tone: 'off' },
    refunded: { label: 'Refunded', tone: 'off' },
  },
  listing: {
    published: { label: 'Published', tone: 'done' },
    hidden: { label: 'Hidden', tone: 'off' },
  },
  application: {
    pending: { label: 'Waiting for review', tone: 'waiting' },
    accepted: { label: 'Accepted', tone: 'done' },
    declined: { label: 'Declined', tone: 'alert' },
  },
  role: {
    user: { label: 'user', tone: 'off' },
    requested: { label: 'requested', tone: 'waiting' },
    merchant: { label: 'merchant', tone: 'done' },
    admin: { label: 'admin', tone: 'brand' },
  },
} as const satisfies Record<string, Record<string, { label: string; tone: TTone }>>

export type TStatusOf = {
  booking: TOrderStatus | 'refunded'
  listing: 'published' | 'hidden'
  application: TApplicationStatus
  role: ReturnType<typeof roleLabel>
}
type TStatusProps = { [K in keyof TStatusOf]: { of: K; status: TStatusOf[K]; className?: string } }[keyof TStatusOf]

/** The words a status is shown with, for places that need them as text (a page title, an e2e check). */
export function statusLabel<K extends keyof TStatusOf>(of: K, status: TStatusOf[K]): string {
  return (STATUSES[of] as Record<string, { label: string }>)[status]!.label
}

const CHECK = 'M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z'

/** A small coloured label for a status; a paid booking carries a check mark (shown once per row, here). */
export function StatusBadge({ of, status, className = '' }: TStatusProps) {
  const { label, tone } = (STATUSES[of] as Record<string, { label: string; tone: TTone }>)[status]!
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]} ${className}`}
    >
      {of === 'booking' && status === 'paid' && (
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
          <path d={CHECK} />
        </svg>
      )}
      {label}
    </span>
  )
}
