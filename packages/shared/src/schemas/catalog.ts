import { CANCELLATION_POLICIES } from '../booking-money'
import { z } from 'zod'
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_MODES,
  DISTRICTS,
  LISTING_KINDS,
  LISTING_PAGE_SIZE,
  LISTING_SORTS,
  MAX_SEARCH_GUESTS,
  RATING_RANGE,
} from '../constants'
import { addDays, todayInDhaka } from '../format'
import { typedNumber, withoutControls, ZPageNumber, ZUuid } from './common'
import { ZOffer } from './offer'
import { label, m, maxLength, type TLabel } from './messages-by-key'

export const ZListingKind = z.enum(LISTING_KINDS)
export const ZDistrict = z.enum(DISTRICTS, { message: m('validation.district.invalid') })

export const ZAgency = z.object({
  id: ZUuid,
  name: z.string(),
  district: ZDistrict,
  address: z.string(),
  phone: z.string(),
  email: z.string(),
})
export type TAgency = z.infer<typeof ZAgency>

/**
 * One listing of any kind. Spec field names map to these (see docs/data-model.md):
 * clothName / vanueName / name → name, Rating / rating → rating, picture / pictures → pictures,
 * bgPicture → backgroundPicture, des → description, event → kind.
 */
export const ZListing = z.object({
  id: ZUuid,
  kind: ZListingKind,
  name: z.string(),
  nameBn: z.string().nullable().describe('The name in Bangla, when the merchant gave one'),
  category: z.string(),
  categoryBn: z.string().nullable().describe('The category in Bangla, when the merchant gave one'),
  pictures: z.array(z.string()),
  backgroundPicture: z.string().nullable(),
  description: z.string().nullable(),
  descriptionBn: z.string().nullable().describe('The description in Bangla, when the merchant gave one'),
  price: z.number().int().describe('Price in BDT'),
  rating: z.number().nullable().describe('The average of its verified reviews (null: none yet)'),
  /** Visible verified reviews: `rating` is their average. */
  reviewCount: z.number().int(),
  businessRating: z
    .number()
    .describe('The rating its business typed when applying or listing it: what the business says, never shown as stars'),
  size: z.string().nullable().describe('Costumes only: the sizes it comes in, separated by commas'),
  capacity: z.number().int().nullable().describe('Venues only: the most guests it seats (null: not given)'),
  district: ZDistrict,
  address: z.string(),
  addressBn: z.string().nullable().describe('The address in Bangla, when the merchant gave one'),
  perPlateFrom: z
    .number()
    .int()
    .nullable()
    .describe('The cheapest of its per-guest add-ons (a venue menu, per plate) in BDT; null when it sells none'),
  /** The share of the price a dated booking pays to be confirmed (100: all of it); the rest is due before the event. */
  advancePercent: z.number().int(),
  /** What a cancellation gives back: one of the presets, by days before the event. */
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  /** `request`: a booking is a request the merchant accepts or declines before it is paid; `instant`: booked and paid at once. */
  bookingMode: z.enum(BOOKING_MODES),
  agency: ZAgency,
  /**
   * How quickly its merchant usually answers (decision 059): the median minutes to a first answer to a customer's
   * message or to an answer to a request to book, over the last 90 days; null while there are too few of them.
   */
  replyMinutes: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
})
export type TListing = z.infer<typeof ZListing>

/** GET /api/{kind}/:id: a listing with the packages and add-ons it sells. */
export const ZListingDetail = ZListing.extend({
  ...ZOffer.shape,
  /** A request-to-book listing: how long its merchant has to answer a request (null: booked at once). */
  answerWithinHours: z.number().int().nullable(),
  /** The merchant's mobile (+8801XXXXXXXXX) for a WhatsApp chat, only when they chose to offer one (issue 36); else null. */
  whatsapp: z.string().nullable(),
})
export type TListingDetail = z.infer<typeof ZListingDetail>

const wholeNumber = (name: TLabel) =>
  typedNumber({
    label: name,
    min: 0,
    max: 100_000_000,
    messages: { min: m('validation.number.negative', { label: name }), max: m('validation.number.tooLarge', { label: name }) },
  })

/** Min above max: the one price-range rule, for the API query and the list page's filter form. */
const priceRangeOk = ({ minPrice, maxPrice }: { minPrice?: number; maxPrice?: number }) =>
  minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice

