import { ADVANCE_PERCENT_RANGE, CANCELLATION_POLICIES } from '../booking-money'
import { z } from 'zod'
import { BOOKING_LIMITS, BOOKING_MODES, DISTRICTS, LISTING_KINDS, RATING_RANGE } from '../constants'
import { toLatinDigits } from '../format'
import { ZListing } from './catalog'
import { labelledEmail, requiredText, typedNumber, wholeNumberBetween, withoutControls, ZPhone, ZReason, ZUuid } from './common'
import { label, m, maxLength, required } from './messages-by-key'

export { ZPhone } from './common'

/** The national ID card number has 10, 13 or 17 digits (Latin or Bengali; stored in Latin digits). */
export const ZNid = z
  .string({ message: required(label('validation.label.nid')) })
  .trim()
  .min(1, required(label('validation.label.nid')))
  .transform(toLatinDigits)
  .pipe(z.string().regex(/^(\d{10}|\d{13}|\d{17})$/, m('validation.nid.digits')))

export const ZPriceBdt = typedNumber({
  label: label('validation.label.price'),
  min: 1,
  max: 10_000_000,
  messages: {
    whole: m('validation.price.whole'),
    min: m('validation.price.positive'),
    max: m('validation.price.max'),
  },
})

export const ZRating = typedNumber({
  label: label('validation.label.rating'),
  min: RATING_RANGE.min,
  max: RATING_RANGE.max,
  whole: false,
  messages: {
    min: m('validation.number.between', { label: label('validation.label.rating'), min: 0, max: 5 }),
    max: m('validation.number.between', { label: label('validation.label.rating'), min: 0, max: 5 }),
  },
})
  // Two decimals are all a rating shows; a value like 1e-130 would not even fit the database's number.
  .transform((rating) => Math.round(rating * 100) / 100)

const text = requiredText

export const ZBusinessCategory = z.enum(LISTING_KINDS, { message: m('validation.businessCategory') })
export const ZDistrictChoice = z.enum(DISTRICTS, { message: m('validation.district.choose') })

/**
 * The text fields of the merchant application (spec §5), as sent in the multipart form. Pictures
 * (at least one) and the licence image travel as files next to them.
 */
export const ZMerchantApplicationFields = z.object({
  nid: ZNid,
  agencyName: text(label('validation.label.agencyName'), 100),
  agencyEmail: labelledEmail(label('validation.label.agencyEmail')),
  phoneNum: ZPhone,
  businessCategory: ZBusinessCategory,
  serviceCategory: text(label('validation.label.serviceCategory'), 60),
  price: ZPriceBdt,
  rating: ZRating,
  district: ZDistrictChoice,
  address: text(label('validation.label.address'), 200),
  agree: z.literal('true', { message: m('validation.agree') }),
})
export type TMerchantApplicationFields = z.input<typeof ZMerchantApplicationFields>

/**
 * The merchant side's sentences in the spec's English, as the pages show them (the tests look for them);
 * the schemas, the forms and the server name them by their keys in the `validation` and `errors` catalogs.
 */
export const MERCHANT_TEXTS = {
  picturesRequired: 'At least one picture is required.',
  licenceRequired: 'Please add a photo of your trade licence.',
  requestSent: 'Request to become merchant has been sent to Admin. wait for accpetence! ',
  uploaded: 'Your data is uploaded',
  agreeRequired: 'You must agree to the Privacy Policy',
  priceRequired: 'Price is required',
  ratingRequired: 'Rating is required',
  picturesTooMany: (max: number) => `Choose at most ${max} pictures.`,
  fileNotImage: (name: string) => `"${name}" is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF picture.`,
  fileTooLarge: (name: string, maxMb: number) => `"${name}" is larger than ${maxMb} MB. Please choose a smaller picture.`,
} as const

export const APPLICATION_STATUSES = ['pending', 'accepted', 'declined'] as const
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const ZMerchantApplication = z.object({
  id: ZUuid,
  status: z.enum(APPLICATION_STATUSES),
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), image: z.string().nullable() }),
  nid: z.string(),
  agencyName: z.string(),
  agencyEmail: z.string(),
  phone: z.string(),
  businessCategory: z.enum(LISTING_KINDS),
  serviceCategory: z.string(),
  price: z.number().int(),
  rating: z.number(),
  district: z.enum(DISTRICTS),
  address: z.string(),
  pictures: z.array(z.string()),
  licenceImage: z.string(),
  declineReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
})
export type TMerchantApplication = z.infer<typeof ZMerchantApplication>
export const ZApplicationList = z.object({ data: z.array(ZMerchantApplication) })
/** GET /api/merchant-applications/mine: the caller's latest application, if any. */
export const ZMyApplication = z.object({ application: ZMerchantApplication.nullable() })
export const ZApplicationSubmitted = z.object({ application: ZMerchantApplication, message: z.string() })

