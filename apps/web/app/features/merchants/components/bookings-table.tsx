import { Link } from '../../../components/ui/link'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { BookingDate, BookingEvent, BookingNumber, ChargeList, Email } from '../../../components/ui/booking-cells'
import { DataTable, type TColumn } from '../../../components/ui/data-table'
import { StatusBadge } from '../../../components/ui/status-badge'
import { useT, type TTranslate } from '../../../lib/i18n'
import type { TBookingsView } from '../api/bookings'

const columns = (merchant: boolean, t: TTranslate): TColumn<TOrder>[] => [
  { key: 'number', header: t('orders.column.booking'), rowHeader: true, cell: (booking) => <BookingNumber order={booking} /> },
  { key: 'event', header: t('orders.column.event'), cell: (booking) => <BookingEvent order={booking} /> },
  { key: 'date', header: t('orders.eventDate'), cell: (booking) => <BookingDate eventDate={booking.eventDate} /> },
  ...(merchant
    ? [
        {
          key: 'customer',
          header: t('orders.column.customer'),
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
    header: t('orders.column.price'),
    // The breakdown names its own lines (Price, Delivery charge, Total): no second "Price" label on a card.
    mobileLabel: false,
    cell: (booking) => <ChargeList charges={booking} />,
  },
  { key: 'status', header: t('orders.column.status'), cell: (booking) => <StatusBadge of="booking" status={booking.status} /> },
]

/**
 * Bookings as a table: for a merchant, the bookings of their listings with the customer; for anyone
 * else, their own. Number (to the booking's page), event, date, price and status; cards below 640 px.
 */
export function BookingsTable({ bookings, view }: { bookings: TOrder[]; view: TBookingsView }) {
  const t = useT()
  const merchant = view === 'merchant'
  return (
    <DataTable
      className="mt-6"
      rows={bookings}
      columns={columns(merchant, t)}
      rowKey={(booking) => booking.id}
      caption={merchant ? t('dashboard.bookings.merchantTitle') : t('nav.myBookings')}
      empty={<NoBookings view={view} />}
    />
  )
}

function NoBookings({ view }: { view: TBookingsView }) {
  const t = useT()
  return (
    <div className="card mt-6 flex flex-col items-start gap-4 p-6 sm:p-8">
      {view === 'merchant' ? (
        <>
          <p className="text-stone-700 dark:text-stone-300">{t('dashboard.bookings.merchantEmpty')}</p>
          <Link to="/dashboard/add-costumes" className="btn-primary">
            {t('dashboard.bookings.manageListings')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-stone-700 dark:text-stone-300">{t('dashboard.bookings.customerEmpty')}</p>
          <Link to="/service" className="btn-primary">
            {t('orders.browseServices')}
          </Link>
        </>
      )}
    </div>
  )
}
