import type { TUser } from '@utsab/shared/schemas/auth'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { RouteErrorView } from '../components/ui/route-error'
import { Avatar } from '../features/auth/components/avatar'
import { requireUser } from '../features/auth/guard'
import { AuditLog } from '../features/admin/components/audit-log'
import { UsersTable } from '../features/admin/components/users-table'
import type { TAuditEntry } from '../features/admin/lib/audit'
import { Overview } from '../features/dashboard/components/overview'
import { apiGet } from '../lib/server-api'
import type { Route } from './+types/dashboard-index'

/**
 * /dashboard: for admins the users table (spec §2) and the audit log of admin actions; for everyone
 * else an overview of what they can do, with their merchant application's state.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role === 'admin') {
    const [users, applications, auditLog] = await Promise.all([
      apiGet<{ data: TUser[] }>(context, '/api/users'),
      apiGet<{ data: TMerchantApplication[] }>(context, '/api/merchant-applications?status=pending'),
      apiGet<{ data: TAuditEntry[] }>(context, '/api/admin/audit-log'),
    ])
    return { view: 'admin' as const, user, users: users.data, applications: applications.data, auditLog: auditLog.data }
  }
  const { application } = await apiGet<{ application: TMerchantApplication | null }>(context, '/api/merchant-applications/mine')
  return { view: 'member' as const, user, application }
}

export default function DashboardIndex({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'member') return <Overview user={loaderData.user} application={loaderData.application} />
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="users-heading">
        <h1 className="text-3xl font-bold">Dashboard</h1>
        <h2 id="users-heading" className="mt-6 text-xl font-semibold">
          Users
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
          Recent admin actions
        </h2>
        <div className="mt-3">
          <AuditLog initialEntries={loaderData.auditLog} />
        </div>
      </section>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
