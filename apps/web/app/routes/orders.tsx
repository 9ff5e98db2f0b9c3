import { RouteErrorView } from '../components/ui/route-error'
import { requireUser } from '../features/auth/guard'
import { myOrdersEndpoint } from '../features/orders/api/endpoints'
import { useMyOrders } from '../features/orders/api/queries'
import { OrdersTable } from '../features/orders/components/orders-table'
import { loadApi } from '../lib/api-client'
import { seedOf } from '../lib/loader-seed'
import { seo } from '../lib/seo'
import type { Route } from './+types/orders'

/** Login required (spec §6); the guard sends visitors to /login with the way back. Spec §7: GET /order?email=. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  return { orders: seedOf(await loadApi(context, myOrdersEndpoint, { query: { email: user.email } })) }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'My bookings', description: 'Your bookings on Utsab.', path: location.pathname, matches, noIndex: true })

export default function Orders({ loaderData }: Route.ComponentProps) {
  const orders = useMyOrders(loaderData.orders)
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        My bookings
      </h1>
      <OrdersTable orders={orders} />
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
