import { todayInDhaka } from '@utsab/shared/format'
import type { TOrder } from '@utsab/shared/schemas/orders'

/**
 * What a booking offers its customer (spec §2's Action column, and the booking's page): Pay when it
 * has a price and is still pending; Pay balance once its advance is in (confirmed); a Paid marker
 * when fully paid; the cancel X unless money is in on a priced booking or it is cancelled already. A booking with money in is
 * cancelled with the refund its policy gives instead, until its event day (`today` in Dhaka).
 */
export function orderActions(order: Pick<TOrder, 'price' | 'status' | 'paid' | 'eventDate'>, today = todayInDhaka()) {
  const priced = order.price > 0
  const paid = order.paid || order.status === 'paid'
  const moneyIn = paid || order.status === 'confirmed'
  return {
    pay: priced && !moneyIn && order.status === 'pending',
    payBalance: priced && order.status === 'confirmed',
    paid,
    // A cancelled booking stays on its page (with its refund): nothing is left to remove.
    cancel: order.status !== 'cancelled' && !(priced && moneyIn),
    // Undated bookings (costumes) are delivered, not cancelled with a refund.
    cancelWithRefund: priced && moneyIn && order.eventDate !== null && order.eventDate >= today,
  }
}
