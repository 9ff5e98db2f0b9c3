import { todayInDhaka } from '@utsab/shared/format'
import type { TOrder } from '@utsab/shared/schemas/orders'

/** My bookings' views (`?show=`): what is still to come, what has happened, and what was cancelled or lapsed. */
export const BOOKING_SHOWS = ['upcoming', 'past', 'cancelled'] as const
export type TBookingShow = (typeof BOOKING_SHOWS)[number]
export const DEFAULT_BOOKING_SHOW: TBookingShow = 'upcoming'

/** The view a `?show=` value names; anything else (missing, misspelt) is the default, upcoming. */
export const parseBookingShow = (value: string | null | undefined): TBookingShow =>
  BOOKING_SHOWS.find((show) => show === value) ?? DEFAULT_BOOKING_SHOW

type TFiltered = Pick<TOrder, 'status' | 'eventDate'> & { details: Pick<TOrder['details'], 'deliveryDate'> }

/**
 * Where a booking belongs. Cancelled and expired ones (lapsed holds, declined or lapsed requests) are `cancelled`;
 * the others are `past` once their day (the event's, or a costume's delivery) is before today in Dhaka, else
 * `upcoming`. A booking with no day at all is past once it is paid, upcoming until then.
 */
export function bookingShowOf(order: TFiltered, today = todayInDhaka()): TBookingShow {
  if (order.status === 'cancelled' || order.status === 'expired') return 'cancelled'
  const day = order.eventDate ?? order.details.deliveryDate
  if (day === null) return order.status === 'paid' ? 'past' : 'upcoming'
  return day < today ? 'past' : 'upcoming'
}

/** The bookings of one view, in the order given. */
export const filterBookings = <T extends TFiltered>(orders: readonly T[], show: TBookingShow, today = todayInDhaka()): T[] =>
  orders.filter((order) => bookingShowOf(order, today) === show)

/** How many bookings each view holds, for the tabs. */
export function countBookings(orders: readonly TFiltered[], today = todayInDhaka()): Record<TBookingShow, number> {
  const counts: Record<TBookingShow, number> = { upcoming: 0, past: 0, cancelled: 0 }
  for (const order of orders) counts[bookingShowOf(order, today)] += 1
  return counts
}
