import type { TOrder } from '@utsab/shared/schemas/orders'
import { RouteErrorView } from '../components/ui/route-error'
import { requireUser } from '../features/auth/guard'
import { OrdersTable } from '../features/orders/components/orders-table'
import { seo } from '../lib/seo'
import { apiGet } from '../lib/server-api'
import type { Route } from './+types/orders'

/** Login required (spec §6); the guard sends visitors to /login with the way back. Spec §7: GET /order?email=. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  const { data } = await apiGet<{ data: TOrder[] }>(context, `/api/order?email=${encodeURIComponent(user.email)}`)
  return { orders: data }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'Orders', description: 'Orders on Utsab.', path: location.pathname, matches, noIndex: true })

export default function Orders({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 className="text-3xl font-bold">Your orders</h1>
      <OrdersTable orders={loaderData.orders} />
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
