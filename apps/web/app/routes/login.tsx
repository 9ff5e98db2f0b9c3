import { useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { safeRedirectPath } from '@utsab/shared/redirect'
import { FormAlert } from '#app/components/ui/form-alert'
import { AuthCard } from '#app/features/auth/components/auth-card'
import { GoogleButton } from '#app/features/auth/components/google-button'
import { LoginForm } from '#app/features/auth/components/login-form'
import { PhoneSignIn } from '#app/features/auth/components/phone-sign-in'
import { SignInWays } from '#app/features/auth/components/sign-in-ways'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/login'

export const loader = ({ request }: Route.LoaderArgs) => ({
  // A suspended account sent back from Google is told why, in the words the password login uses.
  i18n: pageMessages(request, 'auth', { namespace: 'errors', prefixes: ['errors.moderation.accountSuspended'] }),
})

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('auth.login.title'), description: t('auth.login.description'), noIndex: true }))

export default function Login() {
  const t = useT()
  const [params] = useSearchParams()
  const redirectTo = safeRedirectPath(params.get('redirectTo'))
  const rawRedirect = params.get('redirectTo')
  // Google sign-in that did not complete comes back here with ?error=… (errorCallbackURL).
  const oauthError = params.get('error')
  return (
    <AuthCard
      title={t('auth.login.title')}
      footer={
        <>
          {t('auth.login.newHere')}{' '}
          <Link to={rawRedirect ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup'} className="link">
            {t('auth.login.createAccount')}
          </Link>
        </>
      }
    >
      {oauthError && (
        <div className="mb-5">
          <FormAlert>
            {oauthError === 'account_suspended' ? t('errors.moderation.accountSuspended') : t('auth.login.googleFailed')}
          </FormAlert>
        </div>
      )}
      <SignInWays
        label={t('auth.way.label')}
        phone={<PhoneSignIn redirectTo={redirectTo} />}
        email={<LoginForm redirectTo={redirectTo} />}
      />
      <GoogleButton label={t('auth.google.signIn')} callbackPath={redirectTo} />
    </AuthCard>
  )
}
