import { requireUser } from '../features/auth/guard'
import { seo } from '../lib/seo'
import type { Route } from './+types/orders'

/** Login required (spec §6); the guard sends visitors to /login with the way back. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context)
  return null
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'Orders', description: 'Orders on Utsab.', path: location.pathname, matches, noIndex: true })

export default function Orders() {
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold">Your orders</h1>
    </section>
  )
}
