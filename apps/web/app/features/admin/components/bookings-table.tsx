import { useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { plainDigits } from '@utsab/shared/format'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { bookingColumns } from '../../../components/ui/booking-columns'
import { DataTable, type TColumn } from '../../../components/ui/data-table'
import { useLocale, useT } from '../../../lib/i18n'
import { adminCanRefund } from '../lib/refunds'
import { RefundDialog } from './refund-dialog'

/**
 * Every booking (spec §2 all-bookings): number (to its page) with its event and date, customer, price,
 * place and phone, and status, with Refund for one that has money paid (a dispute settled: it is cancelled and
 * what the admin decides goes back). One page of them; the page is in the URL.
 */
export function BookingsTable({ orders, caption }: { orders: TOrder[]; caption: string }) {
  const t = useT()
  const locale = useLocale()
  const column = bookingColumns(t, locale)
  const region = useRef<HTMLDivElement>(null)
  // The booking stays after the dialog closes, so its exit transition still shows it.
  const [refunding, setRefunding] = useState<TOrder | null>(null)
  const [open, setOpen] = useState(false)
  const [openings, setOpenings] = useState(0)
  // The page's loader runs again after a refund (see useAdminRefund).
  const refreshing = useRevalidator().state === 'loading'
  const action: TColumn<TOrder> = {
    key: 'action',
    header: t('orders.column.action'),
    primary: true,
    cell: (order) =>
      adminCanRefund(order) ? (
        <button
          type="button"
          onClick={() => {
            setRefunding(order)
            setOpenings((count) => count + 1)
            setOpen(true)
          }}
          // Relative: the hidden words stay inside the button, not past the table's scrolling edge.
          className="btn-ghost relative min-h-11 w-full border border-stone-300 px-4 text-red-700 sm:min-h-9 sm:w-auto sm:px-3 dark:border-stone-700 dark:text-red-300"
        >
          {t('admin.bookings.refund')}
          <span className="sr-only"> {t('admin.bookings.refundHidden', { number: plainDigits(order.number, locale) })}</span>
        </button>
      ) : null,
  }
  const columns = [
    column.booking,
    column.customer,
    column.total,
    { ...column.place, header: t('admin.bookings.placeAndPhone') },
    column.status,
    action,
  ]
  return (
    <>
      <DataTable rows={orders} columns={columns} rowKey={(order) => order.id} caption={caption} regionRef={region} busy={refreshing} />
      <RefundDialog open={open} booking={refunding} formKey={openings} onClose={() => setOpen(false)} fallbackFocus={region} />
    </>
  )
}
