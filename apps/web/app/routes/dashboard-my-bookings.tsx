import { Link } from 'react-router'
import { RouteErrorView } from '../components/ui/route-error'
import { requireUser } from '../features/auth/guard'
import { useBookings } from '../features/merchants/api/bookings'
import { loadBookings, type TBookingsPage } from '../features/merchants/api/bookings.server'
import { BookingsTable } from '../features/merchants/components/bookings-table'
import { ListingUnavailable } from '../features/merchants/components/listing-refusal'
import { seo } from '../lib/seo'
import type { Route } from './+types/dashboard-my-bookings'

/** A merchant sees the orders placed on their listings; anyone else their own bookings. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(request, context)
  return { page: await loadBookings(context, user.role) }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({ title: 'My Bookings', description: 'Your bookings on Utsab.', path: location.pathname, matches, noIndex: true })

export default function DashboardMyBookings({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <div className="min-w-0">
      <h1 className="text-3xl font-bold">My Bookings</h1>
      {page.status === 'refused' ? (
        <ListingUnavailable title="Your bookings cannot be shown yet" message={page.message} />
      ) : (
        <Bookings page={page} />
      )}
    </div>
  )
}

function Bookings({ page }: { page: Extract<TBookingsPage, { status: 'ready' }> }) {
  const { data: bookings } = useBookings(page.view, page.bookings, page.loadedAt)
  return (
    <>
      {page.view === 'merchant' ? (
        <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">
          Orders customers placed on your listings, newest first. A pending booking holds its date until it is paid or its hold expires.
        </p>
      ) : (
        <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">
          The services you booked, newest first. To pay for a booking or cancel it, go to{' '}
          <Link to="/orders" className="link">
            your orders
          </Link>
          .
        </p>
      )}
      <BookingsTable bookings={bookings} view={page.view} />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