export const ZDecline = z.object({ reason: ZReason })
export const ZApplicationParams = z.object({ id: ZUuid })

/** A merchant's listing form (Add Events); pictures travel as files. */
export const ZListingFields = z.object({
  name: text(label('validation.label.name'), 120),
  nameBn: withoutControls(
    z
      .string()
      .trim()
      .max(120, maxLength(label('validation.label.nameBn'), 120)),
    label('validation.label.nameBn'),
  ).optional(),
  category: text(label('validation.label.category'), 60),
  categoryBn: withoutControls(
    z
      .string()
      .trim()
      .max(60, maxLength(label('validation.label.categoryBn'), 60)),
    label('validation.label.categoryBn'),
  ).optional(),
  price: ZPriceBdt,
  rating: ZRating.optional(),
  size: withoutControls(
    z
      .string()
      .trim()
      .max(30, maxLength(label('validation.label.size'), 30)),
    label('validation.label.size'),
  ).optional(),
  /** Venues: the most guests the hall seats (bookings for more are refused). */
  capacity: wholeNumberBetween(label('validation.label.capacity'), 1, BOOKING_LIMITS.guests).optional(),
  description: withoutControls(
    z
      .string()
      .trim()
      .max(2000, maxLength(label('validation.label.description'), 2000)),
    label('validation.label.description'),
    {
      multiline: true,
    },
  ).optional(),
  descriptionBn: withoutControls(
    z
      .string()
      .trim()
      .max(2000, maxLength(label('validation.label.descriptionBn'), 2000)),
    label('validation.label.descriptionBn'),
    { multiline: true },
  ).optional(),
  district: ZDistrictChoice,
  address: text(label('validation.label.address'), 200),
  addressBn: withoutControls(
    z
      .string()
      .trim()
      .max(200, maxLength(label('validation.label.addressBn'), 200)),
    label('validation.label.addressBn'),
  ).optional(),
  advancePercent: typedNumber({
    label: label('validation.label.advance'),
    min: ADVANCE_PERCENT_RANGE.min,
    max: ADVANCE_PERCENT_RANGE.max,
    messages: {
      min: m('validation.number.between', { label: label('validation.label.advance'), min: 0, max: 100 }),
      max: m('validation.number.between', { label: label('validation.label.advance'), min: 0, max: 100 }),
    },
  }).optional(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES, { message: m('validation.cancellationPolicy') }).optional(),
  /** Instant booking, or request to book (the merchant accepts first); a new venue asks by default (decision 037). */
  bookingMode: z.enum(BOOKING_MODES, { message: m('validation.bookingMode') }).optional(),
})
export type TListingFields = z.input<typeof ZListingFields>
export const ZListingUpdate = ZListingFields.partial()
/**
 * Why an admin hid a listing (issue 17, decision 029): the listing itself (`listing`), its merchant's suspension
 * (`suspension`) or the merchant role taken away (`revocation`); the reason is the admin's own words.
 */
export const HIDDEN_CAUSES = ['listing', 'suspension', 'revocation'] as const
export type THiddenCause = (typeof HIDDEN_CAUSES)[number]
export const ZListingHidden = z.object({ at: z.iso.datetime(), cause: z.enum(HIDDEN_CAUSES), reason: z.string() })
export type TListingHidden = z.infer<typeof ZListingHidden>
/** The merchant's view of a listing: whether it is published, and whether an admin hid it (then it cannot be published). */
export const ZMerchantListing = ZListing.extend({
  published: z.boolean(),
  hidden: ZListingHidden.nullable(),
  /** How many packages it sells: with any, its price is the cheapest one's (decision 036). */
  packageCount: z.number().int(),
})
export const ZMerchantListings = z.object({ data: z.array(ZMerchantListing) })
export const ZUploaded = z.object({ listing: ZMerchantListing, message: z.string() })
export const ZUploadParams = z.object({
  event: z.enum(LISTING_KINDS, { message: m('validation.oneOf', { label: 'event', options: LISTING_KINDS.join(', ') }) }),
})
export const ZPublish = z.object({ published: z.boolean() })

/** A listing keeps 1 to 12 pictures (a check of the database); the first is its cover. */
export const LISTING_PICTURES_RANGE = { min: 1, max: 12 } as const
/**
 * PUT /api/merchant/listings/{id}/pictures (multipart): `keep`, the JSON list of the listing's own picture
 * URLs to keep in their new order, and new files `pictures`, which come after them.
 */
export const ZPicturesKept = z.array(z.string().max(500)).max(LISTING_PICTURES_RANGE.max)

export const ZAuditEntry = z.object({
  id: ZUuid,
  actor: z.object({ id: z.string(), email: z.string() }),
  action: z.string(),
  target: z.string(),
  details: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export const ZAuditLog = z.object({ data: z.array(ZAuditEntry) })
