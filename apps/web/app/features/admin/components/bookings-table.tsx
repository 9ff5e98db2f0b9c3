import type { TOrder } from '@utsab/shared/schemas/orders'
import { formatMoney } from '@utsab/shared/format'
import { BookingDate, BookingEvent, BookingNumber, Email, PlaceAndContact } from '../../../components/ui/booking-cells'
import { DataTable, type TColumn } from '../../../components/ui/data-table'
import { StatusBadge } from '../../../components/ui/status-badge'

const COLUMNS: TColumn<TOrder>[] = [
  { key: 'number', header: 'Booking', rowHeader: true, cell: (order) => <BookingNumber order={order} /> },
  { key: 'event', header: 'Event', cell: (order) => <BookingEvent order={order} /> },
  { key: 'date', header: 'Event date', cell: (order) => <BookingDate eventDate={order.eventDate} /> },
  {
    key: 'customer',
    header: 'Customer',
    cell: (order) => (
      <>
        <span className="block font-medium">{order.customer.name}</span>
        <Email email={order.customer.email} link />
      </>
    ),
  },
  { key: 'price', header: 'Price', cell: (order) => <span className="whitespace-nowrap font-semibold">{formatMoney(order.total)}</span> },
  {
    key: 'place',
    header: 'Place and phone',
    mobileLabel: 'Place',
    cell: (order) => <PlaceAndContact location={order.location} contact={order.contact} />,
  },
  { key: 'status', header: 'Status', cell: (order) => <StatusBadge of="booking" status={order.status} /> },
]

/**
 * Every booking (spec §2 all-bookings): number (to its page), event, date, customer, price, place and
 * phone, and status. One page of them; the page is in the URL.
 */
export function BookingsTable({ orders, caption }: { orders: TOrder[]; caption: string }) {
  return <DataTable rows={orders} columns={COLUMNS} rowKey={(order) => order.id} caption={caption} />
}
