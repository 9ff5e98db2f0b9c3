import { and, eq, inArray } from 'drizzle-orm'
import { checkBookingDetails, travelsToEvent, type TPlannedDetails, type TVenueOnDate } from '@utsab/shared/booking-details'
import { VENUE_SHIFT_HOURS, VENUE_SHIFTS, type TVenueShift } from '@utsab/shared/constants'
import { priceBooking, type TBookingPrice } from '@utsab/shared/booking-price'
import { todayInDhaka } from '@utsab/shared/format'
import type { TBookingDetails } from '@utsab/shared/schemas/orders'
import type { TDb } from '../../db/client'
import { ACTIVE_STATUSES } from '../../db/order-records'
import { orders, user, type listings } from '../../db/schema'
import { AppError, appError } from '../../lib/errors'

type TExecutor = Pick<TDb, 'select' | 'update'>
type TListingRow = typeof listings.$inferSelect

/**
 * The details a booking of this listing needs, from what the customer gave (the shared rule the
 * booking form applies too); a refusal answers 400 under its field.
 */
export function bookingDetailsFor(
  listing: TListingRow,
  input: TBookingDetails,
  now: Date,
  /** The customer's venue booking of the event date, for a photographer or makeup artist given no place or time. */
  venue: TVenueOnDate | null = null,
): TPlannedDetails {
  const checked = checkBookingDetails(listing, input, todayInDhaka(now), venue)
  if (checked.ok) return checked.details
  // Every field refused goes under its own input; the first one's message is the answer's.
  const fields = Object.fromEntries(checked.refusals.map((refused) => [refused.field, refused.message]))
  throw appError(checked.refusal.code, checked.refusal.message.params, fields)
}

/** The place and start of a venue booking, as a photographer or makeup artist booked for that day takes them. */
export const venueOnDate = (booking: { location: string; shift: TVenueShift | null }): TVenueOnDate => ({
  address: booking.location,
  time: VENUE_SHIFT_HOURS[booking.shift ?? 'evening'].start,
})

/**
 * The customer's active venue bookings on these dates, one per date (the earliest shift's when both are booked):
 * where and when a photographer or makeup artist booked for that day without a place or time comes.
 */
export async function customerVenuesOn(db: Pick<TDb, 'select'>, customerId: string, dates: string[]): Promise<Map<string, TVenueOnDate>> {
  const found = new Map<string, TVenueOnDate>()
  if (dates.length === 0) return found
  const rows = await db
    .select({ eventDate: orders.eventDate, location: orders.location, shift: orders.shift })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.kind, 'venue'),
        inArray(orders.eventDate, [...new Set(dates)]),
        inArray(orders.status, ACTIVE_STATUSES),
      ),
    )
  rows.sort((a, b) => VENUE_SHIFTS.indexOf(a.shift!) - VENUE_SHIFTS.indexOf(b.shift!))
  for (const row of rows) if (row.eventDate && !found.has(row.eventDate)) found.set(row.eventDate, venueOnDate(row))
  return found
}

/** Whether a booking of this listing still needs its place or time from a venue booking (it travels and was given neither). */
export const needsVenueFallback = (listing: Pick<TListingRow, 'kind'>, input: TBookingDetails) =>
  travelsToEvent(listing.kind) && (!input.eventAddress || !input.eventTime)

/**
 * What a booking of this listing costs, from the package and add-ons chosen and the details already checked
 * (guests, quantity); prices come from the listing. A package or add-on it does not sell answers 400 under its field.
 */
export function bookingPriceFor(listing: TListingRow, input: TBookingDetails, details: TPlannedDetails): TBookingPrice {
  const priced = priceBooking(listing, {
    packageId: input.packageId,
    addons: input.addons,
    guests: details.guests ?? undefined,
    quantity: details.quantity,
  })
  if (priced.ok) return priced.price
  const { field, message, code } = priced.refusal
  throw appError(code, message.params, { [field]: message })
}

/** What a cart item keeps of the offer chosen: the package and add-ons the price was made of. */
export const chosenOfferOf = (price: TBookingPrice): Pick<TBookingDetails, 'packageId' | 'addons'> => ({
  ...(price.packageId ? { packageId: price.packageId } : {}),
  ...(price.addons.length > 0 ? { addons: price.addons } : {}),
})

/**
 * The mobile number a booking carries: the one just given (saved to the customer's profile, so it is
 * asked once, unless the profile's is proved) or the profile's. A first booking without one is refused under the phone field.
 */
export async function customerPhoneFor(
  db: TExecutor,
  customerId: string,
  given: string | undefined,
  /** The profile's number when the caller has just read it (with its lock): not read again. */
  onProfile?: string | null,
): Promise<string> {
  if (given) {
    // A number proved by SMS signs in: a booking's contact number never replaces it (it stays on the booking).
    await db
      .update(user)
      .set({ phone: given, updatedAt: new Date() })
      .where(and(eq(user.id, customerId), eq(user.phoneVerified, false)))
    return given
  }
  const phone =
    onProfile !== undefined ? onProfile : (await db.select({ phone: user.phone }).from(user).where(eq(user.id, customerId)))[0]?.phone
  if (phone) return phone
  throw new AppError('phone_required', undefined, { phone: { key: 'errors.booking.phoneMissing' } })
}
