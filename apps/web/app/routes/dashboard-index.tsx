import { RouteErrorView } from '#app/components/ui/route-error'
import { Avatar } from '#app/features/auth/components/avatar'
import { requireUser } from '#app/features/auth/guard'
import { AuditLog } from '#app/features/admin/components/audit-log'
import { UsersTable } from '#app/features/admin/components/users-table'
import { Overview } from '#app/features/dashboard/components/overview'
import { applicationsEndpoint, auditLogEndpoint, usersEndpoint } from '#app/features/admin/api/endpoints'
import { useMyApplication } from '#app/features/merchants/api/application'
import { myApplicationEndpoint } from '#app/features/merchants/api/endpoints'
import { loadApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf } from '#app/lib/loader-seed'
import type { Route } from './+types/dashboard-index'

/**
 * /dashboard: for admins the users table (spec §2) and the audit log of admin actions; for everyone
 * else an overview of what they can do, with their merchant application's state.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role === 'admin') {
    const [users, applications, auditLog] = await Promise.all([
      loadApi(context, usersEndpoint, { query: { page: 1 } }).then(seedOf),
      loadApi(context, applicationsEndpoint, { query: { status: 'pending' } }).then(seedOf),
      loadApi(context, auditLogEndpoint).then(seedOf),
    ])
    return { view: 'admin' as const, user, users, applications, auditLog, i18n: pageMessages(request, 'admin', 'merchants') }
  }
  return {
    view: 'member' as const,
    user,
    application: seedOf(await loadApi(context, myApplicationEndpoint)),
    i18n: pageMessages(request, 'merchants'),
  }
}

export default function DashboardIndex({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'member') return <MemberOverview {...loaderData} />
  return <AdminOverview {...loaderData} />
}

function AdminOverview(loaderData: Extract<Route.ComponentProps['loaderData'], { view: 'admin' }>) {
  const t = useT()
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="users-heading">
        <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
          {t('nav.dashboard')}
        </h1>
        <h2 id="users-heading" className="mt-6 text-xl font-semibold">
          {t('admin.users.heading')}
        </h2>
        <div className="mt-3">
          <UsersTable
            initialUsers={loaderData.users}
            initialApplications={loaderData.applications}
            currentUserId={loaderData.user.id}
            renderAvatar={(user) => <Avatar name={user.name} email={user.email} image={user.image} />}
          />
        </div>
      </section>
      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="text-xl font-semibold">
          {t('admin.audit.heading')}
        </h2>
        <div className="mt-3">
          <AuditLog initialEntries={loaderData.auditLog} />
        </div>
      </section>
    </div>
  )
}

function MemberOverview({ user, application }: Extract<Route.ComponentProps['loaderData'], { view: 'member' }>) {
  return <Overview user={user} application={useMyApplication(application)} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
