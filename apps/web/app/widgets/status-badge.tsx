import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { roleLabel } from '@utsab/shared/schemas/auth'
import type { TApplicationStatus } from '@utsab/shared/schemas/merchants'
import type { TOrder, TOrderStatus } from '@utsab/shared/schemas/orders'
import type { TQuoteState } from '@utsab/shared/schemas/quotes'
import type { TVitalsRating } from '@utsab/shared/vitals'
import { useT } from '#app/lib/i18n'

type TTone = 'waiting' | 'done' | 'off' | 'brand' | 'alert'

const TONES: Record<TTone, string> = {
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
  done: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-200',
  off: 'bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300',
  brand: 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-200',
  alert: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
}

/**
 * Every status Utsab shows, once: a booking's (an unpaid booking reads "Not paid"; one whose date is
 * confirmed, by its advance or without one, "Confirmed", with what was paid shown beside it), a listing's (published or hidden), a merchant application's and a user's
 * role. Each has its words and its tone.
 */
const STATUSES = {
  booking: {
    pending: { label: 'status.booking.pending', tone: 'waiting' },
    // Confirmed: the date is held by the advance, the balance is still due; neither waiting nor done.
    confirmed: { label: 'status.booking.confirmed', tone: 'brand' },
    paid: { label: 'status.booking.paid', tone: 'done' },
    cancelled: { label: 'status.booking.cancelled', tone: 'off' },
    expired: { label: 'status.booking.expired', tone: 'off' },
    refunded: { label: 'status.booking.refunded', tone: 'off' },
    // A request to book: waiting for the merchant, or what became of it when not accepted (decision 037).
    requested: { label: 'status.booking.requested', tone: 'waiting' },
    declined: { label: 'status.booking.declined', tone: 'alert' },
    // Declined with a quote in its place (decision 057): the merchant's price waits in the conversation.
    quoted: { label: 'status.booking.quoted', tone: 'brand' },
    lapsed: { label: 'status.booking.lapsed', tone: 'off' },
  },
  listing: {
    published: { label: 'status.listing.published', tone: 'done' },
    hidden: { label: 'status.listing.hidden', tone: 'off' },
    hiddenByAdmin: { label: 'status.listing.hiddenByAdmin', tone: 'alert' },
  },
  account: {
    suspended: { label: 'status.account.suspended', tone: 'alert' },
  },
  application: {
    pending: { label: 'status.application.pending', tone: 'waiting' },
    accepted: { label: 'status.application.accepted', tone: 'done' },
    declined: { label: 'status.application.declined', tone: 'alert' },
  },
  // A merchant's quote (decision 057): open to accept, accepted with its advance due, booked, or no longer valid.
  quote: {
    open: { label: 'status.quote.open', tone: 'brand' },
    accepted: { label: 'status.quote.accepted', tone: 'waiting' },
    booked: { label: 'status.quote.booked', tone: 'done' },
    withdrawn: { label: 'status.quote.withdrawn', tone: 'off' },
    expired: { label: 'status.quote.expired', tone: 'off' },
  },
  role: {
    user: { label: 'status.role.user', tone: 'off' },
    requested: { label: 'status.role.requested', tone: 'waiting' },
    merchant: { label: 'status.role.merchant', tone: 'done' },
    admin: { label: 'status.role.admin', tone: 'brand' },
  },
  // A page's p75 against Google's thresholds (decision 062), on the admins' page-speed page only.
  vitals: {
    good: { label: 'admin.vitals.rating.good', tone: 'done' },
    'needs-improvement': { label: 'admin.vitals.rating.needs-improvement', tone: 'waiting' },
    poor: { label: 'admin.vitals.rating.poor', tone: 'alert' },
  },
} as const satisfies Record<string, Record<string, { label: TMessageKey; tone: TTone }>>

export type TStatusOf = {
  booking: TOrderStatus | 'refunded' | 'declined' | 'quoted' | 'lapsed'
  listing: 'published' | 'hidden' | 'hiddenByAdmin'
  account: 'suspended'
  application: TApplicationStatus
  role: ReturnType<typeof roleLabel>
  quote: TQuoteState
  vitals: TVitalsRating
}
type TStatusProps = { [K in keyof TStatusOf]: { of: K; status: TStatusOf[K]; className?: string } }[keyof TStatusOf]

/** A booking's status as people read it: a request the merchant declined (or answered with a quote), or left to lapse, says so. */
export function bookingStatus(order: Pick<TOrder, 'status' | 'request'>): TStatusOf['booking'] {
  if (order.request?.outcome === 'declined') return order.request.quote ? 'quoted' : 'declined'
  if (order.request?.outcome === 'lapsed') return 'lapsed'
  return order.status
}

const CHECK = 'M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z'

/** A small coloured label for a status; a paid booking carries a check mark (shown once per row, here). */
export function StatusBadge({ of, status, className = '' }: TStatusProps) {
  const t = useT()
  const { label, tone } = (STATUSES[of] as Record<string, { label: TMessageKey; tone: TTone }>)[status]!
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]} ${className}`}
    >
      {of === 'booking' && status === 'paid' && (
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
          <path d={CHECK} />
        </svg>
      )}
      {t(label)}
    </span>
  )
}
