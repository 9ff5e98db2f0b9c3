import type { TOrder } from '@utsab/shared/schemas/orders'
import { formatMoney } from '@utsab/shared/format'
import { BookingDate, BookingEvent, BookingNumber, Email, PlaceAndContact } from '../../../components/ui/booking-cells'
import { DataTable, type TColumn } from '../../../components/ui/data-table'
import { StatusBadge } from '../../../components/ui/status-badge'
import { useLocale, useT, type TTranslate } from '../../../lib/i18n'
import type { TLocale } from '@utsab/shared/i18n/locales'

const columns = (t: TTranslate, locale: TLocale): TColumn<TOrder>[] => [
  { key: 'number', header: t('orders.column.booking'), rowHeader: true, cell: (order) => <BookingNumber order={order} /> },
  { key: 'event', header: t('orders.column.event'), cell: (order) => <BookingEvent order={order} /> },
  { key: 'date', header: t('orders.eventDate'), cell: (order) => <BookingDate eventDate={order.eventDate} /> },
  {
    key: 'customer',
    header: t('orders.column.customer'),
    cell: (order) => (
      <>
        <span className="block font-medium">{order.customer.name}</span>
        <Email email={order.customer.email} link />
      </>
    ),
  },
  {
    key: 'price',
    header: t('orders.column.price'),
    cell: (order) => <span className="whitespace-nowrap font-semibold">{formatMoney(order.total, locale)}</span>,
  },
  {
    key: 'place',
    header: t('admin.bookings.placeAndPhone'),
    mobileLabel: t('orders.column.placeShort'),
    cell: (order) => <PlaceAndContact location={order.location} contact={order.contact} />,
  },
  { key: 'status', header: t('orders.column.status'), cell: (order) => <StatusBadge of="booking" status={order.status} /> },
]

/**
 * Every booking (spec §2 all-bookings): number (to its page), event, date, customer, price, place and
 * phone, and status. One page of them; the page is in the URL.
 */
export function BookingsTable({ orders, caption }: { orders: TOrder[]; caption: string }) {
  const t = useT()
  const locale = useLocale()
  return <DataTable rows={orders} columns={columns(t, locale)} rowKey={(order) => order.id} caption={caption} />
}
