import type { TCart } from '@utsab/shared/schemas/orders'
import { RouteErrorView } from '../components/ui/route-error'
import { requireUser } from '../features/auth/guard'
import { CartView } from '../features/orders/components/cart-view'
import { seo } from '../lib/seo'
import { apiGet } from '../lib/server-api'
import type { Route } from './+types/cart'

/** The cart (spec §1's FAQ: book several services with 'Add to cart'); login required. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context)
  return { cart: await apiGet<TCart>(context, '/api/cart') }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'Cart', description: 'Your cart on Utsab.', path: location.pathname, matches, noIndex: true })

export default function Cart({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 className="text-3xl font-bold">Your cart</h1>
      <CartView cart={loaderData.cart} />
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
