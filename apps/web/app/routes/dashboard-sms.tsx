import { data, isRouteErrorResponse } from 'react-router'
import { RouteErrorView } from '#app/components/ui/route-error'
import { smsFiguresEndpoint } from '#app/features/admin/api/endpoints'
import { AdminsOnly } from '#app/features/admin/components/admins-only'
import { LatestSmsTable, SmsByKindTable, SmsTotals } from '#app/features/admin/components/sms-figures'
import { requireUser } from '#app/features/auth/guard'
import { loadApi, type TLoaderError } from '#app/lib/api-client'
import { plainDigits } from '@utsab/shared/format'
import { useLocale, useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-sms'

/** Admins only: the SMS of the last 30 days (issue 36): totals and cost, by kind, and the latest ones. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'admin') throw data(null, { status: 403 })
  const figures = await loadApi(context, smsFiguresEndpoint)
  // The heading is the sidebar's link, whose words the dashboard's layout also sends.
  return { figures, i18n: pageMessages(request, 'admin', { namespace: 'dashboard', prefixes: ['dashboard.link.sms'] }) }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: t('dashboard.link.sms'),
    description: args.data ? t('admin.sms.description', { days: '30' }) : t('dashboard.adminsOnly.text'),
    noIndex: true,
  }))

export default function DashboardSms({ loaderData: { figures } }: Route.ComponentProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <section>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.sms')}
      </h1>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">
        {t('admin.sms.description', { days: plainDigits(figures.days, locale) })}
      </p>
      <div className="mt-6">
        <SmsTotals totals={figures.totals} />
      </div>
      <h2 className="mt-8 text-xl font-semibold">{t('admin.sms.byKind')}</h2>
      <div className="mt-3">
        <SmsByKindTable rows={figures.byKind} />
      </div>
      <h2 className="mt-8 text-xl font-semibold">{t('admin.sms.latest')}</h2>
      <div className="mt-3">
        <LatestSmsTable rows={figures.latest} />
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminsOnly message={(error.data as TLoaderError | null)?.message} />
  return <RouteErrorView error={error} />
}
