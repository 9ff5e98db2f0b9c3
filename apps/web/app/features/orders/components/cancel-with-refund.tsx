import { useState } from 'react'
import { formatDate, formatMoney, plainDigits } from '@utsab/shared/format'
import type { TCancellationQuote, TOrder } from '@utsab/shared/schemas/orders'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { FormAlert } from '#app/components/ui/form-alert'
import { Spinner } from '#app/components/ui/spinner'
import { ApiError } from '#app/lib/api'
import { policyName } from '#app/lib/cancellation-policy'
import { useLocale, useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { useCancelWithRefund } from '../api/mutations'
import { useCancellationQuote } from '../api/queries'
import { CancellationTiers } from './payment-terms'

/**
 * Cancelling a booking whose advance (or whole price) is paid: `ask()` opens a dialog that reads what
 * cancelling now gives back (GET …/cancellation, each time it opens), shows it with the booking's
 * policy, and cancels for exactly that refund. The dialog stays mounted while the booking turns
 * cancelled, so it closes with its transition even though the button that opened it is gone.
 */
export function useCancelWithRefundDialog(order: TOrder) {
  const [open, setOpen] = useState(false)
  // Mounted from the first ask on: a page that never asks carries no hidden copy of the booking's words.
  const [asked, setAsked] = useState(false)
  const ask = () => {
    setAsked(true)
    setOpen(true)
  }
  const dialog = asked ? <CancelWithRefundDialog order={order} open={open} onClose={() => setOpen(false)} /> : null
  return { ask, dialog }
}

/** The button that opens it, worded like the dialog's own "Cancel booking"; full width on a phone, like Pay balance beside it. */
export function CancelWithRefundButton({ onClick }: { onClick: () => void }) {
  const t = useT()
  return (
    <button
      type="button"
      onClick={onClick}
      className="btn-ghost min-h-11 flex-1 whitespace-nowrap border border-stone-300 px-4 text-red-700 sm:min-h-9 sm:flex-none dark:border-stone-700 dark:text-red-300"
    >
      {t('orders.refundCancel.open')}
    </button>
  )
}

function CancelWithRefundDialog({ order, open, onClose }: { order: TOrder; open: boolean; onClose: () => void }) {
  const t = useT()
  const locale = useLocale()
  const quote = useCancellationQuote(order.id, open)
  const cancel = useCancelWithRefund()
  // The server's sentence when the refund changed after it was shown (the day turned, a balance came in).
  const [refusal, setRefusal] = useState<string | null>(null)
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (open) setRefusal(null)
  }

  const onConfirm = () => {
    if (!quote.data) return
    setRefusal(null)
    cancel.mutate(
      { order, expectedRefund: quote.data.refund },
      {
        onSuccess: ({ order: cancelled }) => {
          notify.success(
            cancelled.refund > 0
              ? t('orders.refundCancel.done', { amount: formatMoney(cancelled.refund, locale) })
              : t('orders.refundCancel.doneNoRefund'),
          )
          onClose()
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'refund_changed') {
            // Stay open on the new amount: the customer decides again on what they will really get back.
            setRefusal(errorMessage(error))
            void quote.refetch()
            return
          }
          notify.error(errorMessage(error))
          onClose()
        },
      },
    )
  }

  return (
    <ConfirmDialog
      open={open}
      message={t('orders.refundCancel.title', { number: plainDigits(order.number, locale) })}
      description={order.eventDate ? `${order.event} · ${formatDate(order.eventDate, locale)}` : order.event}
      confirmLabel={t('orders.refundCancel.confirm')}
      cancelLabel={t('orders.refundCancel.keep')}
      busyLabel={t('orders.cancelling')}
      busy={cancel.isPending}
      confirmDisabled={!quote.data || quote.isFetching}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <div className="flex flex-col gap-4 text-sm">
        {refusal && <FormAlert>{refusal}</FormAlert>}
        {quote.data ? (
          <QuoteDetails quote={quote.data} />
        ) : quote.isError ? (
          <FormAlert>{errorMessage(quote.error)}</FormAlert>
        ) : (
          <p role="status" className="flex items-center gap-2 text-stone-700 dark:text-stone-300">
            <Spinner />
            {t('orders.refundCancel.loading')}
          </p>
        )}
      </div>
    </ConfirmDialog>
  )
}

/** What was paid, the policy's tiers, and what comes back now, said plainly (the amount and its share). */
function QuoteDetails({ quote }: { quote: TCancellationQuote }) {
  const t = useT()
  const locale = useLocale()
  const refunds = quote.refund > 0
  return (
    <>
      <dl className="grid grid-cols-[auto_auto] justify-start gap-x-3">
        <dt className="text-stone-600 dark:text-stone-400">{t('orders.refundCancel.amountPaid')}</dt>
        <dd className="font-semibold">{formatMoney(quote.amountPaid, locale)}</dd>
      </dl>
      <div>
        <p className="font-medium">{t('orders.terms.policy', { name: policyName(quote.policy, t) })}</p>
        <CancellationTiers policy={quote.policy} />
      </div>
      <div
        aria-live="polite"
        className={`rounded-lg border px-4 py-3 ${
          refunds
            ? 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950/40 dark:text-green-100'
            : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100'
        }`}
      >
        <p className="text-base font-semibold">
          {refunds
            ? t('orders.refundCancel.refund', { amount: formatMoney(quote.refund, locale), percent: quote.refundPercent })
            : t('orders.refundCancel.noRefund')}
        </p>
        {refunds && <p className="mt-1">{t('orders.refundCancel.how')}</p>}
      </div>
      <p className="text-stone-700 dark:text-stone-300">{t('orders.refundCancel.final')}</p>
    </>
  )
}
