import { RouteErrorView } from '#app/components/ui/route-error'
import { accountEndpoint, noticesEndpoint, sessionsEndpoint, useAccount } from '#app/features/auth/api/account'
import { AccountAddEmail } from '#app/features/auth/components/account-email'
import { AccountNotices } from '#app/features/auth/components/account-notices'
import { AccountPhone } from '#app/features/auth/components/account-phone'
import { AccountLanguage } from '#app/features/auth/components/account-language'
import { AccountPasswordForm } from '#app/features/auth/components/account-password-form'
import { AccountProfileForm } from '#app/features/auth/components/account-profile-form'
import { AccountSessions } from '#app/features/auth/components/account-sessions'
import { requireUser } from '#app/features/auth/guard'
import { useEmailLinkToast } from '#app/features/auth/hooks/use-email-link-toast'
import { loadApi } from '#app/lib/api-client'
import { seedOf } from '#app/lib/loader-seed'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-account'

/**
 * Every signed-in person's own account (issue 17): profile, mobile number, an email for an account made with a
 * number, notices (issue 36), language, password, signed-in devices.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context)
  const [account, sessions, notices] = await Promise.all([
    loadApi(context, accountEndpoint),
    loadApi(context, sessionsEndpoint),
    loadApi(context, noticesEndpoint),
  ])
  return {
    account: seedOf(account),
    sessions: seedOf(sessions),
    notices: seedOf(notices),
    // The photo's refusals and the password rules are said as at sign-up; the number's code as at sign-in.
    i18n: pageMessages(request, 'account', { namespace: 'auth', prefixes: ['auth.signup.photo', 'auth.password.', 'auth.phone.'] }),
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('account.title'), description: t('account.description'), noIndex: true }))

export default function DashboardAccount({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { data: account } = useAccount(loaderData.account)
  // Where the link that adds an email lands: said once (?emailAdded=1, or ?error=).
  useEmailLinkToast()
  return (
    <div className="min-w-0">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {t('account.title')}
      </h1>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('account.lead')}</p>
      <div className="mt-8 flex max-w-2xl flex-col gap-6">
        {/* A number proved below is shown in the profile at once (its form starts again from the account); one saved by the
            form itself keeps the form, which then says it is saved. */}
        <AccountProfileForm key={account.phoneVerified ? `proved-${account.phone}` : 'unproved'} account={account} />
        <AccountPhone account={account} />
        {account.email === '' && <AccountAddEmail pendingEmail={account.pendingEmail} />}
        <AccountNotices seed={loaderData.notices} merchant={account.role === 'merchant'} />
        <AccountLanguage />
        <AccountPasswordForm hasPassword={account.hasPassword} />
        <AccountSessions seed={loaderData.sessions} />
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
