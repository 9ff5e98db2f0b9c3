import { formatDate, formatMoney } from '@utsab/shared/format'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { useLocale, useT } from '#app/lib/i18n'

type TRefunded = Pick<TOrder, 'status' | 'amountPaid' | 'refund' | 'refunds'>

/**
 * What a cancelled or expired booking gives back, a line per refund: its amount, its state and the day it should
 * arrive ("Refund 15,000 BDT: sent · should arrive by 25 Feb 2027"); or that nothing comes back, and why. Nothing for a
 * booking that is still on.
 */
export function RefundLines({ order, className = 'text-sm' }: { order: TRefunded; className?: string }) {
  const t = useT()
  const locale = useLocale()
  if (order.status !== 'cancelled' && order.status !== 'expired') return null
  const money = (amount: number) => formatMoney(amount, locale).replaceAll(' ', '\u00a0')
  if (order.refunds.length === 0) {
    const text =
      order.amountPaid === 0
        ? t('orders.refund.nothingPaid')
        : order.refund === 0
          ? t('orders.refund.none')
          : t('orders.money.refunded', { amount: money(order.refund) })
    return <span className={`block ${className}`}>{text}</span>
  }
  return (
    <span className={`flex flex-col ${className}`}>
      {order.refunds.map((refund) => (
        <span key={`${refund.requestedAt}-${refund.amount}-${refund.method}`} className="block">
          <span className={refund.state === 'failed' ? 'font-semibold text-red-700 dark:text-red-300' : 'font-medium'}>
            {t('orders.refund.line', { amount: money(refund.amount), state: t(`orders.refund.state.${refund.state}`) })}
          </span>
          {' · '}
          <span className="whitespace-nowrap">{t('orders.refund.arrivesBy', { date: formatDate(refund.arrivesBy, locale) })}</span>
        </span>
      ))}
    </span>
  )
}
