import { data, isRouteErrorResponse } from 'react-router'
import { plainDigits } from '@utsab/shared/format'
import { RouteErrorView } from '#app/components/ui/route-error'
import { vitalsEndpoint } from '#app/features/admin/api/endpoints'
import { AdminsOnly } from '#app/features/admin/components/admins-only'
import { formatVital, VitalsTable } from '#app/features/admin/components/vitals-table'
import { requireUser } from '#app/features/auth/guard'
import { loadApi, type TLoaderError } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-vitals'

/** Admins only: real-user Web Vitals (issue 38, decision 062): p75 of LCP, INP and CLS per page, device and language over 7 days. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'admin') throw data(null, { status: 403 })
  const report = await loadApi(context, vitalsEndpoint)
  // The heading is the sidebar's link, whose words the dashboard's layout also sends.
  const i18n = pageMessages(
    request,
    { namespace: 'admin', prefixes: ['admin.vitals.'] },
    { namespace: 'dashboard', prefixes: ['dashboard.link.vitals'] },
  )
  return { report, i18n }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: t('dashboard.link.vitals'),
    description: args.data ? t('admin.vitals.legend') : t('dashboard.adminsOnly.text'),
    noIndex: true,
  }))

export default function DashboardVitals({ loaderData: { report } }: Route.ComponentProps) {
  const t = useT()
  const locale = useLocale()
  const { lcp, inp, cls } = report.thresholds
  return (
    <section>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.vitals')}
      </h1>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">
        {t('admin.vitals.description', {
          days: plainDigits(report.days, locale),
          sample: `${plainDigits(Math.round(report.sampleRate * 100), locale)}%`,
        })}
      </p>
      <p className="mt-2 max-w-prose text-sm text-stone-700 dark:text-stone-300">{t('admin.vitals.legend')}</p>
      <p className="mt-2 max-w-prose text-sm text-stone-700 dark:text-stone-300">
        {t('admin.vitals.thresholds', {
          lcp: formatVital('lcp', lcp.good, t, locale),
          inp: formatVital('inp', inp.good, t, locale),
          cls: formatVital('cls', cls.good, t, locale),
          lcpPoor: formatVital('lcp', lcp.poor, t, locale),
          inpPoor: formatVital('inp', inp.poor, t, locale),
          clsPoor: formatVital('cls', cls.poor, t, locale),
        })}
      </p>
      <div className="mt-6">
        <VitalsTable report={report} />
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminsOnly message={(error.data as TLoaderError | null)?.message} />
  return <RouteErrorView error={error} />
}
