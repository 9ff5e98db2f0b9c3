import { data, isRouteErrorResponse } from 'react-router'
import { RouteErrorView } from '#app/components/ui/route-error'
import { AdminsOnly } from '#app/features/admin/components/admins-only'
import { UsersTable } from '#app/features/admin/components/users-table'
import { Avatar } from '#app/features/auth/components/avatar'
import { requireUser } from '#app/features/auth/guard'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import { applicationsEndpoint, usersEndpoint } from '#app/features/admin/api/endpoints'
import { loadApi, type TLoaderError } from '#app/lib/api-client'
import { seedOf } from '#app/lib/loader-seed'
import type { Route } from './+types/dashboard-all-users'

/** Admins only: anyone else gets a 403 page (and the server refuses GET /api/users to them anyway). */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  // The 403 page reads its words from the root's texts and the layout's: nothing from this loader reaches it.
  if (user.role !== 'admin') throw data(null, { status: 403 })
  const [users, applications] = await Promise.all([
    loadApi(context, usersEndpoint, { query: { page: 1 } }).then(seedOf),
    loadApi(context, applicationsEndpoint, { query: { status: 'pending' } }).then(seedOf),
  ])
  return { user, users, applications, i18n: pageMessages(request, 'admin', 'merchants') }
}

// Refused (no data): the 403 page's words, which come with the dashboard's layout.
export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: args.data ? t('admin.users.title') : t('dashboard.adminsOnly.title'),
    description: args.data ? t('admin.users.description') : t('dashboard.adminsOnly.text'),
    noIndex: true,
  }))

export default function DashboardAllUsers({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <section>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {t('admin.users.title')}
      </h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{t('admin.users.lead')}</p>
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
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminsOnly message={(error.data as TLoaderError | null)?.message} />
  return <RouteErrorView error={error} />
}
