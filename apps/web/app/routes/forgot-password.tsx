import { useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { AuthCard } from '#app/features/auth/components/auth-card'
import { ForgotPasswordForm } from '#app/features/auth/components/forgot-password-form'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/forgot-password'

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageMessages(request, 'auth') })

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('auth.forgot.title'), description: t('auth.forgot.description'), noIndex: true }))

export default function ForgotPassword() {
  const t = useT()
  const [params] = useSearchParams()
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      intro={t('auth.forgot.intro')}
      footer={
        <Link to="/login" className="link">
          {t('auth.backToLogin')}
        </Link>
      }
    >
      <ForgotPasswordForm initialEmail={params.get('email') ?? ''} />
    </AuthCard>
  )
}
