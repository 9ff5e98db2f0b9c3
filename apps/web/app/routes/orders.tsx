import { Link } from 'react-router'
import { ACCOUNT_TEXTS } from '@utsab/shared/texts'
import { RouteErrorView } from '../components/ui/route-error'
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
      <div className="card mt-8 flex flex-col items-start gap-4 p-6 sm:p-8">
        <p className="text-stone-700 dark:text-stone-300">{ACCOUNT_TEXTS.noOrdersYet}</p>
        <Link to="/service" className="btn-primary">
          Browse services
        </Link>
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
