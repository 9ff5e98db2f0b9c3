import { Link } from '../../../components/ui/link'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { BookingDate, BookingEvent, BookingNumber, ChargeList, Email } from '../../../components/ui/booking-cells'
import { DataTable, type TColumn } from '../../../components/ui/data-table'
import { StatusBadge } from '../../../components/ui/status-badge'
import type { TBookingsView } from '../api/bookings'

const columns = (merchant: boolean): TColumn<TOrder>[] => [
  { key: 'number', header: 'Booking', rowHeader: true, cell: (booking) => <BookingNumber order={booking} /> },
  { key: 'event', header: 'Event', cell: (booking) => <BookingEvent order={booking} /> },
  { key: 'date', header: 'Event date', cell: (booking) => <BookingDate eventDate={booking.eventDate} /> },
  ...(merchant
    ? [
        {
          key: 'customer',
          header: 'Customer',
          cell: (booking: TOrder) => (
            <>
              <span className="block font-medium">{booking.customer.name}</span>
              <Email email={booking.customer.email} link />
            </>
          ),
        },
      ]
    : []),
  {
    key: 'price',
    header: 'Price',
    // The breakdown names its own lines (Price, Delivery charge, Total): no second "Price" label on a card.
    mobileLabel: false,
    cell: (booking) => <ChargeList charges={booking} />,
  },
  { key: 'status', header: 'Status', cell: (booking) => <StatusBadge of="booking" status={booking.status} /> },
]

/**
 * Bookings as a table: for a merchant, the bookings of their listings with the customer; for anyone
 * else, their own. Number (to the booking's page), event, date, price and status; cards below 640 px.
 */
export function BookingsTable({ bookings, view }: { bookings: TOrder[]; view: TBookingsView }) {
  const merchant = view === 'merchant'
  return (
    <DataTable
      className="mt-6"
      rows={bookings}
      columns={columns(merchant)}
      rowKey={(booking) => booking.id}
      caption={merchant ? 'Bookings of your listings' : 'My bookings'}
      empty={<NoBookings view={view} />}
    />
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
