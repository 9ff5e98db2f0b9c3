import { formatDateTime, formatMoney } from '@utsab/shared/format'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { RefundLines } from '#app/widgets/refund-lines'
import { useLocale, useT } from '#app/lib/i18n'

/**
 * Every payment of a booking, oldest first: what it paid (advance, balance, or all of it), how much, how, when, and
 * its transaction id; then a cancelled booking's refunds with their state, when each was asked for and the day it
 * should arrive. The booking's page shows it to the customer, the merchant and admins alike.
 */
export function PaymentHistory({ order }: { order: TOrder }) {
  const t = useT()
  const locale = useLocale()
  const cancelled = order.status === 'cancelled' || order.status === 'expired'
  if (order.payments.length === 0 && !cancelled) return null
  return (
    <div className="flex flex-col gap-4 border-t border-stone-200 pt-4 text-sm dark:border-stone-800">
      {order.payments.length > 0 && (
        <section aria-labelledby="booking-payments">
          <h3 id="booking-payments" className="font-semibold text-stone-600 dark:text-stone-400">
            {t('orders.detail.payments')}
          </h3>
          <ul className="mt-2 flex flex-col gap-3">
            {order.payments.map((payment) => (
              <li key={payment.transactionId}>
                <span className="block font-medium">
                  {t(`orders.payment.part.${payment.part}`)} · {formatMoney(payment.amount, locale)} ·{' '}
                  {t(`orders.payment.method.${payment.method}`)}
                </span>
                <time dateTime={payment.paidAt} className="block text-stone-600 dark:text-stone-400">
                  {formatDateTime(payment.paidAt, locale)}
                </time>
                <span className="block">
                  {t('orders.detail.transactionId')}: <span className="font-mono [overflow-wrap:anywhere]">{payment.transactionId}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {cancelled && (
        <section aria-labelledby="booking-refunds">
          <h3 id="booking-refunds" className="font-semibold text-stone-600 dark:text-stone-400">
            {t('orders.detail.refunds')}
          </h3>
          <RefundLines order={order} className="mt-2 gap-1" />
          {order.refunds.length > 0 && (
            <ul className="mt-1 flex flex-col gap-1 text-stone-600 dark:text-stone-400">
              {order.refunds.map((refund) => (
                <li key={`${refund.requestedAt}-${refund.amount}-${refund.method}`}>
                  {t('orders.refund.askedOn', { time: formatDateTime(refund.requestedAt, locale) })} ·{' '}
                  {t('orders.refund.via', { method: t(`orders.payment.method.${refund.method}`) })}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  )
}
