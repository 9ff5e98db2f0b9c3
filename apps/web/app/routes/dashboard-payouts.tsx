import { useId } from 'react'
import { data, isRouteErrorResponse } from 'react-router'
import { RouteErrorView } from '#app/components/ui/route-error'
import { payoutsOverviewEndpoint } from '#app/features/admin/api/endpoints'
import { usePayoutsOverview, type TPayoutsOverview } from '#app/features/admin/api/payouts'
import { AdminsOnly } from '#app/features/admin/components/admins-only'
import { PayoutsHistory } from '#app/features/admin/components/payouts-history'
import { PayoutsMerchants } from '#app/features/admin/components/payouts-merchants'
import { requireUser } from '#app/features/auth/guard'
import { loadApi, type TLoaderError } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf, type TSeed } from '#app/lib/loader-seed'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-payouts'

/** Admins only: the merchants Utsab owes money, a payout recorded for any of them, and the latest payouts. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  // The 403 page says it with the layout's texts (dashboard.adminsOnly): an error page has none from this loader.
  if (user.role !== 'admin') throw data(null, { status: 403 })
  const overview = await loadApi(context, payoutsOverviewEndpoint)
  return { seed: seedOf(overview), i18n: pageMessages(request, { namespace: 'admin', prefixes: ['admin.payouts.'] }) }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: t('dashboard.link.payouts'),
    description: args.data ? t('admin.payouts.description') : t('dashboard.adminsOnly.text'),
    noIndex: true,
  }))

export default function DashboardPayouts({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <div className="min-w-0">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.payouts')}
      </h1>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('admin.payouts.lead')}</p>
      <Overview seed={loaderData.seed} />
    </div>
  )
}

function Overview({ seed }: { seed: TSeed<TPayoutsOverview> }) {
  const t = useT()
  const owedId = useId()
  const historyId = useId()
  const { data: overview, isFetching } = usePayoutsOverview(seed)
  return (
    <div className="mt-6 flex flex-col gap-10">
      <section aria-labelledby={owedId} className="min-w-0">
        <h2 id={owedId} className="mb-4 text-xl font-semibold">
          {t('admin.payouts.owedTitle')}
        </h2>
        <PayoutsMerchants merchants={overview.merchants} busy={isFetching} />
      </section>
      <section aria-labelledby={historyId} className="min-w-0">
        <h2 id={historyId} className="mb-4 text-xl font-semibold">
          {t('admin.payouts.historyTitle')}
        </h2>
        <PayoutsHistory payouts={overview.payouts} />
      </section>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminsOnly message={(error.data as TLoaderError | null)?.message} />
  return <RouteErrorView error={error} />
}
