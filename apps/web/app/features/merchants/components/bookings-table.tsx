import { useRef, useState } from 'react'
import { Link } from '#app/components/ui/link'
import { plainDigits } from '@utsab/shared/format'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { bookingColumns } from '#app/widgets/booking-columns'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { RowActionButton, RowActionLink } from '#app/components/ui/row-action-button'
import { useLocale, useT } from '#app/lib/i18n'
import type { TBookingsView } from '../api/bookings'
import { merchantCanCancel } from '../lib/booking-actions'
import { useAnswerRequest } from '../api/bookings'
import { errorMessage, notify } from '#app/lib/toast'
import { MerchantCancelDialog, type TReasonFor } from './cancel-booking-dialog'

/**
 * Bookings as a table: for a merchant, the bookings of their listings with the customer, Accept, Answer with a quote
 * (its own page) and Decline for a request to book, and Cancel for a confirmed or paid one whose day has not passed; for anyone else, their own. Number (to the
 * booking's page), event, date, price and status (with what is paid and due); cards below 640 px.
 */
export function BookingsTable({ bookings, view }: { bookings: TOrder[]; view: TBookingsView }) {
  const t = useT()
  const locale = useLocale()
  const merchant = view === 'merchant'
  const column = bookingColumns(t, locale)
  const region = useRef<HTMLDivElement>(null)
  // The booking stays after the dialog closes, so its exit transition still shows it.
  const [cancelling, setCancelling] = useState<TOrder | null>(null)
  const [reasonFor, setReasonFor] = useState<TReasonFor>('cancel')
  const [open, setOpen] = useState(false)
  const accept = useAnswerRequest()
  const askReason = (booking: TOrder, why: TReasonFor) => {
    setCancelling(booking)
    setReasonFor(why)
    setOpen(true)
  }
  const acceptRequest = (booking: TOrder) =>
    accept.mutate(
      { booking },
      {
        onSuccess: ({ order }) =>
          notify.success(t('merchants.bookings.accepted', { number: plainDigits(order.number, locale), name: order.customer.name })),
        onError: (error) => notify.error(errorMessage(error)),
      },
    )
  const action: TColumn<TOrder> = {
    key: 'action',
    header: t('orders.column.action'),
    primary: true,
    cell: (booking) => {
      const number = plainDigits(booking.number, locale)
      if (booking.status === 'requested')
        return (
          // One above the other at every width: three side by side would crowd the table's other columns.
          <span className="flex flex-col gap-2">
            <RowActionButton
              tone="go"
              label={
                accept.isPending && accept.variables?.booking.id === booking.id
                  ? t('merchants.bookings.accepting')
                  : t('merchants.bookings.accept')
              }
              hiddenLabel={t('merchants.bookings.acceptHidden', { number })}
              disabled={accept.isPending}
              onClick={() => acceptRequest(booking)}
            />
            <RowActionLink
              label={t('merchants.bookings.quote')}
              hiddenLabel={t('merchants.bookings.quoteHidden', { number })}
              to={`/dashboard/my-bookings/${booking.id}/quote`}
            />
            <RowActionButton
              label={t('merchants.bookings.decline')}
              hiddenLabel={t('merchants.bookings.declineHidden', { number })}
              onClick={() => askReason(booking, 'decline')}
            />
          </span>
        )
      return merchantCanCancel(booking) ? (
        <RowActionButton
          label={t('merchants.bookings.cancel')}
          hiddenLabel={t('merchants.bookings.cancelHidden', { number })}
          onClick={() => askReason(booking, 'cancel')}
        />
      ) : null
    },
  }
  // The merchant's table also has the customer and Cancel: the number, the event and its date share a column, to leave
  // them room beside the dashboard's menu; the price names what was ordered (package and add-ons), as in the admin's table.
  const columns = merchant
    ? [column.booking, column.customer, column.ordered, column.status, action]
    : [column.number, column.event, column.date, column.charges, column.status]
  return (
    <>
      <DataTable
        className="mt-6"
        rows={bookings}
        columns={columns}
        rowKey={(booking) => booking.id}
        caption={merchant ? t('dashboard.bookings.merchantTitle') : t('nav.myBookings')}
        empty={<NoBookings view={view} />}
        regionRef={region}
      />
      {merchant && (
        <MerchantCancelDialog
          open={open}
          reasonFor={reasonFor}
          booking={cancelling}
          onClose={() => setOpen(false)}
          fallbackFocus={region}
        />
      )}
    </>
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
