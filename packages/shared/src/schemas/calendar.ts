import { z } from 'zod'
import { ZSearchDate } from './catalog'
import { withoutControls, ZUuid } from './common'
import { ZOrderStatus, ZVenueShift } from './orders'
import { m, maxLength } from './messages-by-key'

/** The most days one read of a listing's calendar covers (a month's grid with the days around it fits). */
export const CALENDAR_MAX_DAYS = 92

const ZCalendarDay = (name: 'from' | 'to') =>
  z.iso.date({ message: m(name === 'from' ? 'validation.calendar.from' : 'validation.calendar.to') })

/** GET /api/merchant/listings/{id}/calendar: the days from `from` to `to`, both included. */
export const ZCalendarQuery = z.object({ from: ZCalendarDay('from'), to: ZCalendarDay('to') }).refine(
  ({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000
    return days >= 0 && days < CALENDAR_MAX_DAYS
  },
  { path: ['to'], message: m('validation.calendar.range', { days: CALENDAR_MAX_DAYS }) },
)
export type TCalendarQuery = z.infer<typeof ZCalendarQuery>

/** A date (a venue's shift of it) the merchant blocked: sold outside Utsab, or kept free. */
export const ZBlockedDate = z.object({
  id: ZUuid,
  date: z.string(),
  shift: ZVenueShift.nullable(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type TBlockedDate = z.infer<typeof ZBlockedDate>

/** A booking on the merchant's calendar: what they need to see at a glance, the order's page has the rest. */
export const ZCalendarBooking = z.object({
  orderId: ZUuid,
  number: z.number().int(),
  date: z.string(),
  shift: ZVenueShift.nullable(),
  status: ZOrderStatus,
  customerName: z.string(),
  guests: z.number().int().nullable(),
})
export type TCalendarBooking = z.infer<typeof ZCalendarBooking>

export const ZListingCalendar = z.object({
  listingId: ZUuid,
  from: z.string(),
  to: z.string(),
  bookings: z.array(ZCalendarBooking),
  blocks: z.array(ZBlockedDate),
})
export type TListingCalendar = z.infer<typeof ZListingCalendar>

/**
 * POST /api/merchant/listings/{id}/blocks: block a date from today to the booking horizon. A venue names the shift,
 * or none for both; the other kinds sell the whole date and name none.
 */
export const ZBlockDate = z.object({
  date: ZSearchDate,
  shift: ZVenueShift.optional(),
  note: withoutControls(z.string().trim().max(200, maxLength('note', 200)), 'note').optional(),
})
export type TBlockDate = z.infer<typeof ZBlockDate>

export const ZBlockedDates = z.object({ data: z.array(ZBlockedDate) })
export const ZBlockParams = z.object({ id: ZUuid, blockId: ZUuid })
