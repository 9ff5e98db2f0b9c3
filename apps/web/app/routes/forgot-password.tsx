import { useSearchParams } from 'react-router'
import { Link } from '../components/ui/link'
import { AuthCard } from '../features/auth/components/auth-card'
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form'
import { translatorFromMatches, useT } from '../lib/i18n'
import { pageMessages } from '../lib/i18n.server'
import { seo } from '../lib/seo'
import type { Route } from './+types/forgot-password'

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageMessages(request, 'auth') })

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { t } = translatorFromMatches(matches, location.pathname)
  return seo({
    title: t('auth.forgot.title'),
    description: t('auth.forgot.description'),
    path: '/forgot-password',
    matches,
    noIndex: true,
  })
}

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
