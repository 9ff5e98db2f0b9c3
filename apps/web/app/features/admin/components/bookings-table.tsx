import { useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { plainDigits } from '@utsab/shared/format'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { bookingColumns } from '#app/widgets/booking-columns'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { RowActionButton } from '#app/components/ui/row-action-button'
import { useLocale, useT } from '#app/lib/i18n'
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
        <RowActionButton
          label={t('admin.bookings.refund')}
          hiddenLabel={t('admin.bookings.refundHidden', { number: plainDigits(order.number, locale) })}
          onClick={() => {
            setRefunding(order)
            setOpenings((count) => count + 1)
            setOpen(true)
          }}
        />
      ) : null,
  }
  const columns = [
    column.booking,
    column.customer,
    column.ordered,
    { ...column.merchantPlace, header: t('admin.bookings.placeAndPhone') },
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
