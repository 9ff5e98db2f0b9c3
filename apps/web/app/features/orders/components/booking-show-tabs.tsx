import { plainDigits } from '@utsab/shared/format'
import { Link } from '#app/components/ui/link'
import { useLocale, useT } from '#app/lib/i18n'
import { BOOKING_SHOWS, DEFAULT_BOOKING_SHOW, type TBookingShow } from '../lib/booking-filter'

/** Where a view of My bookings lives: the default (upcoming) at the page's own address, the others with `?show=`. */
export const bookingShowHref = (path: string, show: TBookingShow) => (show === DEFAULT_BOOKING_SHOW ? path : `${path}?show=${show}`)

/**
 * My bookings' views as a segmented control of links (each view has its own address, so it can be shared, reloaded and
 * used without JavaScript): Upcoming, Past, Cancelled, each with its count; the current one marked `aria-current`.
 */
export function BookingShowTabs({ path, show, counts }: { path: string; show: TBookingShow; counts: Record<TBookingShow, number> }) {
  const t = useT()
  const locale = useLocale()
  return (
    <nav aria-label={t('orders.show.label')} className="mt-6">
      <ul className="inline-flex max-w-full flex-wrap gap-1 rounded-xl border border-stone-300 bg-stone-100 p-1 dark:border-stone-700 dark:bg-stone-900">
        {BOOKING_SHOWS.map((entry) => {
          const current = entry === show
          return (
            <li key={entry}>
              <Link
                to={bookingShowHref(path, entry)}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-medium sm:min-h-9 ${
                  current
                    ? 'bg-white text-stone-900 shadow-sm dark:bg-stone-700 dark:text-stone-50'
                    : 'text-stone-700 hover:bg-white/60 dark:text-stone-300 dark:hover:bg-stone-800'
                }`}
              >
                {t(`orders.show.${entry}`)}
                <span className="tabular-nums text-stone-600 dark:text-stone-400">{plainDigits(counts[entry], locale)}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
