import { data, isRouteErrorResponse } from 'react-router'
import { RouteErrorView } from '#app/components/ui/route-error'
import { hiddenListingsEndpoint } from '#app/features/admin/api/endpoints'
import { AdminsOnly } from '#app/features/admin/components/admins-only'
import { HiddenListingsTable } from '#app/features/admin/components/hidden-listings-table'
import { requireUser } from '#app/features/auth/guard'
import { loadApi, type TLoaderError } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf } from '#app/lib/loader-seed'
import { pageSeo } from '#app/lib/seo'
import type { Route } from './+types/dashboard-hidden-listings'

/** Admins only (decision 029): the listings admins hid, to show again. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  if (user.role !== 'admin') throw data(null, { status: 403 })
  const listings = seedOf(await loadApi(context, hiddenListingsEndpoint))
  return { listings, i18n: pageMessages(request, 'admin') }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: t('dashboard.link.hiddenListings'),
    description: args.data ? t('admin.hidden.description') : t('dashboard.adminsOnly.text'),
    noIndex: true,
  }))

export default function DashboardHiddenListings({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <section>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.hiddenListings')}
      </h1>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{t('admin.hidden.description')}</p>
      <div className="mt-6">
        <HiddenListingsTable initial={loaderData.listings} />
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminsOnly message={(error.data as TLoaderError | null)?.message} />
  return <RouteErrorView error={error} />
}
