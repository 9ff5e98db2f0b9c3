import { useIsFetching, useQuery } from '#app/lib/query'
import { Outlet, useLocation, useNavigation } from 'react-router'
import { RouteErrorView } from '#app/components/ui/route-error'
import { Avatar } from '#app/features/auth/components/avatar'
import { requireUser } from '#app/features/auth/guard'
import { Sidebar } from '#app/features/dashboard/components/sidebar'
import { isSidebarHidden } from '#app/features/dashboard/lib/sidebar'
import { splitLocalePath } from '@utsab/shared/i18n/locales'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import { ME_KEY, meQuery, useMe } from '#app/lib/session'
import type { Route } from './+types/dashboard-layout'

/** Login required (spec §6); the guard sends visitors to /login with the way back. */
export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  user: await requireUser(request, context),
  i18n: pageMessages(request, 'dashboard'),
})

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('nav.dashboard'), description: t('dashboard.description'), noIndex: true }))

/**
 * The dashboard (spec §2): the sidebar beside the nested page, stacked above it on a narrow screen,
 * and no sidebar when the path contains 'orders'. The sidebar follows the live session (['me'], kept
 * fresh on window focus), so a role that changed meanwhile brings its links; it shows a spinner
 * while the session or the dashboard's data is being fetched again.
 */
export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const me = useMe()
  // Keeps ['me'] fresh on window focus while the dashboard is open (it reads nothing: useMe does).
  useQuery({ ...meQuery(), initialData: me.raw, notifyOnChangeProps: [] })
  const sessionUser = me.user
  const user = sessionUser ?? loaderData.user
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const sessionFetching = useIsFetching({ queryKey: ME_KEY }) > 0
  const loading =
    sessionFetching || (navigation.state === 'loading' && splitLocalePath(navigation.location.pathname).path.startsWith('/dashboard'))

  if (isSidebarHidden(pathname)) {
    return (
      <div className="container-page py-8 sm:py-10">
        <Outlet />
      </div>
    )
  }
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10 md:flex-row md:items-start md:gap-8">
      <div className="md:w-64 md:shrink-0">
        <Sidebar
          user={user}
          loading={loading}
          avatar={<Avatar name={user.name} email={user.email} image={user.image} className="size-12" />}
        />
      </div>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
