import { RouteErrorView } from '../components/ui/route-error'
import { requireUser } from '../features/auth/guard'
import { myOrdersEndpoint } from '../features/orders/api/endpoints'
import { useMyOrders } from '../features/orders/api/queries'
import { OrdersTable } from '../features/orders/components/orders-table'
import { loadApi } from '../lib/api-client'
import { useT } from '../lib/i18n'
import { pageMessages } from '../lib/i18n.server'
import { seedOf } from '../lib/loader-seed'
import { pageSeo } from '../lib/seo'
import type { Route } from './+types/orders'

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

export default function Orders({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const orders = useMyOrders(loaderData.orders)
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('nav.myBookings')}
      </h1>
      <OrdersTable orders={orders} />
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
