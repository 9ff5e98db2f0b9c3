import { useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { AuthCard } from '#app/features/auth/components/auth-card'
import { ResetLinkAlert } from '#app/features/auth/components/reset-link-alert'
import { ResetPasswordForm } from '#app/features/auth/components/reset-password-form'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/reset-password'

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageMessages(request, 'auth') })

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('auth.reset.title'), description: t('auth.reset.description'), noIndex: true }))

/** Where the emailed reset link lands: `?token=…`, or `?error=INVALID_TOKEN` when the server refused it. */
export default function ResetPassword() {
  const t = useT()
  const [params] = useSearchParams()
  const token = params.get('token')
  const usable = token && !params.has('error')
  return (
    <AuthCard
      title={t('auth.reset.title')}
      footer={
        <Link to="/login" className="link">
          {t('auth.backToLogin')}
        </Link>
      }
    >
      {usable ? <ResetPasswordForm token={token} /> : <ResetLinkAlert message={t('auth.reset.linkInvalid')} />}
    </AuthCard>
  )
}
