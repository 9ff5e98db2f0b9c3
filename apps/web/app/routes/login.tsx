import { Link, useSearchParams } from 'react-router'
import { safeRedirectPath } from '@utsab/shared/redirect'
import { ACCOUNT_TEXTS } from '@utsab/shared/texts'
import { FormAlert } from '../components/ui/form-alert'
import { AuthCard } from '../features/auth/components/auth-card'
import { GoogleButton } from '../features/auth/components/google-button'
import { LoginForm } from '../features/auth/components/login-form'
import { seo } from '../lib/seo'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Log in', description: 'Log in to Utsab to book and pay for event services.', path: '/login', matches, noIndex: true })

export default function Login() {
  const [params] = useSearchParams()
  const redirectTo = safeRedirectPath(params.get('redirectTo'))
  const rawRedirect = params.get('redirectTo')
  // Google sign-in that did not complete comes back here with ?error=… (errorCallbackURL).
  const oauthError = params.get('error')
  return (
    <AuthCard
      title="Log in"
      footer={
        <>
          New to Utsab?{' '}
          <Link to={rawRedirect ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup'} className="link">
            Create an account
          </Link>
        </>
      }
    >
      {oauthError && (
        <div className="mb-5">
          <FormAlert>{ACCOUNT_TEXTS.googleFailed}</FormAlert>
        </div>
      )}
      <LoginForm redirectTo={redirectTo} />
      <GoogleButton label={ACCOUNT_TEXTS.signInWithGoogle} callbackPath={redirectTo} />
    </AuthCard>
  )
}
