import { RouteErrorView } from '../components/ui/route-error'
import { requireUser } from '../features/auth/guard'
import { cartEndpoint } from '../features/orders/api/endpoints'
import { CartView } from '../features/orders/components/cart-view'
import { loadApi } from '../lib/api-client'
import { seedOf } from '../lib/loader-seed'
import { seo } from '../lib/seo'
import type { Route } from './+types/cart'

/** The cart (spec §1's FAQ: book several services with 'Add to cart'); login required. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context)
  return { cart: seedOf(await loadApi(context, cartEndpoint)) }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'Cart', description: 'Your cart on Utsab.', path: location.pathname, matches, noIndex: true })

export default function Cart({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        Your cart
      </h1>
      <CartView cart={loaderData.cart} />
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
