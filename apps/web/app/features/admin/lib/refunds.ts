import type { TOrder } from '@utsab/shared/schemas/orders'

/**
 * Whether an admin may refund a booking: a confirmed or paid one with money in. Unlike a merchant's
 * cancellation, a costume order and an event already past qualify too (a dispute is settled whenever
 * it comes). A booking confirmed without an advance has nothing to give back.
 */
export const adminCanRefund = (booking: Pick<TOrder, 'status' | 'amountPaid'>) =>
  (booking.status === 'confirmed' || booking.status === 'paid') && booking.amountPaid > 0
