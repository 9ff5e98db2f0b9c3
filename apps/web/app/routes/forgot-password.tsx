import { Link, useSearchParams } from 'react-router'
import { AuthCard } from '../features/auth/components/auth-card'
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form'
import { seo } from '../lib/seo'
import type { Route } from './+types/forgot-password'

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: 'Forgot password',
    description: 'Get a link to set a new password for your Utsab account.',
    path: '/forgot-password',
    matches,
    noIndex: true,
  })

export default function ForgotPassword() {
  const [params] = useSearchParams()
  return (
    <AuthCard
      title="Forgot password"
      intro="Enter the email you signed up with and we will send you a link to set a new password."
      footer={
        <Link to="/login" className="link">
          Back to log in
        </Link>
      }
    >
      <ForgotPasswordForm initialEmail={params.get('email') ?? ''} />
    </AuthCard>
  )
}
