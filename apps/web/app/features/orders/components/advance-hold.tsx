import type { TOrder } from '@utsab/shared/schemas/orders'
import { formatMoney } from '@utsab/shared/format'
import { Callout } from '#app/components/ui/callout'
import { useLocale, useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { useHoldAdvance } from '../api/mutations'

/** Whether the customer may hold this request's advance with bKash now: a request still waiting, with an advance, not held. */
export const canHoldAdvance = (order: TOrder) =>
  order.status === 'requested' && order.request?.outcome === 'waiting' && order.advance > 0 && order.advanceHold !== 'held'

/** The button that sends the customer to bKash to hold the request's advance (decision 052). */
export function HoldAdvanceButton({ orderId }: { orderId: string }) {
  const t = useT()
  const hold = useHoldAdvance()
  return (
    <button
      type="button"
      className="btn-primary"
      disabled={hold.isPending}
      onClick={() => hold.mutate(orderId, { onError: (error) => notify.error(errorMessage(error)) })}
    >
      {t('orders.hold.action')}
    </button>
  )
}

/**
 * A request's advance and bKash (decision 052), for its customer: held (taken only if the merchant accepts), taken,
 * or released; a waiting request without a hold offers one. Nothing for anyone else, or a booking without a request.
 */
export function AdvanceHold({ order, own }: { order: TOrder; own: boolean }) {
  const t = useT()
  const locale = useLocale()
  if (!own || !order.request) return null
  const agency = order.agencyName
  if (!order.advanceHold)
    return canHoldAdvance(order) ? (
      <div className="mt-4 flex max-w-3xl flex-col items-start gap-2">
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('orders.hold.offerHint')}</p>
        <HoldAdvanceButton orderId={order.id} />
      </div>
    ) : null
  const text =
    order.advanceHold === 'held'
      ? t('orders.hold.held', { amount: formatMoney(order.advance, locale), agency })
      : order.advanceHold === 'captured'
        ? t('orders.hold.captured', { agency })
        : t('orders.hold.released')
  return (
    <Callout className="mt-4 max-w-3xl">
      <p>{text}</p>
    </Callout>
  )
}

const HOLD_RETURNS = ['authorized', 'failed', 'cancelled', 'released', 'pending'] as const
type THoldReturn = (typeof HOLD_RETURNS)[number]
const isHoldReturn = (value: string | null): value is THoldReturn => HOLD_RETURNS.includes(value as THoldReturn)

/** Back from bKash on My bookings (`?hold=`, set by the server's return handler): how holding the advance went. */
export function HoldReturnNotice({ outcome }: { outcome: string | null }) {
  const t = useT()
  if (!isHoldReturn(outcome)) return null
  return (
    <Callout status tone={outcome === 'failed' ? 'alert' : 'info'} className="mt-4 max-w-3xl">
      <p>{t(`orders.hold.back.${outcome}`)}</p>
    </Callout>
  )
}
