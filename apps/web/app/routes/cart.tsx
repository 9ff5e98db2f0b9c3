import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { cartEndpoint } from '#app/features/orders/api/endpoints'
import { CartView } from '#app/features/orders/components/cart-view'
import { loadApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf } from '#app/lib/loader-seed'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/cart'

/** The cart (spec §1's FAQ: book several services with 'Add to cart'); login required. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context)
  return { cart: seedOf(await loadApi(context, cartEndpoint)), i18n: pageMessages(request, 'orders') }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('orders.cart.title'), description: t('orders.cart.description'), noIndex: true }))

export default function Cart({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {t('orders.cart.heading')}
      </h1>
      <CartView cart={loaderData.cart} />
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