/** What the filter form says under Maximum price when the range is upside down. */
export const PRICE_RANGE_MESSAGE = m('validation.price.range')

/**
 * The filter form's price pair (values as typed; empty means no limit), with messages for a person,
 * shown under the field. The list endpoint applies the same rule to its query.
 */
export const ZPriceRange = z
  .object({
    minPrice: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      wholeNumber(label('validation.label.minPrice')).optional(),
    ),
    maxPrice: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      wholeNumber(label('validation.label.maxPrice')).optional(),
    ),
  })
  .refine(priceRangeOk, { path: ['maxPrice'], message: PRICE_RANGE_MESSAGE })
export type TPriceRangeInput = z.input<typeof ZPriceRange>

/**
 * The event date a list is searched for: a day a booking could be made for, from today in Bangladesh to the end of
 * the booking horizon (what the detail page's calendar offers).
 */
export const ZSearchDate = z.iso
  .date({ message: m('validation.query.date') })
  .refine((date) => date >= todayInDhaka(), m('validation.query.datePast'))
  .refine((date) => date <= addDays(todayInDhaka(), BOOKING_HORIZON_DAYS), m('validation.query.dateTooFar', { days: BOOKING_HORIZON_DAYS }))

/**
 * Query of every list endpoint; each bad value is answered with a 400 naming the parameter. `date` keeps the listings
 * free that day (a venue with a shift still free; costumes are delivered, so every one is); `guests` keeps the venues
 * that seat that many (the other kinds' lists take no guest count).
 */
export const ZListingQuery = z
  .object({
    page: ZPageNumber,
    pageSize: z.coerce
      .number({ message: m('validation.number.notNumber', { label: 'pageSize' }) })
      .int(m('validation.number.whole', { label: 'pageSize' }))
      .min(1, m('validation.number.atLeastOne', { label: 'pageSize' }))
      .max(LISTING_PAGE_SIZE.max, m('validation.pageSize.atMost', { max: LISTING_PAGE_SIZE.max }))
      .default(LISTING_PAGE_SIZE.default),
    district: ZDistrict.optional(),
    minPrice: wholeNumber('minPrice').optional(),
    maxPrice: wholeNumber('maxPrice').optional(),
    minRating: z.coerce
      .number({ message: m('validation.number.notNumber', { label: 'minRating' }) })
      .min(RATING_RANGE.min, m('validation.number.between', { label: 'minRating', ...RATING_RANGE }))
      .max(RATING_RANGE.max, m('validation.number.between', { label: 'minRating', ...RATING_RANGE }))
      // Ratings are kept to two decimals; a value like 1e-130 would not even fit the database's number.
      .transform((rating) => Math.round(rating * 100) / 100)
      .optional(),
    q: withoutControls(z.string().trim().max(100, maxLength('q', 100)), 'q').optional(),
    sort: z.enum(LISTING_SORTS, { message: m('validation.oneOf', { label: 'sort', options: LISTING_SORTS.join(', ') }) }).default('newest'),
    date: ZSearchDate.optional(),
    guests: typedNumber({
      label: 'guests',
      min: 1,
      max: MAX_SEARCH_GUESTS,
      messages: { min: m('validation.number.atLeastOne', { label: 'guests' }), max: m('validation.number.tooLarge', { label: 'guests' }) },
    }).optional(),
  })
  .refine(priceRangeOk, {
    path: ['maxPrice'],
    message: m('validation.query.priceRange'),
  })
export type TListingQuery = z.infer<typeof ZListingQuery>
export type TListingQueryInput = z.input<typeof ZListingQuery>

export const ZListingPage = z.object({
  data: z.array(ZListing),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The number of matches, or, when totalExact is false, how many were counted before counting stopped. */
  total: z.number().int(),
  totalExact: z.boolean(),
  /** The last page, or, when totalExact is false, the last page known so far (there is at least one after the current one). */
  totalPages: z.number().int(),
  /**
   * A venue list searched for more guests than any venue (in the district) seats: the most one does (null: none
   * gave a capacity). Absent otherwise, and when venues seat that many but none is free.
   */
  tooManyGuests: z.object({ largestCapacity: z.number().int().nullable() }).optional(),
})
export type TListingPage = z.infer<typeof ZListingPage>

export const ZListingParams = z.object({ id: ZUuid })
