import type { TOrder } from '@utsab/shared/schemas/orders'
import { bookingColumns } from '../../../components/ui/booking-columns'
import { DataTable } from '../../../components/ui/data-table'
import { useLocale, useT } from '../../../lib/i18n'

/**
 * Every booking (spec §2 all-bookings): number (to its page), event, date, customer, price, place and
 * phone, and status. One page of them; the page is in the URL.
 */
export function BookingsTable({ orders, caption }: { orders: TOrder[]; caption: string }) {
  const t = useT()
  const column = bookingColumns(t, useLocale())
  const columns = [
    column.number,
    column.event,
    column.date,
    column.customer,
    column.total,
    { ...column.place, header: t('admin.bookings.placeAndPhone') },
    column.status,
  ]
  return <DataTable rows={orders} columns={columns} rowKey={(order) => order.id} caption={caption} />
}
