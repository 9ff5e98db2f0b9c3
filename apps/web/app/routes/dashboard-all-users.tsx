import { data, isRouteErrorResponse } from 'react-router'
import type { TUser } from '@utsab/shared/schemas/auth'
import { MERCHANT_TEXTS, type TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { RouteErrorView } from '../components/ui/route-error'
import { AdminsOnly } from '../features/admin/components/admins-only'
import { UsersTable } from '../features/admin/components/users-table'
import { Avatar } from '../features/auth/components/avatar'
import { requireUser } from '../features/auth/guard'
import { seo } from '../lib/seo'
import { apiGet, type TLoaderError } from '../lib/server-api'
import type { Route } from './+types/dashboard-all-users'

/** Admins only: anyone else gets a 403 page (and the server refuses GET /api/users to them anyway). */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'admin') throw data({ message: MERCHANT_TEXTS.adminsOnly } satisfies TLoaderError, { status: 403 })
  const [users, applications] = await Promise.all([
    apiGet<{ data: TUser[] }>(context, '/api/users'),
    apiGet<{ data: TMerchantApplication[] }>(context, '/api/merchant-applications?status=pending'),
  ])
  return { user, users: users.data, applications: applications.data }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'All users', description: 'All users of Utsab.', path: location.pathname, matches, noIndex: true })

export default function DashboardAllUsers({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-3xl font-bold">All users</h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        Review merchant applications and make admins. Every decision is recorded in the dashboard&rsquo;s admin actions.
      </p>
      <div className="mt-6">
        <UsersTable
          initialUsers={loaderData.users}
          initialApplications={loaderData.applications}
          currentUserId={loaderData.user.id}
          renderAvatar={(user) => <Avatar name={user.name} email={user.email} image={user.image} />}
        />
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminsOnly message={(error.data as TLoaderError | undefined)?.message} />
  return <RouteErrorView error={error} />
}
