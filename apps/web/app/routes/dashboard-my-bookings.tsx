import { Link } from '#app/components/ui/link'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { myOrdersEndpoint } from '#app/features/orders/api/endpoints'
import { useMyOrders, type TMyOrders } from '#app/features/orders/api/queries'
import { useMerchantBookings, type TBookingsView, type TMerchantBookings } from '#app/features/merchants/api/bookings'
import { loadMerchantBookings } from '#app/features/merchants/api/bookings.server'
import { BookingsTable } from '#app/features/merchants/components/bookings-table'
import { ListingUnavailable } from '#app/features/merchants/components/listing-refusal'
import { loadApi } from '#app/lib/api-client'
import { seedOf, type TSeed } from '#app/lib/loader-seed'
import { SlottedText } from '#app/components/ui/slotted-text'
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'
import { BookingShowTabs } from '#app/features/orders/components/booking-show-tabs'
import { countBookings, filterBookings, parseBookingShow } from '#app/features/orders/lib/booking-filter'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-my-bookings'

/** A merchant sees the orders placed on their listings (and may cancel a confirmed or paid one); anyone else their own bookings. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role === 'merchant') {
    // A merchant also cancels bookings here, in the merchants' words.
    const i18n = pageMessages(request, 'orders', { namespace: 'merchants', prefixes: ['merchants.bookings.'] })
    return { view: 'merchant' as const, page: await loadMerchantBookings(context), i18n }
  }
  const i18n = pageMessages(request, 'orders')
  return { view: 'customer' as const, page: { status: 'ready' as const, seed: seedOf(await loadApi(context, myOrdersEndpoint)) }, i18n }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: args.data?.view === 'merchant' ? t('dashboard.bookings.merchantTitle') : t('nav.myBookings'),
    description: t('dashboard.bookings.description'),
    noIndex: true,
  }))

export default function DashboardMyBookings({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { page, view } = loaderData
  return (
    <div className="min-w-0">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {view === 'merchant' ? t('dashboard.bookings.merchantTitle') : t('nav.myBookings')}
      </h1>
      {page.status === 'refused' ? (
        <ListingUnavailable title={t('dashboard.bookings.cannotShow')} message={page.message} />
      ) : (
        <Bookings seed={page.seed} view={view} />
      )}
    </div>
  )
}

/** The merchant's bookings query or the viewer's own orders query, each seeded by the loader. */
function Bookings({ seed, view }: { seed: TSeed<TMerchantBookings> | TSeed<TMyOrders>; view: TBookingsView }) {
  return view === 'merchant' ? <MerchantBookings seed={seed} /> : <CustomerBookings seed={seed} />
}

function MerchantBookings({ seed }: { seed: TSeed<TMerchantBookings> }) {
  return <BookingsList view="merchant" bookings={useMerchantBookings(seed)} />
}

/** A customer's bookings here are filtered as on My bookings: upcoming (the default), past, or cancelled (`?show=`). */
function CustomerBookings({ seed }: { seed: TSeed<TMyOrders> }) {
  const orders = useMyOrders(seed)
  const [params] = useSearchParams()
  const show = parseBookingShow(params.get('show'))
  return (
    <BookingsList
      view="customer"
      bookings={filterBookings(orders, show)}
      tabs={orders.length > 0 && <BookingShowTabs path="/dashboard/my-bookings" show={show} counts={countBookings(orders)} />}
    />
  )
}

/** Changing the view (`?show=`) filters the bookings already here: nothing to read again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

function BookingsList({ view, bookings, tabs }: { view: TBookingsView; bookings: TOrder[]; tabs?: React.ReactNode }) {
  const t = useT()
  return (
    <>
      {view === 'merchant' ? (
        <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('dashboard.bookings.merchantLead')}</p>
      ) : (
        <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">
          <SlottedText text={(link) => t('dashboard.bookings.customerLead', { link })}>
            <Link to="/orders" className="link">
              {t('nav.myBookings')}
            </Link>
          </SlottedText>
        </p>
      )}
      {tabs}
      <BookingsTable bookings={bookings} view={view} />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
