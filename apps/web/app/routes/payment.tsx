import { data, Link, useLocation } from 'react-router'
import { RouteErrorView } from '../components/ui/route-error'
import { loadMe } from '../features/auth/session.server'
import { VerifyEmailFirst } from '../features/auth/components/verify-email'
import { EXPLAINS_VERIFICATION } from '../features/auth/lib/verification-handle'
import { PaymentPanel } from '../features/payments/components/payment-panel'
import { loginPath } from '../lib/redirect'
import { seo } from '../lib/seo'
import type { Route } from './+types/payment'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Not guarded (spec §6), but paying needs a session: without one the page asks to log in. The
 * payment itself starts in the browser (POST /api/create-payment-intent), never in a server render.
 */
export const loader = async ({ params, context }: Route.LoaderArgs) => {
  if (!UUID.test(params.id)) throw data({ message: 'Not found' }, { status: 404 })
  const me = await loadMe(context)
  return { orderId: params.id, loggedIn: Boolean(me?.user), unverifiedEmail: me?.user && !me.user.emailVerified ? me.user.email : null }
}

export const handle = EXPLAINS_VERIFICATION

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'Payment', description: 'Pay for your booking on Utsab.', path: location.pathname, matches, noIndex: true })

export default function Payment({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        Payment
      </h1>
      <div className="mt-8">
        {loaderData.unverifiedEmail ? (
          <VerifyEmailFirst email={loaderData.unverifiedEmail} doing="to pay" />
        ) : loaderData.loggedIn ? (
          <PaymentPanel key={loaderData.orderId} orderId={loaderData.orderId} />
        ) : (
          <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
            <p className="text-lg font-medium">Please log in to pay</p>
            <Link to={loginPath(location.pathname + location.search)} className="btn-primary">
              Log in
            </Link>
          </div>
        )}
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
