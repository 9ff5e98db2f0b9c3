import { data, isRouteErrorResponse } from 'react-router'
import { Link } from '#app/components/ui/link'
import { RouteErrorView } from '#app/components/ui/route-error'
import { requireUser } from '#app/features/auth/guard'
import { merchantEarningsEndpoint } from '#app/features/merchants/api/earnings'
import { EarningsChart } from '#app/features/merchants/components/earnings-chart'
import { EarningsFigures } from '#app/features/merchants/components/earnings-figures'
import { EarningsMerchantsOnly } from '#app/features/merchants/components/earnings-merchants-only'
import { MerchantPayouts, UpcomingBalances } from '#app/features/merchants/components/earnings-tables'
import { loadApiResult, routeErrorOf, type TLoaderError } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-earnings'

/**
 * Merchants only (the server enforces it too): what they are owed, what can be paid out now, their
 * months, the balances customers still owe and the payouts Utsab made. Its texts are the dashboard
 * layout's. A merchant account without an agency is told so in place.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'merchant') throw data(null, { status: 403 })
  const result = await loadApiResult(context, merchantEarningsEndpoint)
  if (result.ok) return { status: 'ready' as const, earnings: result.data }
  if (result.error.status === 403 || result.error.status === 404) return { status: 'refused' as const, message: result.error.message }
  throw routeErrorOf(result.error)
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: t('dashboard.link.earnings'),
    description: args.data ? t('dashboard.earnings.description') : t('dashboard.merchantsOnly.text'),
    noIndex: true,
  }))

export default function DashboardEarnings({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <div className="min-w-0">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.earnings')}
      </h1>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('dashboard.earnings.lead')}</p>
      {loaderData.status === 'refused' ? (
        <div className="card mt-6 flex flex-col items-start gap-4 p-6 sm:p-8">
          <h2 className="text-xl font-semibold">{t('dashboard.earnings.unavailable')}</h2>
          <p role="alert" className="max-w-prose text-stone-700 dark:text-stone-300">
            {loaderData.message}
          </p>
          <Link to="/contact" className="btn-secondary">
            {t('nav.contact')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-10">
          <EarningsFigures earnings={loaderData.earnings} />
          <EarningsChart months={loaderData.earnings.months} />
          <UpcomingBalances upcoming={loaderData.earnings.upcoming} />
          <MerchantPayouts payouts={loaderData.earnings.payouts} />
        </div>
      )}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403)
    return <EarningsMerchantsOnly message={(error.data as TLoaderError | null)?.message} />
  return <RouteErrorView error={error} />
}
