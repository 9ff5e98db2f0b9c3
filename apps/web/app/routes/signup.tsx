import { Link, useSearchParams } from 'react-router'
import { safeRedirectPath } from '@utsab/shared/redirect'
import { ACCOUNT_TEXTS } from '@utsab/shared/texts'
import { AuthCard } from '../features/auth/components/auth-card'
import { GoogleButton } from '../features/auth/components/google-button'
import { SignupForm } from '../features/auth/components/signup-form'
import { seo } from '../lib/seo'
import type { Route } from './+types/signup'

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Sign up', description: 'Create an Utsab account to book event services.', path: '/signup', matches, noIndex: true })

export default function Signup() {
  const [params] = useSearchParams()
  const redirectTo = safeRedirectPath(params.get('redirectTo'))
  const hasRedirect = params.has('redirectTo')
  return (
    <AuthCard
      title="Sign up"
      footer={
        <Link to={hasRedirect ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login'} className="link">
          Already have an account? Log in
        </Link>
      }
    >
      <SignupForm redirectTo={redirectTo} />
      <GoogleButton label={ACCOUNT_TEXTS.signUpWithGoogle} callbackPath={redirectTo} />
    </AuthCard>
  )
}
