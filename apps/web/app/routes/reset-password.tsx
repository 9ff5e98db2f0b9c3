import { Link, useSearchParams } from 'react-router'
import { ACCOUNT_TEXTS } from '@utsab/shared/texts'
import { AuthCard } from '../features/auth/components/auth-card'
import { ResetLinkAlert } from '../features/auth/components/reset-link-alert'
import { ResetPasswordForm } from '../features/auth/components/reset-password-form'
import { seo } from '../lib/seo'
import type { Route } from './+types/reset-password'

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: 'Set a new password',
    description: 'Choose a new password for your Utsab account.',
    path: '/reset-password',
    matches,
    noIndex: true,
  })

/** Where the emailed reset link lands: `?token=…`, or `?error=INVALID_TOKEN` when the server refused it. */
export default function ResetPassword() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const usable = token && !params.has('error')
  return (
    <AuthCard
      title="Set a new password"
      footer={
        <Link to="/login" className="link">
          Back to log in
        </Link>
      }
    >
      {usable ? <ResetPasswordForm token={token} /> : <ResetLinkAlert message={ACCOUNT_TEXTS.resetLinkInvalid} />}
    </AuthCard>
  )
}
