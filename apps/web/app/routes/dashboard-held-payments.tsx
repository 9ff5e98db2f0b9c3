import { data, isRouteErrorResponse } from 'react-router'
import { RouteErrorView } from '#app/components/ui/route-error'
import { heldPaymentsEndpoint } from '#app/features/admin/api/endpoints'
import { AdminsOnly } from '#app/features/admin/components/admins-only'
import { HeldPaymentsTable } from '#app/features/admin/components/held-payments-table'
import { requireUser } from '#app/features/auth/guard'
import { loadApi, type TLoaderError } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-held-payments'

/** Admins only: gateway payments held for review, to release or refund. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'admin') throw data(null, { status: 403 })
  const { data: payments } = await loadApi(context, heldPaymentsEndpoint, {})
  return { payments, i18n: pageMessages(request, 'admin', 'orders') }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: t('dashboard.link.heldPayments'),
    description: args.data ? t('admin.held.description') : t('dashboard.adminsOnly.text'),
    noIndex: true,
  }))

export default function DashboardHeldPayments({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <section>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.heldPayments')}
      </h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{t('admin.held.description')}</p>
      <div className="mt-6">
        {loaderData.payments.length === 0 ? (
          <p className="card px-4 py-6 text-stone-700 dark:text-stone-300">{t('admin.held.none')}</p>
        ) : (
          <HeldPaymentsTable payments={loaderData.payments} />
        )}
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminsOnly message={(error.data as TLoaderError | null)?.message} />
  return <RouteErrorView error={error} />
}
