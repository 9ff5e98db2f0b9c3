import { data, useLocation } from 'react-router'
import { Link } from '#app/components/ui/link'
import { RouteErrorView } from '#app/components/ui/route-error'
import { loadMe } from '#app/features/auth/session.server'
import { VerifyEmailFirst } from '#app/features/auth/components/verify-email'
import { EXPLAINS_VERIFICATION } from '#app/features/auth/lib/verification-handle'
import { PaymentPanel } from '#app/features/payments/components/payment-panel'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { loginPath } from '#app/lib/redirect'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/payment'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Not guarded (spec §6), but paying needs a session: without one the page asks to log in. The
 * payment itself starts in the browser (POST /api/create-payment-intent), never in a server render.
 */
export const loader = async ({ params, context, request }: Route.LoaderArgs) => {
  if (!UUID.test(params.id)) throw data({ message: 'Not found' }, { status: 404 })
  const me = await loadMe(context)
  return {
    orderId: params.id,
    loggedIn: Boolean(me?.user),
    unverifiedEmail: me?.user && !me.user.emailVerified && !me.user.phoneVerified ? me.user.email : null,
    // The verification notice speaks with the account's words.
    i18n: pageMessages(request, 'payments', 'auth'),
  }
}

export const handle = EXPLAINS_VERIFICATION

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('payments.title'), description: t('payments.description'), noIndex: true }))

export default function Payment({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const location = useLocation()
  return (
    <section className="container-page py-12 sm:py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {t('payments.title')}
      </h1>
      <div className="mt-8">
        {loaderData.unverifiedEmail ? (
          <VerifyEmailFirst email={loaderData.unverifiedEmail} doing="to pay" />
        ) : loaderData.loggedIn ? (
          <PaymentPanel key={loaderData.orderId} orderId={loaderData.orderId} />
        ) : (
          <div className="card flex flex-col items-start gap-4 p-6 sm:p-8">
            <p className="text-lg font-medium">{t('payments.loginToPay')}</p>
            <Link to={loginPath(location.pathname + location.search)} className="btn-primary">
              {t('nav.logIn')}
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
