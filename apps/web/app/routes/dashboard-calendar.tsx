import { data } from 'react-router'
import { isDatedKind } from '@utsab/shared/kinds'
import { addDays, todayInDhaka } from '@utsab/shared/format'
import { Link } from '#app/components/ui/link'
import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { RoleRefusal } from '#app/widgets/role-refusal'
import { listingCalendarEndpoint, useListingCalendar } from '#app/features/merchants/api/calendar'
import { merchantListingsEndpoint } from '#app/features/merchants/api/endpoints'
import { ListingCalendar } from '#app/features/merchants/components/listing-calendar'
import { ListingChooser } from '#app/features/merchants/components/listing-chooser'
import { loadApi, loadApiResult, routeErrorOf } from '#app/lib/api-client'
import { addMonths, daysInMonth, monthLabel, toIso, type TMonth } from '#app/lib/calendar'
import { useLocale, useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf } from '#app/lib/loader-seed'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-calendar'

/** The month in the URL (?month=2027-02), else this month in Bangladesh. */
function monthFrom(value: string | null): TMonth {
  const match = value && /^(\d{4})-(\d{2})$/.exec(value)
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12) return { year: Number(match[1]), month: Number(match[2]) - 1 }
  const today = todayInDhaka()
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) - 1 }
}
const monthParam = ({ year, month }: TMonth) => `${year}-${String(month + 1).padStart(2, '0')}`

/**
 * Merchants only (issue 17): a month of one of their listings booked by date, its bookings and the dates they blocked.
 * The listing and the month are in the URL, so a month can be shared and the back button walks through months.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'merchant') throw data(null, { status: 403 })
  const i18n = pageMessages(request, { namespace: 'merchants', prefixes: ['merchants.calendar.'] })
  const mine = await loadApiResult(context, merchantListingsEndpoint)
  if (!mine.ok) {
    if (mine.error.status === 403) return { status: 'refused' as const, message: mine.error.message, i18n }
    throw routeErrorOf(mine.error)
  }
  const listings = mine.data.data.filter((listing) => isDatedKind(listing.kind))
  const url = new URL(request.url)
  const listing = listings.find((entry) => entry.id === url.searchParams.get('listing')) ?? listings[0]
  const month = monthFrom(url.searchParams.get('month'))
  if (!listing) return { status: 'empty' as const, i18n }
  const range = { from: toIso(month.year, month.month, 1), to: toIso(month.year, month.month, daysInMonth(month)) }
  const calendar = seedOf(await loadApi(context, listingCalendarEndpoint, { params: { id: listing.id }, query: range }))
  return { status: 'ready' as const, listings, listing, month, range, calendar, i18n }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('dashboard.link.calendar'), description: t('dashboard.calendar.description'), noIndex: true }))

export default function DashboardCalendar({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <div className="min-w-0">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.calendar')}
      </h1>
      {loaderData.status === 'refused' ? (
        <RoleRefusal title={t('dashboard.merchantsOnly.title')} text={t('dashboard.calendar.description')} message={loaderData.message} />
      ) : loaderData.status === 'empty' ? (
        <p className="mt-4 text-stone-700 dark:text-stone-300">{t('merchants.calendar.none')}</p>
      ) : (
        <CalendarView {...loaderData} />
      )}
    </div>
  )
}

function CalendarView({
  listings,
  listing,
  month,
  range,
  calendar: seed,
}: Extract<Route.ComponentProps['loaderData'], { status: 'ready' }>) {
  const t = useT()
  const locale = useLocale()
  const { data: calendar } = useListingCalendar(listing.id, range, seed)
  const monthHref = (shown: TMonth) => `/dashboard/calendar?listing=${listing.id}&month=${monthParam(shown)}`
  // The booking window ends two years ahead; the months before it stay readable.
  const lastMonth = monthFrom(addDays(todayInDhaka(), 730).slice(0, 7))
  const isLast = month.year * 12 + month.month >= lastMonth.year * 12 + lastMonth.month
  return (
    <>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('merchants.calendar.lead')}</p>
      <ListingChooser listings={listings} current={listing.id} keep={{ month: monthParam(month) }} />
      <section aria-labelledby="calendar-month" className="card mt-6 p-3 sm:p-4">
        <div className="mb-3 flex items-center justify-between gap-2">
          <Link to={monthHref(addMonths(month, -1))} className="btn-ghost min-h-11 min-w-11 gap-1 px-3">
            <span aria-hidden="true">‹</span>
            <span className="sr-only sm:not-sr-only">{t('merchants.calendar.previous')}</span>
          </Link>
          <h2 id="calendar-month" aria-live="polite" className="text-center text-lg font-semibold">
            {monthLabel(month, locale)}
          </h2>
          {isLast ? (
            <span className="min-h-11 px-3" />
          ) : (
            <Link to={monthHref(addMonths(month, 1))} className="btn-ghost min-h-11 min-w-11 gap-1 px-3">
              <span className="sr-only sm:not-sr-only">{t('merchants.calendar.next')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          )}
        </div>
        {calendar && <ListingCalendar key={`${listing.id} ${range.from}`} kind={listing.kind} month={month} calendar={calendar} />}
      </section>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
