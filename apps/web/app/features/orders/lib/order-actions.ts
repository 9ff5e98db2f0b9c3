import type { TOrder } from '@utsab/shared/schemas/orders'

/**
 * What the orders table's Action column offers (spec §2): Pay when the order has a price and is
 * still pending; a Paid marker when paid; the cancel X unless the order is both priced and paid.
 */
export function orderActions(order: Pick<TOrder, 'price' | 'status' | 'paid'>) {
  const priced = order.price > 0
  const paid = order.paid || order.status === 'paid'
  return {
    pay: priced && !paid && order.status === 'pending',
    paid,
    cancel: !(priced && paid),
  }
}
