import { z } from 'zod'
import { CANCELLATION_POLICIES } from '../booking-money'
import { BOOKING_MODES, MAX_SEARCH_GUESTS } from '../constants'
import { ZDistrict, ZListingKind } from './catalog'
import { typedNumber, ZUuid } from './common'
import { m } from './messages-by-key'
import { ZPriceLine } from './offer'

/** How many listings are compared side by side (issue 37). */
export const COMPARE_RANGE = { min: 2, max: 4 } as const

const countMessage = m('validation.compare.count', COMPARE_RANGE)

/**
 * GET /api/compare: `ids` is 2 to 4 listing ids separated by commas (the same id twice counts once), `guests` the
 * family's guest count, which prices the venues' per-plate menus.
 */
export const ZCompareQuery = z.object({
  ids: z
    .string({ message: countMessage })
    .transform((ids) => [
      ...new Set(
        ids
          .split(',')
          .map((id) => id.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(ZUuid).min(COMPARE_RANGE.min, countMessage).max(COMPARE_RANGE.max, countMessage)),
  guests: typedNumber({
    label: 'guests',
    min: 1,
    max: MAX_SEARCH_GUESTS,
    messages: { min: m('validation.number.atLeastOne', { label: 'guests' }), max: m('validation.number.tooLarge', { label: 'guests' }) },
  }).optional(),
})
export type TCompareQuery = z.infer<typeof ZCompareQuery>

/** One compared listing: what a family weighs, side by side. */
export const ZCompared = z.object({
  id: ZUuid,
  kind: ZListingKind,
  name: z.string(),
  nameBn: z.string().nullable(),
  /** The picture its card shows (a venue's background picture, else the first). */
  picture: z.string().nullable(),
  agencyName: z.string(),
  district: ZDistrict,
  /**
   * What a booking costs, by the booking's own price rule (priceBooking): the first package (or the listing's price),
   * with the cheapest per-guest menu for `guests` when it sells one and guests are given, and a costume's delivery.
   */
  price: z.object({ total: z.number().int(), lines: z.array(ZPriceLine) }),
  /** A venue's seats (null: not given, or not a venue), and whether they hold `guests` (null: unknown or not asked). */
  capacity: z.number().int().nullable(),
  seatsGuests: z.boolean().nullable(),
  advancePercent: z.number().int(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  bookingMode: z.enum(BOOKING_MODES),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Its merchant's usual reply time in minutes (null: too few answers yet; decision 059). */
  replyMinutes: z.number().int().nullable(),
})
export type TCompared = z.infer<typeof ZCompared>

/** The listings in the order asked, and the guest count they were priced for. */
export const ZComparison = z.object({ guests: z.number().int().nullable(), data: z.array(ZCompared) })
export type TComparison = z.infer<typeof ZComparison>
