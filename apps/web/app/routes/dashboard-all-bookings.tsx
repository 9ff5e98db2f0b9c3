import { data, isRouteErrorResponse, redirect } from 'react-router'
import { Link } from '#app/components/ui/link'
import { RouteErrorView } from '#app/components/ui/route-error'
import { AdminsOnly } from '#app/features/admin/components/admins-only'
import { BookingsTable } from '#app/features/admin/components/bookings-table'
import { Pagination } from '#app/features/admin/components/pagination'
import { pageHref, parsePage } from '#app/features/admin/lib/pages'
import { requireUser } from '#app/features/auth/guard'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { pageSeo } from '#app/lib/seo'
import { allOrdersEndpoint } from '#app/features/admin/api/endpoints'
import { loadApi, type TLoaderError } from '#app/lib/api-client'
import type { Route } from './+types/dashboard-all-bookings'

const BASE_PATH = '/dashboard/all-bookings'
/** Bookings per page (the spec sets no page size). */
const BOOKINGS_PAGE_SIZE = 10

/**
 * Admins only. The page is in the URL (?page=2); a page that is not a whole number from 1 goes to
 * the first page, one past the end to the last.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  // The 403 page says it with the layout's texts (dashboard.adminsOnly): an error page has none from this loader.
  if (user.role !== 'admin') throw data(null, { status: 403 })
  const page = parsePage(new URL(request.url).searchParams.get('page'))
  if (page === undefined) throw redirect(BASE_PATH)
  const result = await loadApi(context, allOrdersEndpoint, { query: { page, pageSize: BOOKINGS_PAGE_SIZE } })
  if (result.totalPages > 0 && page > result.totalPages) throw redirect(pageHref(BASE_PATH, result.totalPages))
  return { ...result, i18n: pageMessages(request, 'admin', 'orders') }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({
    title: args.data && args.data.page > 1 ? t('admin.bookings.titlePage', { page: args.data.page }) : t('dashboard.link.allBookings'),
    // Refused (no data): the 403 page's words, which come with the dashboard's layout.
    description: args.data ? t('admin.bookings.description') : t('dashboard.adminsOnly.text'),
    noIndex: true,
  }))

export default function DashboardAllBookings({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { data: orders, page, pageSize, total, totalPages } = loaderData
  const first = (page - 1) * pageSize + 1
  const last = first + orders.length - 1
  return (
    <section>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('dashboard.link.allBookings')}
      </h1>
      {total === 0 ? (
        <p className="card mt-6 px-4 py-6 text-stone-700 dark:text-stone-300">{t('admin.bookings.none')}</p>
      ) : (
        <>
          <p className="mt-2 text-stone-700 dark:text-stone-300">{t('admin.bookings.showing', { first, last, total })}</p>
          <div className="mt-6">
            <BookingsTable orders={orders} caption={t('admin.bookings.caption', { page, pages: totalPages })} />
          </div>
          <Pagination page={page} totalPages={totalPages} basePath={BASE_PATH} label={t('admin.bookings.pages')} />
        </>
      )}
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminsOnly message={(error.data as TLoaderError | null)?.message} />
  return (
    <RouteErrorView error={error}>
      <Link to={BASE_PATH} className="btn-secondary">
        {t('dashboard.firstPage')}
      </Link>
    </RouteErrorView>
  )
}
