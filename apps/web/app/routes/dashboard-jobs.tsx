import { data, isRouteErrorResponse } from 'react-router'
import { RouteErrorView } from '#app/components/ui/route-error'
import { jobsOverviewEndpoint } from '#app/features/admin/api/endpoints'
import { AdminsOnly } from '#app/features/admin/components/admins-only'
import { JobCounts, ScheduledTasksTable, TroubledJobsTable } from '#app/features/admin/components/jobs-overview'
import { requireUser } from '#app/features/auth/guard'
import { loadApi, type TLoaderError } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-jobs'

/** Admins only: the email queue (issue 18): what waits, what failed (with a retry), and the recurring tasks. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'admin') throw data(null, { status: 403 })
  const overview = await loadApi(context, jobsOverviewEndpoint, {})
  return { overview, i18n: pageMessages(request, 'admin') }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: t('dashboard.link.jobs'),
    description: args.data ? t('admin.jobs.description') : t('dashboard.adminsOnly.text'),
    noIndex: true,
  }))

export default function DashboardJobs({ loaderData: { overview } }: Route.ComponentProps) {
  const t = useT()
  return (
    <section>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.jobs')}
      </h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{t('admin.jobs.description')}</p>
      <div className="mt-6">
        <JobCounts counts={overview.counts} />
      </div>
      <h2 className="mt-8 text-xl font-semibold">{t('admin.jobs.troubled')}</h2>
      <div className="mt-3">
        {overview.troubled.length === 0 ? (
          <p className="card px-4 py-6 text-stone-700 dark:text-stone-300">{t('admin.jobs.none')}</p>
        ) : (
          <TroubledJobsTable jobs={overview.troubled} />
        )}
      </div>
      <h2 className="mt-8 text-xl font-semibold">{t('admin.jobs.tasks')}</h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t('admin.jobs.tasksNote')}</p>
      <div className="mt-3">
        <ScheduledTasksTable tasks={overview.schedules} />
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminsOnly message={(error.data as TLoaderError | null)?.message} />
  return <RouteErrorView error={error} />
}
