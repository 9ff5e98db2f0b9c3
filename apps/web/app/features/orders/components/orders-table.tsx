import { useState } from 'react'
import { Link } from '#app/components/ui/link'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { BookingDetails, BookingEvent, BookingNumber } from '#app/widgets/booking-cells'
import { bookingColumns } from '#app/widgets/booking-columns'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { WithHiddenName } from '#app/components/ui/slotted-text'
import { useLocale, useT, type TTranslate } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { useCancelOrder } from '../api/mutations'
import { orderActions } from '../lib/order-actions'

/**
 * Pay (a link to the payment page) and Cancel for an unpaid booking; Pay balance (the same payment
 * page, which then asks the balance) once the advance is in; nothing once it is paid (the status says Paid).
 */
export function BookingActions({ order, onCancel }: { order: TOrder; onCancel: (order: TOrder) => void }) {
  const t = useT()
  const actions = orderActions(order)
  if (!actions.pay && !actions.payBalance && !actions.cancel) return null
  return (
    <>
      {(actions.pay || actions.payBalance) && (
        <Link to={`/payment/${order.id}`} className="btn-primary min-h-11 flex-1 whitespace-nowrap px-5 sm:min-h-9 sm:flex-none sm:px-3">
          {t(actions.payBalance ? 'orders.payBalance' : 'orders.pay')}
        </Link>
      )}
      {actions.cancel && (
        <button
          type="button"
          onClick={() => onCancel(order)}
          className="btn-ghost relative min-h-11 border border-stone-300 px-4 text-red-700 sm:min-h-9 dark:border-stone-700 dark:text-red-300"
        >
          <WithHiddenName text={(booking) => t('orders.cancelNamed', { booking })} name={t('orders.cancelHidden')} />
        </button>
      )}
    </>
  )
}

/** Asks before cancelling, then cancels; the cancel mutation reads the bookings again before it settles. */
export function useCancelBooking(onCancelled?: (order: TOrder) => void) {
  const t = useT()
  const cancel = useCancelOrder()
  const [confirming, setConfirming] = useState<TOrder | null>(null)
  const onConfirm = () => {
    if (!confirming) return
    const order = confirming
    cancel.mutate(order.id, {
      onSuccess: ({ deletedCount }) => {
        if (deletedCount > 0) {
          notify.success(t('orders.deleted'))
          onCancelled?.(order)
        }
        setConfirming(null)
      },
      onError: (error) => {
        setConfirming(null)
        notify.error(errorMessage(error))
      },
    })
  }
  const dialog = (
    <ConfirmDialog
      open={confirming !== null}
      message={t('orders.cancelConfirm')}
      confirmLabel={t('orders.cancelYes')}
      cancelLabel={t('orders.cancelKeep')}
      busyLabel={t('orders.cancelling')}
      busy={cancel.isPending}
      onConfirm={onConfirm}
      onCancel={() => setConfirming(null)}
    />
  )
  return { ask: setConfirming, dialog }
}

const columns = (onCancel: (order: TOrder) => void, t: TTranslate, locale: TLocale): TColumn<TOrder>[] => {
  const column = bookingColumns(t, locale)
  return [
    {
      key: 'booking',
      header: t('orders.column.booking'),
      rowHeader: true,
      cell: (order) => (
        <span className="flex flex-col gap-1">
          <BookingNumber order={order} />
          <BookingEvent order={order} picture />
          <BookingDetails details={order.details} />
        </span>
      ),
    },
    column.date,
    column.charges,
    // Room for "Balance 1,61,250 BDT" on one line: this table has the width for it.
    { ...column.status, className: 'sm:min-w-44' },
    column.place,
    {
      key: 'transaction',
      header: t('orders.column.transaction'),
      // Every payment's id (the advance's and the balance's), a cancelled booking's too.
      cell: (order) =>
        order.payments.length > 0 ? (
          <span className="flex flex-col gap-1">
            {order.payments.map((payment) => (
              <span key={payment.transactionId} className="font-mono text-xs [overflow-wrap:anywhere]">
                {payment.transactionId}
              </span>
            ))}
          </span>
        ) : (
          <span className="text-stone-600 dark:text-stone-400">—</span>
        ),
    },
    {
      key: 'action',
      header: t('orders.column.action'),
      primary: true,
      cell: (order) => <BookingActions order={order} onCancel={onCancel} />,
    },
  ]
}

/**
 * The customer's bookings (spec §2): number and event, event date, price, status (with the advance
 * paid and the balance due of a confirmed one, or a cancelled one's refunds), place and phone, every payment's
 * transaction id, and Pay / Pay balance / Cancel. Below 640 px each booking is a card. `empty` replaces the
 * no-bookings card (a view of My bookings with none of its kind).
 */
export function OrdersTable({ orders, empty }: { orders: TOrder[]; empty?: React.ReactNode }) {
  const t = useT()
  const locale = useLocale()
  const cancel = useCancelBooking()
  return (
    <>
      <DataTable
        className="mt-8"
        rows={orders}
        columns={columns(cancel.ask, t, locale)}
        rowKey={(order) => order.id}
        caption={t('nav.myBookings')}
        empty={empty ?? <NoOrders />}
      />
      {cancel.dialog}
    </>
  )
}

function NoOrders() {
  const t = useT()
  return (
    <div className="card mt-8 flex flex-col items-start gap-4 p-6 sm:p-8">
      <p className="text-stone-700 dark:text-stone-300">{t('orders.none')}</p>
      <Link to="/service" className="btn-primary">
        {t('orders.browseServices')}
      </Link>
    </div>
  )
}
