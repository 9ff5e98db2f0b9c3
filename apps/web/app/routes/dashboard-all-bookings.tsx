import { data, isRouteErrorResponse, redirect } from 'react-router'
import { Link } from '../components/ui/link'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'
import { RouteErrorView } from '../components/ui/route-error'
import { AdminsOnly } from '../features/admin/components/admins-only'
import { BookingsTable } from '../features/admin/components/bookings-table'
import { Pagination } from '../features/admin/components/pagination'
import { pageHref, parsePage } from '../features/admin/lib/pages'
import { requireUser } from '../features/auth/guard'
import { seo } from '../lib/seo'
import { allOrdersEndpoint } from '../features/admin/api/endpoints'
import { loadApi, type TLoaderError } from '../lib/api-client'
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
  if (user.role !== 'admin') throw data({ message: MERCHANT_TEXTS.adminsOnly } satisfies TLoaderError, { status: 403 })
  const page = parsePage(new URL(request.url).searchParams.get('page'))
  if (page === undefined) throw redirect(BASE_PATH)
  const result = await loadApi(context, allOrdersEndpoint, { query: { page, pageSize: BOOKINGS_PAGE_SIZE } })
  if (result.totalPages > 0 && page > result.totalPages) throw redirect(pageHref(BASE_PATH, result.totalPages))
  return result
}

export const meta: Route.MetaFunction = ({ matches, location, data: page }) =>
  seo({
    title: page && page.page > 1 ? `All bookings, page ${page.page}` : 'All bookings',
    description: 'Every booking on Utsab.',
    path: location.pathname,
    matches,
    noIndex: true,
  })

export default function DashboardAllBookings({ loaderData }: Route.ComponentProps) {
  const { data: orders, page, pageSize, total, totalPages } = loaderData
  const first = (page - 1) * pageSize + 1
  const last = first + orders.length - 1
  return (
    <section>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        All bookings
      </h1>
      {total === 0 ? (
        <p className="card mt-6 px-4 py-6 text-stone-700 dark:text-stone-300">No bookings yet. Bookings customers make show here.</p>
      ) : (
        <>
          <p className="mt-2 text-stone-700 dark:text-stone-300">
            Showing {first}–{last} of {total} bookings, newest first.
          </p>
          <div className="mt-6">
            <BookingsTable orders={orders} caption={`All bookings, page ${page} of ${totalPages}`} />
          </div>
          <Pagination page={page} totalPages={totalPages} basePath={BASE_PATH} label="Bookings pages" />
        </>
      )}
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminsOnly message={(error.data as TLoaderError | undefined)?.message} />
  return (
    <RouteErrorView error={error}>
      <Link to={BASE_PATH} className="btn-secondary">
        First page
      </Link>
    </RouteErrorView>
  )
}
