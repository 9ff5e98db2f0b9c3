import { BOOKING_HORIZON_DAYS, BOOKING_LIMITS, COSTUME_DELIVERY_MIN_DAYS, type TListingKind, type TVenueShift } from './constants'
import { addDays, formatDate } from './format'
import type { TBookingDetails } from './schemas/orders'

/**
 * The sizes a costume listing comes in, as its merchant wrote them ("S, M, L", "M / L", "Free size"):
 * a customer picks one of these. An empty list means the listing names no size.
 */
export function costumeSizes(size: string | null | undefined): string[] {
  if (!size) return []
  const sizes = size
    .split(/[,/|;]/)
    .map((part) => part.trim())
    .filter(Boolean)
  return [...new Set(sizes)]
}

/** The days a costume ordered today can be delivered on: from COSTUME_DELIVERY_MIN_DAYS ahead to the booking horizon. */
export function deliveryWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, COSTUME_DELIVERY_MIN_DAYS), to: addDays(today, BOOKING_HORIZON_DAYS) }
}

/** What an order records of the customer's details: its kind's own; the others stay empty. */
export type TPlannedDetails = {
  shift: TVenueShift | null
  guests: number | null
  size: string | null
  quantity: number
  deliveryAddress: string | null
  deliveryDate: string | null
}

/** Which details each kind asks for (the booking form shows these, the server requires them). */
/** The details a kind asks for; the package and add-ons are the offer's, priced by booking-price. */
type TDetailField = Exclude<keyof TBookingDetails, 'packageId' | 'addons'>

export const DETAIL_FIELDS: Record<TListingKind, readonly TDetailField[]> = {
  venue: ['shift', 'guests'],
  costume: ['size', 'quantity', 'deliveryAddress', 'deliveryDate'],
  photographer: [],
  makeup: [],
}

export type TDetailsRefusal = { field: TDetailField; message: string; code: string }
type TBookable = { kind: TListingKind; name: string; size: string | null; capacity: number | null }

const refuse = (field: TDetailField, message: string, code = 'booking_details_missing') => ({
  ok: false as const,
  refusal: { field, message, code },
})

/**
 * The one rule for a booking's details, which the booking form and the server both apply: a venue
 * needs its shift and the guests (within what it seats); a costume a size it comes in, where and when
 * to deliver it (a day the courier can meet) and a quantity. Whatever belongs to another kind is
 * dropped. Messages are in English, like the shared schemas', and read back through the catalog.
 */
export function checkBookingDetails(
  listing: TBookable,
  input: TBookingDetails,
  today: string,
): { ok: true; details: TPlannedDetails } | { ok: false; refusal: TDetailsRefusal } {
  const none: TPlannedDetails = { shift: null, guests: null, size: null, quantity: 1, deliveryAddress: null, deliveryDate: null }
  if (listing.kind === 'venue') {
    if (!input.shift) return refuse('shift', 'Please choose the day or the evening shift.')
    if (input.guests === undefined) return refuse('guests', 'Please say how many guests are coming.')
    if (listing.capacity !== null && input.guests > listing.capacity)
      return refuse('guests', `${listing.name} seats at most ${listing.capacity} guests.`, 'too_many_guests')
    return { ok: true, details: { ...none, shift: input.shift, guests: input.guests } }
  }
  if (listing.kind !== 'costume') return { ok: true, details: none }
  const sizes = costumeSizes(listing.size)
  let size: string | null = null
  if (sizes.length > 0) {
    if (!input.size) return refuse('size', 'Please choose a size.')
    size = sizes.find((offered) => offered.toLowerCase() === input.size!.toLowerCase()) ?? null
    if (!size) return refuse('size', `This costume comes in ${sizes.join(', ')}: please choose one of those sizes.`, 'size_not_offered')
  }
  if (!input.deliveryAddress) return refuse('deliveryAddress', 'Please give the delivery address.')
  if (!input.deliveryDate) return refuse('deliveryDate', 'Please choose the delivery date.')
  const window = deliveryWindow(today)
  if (input.deliveryDate < window.from)
    return refuse(
      'deliveryDate',
      `Delivery takes at least ${COSTUME_DELIVERY_MIN_DAYS} days: choose ${formatDate(window.from)} or later.`,
      'invalid_delivery_date',
    )
  if (input.deliveryDate > window.to)
    return refuse('deliveryDate', 'Delivery can be booked at most two years ahead.', 'invalid_delivery_date')
  return {
    ok: true,
    details: {
      ...none,
      size,
      quantity: Math.min(input.quantity ?? 1, BOOKING_LIMITS.costumeQuantity),
      deliveryAddress: input.deliveryAddress,
      deliveryDate: input.deliveryDate,
    },
  }
}
