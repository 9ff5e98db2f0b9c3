import { useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { safeRedirectPath } from '@utsab/shared/redirect'
import { AuthCard } from '#app/features/auth/components/auth-card'
import { GoogleButton } from '#app/features/auth/components/google-button'
import { PhoneSignIn } from '#app/features/auth/components/phone-sign-in'
import { SignInWays } from '#app/features/auth/components/sign-in-ways'
import { SignupForm } from '#app/features/auth/components/signup-form'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/signup'

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageMessages(request, 'auth') })

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('auth.signup.title'), description: t('auth.signup.description'), noIndex: true }))

export default function Signup() {
  const t = useT()
  const [params] = useSearchParams()
  const redirectTo = safeRedirectPath(params.get('redirectTo'))
  const hasRedirect = params.has('redirectTo')
  return (
    <AuthCard
      title={t('auth.signup.title')}
      footer={
        <Link to={hasRedirect ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login'} className="link">
          {t('auth.signup.haveAccount')}
        </Link>
      }
    >
      <SignInWays
        label={t('auth.way.signupLabel')}
        phone={<PhoneSignIn redirectTo={redirectTo} signUp />}
        email={<SignupForm redirectTo={redirectTo} />}
      />
      <GoogleButton label={t('auth.google.signUp')} callbackPath={redirectTo} />
    </AuthCard>
  )
}
