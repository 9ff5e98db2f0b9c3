import { Link } from '../../../components/ui/link'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { bookingColumns } from '../../../components/ui/booking-columns'
import { DataTable } from '../../../components/ui/data-table'
import { useLocale, useT } from '../../../lib/i18n'
import type { TBookingsView } from '../api/bookings'

/**
 * Bookings as a table: for a merchant, the bookings of their listings with the customer; for anyone
 * else, their own. Number (to the booking's page), event, date, price and status; cards below 640 px.
 */
export function BookingsTable({ bookings, view }: { bookings: TOrder[]; view: TBookingsView }) {
  const t = useT()
  const merchant = view === 'merchant'
  const column = bookingColumns(t, useLocale())
  const columns = [column.number, column.event, column.date, ...(merchant ? [column.customer] : []), column.charges, column.status]
  return (
    <DataTable
      className="mt-6"
      rows={bookings}
      columns={columns}
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
