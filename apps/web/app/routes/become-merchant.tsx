import { ACCOUNT_TEXTS } from '@utsab/shared/texts'
import { RouteErrorView } from '../components/ui/route-error'
import { requireUser } from '../features/auth/guard'
import { seo } from '../lib/seo'
import type { Route } from './+types/become-merchant'

/** Login required (spec §6); the guard sends visitors to /login with the way back. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context)
  return null
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'Become a merchant', description: 'Become a merchant on Utsab.', path: location.pathname, matches, noIndex: true })

export default function BecomeMerchant() {
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold">Become a merchant</h1>
      <div className="card mt-8 p-6 sm:p-8">
        <h2 className="text-xl font-semibold">{ACCOUNT_TEXTS.merchantFormTitle}</h2>
        <p className="mt-3 text-stone-700 dark:text-stone-300">{ACCOUNT_TEXTS.merchantFormSoon}</p>
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
