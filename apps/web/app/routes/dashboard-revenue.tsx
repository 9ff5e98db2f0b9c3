import { data, isRouteErrorResponse } from 'react-router'
import { RouteErrorView } from '#app/components/ui/route-error'
import { revenueEndpoint } from '#app/features/admin/api/endpoints'
import { AdminsOnly } from '#app/features/admin/components/admins-only'
import { RevenueChart, RevenueTotals } from '#app/features/admin/components/revenue-summary'
import { requireUser } from '#app/features/auth/guard'
import { loadApi, type TLoaderError } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-revenue'

/** Admins only: the platform's payments, commission and refunds, in total and by month. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'admin') throw data(null, { status: 403 })
  const revenue = await loadApi(context, revenueEndpoint)
  return { revenue, i18n: pageMessages(request, { namespace: 'admin', prefixes: ['admin.revenue.'] }) }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: t('dashboard.link.revenue'),
    description: args.data ? t('admin.revenue.description') : t('dashboard.adminsOnly.text'),
    noIndex: true,
  }))

export default function DashboardRevenue({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { revenue } = loaderData
  return (
    <div className="min-w-0">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.revenue')}
      </h1>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('admin.revenue.lead', { count: revenue.months.length })}</p>
      <div className="mt-6 flex flex-col gap-10">
        <RevenueTotals totals={revenue.totals} />
        <RevenueChart months={revenue.months} />
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminsOnly message={(error.data as TLoaderError | null)?.message} />
  return <RouteErrorView error={error} />
}
