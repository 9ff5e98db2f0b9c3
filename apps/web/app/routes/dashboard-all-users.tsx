import { data, isRouteErrorResponse } from 'react-router'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'
import { RouteErrorView } from '../components/ui/route-error'
import { AdminsOnly } from '../features/admin/components/admins-only'
import { UsersTable } from '../features/admin/components/users-table'
import { Avatar } from '../features/auth/components/avatar'
import { requireUser } from '../features/auth/guard'
import { seo } from '../lib/seo'
import { applicationsEndpoint, usersEndpoint } from '../features/admin/api/endpoints'
import { loadApi, type TLoaderError } from '../lib/api-client'
import { seedOf } from '../lib/loader-seed'
import type { Route } from './+types/dashboard-all-users'

/** Admins only: anyone else gets a 403 page (and the server refuses GET /api/users to them anyway). */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'admin') throw data({ message: MERCHANT_TEXTS.adminsOnly } satisfies TLoaderError, { status: 403 })
  const [users, applications] = await Promise.all([
    loadApi(context, usersEndpoint).then(seedOf),
    loadApi(context, applicationsEndpoint, { query: { status: 'pending' } }).then(seedOf),
  ])
  return { user, users, applications }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'All users', description: 'All users of Utsab.', path: location.pathname, matches, noIndex: true })

export default function DashboardAllUsers({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        All users
      </h1>
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
