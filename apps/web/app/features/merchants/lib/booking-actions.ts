import { todayInDhaka } from '@utsab/shared/format'
import type { TOrder } from '@utsab/shared/schemas/orders'

/**
 * Whether a merchant may cancel a booking of theirs: a confirmed or paid one (the customer has the
 * date) whose event day has not passed in Dhaka. An unpaid booking lapses on its own; a costume has
 * no event day and is delivered, not cancelled.
 */
export const merchantCanCancel = (booking: Pick<TOrder, 'status' | 'eventDate'>, today = todayInDhaka()) =>
  (booking.status === 'confirmed' || booking.status === 'paid') && booking.eventDate !== null && booking.eventDate >= today
