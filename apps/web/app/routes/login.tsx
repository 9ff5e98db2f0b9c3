import { useSearchParams } from 'react-router'
import { AccountsComingSoon } from '../features/auth/components/coming-soon'
import { seo } from '../lib/seo'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Log in', description: 'Log in to Utsab to book and pay for event services.', path: '/login', matches, noIndex: true })

export default function Login() {
  const [params] = useSearchParams()
  return <AccountsComingSoon title="Log in" redirectTo={params.get('redirectTo')} />
}
