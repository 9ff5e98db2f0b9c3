import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { VerifyEmailFirst } from '#app/features/auth/components/verify-email'
import { EXPLAINS_VERIFICATION } from '#app/features/auth/lib/verification-handle'
import { useMyApplication } from '#app/features/merchants/api/application'
import { myApplicationEndpoint } from '#app/features/merchants/api/endpoints'
import { ApplicationPage } from '#app/features/merchants/components/application-page'
import { loadApi } from '#app/lib/api-client'
import { seedOf } from '#app/lib/loader-seed'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import { useMe } from '#app/lib/session'
import type { Route } from './+types/become-merchant'

/**
 * Login required (spec §6); the guard sends visitors to /login with the way back. The viewer's latest
 * application decides between the form and its status.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  const application = seedOf(await loadApi(context, myApplicationEndpoint))
  return {
    email: user.email,
    role: user.role,
    application,
    // A mobile number proved with an SMS code counts as a verified email does (issue 36).
    emailVerified: user.emailVerified || user.phoneVerified,
    i18n: pageMessages(request, 'merchants'),
  }
}

export const handle = EXPLAINS_VERIFICATION

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('merchants.page.title'), description: t('merchants.page.description'), noIndex: true }))

export default function BecomeMerchant({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const application = useMyApplication(loaderData.application)
  // The live session: submitting makes the role 'requested', and a 409 may reveal a merchant already.
  const role = useMe().user?.role ?? loaderData.role
  return (
    <section className="container-page max-w-4xl py-12 sm:py-16">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {t('merchants.page.title')}
      </h1>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('merchants.page.lead')}</p>
      <div className="mt-8">
        {loaderData.emailVerified || application || role ? (
          <ApplicationPage email={loaderData.email} role={role} application={application} />
        ) : (
          <VerifyEmailFirst email={loaderData.email} doing="to apply as a merchant" />
        )}
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
