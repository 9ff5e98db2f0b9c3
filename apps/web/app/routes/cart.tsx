import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { cartEndpoint } from '#app/features/orders/api/endpoints'
import { CartView } from '#app/features/orders/components/cart-view'
import { plannerEventsEndpoint } from '#app/features/planner/api/endpoints'
import { useCheckoutFunction } from '#app/features/planner/components/checkout-function'
import { loadApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf } from '#app/lib/loader-seed'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/cart'

/** The cart (spec §1's FAQ: book several services with 'Add to cart'); login required. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context)
  const [cart, events] = await Promise.all([loadApi(context, cartEndpoint), loadApi(context, plannerEventsEndpoint)])
  return {
    cart: seedOf(cart),
    // The family's events, to say at checkout which function the bookings are for (issue 37).
    events,
    i18n: pageMessages(request, 'orders', { namespace: 'planner', prefixes: ['planner.checkout.', 'planner.kind.'] }),
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('orders.cart.title'), description: t('orders.cart.description'), noIndex: true }))

export default function Cart({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const forFunction = useCheckoutFunction(loaderData.events)
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {t('orders.cart.heading')}
      </h1>
      <CartView cart={loaderData.cart} checkoutExtra={forFunction.field} onCheckedOut={forFunction.attach} />
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
