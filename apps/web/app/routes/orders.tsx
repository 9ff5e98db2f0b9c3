import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { myOrdersEndpoint } from '#app/features/orders/api/endpoints'
import { useMyOrders } from '#app/features/orders/api/queries'
import { OrdersTable } from '#app/features/orders/components/orders-table'
import { HoldReturnNotice } from '#app/features/orders/components/advance-hold'
import { BookingShowTabs } from '#app/features/orders/components/booking-show-tabs'
import { countBookings, filterBookings, parseBookingShow } from '#app/features/orders/lib/booking-filter'
import { loadApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf } from '#app/lib/loader-seed'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/orders'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { useSearchParams } from 'react-router'

/** Login required (spec §6); the guard sends visitors to /login with the way back. Spec §7: GET /order?email=. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  return {
    orders: seedOf(await loadApi(context, myOrdersEndpoint, { query: { email: user.email } })),
    i18n: pageMessages(request, 'orders'),
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('nav.myBookings'), description: t('orders.description'), noIndex: true }))

/** Changing the view (`?show=`) filters the bookings already here: nothing to read again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

/** My bookings: upcoming by default, past, or cancelled and expired ones with their refunds (`?show=`). */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const orders = useMyOrders(loaderData.orders)
  const [params] = useSearchParams()
  const show = parseBookingShow(params.get('show'))
  const shown = filterBookings(orders, show)
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('nav.myBookings')}
      </h1>
      <HoldReturnNotice outcome={params.get('hold')} />
      {orders.length > 0 && <BookingShowTabs path="/orders" show={show} counts={countBookings(orders)} />}
      <OrdersTable
        orders={shown}
        empty={
          orders.length > 0 ? (
            <p className="card mt-8 p-6 text-stone-700 dark:text-stone-300">{t(`orders.show.empty.${show}`)}</p>
          ) : undefined
        }
      />
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
