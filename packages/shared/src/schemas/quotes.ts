import { z } from 'zod'
import { ADVANCE_PERCENT_RANGE, CANCELLATION_POLICIES } from '../booking-money'
import { LISTING_KINDS } from '../constants'
import { requiredText, typedNumber, wholeNumberBetween, withoutControls, ZPhone, ZUuid } from './common'
import { label, m, maxLength } from './messages-by-key'
import { ADDON_UNITS, ZPriceLine } from './offer'
import { ZBookingDetails, ZEventDate, ZOrder, ZOrderDetails } from './orders'

/**
 * Quotes (issue 37, decision 057): in a conversation, a listing's merchant prices what the family asked for — the
 * items, the date and its details, the advance and the cancellation policy — for a number of days. The family accepts
 * it and pays its advance in one step; it then books like any booking, at the quoted price.
 */
export const QUOTE_LIMITS = {
  lines: 20,
  lineName: 120,
  unitPrice: 10_000_000,
  lineQuantity: 5_000,
  // 2 crore: its poisha (2e9) still fit the payment records' integer columns.
  total: 20_000_000,
  validDays: { min: 1, max: 30 },
  note: 1_000,
  /** Quotes still open in one conversation: a merchant withdraws one before sending a sixth. */
  openPerConversation: 5,
} as const

const ITEM = label('validation.label.quoteItem')
const UNIT_PRICE = label('validation.label.unitPrice')
const NOTE = label('validation.label.quoteNote')

/** One item of a quote as its merchant writes it: "Gold menu, 300 guests × 1,250 BDT". */
export const ZQuoteLine = z.object({
  name: requiredText(ITEM, QUOTE_LIMITS.lineName),
  unit: z.enum(ADDON_UNITS, { message: m('validation.quote.unit') }),
  unitPrice: wholeNumberBetween(UNIT_PRICE, 0, QUOTE_LIMITS.unitPrice),
  quantity: wholeNumberBetween(label('validation.label.quantity'), 1, QUOTE_LIMITS.lineQuantity),
})
export type TQuoteLine = z.infer<typeof ZQuoteLine>

/** POST /api/conversations/:id/quotes: the merchant's quote, with the booking's details as a booking form asks them. */
export const ZSendQuote = ZBookingDetails.omit({ packageId: true, addons: true })
  .extend({
    eventDate: ZEventDate.optional(),
    lines: z
      .array(ZQuoteLine, { message: m('validation.quote.lines') })
      .min(1, m('validation.quote.lines'))
      .max(QUOTE_LIMITS.lines, m('validation.quote.tooManyLines', { max: QUOTE_LIMITS.lines })),
    advancePercent: typedNumber({
      label: label('validation.label.advance'),
      min: ADVANCE_PERCENT_RANGE.min,
      max: ADVANCE_PERCENT_RANGE.max,
    }),
    cancellationPolicy: z.enum(CANCELLATION_POLICIES, { message: m('validation.cancellationPolicy') }),
    validDays: wholeNumberBetween(label('validation.label.quoteValidDays'), QUOTE_LIMITS.validDays.min, QUOTE_LIMITS.validDays.max),
    note: withoutControls(z.string().trim().max(QUOTE_LIMITS.note, maxLength(NOTE, QUOTE_LIMITS.note)), NOTE, {
      multiline: true,
    }).optional(),
  })
  .refine((quote) => quote.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) > 0, {
    path: ['lines'],
    message: m('validation.quote.nothingToPay'),
  })
  .refine((quote) => quote.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) <= QUOTE_LIMITS.total, {
    path: ['lines'],
    message: m('validation.quote.tooMuch'),
  })
export type TSendQuote = z.infer<typeof ZSendQuote>
export type TSendQuoteInput = z.input<typeof ZSendQuote>

/** POST /api/quotes/:id/accept: the family's mobile number, when their profile has none yet. */
export const ZAcceptQuote = z.object({ phone: ZPhone.optional() })
export const ZQuoteParams = z.object({ id: ZUuid })

/**
 * Where a quote stands: `open` (it can be accepted), `accepted` (its booking waits for the advance), `booked` (the
 * advance is paid), `withdrawn` by its merchant, or `expired` (its time ran out, or the booking made from it lapsed
 * unpaid after that).
 */
export const QUOTE_STATES = ['open', 'accepted', 'booked', 'withdrawn', 'expired'] as const
export type TQuoteState = (typeof QUOTE_STATES)[number]

export const ZQuote = z.object({
  id: ZUuid,
  number: z.number().int(),
  conversationId: ZUuid,
  listing: z.object({ id: ZUuid, kind: z.enum(LISTING_KINDS), name: z.string(), nameBn: z.string().nullable() }),
  eventDate: z.string().nullable(),
  details: ZOrderDetails.omit({ phone: true }),
  lines: z.array(ZPriceLine),
  total: z.number().int(),
  advancePercent: z.number().int(),
  /** What accepting it asks now: the advance, or all of it when the event is too close for a balance. */
  advance: z.number().int(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  note: z.string().nullable(),
  validUntil: z.iso.datetime(),
  state: z.enum(QUOTE_STATES),
  /** The booking made when it was accepted (its customer and merchant can open it). */
  orderId: ZUuid.nullable(),
  createdAt: z.iso.datetime(),
})
export type TQuote = z.infer<typeof ZQuote>

export const ZQuoteList = z.array(ZQuote)
/** What accepting answers: the booking to pay (`/payment/:orderId`). */
export const ZQuoteAccepted = z.object({ orderId: ZUuid, number: z.number().int() })
export type TQuoteAccepted = z.infer<typeof ZQuoteAccepted>

/**
 * POST /api/merchant/bookings/:id/quote: the request answered with a quote (declined, its date free) and the quote, in
 * the customer's question conversation (`quote.conversationId`).
 */
export const ZRequestQuoted = z.object({ order: ZOrder, quote: ZQuote })
export type TRequestQuoted = z.infer<typeof ZRequestQuoted>
