import { eq } from 'drizzle-orm'
import { checkBookingDetails, type TPlannedDetails } from '@utsab/shared/booking-details'
import { priceBooking, type TBookingPrice } from '@utsab/shared/booking-price'
import { todayInDhaka } from '@utsab/shared/format'
import type { TBookingDetails } from '@utsab/shared/schemas/orders'
import type { TDb } from '../../db/client'
import { user, type listings } from '../../db/schema'
import { AppError } from '../../lib/errors'

type TExecutor = Pick<TDb, 'select' | 'update'>
type TListingRow = typeof listings.$inferSelect

/**
 * The details a booking of this listing needs, from what the customer gave (the shared rule the
 * booking form applies too); a refusal answers 400 under its field.
 */
export function bookingDetailsFor(listing: TListingRow, input: TBookingDetails, now: Date): TPlannedDetails {
  const checked = checkBookingDetails(listing, input, todayInDhaka(now))
  if (checked.ok) return checked.details
  const { field, message, code } = checked.refusal
  throw new AppError(400, message, { [field]: message }, code)
}

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
  throw new AppError(400, message, { [field]: message }, code)
}

/** What a cart item keeps of the offer chosen: the package and add-ons the price was made of. */
export const chosenOfferOf = (price: TBookingPrice): Pick<TBookingDetails, 'packageId' | 'addons'> => ({
  ...(price.packageId ? { packageId: price.packageId } : {}),
  ...(price.addons.length > 0 ? { addons: price.addons } : {}),
})

/**
 * The mobile number a booking carries: the one just given (saved to the customer's profile, so it is
 * asked once) or the profile's. A first booking without one is refused under the phone field.
 */
export async function customerPhoneFor(
  db: TExecutor,
  customerId: string,
  given: string | undefined,
  /** The profile's number when the caller has just read it (with its lock): not read again. */
  onProfile?: string | null,
): Promise<string> {
  if (given) {
    await db.update(user).set({ phone: given, updatedAt: new Date() }).where(eq(user.id, customerId))
    return given
  }
  const phone =
    onProfile !== undefined ? onProfile : (await db.select({ phone: user.phone }).from(user).where(eq(user.id, customerId)))[0]?.phone
  if (phone) return phone
  const message = 'Please give your mobile number so the merchant can reach you.'
  throw new AppError(400, message, { phone: message }, 'phone_required')
}
