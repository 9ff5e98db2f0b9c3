import { useSearchParams } from 'react-router'
import { AccountsComingSoon } from '../features/auth/components/coming-soon'
import { seo } from '../lib/seo'
import type { Route } from './+types/signup'

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Sign up', description: 'Create an Utsab account to book event services.', path: '/signup', matches, noIndex: true })

export default function Signup() {
  const [params] = useSearchParams()
  return <AccountsComingSoon title="Sign up" redirectTo={params.get('redirectTo')} />
}
