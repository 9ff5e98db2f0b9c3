import { BOOKING_HORIZON_DAYS, BOOKING_LIMITS, COSTUME_DELIVERY_MIN_DAYS, type TListingKind, type TVenueShift } from './constants'
import type { TErrorCode } from './errors'
import type { TMessage } from './i18n/message'
import { addDays } from './format'
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
  eventAddress: string | null
  eventTime: string | null
}

/** The details a kind asks for; the package and add-ons are the offer's, priced by booking-price. */
type TDetailField = Exclude<keyof TBookingDetails, 'packageId' | 'addons'>

/** Which details each kind asks for (the booking form shows these, the server requires them). */
export const DETAIL_FIELDS: Record<TListingKind, readonly TDetailField[]> = {
  venue: ['shift', 'guests'],
  costume: ['size', 'quantity', 'deliveryAddress', 'deliveryDate'],
  photographer: ['eventAddress', 'eventTime'],
  makeup: ['eventAddress', 'eventTime'],
}

/** The kinds that come to the event: they need to know where and when. */
export const travelsToEvent = (kind: TListingKind) => DETAIL_FIELDS[kind].includes('eventAddress')

/**
 * Where and when the family's own venue booking of the event date takes place (its address, its shift's start):
 * a photographer or makeup artist booked for that day without an address or time comes there.
 */
export type TVenueOnDate = { address: string; time: string }

export type TDetailsRefusal = { field: TDetailField; message: TMessage; code: TErrorCode }
type TBookable = { kind: TListingKind; name: string; size: string | null; capacity: number | null }

const refusal = (field: TDetailField, message: TMessage, code: TErrorCode = 'booking_details_missing'): TDetailsRefusal => ({
  field,
  message,
  code,
})

/**
 * The one rule for a booking's details, which the booking form and the server both apply: a venue
 * needs its shift and the guests (within what it seats); a costume a size it comes in, where and when
 * to deliver it (a day the courier can meet) and a quantity; a photographer or makeup artist where and
 * when the event is (unless the family's venue booking of that date, `venue`, says it). Whatever belongs
 * to another kind is dropped. Every field refused is reported (`refusals`, in screen order; `refusal` is
 * the first). Each refusal is a message by key, written in the reader's language where it is shown.
 */
export function checkBookingDetails(
  listing: TBookable,
  input: TBookingDetails,
  today: string,
  venue: TVenueOnDate | null = null,
): { ok: true; details: TPlannedDetails } | { ok: false; refusal: TDetailsRefusal; refusals: [TDetailsRefusal, ...TDetailsRefusal[]] } {
  const none: TPlannedDetails = {
    shift: null,
    guests: null,
    size: null,
    quantity: 1,
    deliveryAddress: null,
    deliveryDate: null,
    eventAddress: null,
    eventTime: null,
  }
  const refusals: TDetailsRefusal[] = []
  const outcome = (details: TPlannedDetails) =>
    refusals.length > 0
      ? { ok: false as const, refusal: refusals[0]!, refusals: refusals as [TDetailsRefusal, ...TDetailsRefusal[]] }
      : { ok: true as const, details }
  if (listing.kind === 'venue') {
    if (!input.shift) refusals.push(refusal('shift', { key: 'validation.booking.shiftMissing' }))
    if (input.guests === undefined) refusals.push(refusal('guests', { key: 'validation.booking.guestsMissing' }))
    else if (listing.capacity !== null && input.guests > listing.capacity)
      refusals.push(refusal('guests', { key: 'validation.booking.tooManyGuests', params: { max: listing.capacity } }, 'too_many_guests'))
    return outcome({ ...none, shift: input.shift ?? null, guests: input.guests ?? null })
  }
  if (travelsToEvent(listing.kind)) {
    const eventAddress = input.eventAddress ?? venue?.address ?? null
    const eventTime = input.eventTime ?? venue?.time ?? null
    if (!eventAddress) refusals.push(refusal('eventAddress', { key: 'validation.booking.eventAddressMissing' }))
    if (!eventTime) refusals.push(refusal('eventTime', { key: 'validation.booking.eventTimeMissing' }))
    return outcome({ ...none, eventAddress, eventTime })
  }
  if (listing.kind !== 'costume') return outcome(none)
  const sizes = costumeSizes(listing.size)
  let size: string | null = null
  if (sizes.length > 0) {
    if (!input.size) refusals.push(refusal('size', { key: 'validation.booking.sizeMissing' }))
    else {
      size = sizes.find((offered) => offered.toLowerCase() === input.size!.toLowerCase()) ?? null
      if (!size) refusals.push(refusal('size', { key: 'validation.booking.sizeNotOffered', params: { sizes } }, 'size_not_offered'))
    }
  }
  if (!input.deliveryAddress) refusals.push(refusal('deliveryAddress', { key: 'validation.booking.addressMissing' }))
  const window = deliveryWindow(today)
  if (!input.deliveryDate) refusals.push(refusal('deliveryDate', { key: 'validation.booking.deliveryDateMissing' }))
  else if (input.deliveryDate < window.from)
    refusals.push(
      refusal(
        'deliveryDate',
        { key: 'validation.booking.deliveryTooSoon', params: { days: COSTUME_DELIVERY_MIN_DAYS, date: { date: window.from } } },
        'invalid_delivery_date',
      ),
    )
  else if (input.deliveryDate > window.to)
    refusals.push(refusal('deliveryDate', { key: 'validation.booking.deliveryTooFar' }, 'invalid_delivery_date'))
  return outcome({
    ...none,
    size,
    quantity: Math.min(input.quantity ?? 1, BOOKING_LIMITS.costumeQuantity),
    deliveryAddress: input.deliveryAddress ?? null,
    deliveryDate: input.deliveryDate ?? null,
  })
}
