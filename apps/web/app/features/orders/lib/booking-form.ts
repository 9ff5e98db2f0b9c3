import type { FieldErrors, Resolver } from 'react-hook-form'
import { checkBookingDetails, DETAIL_FIELDS, type TVenueOnDate } from '@utsab/shared/booking-details'
import { todayInDhaka } from '@utsab/shared/format'
import { encodeMessage } from '@utsab/shared/i18n/message'
import type { TListing } from '@utsab/shared/schemas/catalog'
import { ZPhone } from '@utsab/shared/schemas/common'
import type { TOffer } from '@utsab/shared/schemas/offer'
import { ZBookingDetails, type TBookingDetails } from '@utsab/shared/schemas/orders'

/** The booking form's fields as typed (every input gives text). */
export type TBookingForm = {
  /** The package taken (the first to begin with), when the listing sells packages. */
  packageId: string
  /** The add-ons ticked, by id, and the hours of those priced by the hour. */
  addonsOn: Record<string, boolean>
  addonHours: Record<string, string>
  shift: string
  guests: string
  size: string
  quantity: string
  deliveryAddress: string
  deliveryDate: string
  /** Where and when a photographer or makeup artist comes ("HH:MM"). */
  eventAddress: string
  eventTime: string
  phone: string
}
/** What the form sends with the listing and its date. */
export type TBookingFormOutput = TBookingDetails & { phone?: string }

export const EMPTY_BOOKING_FORM: TBookingForm = {
  packageId: '',
  addonsOn: {},
  addonHours: {},
  shift: '',
  guests: '',
  size: '',
  quantity: '1',
  deliveryAddress: '',
  deliveryDate: '',
  eventAddress: '',
  eventTime: '',
  phone: '',
}

/** A new booking form of this listing: its first package taken. */
export const bookingFormDefaults = (offer: TOffer): TBookingForm => ({ ...EMPTY_BOOKING_FORM, packageId: offer.packages[0]?.id ?? '' })

/** The fields this listing's form has, in screen order (server refusals go under them). */
export const bookingFormFields = (kind: TListing['kind'], needsPhone: boolean): (keyof TBookingForm)[] => [
  'packageId',
  ...DETAIL_FIELDS[kind],
  ...(needsPhone ? (['phone'] as const) : []),
]

/** The package and add-ons the form has chosen, as the API takes them (hours only for add-ons priced by the hour). */
export function offerChoiceOf(offer: TOffer, values: Pick<TBookingForm, 'packageId' | 'addonsOn' | 'addonHours'>) {
  return {
    ...(values.packageId && offer.packages.length > 0 ? { packageId: values.packageId } : {}),
    addons: offer.addons
      .filter((addon) => values.addonsOn[addon.id])
      .map((addon) => (addon.unit === 'hour' ? { id: addon.id, quantity: Number(values.addonHours[addon.id]) || 1 } : { id: addon.id })),
  }
}

const ZBookingForm = ZBookingDetails.extend({ phone: ZPhone.optional() })

/**
 * The booking form's check, with the rules the server applies: the shared schema for each value, then
 * the shared per-kind rule (what is required, the sizes, the guests, the delivery day). Only this
 * kind's fields are read; an empty one counts as not given.
 */
export function bookingFormResolver(
  listing: Pick<TListing, 'kind' | 'name' | 'size' | 'capacity'> & TOffer,
  needsPhone: boolean,
  phoneRequired: string,
  /** The customer's venue booking of the chosen date: a photographer or makeup artist given no place or time comes there. */
  venue: TVenueOnDate | null = null,
): Resolver<TBookingForm, unknown, TBookingFormOutput> {
  return async (values) => {
    const fields = [...DETAIL_FIELDS[listing.kind], ...(needsPhone ? (['phone'] as const) : [])]
    const given = Object.fromEntries(fields.map((field) => [field, values[field].trim() || undefined]))
    const errors: FieldErrors<TBookingForm> = {}
    const parsed = ZBookingForm.safeParse(given)
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        // Only the detail fields and the phone are parsed here: each is one text input.
        const field = issue.path[0] as (typeof fields)[number]
        errors[field] ??= { type: 'validation', message: issue.message }
      }
    // The per-kind rule reads the fields that are well formed, so every missing one is named at the same time.
    const wellFormed = parsed.success
      ? parsed.data
      : (ZBookingForm.safeParse(Object.fromEntries(Object.entries(given).filter(([field]) => !(field in errors)))).data ?? {})
    const checked = checkBookingDetails(
      { ...listing, size: listing.size ?? null, capacity: listing.capacity ?? null },
      wellFormed,
      todayInDhaka(),
      venue,
    )
    if (!checked.ok)
      for (const refused of checked.refusals) errors[refused.field] ??= { type: 'validation', message: encodeMessage(refused.message) }
    if (needsPhone && !wellFormed.phone) errors.phone ??= { type: 'validation', message: phoneRequired }
    if (Object.keys(errors).length > 0 || !parsed.success) return { values: {}, errors }
    return { values: { ...parsed.data, ...offerChoiceOf(listing, values) }, errors: {} }
  }
}
