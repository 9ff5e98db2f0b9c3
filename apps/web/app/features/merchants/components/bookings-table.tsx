import { useId } from 'react'
import { Link } from 'react-router'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { formatEventDate } from '../../../lib/charges'
import { formatBdt } from '../../../lib/format'
import type { TBookingsView } from '../api/bookings'

const STATUS: Record<TOrder['status'], { label: string; classes: string }> = {
  pending: { label: 'Pending', classes: 'bg-gold-300/40 text-gold-700 dark:bg-gold-700/30 dark:text-gold-300' },
  paid: { label: 'Paid', classes: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200' },
  cancelled: { label: 'Cancelled', classes: 'bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300' },
  expired: { label: 'Expired', classes: 'bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300' },
}

const th = 'px-3 py-3 text-left text-xs font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400'
const td = 'px-3 py-4 align-top text-sm'

/**
 * Bookings as a table: for a merchant, the orders placed on their listings with the customer; for
 * anyone else, their own. Number, event, event date, price, status and the Paid marker. On a narrow
 * screen the table scrolls inside its own labelled region.
 */
export function BookingsTable({ bookings, view }: { bookings: TOrder[]; view: TBookingsView }) {
  const captionId = useId()
  if (bookings.length === 0) return <NoBookings view={view} />
  const merchant = view === 'merchant'
  return (
    <>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="card relative mt-6 overflow-x-auto">
        <table className={`w-full border-collapse ${merchant ? 'min-w-[46rem]' : 'min-w-[40rem]'}`}>
          <caption id={captionId} className="sr-only">
            {merchant ? 'Bookings of your listings' : 'Your bookings'}
          </caption>
          <thead className="border-b border-stone-200 dark:border-stone-800">
            <tr>
              <th scope="col" className={th}>
                Number
              </th>
              <th scope="col" className={th}>
                Event
              </th>
              <th scope="col" className={th}>
                Event date
              </th>
              {merchant && (
                <th scope="col" className={th}>
                  Customer
                </th>
              )}
              <th scope="col" className={th}>
                Price
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Paid
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
            {bookings.map((booking) => (
              <tr key={booking.id}>
                <td className={`${td} whitespace-nowrap font-medium`}>#{booking.number}</td>
                <th scope="row" className={`${td} text-left font-normal`}>
                  <span className="block font-semibold">{booking.event}</span>
                  <span className="block text-stone-600 dark:text-stone-400">{booking.category}</span>
                  {!merchant && <span className="block text-stone-600 dark:text-stone-400">{booking.agencyName}</span>}
                </th>
                <td className={`${td} whitespace-nowrap`}>{formatEventDate(booking.eventDate)}</td>
                {merchant && (
                  <td className={td}>
                    <span className="block font-medium">{booking.customer.name}</span>
                    <a href={`mailto:${booking.customer.email}`} className="link [overflow-wrap:anywhere]">
                      {booking.customer.email}
                    </a>
                  </td>
                )}
                <td className={`${td} whitespace-nowrap`}>
                  <span className="block font-semibold">{formatBdt(booking.total)}</span>
                  {booking.deliveryCharge > 0 && (
                    <span className="block text-xs text-stone-600 dark:text-stone-400">
                      {formatBdt(booking.price)} + {formatBdt(booking.deliveryCharge)} delivery
                    </span>
                  )}
                </td>
                <td className={td}>
                  <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS[booking.status].classes}`}>
                    {STATUS[booking.status].label}
                  </span>
                </td>
                <td className={td}>
                  {booking.paid || booking.status === 'paid' ? (
                    <span className="inline-flex items-center gap-1 font-semibold text-green-700 dark:text-green-300">
                      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                        <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
                      </svg>
                      Paid
                    </span>
                  ) : (
                    <span className="whitespace-nowrap text-stone-600 dark:text-stone-400">Not paid</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-stone-600 lg:hidden dark:text-stone-400">Scroll the table sideways to see every column.</p>
    </>
  )
}

function NoBookings({ view }: { view: TBookingsView }) {
  return (
    <div className="card mt-6 flex flex-col items-start gap-4 p-6 sm:p-8">
      {view === 'merchant' ? (
        <>
          <p className="text-stone-700 dark:text-stone-300">
            No bookings yet. When a customer books one of your listings, it shows here, and we email you.
          </p>
          <Link to="/dashboard/add-costumes" className="btn-primary">
            Manage your listings
          </Link>
        </>
      ) : (
        <>
          <p className="text-stone-700 dark:text-stone-300">You have no bookings yet. Browse the services to book your first one.</p>
          <Link to="/service" className="btn-primary">
            Browse services
          </Link>
        </>
      )}
    </div>
  )
}
