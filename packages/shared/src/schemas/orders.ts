import { z } from 'zod'
import { CANCELLATION_POLICIES, PAYMENT_METHODS } from '../booking-money'
import { BOOKING_LIMITS, EVENT_TIMES, LISTING_KINDS, VENUE_SHIFTS } from '../constants'
import { toLatinDigits } from '../format'
import { ZListing } from './catalog'
import { typedNumber, wholeNumberBetween, withoutControls, ZPhone, ZReason, ZUuid } from './common'
import { ZOfferChoice, ZPriceLine } from './offer'
import { label, m, maxLength, minLength, required } from './messages-by-key'

/** `requested`: a request to book, holding its date while the merchant decides (decision 037); accepted, it becomes `pending` (to pay). */
export const ADVANCE_HOLDS = ['held', 'captured', 'released'] as const
export const ORDER_STATUSES = ['pending', 'confirmed', 'paid', 'cancelled', 'expired', 'requested'] as const
export const ZOrderStatus = z.enum(ORDER_STATUSES)
export const REQUEST_OUTCOMES = ['waiting', 'accepted', 'declined', 'lapsed', 'withdrawn'] as const
export type TOrderStatus = z.infer<typeof ZOrderStatus>

/** A calendar date, YYYY-MM-DD. */
export const ZEventDate = z.iso.date({ message: m('validation.eventDate') })

export const ZVenueShift = z.enum(VENUE_SHIFTS, { message: m('validation.shift') })

/**
 * What the merchant needs to serve a booking, by kind: a venue's shift and guest count; a costume's size,
 * quantity, delivery address and delivery date; for every kind the package and add-ons chosen. Every field is optional here; the server asks for the
 * ones the listing's kind needs (with a message under the field) and ignores the others.
 */
const SIZE = label('validation.label.size')
const DELIVERY_ADDRESS = label('validation.label.deliveryAddress')
const EVENT_ADDRESS = label('validation.label.eventAddress')

export const ZBookingDetails = z.object({
  shift: ZVenueShift.optional(),
  guests: wholeNumberBetween(label('validation.label.guests'), 1, BOOKING_LIMITS.guests).optional(),
  size: withoutControls(z.string().trim().min(1, required(SIZE)).max(30, maxLength(SIZE, 30)), SIZE).optional(),
  quantity: wholeNumberBetween(label('validation.label.quantity'), 1, BOOKING_LIMITS.costumeQuantity).optional(),
  deliveryAddress: withoutControls(
    z.string().trim().min(10, minLength(DELIVERY_ADDRESS, 10)).max(300, maxLength(DELIVERY_ADDRESS, 300)),
    DELIVERY_ADDRESS,
    { multiline: true },
  ).optional(),
  deliveryDate: z.iso.date({ message: m('validation.deliveryDate') }).optional(),
  /** Where a photographer or makeup artist comes to (the event's place), and when they start. */
  eventAddress: withoutControls(
    z.string().trim().min(5, minLength(EVENT_ADDRESS, 5)).max(300, maxLength(EVENT_ADDRESS, 300)),
    EVENT_ADDRESS,
    { multiline: true },
  ).optional(),
  eventTime: z
    .string()
    .refine((time) => EVENT_TIMES.includes(time), m('validation.booking.eventTimeInvalid'))
    .optional(),
  ...ZOfferChoice.shape,
})
export type TBookingDetails = z.infer<typeof ZBookingDetails>
export type TBookingDetailsInput = z.input<typeof ZBookingDetails>

/**
 * POST /api/orders and POST /api/cart: the listing, for dated kinds the event date, the booking's details,
 * and the customer's mobile number (needed once: it is saved to their profile). Nothing else is read.
 */
export const ZCreateOrder = ZBookingDetails.extend({ listingId: ZUuid, eventDate: ZEventDate.optional(), phone: ZPhone.optional() })
export type TCreateOrder = z.infer<typeof ZCreateOrder>
export type TCreateOrderInput = z.input<typeof ZCreateOrder>
/** POST /api/cart/checkout: the customer's mobile number, when their profile has none yet. */
export const ZCheckoutCart = z.object({ phone: ZPhone.optional() })

/** What the customer gave for a booking, as the merchant sees it. */
export const ZOrderDetails = z.object({
  phone: z.string().nullable(),
  shift: ZVenueShift.nullable(),
  guests: z.number().int().nullable(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  deliveryAddress: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  /** Where and when a photographer or makeup artist is wanted ("HH:MM", Dhaka): given, or the family's venue booking of that date. */
  eventAddress: z.string().nullable(),
  eventTime: z.string().nullable(),
})
export type TOrderDetails = z.infer<typeof ZOrderDetails>

/** What a payment paid of a booking: its advance, its balance, or all of it at once. */
export const PAYMENT_PARTS = ['advance', 'balance', 'full'] as const
/** One payment that went into a booking: its share of the checkout it was paid in, and the gateway's transaction id. */
export const ZOrderPayment = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** This booking's share (a checkout may have paid several bookings' advances together). */
  amount: z.number().int(),
  transactionId: z.string(),
  paidAt: z.iso.datetime(),
  part: z.enum(PAYMENT_PARTS),
})
export type TOrderPayment = z.infer<typeof ZOrderPayment>
/**
 * `failed`: the provider refused the last attempt; it stays on record and is asked again every few minutes until it
 * goes through (so a failed refund can still become `succeeded`).
 */
export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const
/** Money going back for a cancelled booking, one per payment it draws on. */
export const ZOrderRefund = z.object({
  amount: z.number().int(),
  state: z.enum(REFUND_STATES),
  method: z.enum(PAYMENT_METHODS),
  requestedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** The day (YYYY-MM-DD, Dhaka) it should be in the customer's account: requested + REFUND_ARRIVAL_DAYS[method] working days. */
  arrivesBy: z.iso.date(),
})
export type TOrderRefund = z.infer<typeof ZOrderRefund>

/** An order, with the snapshot spec §3 lists, taken from the database when it was placed. */
export const ZOrder = z.object({
  id: ZUuid,
  number: z.number().int(),
  listingId: ZUuid,
  kind: z.enum(LISTING_KINDS),
  event: z.string(),
  /** The listing's Bangla name, category and address when it was booked (null: it had none): Bangla pages and mails show them. */
  eventBn: z.string().nullable(),
  category: z.string(),
  categoryBn: z.string().nullable(),
  picture: z.string().nullable(),
  eventDate: z.string().nullable(),
  status: ZOrderStatus,
  /** The chosen package's price for one (the listing's price when it has no packages). */
  unitPrice: z.number().int(),
  /** The package times the quantity, plus the add-ons: the sum of `lines`. */
  price: z.number().int(),
  /** How the price is made up: the package (or the listing itself), then each add-on. */
  lines: z.array(ZPriceLine),
  deliveryCharge: z.number().int(),
  total: z.number().int(),
  customer: z.object({ name: z.string(), email: z.string() }),
  details: ZOrderDetails,
  agencyName: z.string(),
  location: z.string(),
  locationBn: z.string().nullable(),
  contact: z.string(),
  rating: z.number(),
  /** Fully paid: the spec's Paid marker. */
  paid: z.boolean(),
  /** What confirms a dated booking (all of the total when it is paid in full) and what has been paid so far. */
  advance: z.number().int(),
  amountPaid: z.number().int(),
  /** What is still to pay once the advance is in, and by when (null when paid in full at booking). */
  balance: z.number().int(),
  balanceDueOn: z.string().nullable(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  /** What its cancellation gives back (0 unless cancelled with money paid). */
  refund: z.number().int(),
  expiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  checkoutId: z.string().nullable(),
  /** When the booking was paid (null until then). */
  paidAt: z.iso.datetime().nullable(),
  /** The latest payment's transaction id, for a paid or confirmed booking (null until then); `payments` has every one. */
  transactionId: z.string().nullable(),
  /** Every payment that went into it, oldest first (the advance, then the balance). */
  payments: z.array(ZOrderPayment),
  /**
   * A request's advance held with bKash (decision 052): held while the request waits, captured when the merchant
   * accepted it (it is then among `payments`), released when it was declined, withdrawn or lapsed. Absent: no hold.
   */
  advanceHold: z.enum(ADVANCE_HOLDS).optional(),
  /** What goes back for it once cancelled, with its state and when it should arrive (empty: nothing was paid, or nothing comes back). */
  refunds: z.array(ZOrderRefund),
  /**
   * A request to book and what became of it (null for an instant booking): waiting for the merchant until `expiresAt`,
   * accepted (then paid like any booking), declined with the merchant's reason, lapsed unanswered, or withdrawn by the customer.
   */
  request: z
    .object({
      outcome: z.enum(REQUEST_OUTCOMES),
      requestedAt: z.iso.datetime(),
      answeredAt: z.iso.datetime().nullable(),
      declineReason: z.string().nullable(),
      /**
       * Declined with a quote in its place (decision 057): the quote, in the customer's question conversation about the
       * listing, which books at its own price when accepted. Absent: not answered with a quote.
       */
      quote: z.object({ id: ZUuid, number: z.number().int(), conversationId: ZUuid }).optional(),
    })
    .nullable(),
})
export type TOrder = z.infer<typeof ZOrder>
/** GET /api/orders/:id: a booking with the merchant's WhatsApp number when they chose to offer a chat (issue 36), else null. */
export const ZOrderDetail = ZOrder.extend({
  whatsapp: z.string().nullable(),
  /** The viewer is the booking's customer (a merchant or an admin reading it is not). */
  yours: z.boolean(),
})
export type TOrderDetail = z.infer<typeof ZOrderDetail>
export type TRequestOutcome = (typeof REQUEST_OUTCOMES)[number]

export const ZOrderList = z.object({ data: z.array(ZOrder) })
export const ZOrderPage = z.object({
  data: z.array(ZOrder),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
})
export const ZOrderPageQuery = z.object({
  page: z.coerce
    .number({ message: m('validation.number.notNumber', { label: 'page' }) })
    .int()
    .min(1, m('validation.number.atLeastOne', { label: 'page' }))
    .default(1),
  pageSize: z.coerce
    .number({ message: m('validation.number.notNumber', { label: 'pageSize' }) })
    .int()
    .min(1)
    .max(100, m('validation.pageSize.atMost', { max: 100 }))
    .default(20),
})
export const ZOrderParams = z.object({ id: ZUuid })
export const ZDeleted = z.object({ deletedCount: z.number().int() })

/**
 * The days a dated listing can still be booked: `booked` days are taken whole; a venue's `takenShifts`
 * are single shifts taken on days whose other shift is still free.
 */
export const ZAvailability = z.object({
  listingId: ZUuid,
  from: z.string(),
  to: z.string(),
  booked: z.array(z.string()),
  takenShifts: z.array(z.object({ date: z.string(), shift: ZVenueShift })),
})
export type TAvailability = z.infer<typeof ZAvailability>

export const ZCartItem = z.object({
  id: ZUuid,
  listing: ZListing,
  eventDate: z.string().nullable(),
  details: ZBookingDetails,
  price: z.number().int(),
  lines: z.array(ZPriceLine),
  deliveryCharge: z.number().int(),
  total: z.number().int(),
})
export type TCartItem = z.infer<typeof ZCartItem>
/** PATCH /api/cart/:id: another event date for a dated item in the cart. */
export const ZCartItemChange = z.object({ eventDate: ZEventDate, shift: ZVenueShift.optional() })
export type TCartItemChange = z.infer<typeof ZCartItemChange>
export const ZCart = z.object({ items: z.array(ZCartItem), total: z.number().int() })
export type TCart = z.infer<typeof ZCart>
export const ZCheckout = z.object({ checkoutId: z.string(), orders: z.array(ZOrder) })

export const ZCreatePaymentIntent = z.object({ orderId: ZUuid })
export const ZPaymentIntent = z.object({
  intentId: z.string(),
  clientSecret: z.string(),
  amount: z.number().int(),
  currency: z.literal('BDT'),
  /**
   * How cards are paid on the page itself: Stripe (families abroad), the SSLCommerz simulator's card path
   * (test mode; the card goes to `cardUrl`), or not at all (SSLCommerz's own page takes cards).
   */
  provider: z.enum(['sslcommerz', 'stripe', 'none']),
  /** Where the card form sends the card (test mode: the SSLCommerz simulator's card path for this payment's session). */
  cardUrl: z.string().optional(),
  /** The gateways here are the built-in simulators: every way to pay is labelled Test mode. */
  testMode: z.boolean(),
  /** SSLCommerz's hosted checkout (cards, bKash, Nagad, Rocket, banking) is offered. */
  hostedCheckout: z.boolean(),
  /** bKash's own checkout is offered. */
  bkashCheckout: z.boolean(),
  publishableKey: z.string().optional(),
  /** `booking`: the advance (or the whole price) that confirms the bookings; `balance`: the rest of one confirmed booking. */
  stage: z.enum(['booking', 'balance']),
  orders: z.array(ZOrder),
})
export type TPaymentIntent = z.infer<typeof ZPaymentIntent>

/** POST /api/payments/hosted-checkout: the order to pay and the language to come back to. */
export const ZHostedCheckout = z.object({ orderId: ZUuid, locale: z.enum(['en', 'bn']).default('en') })
export const ZHostedCheckoutStarted = z.object({ redirectUrl: z.string(), transactionId: z.string() })

/**
 * A gateway payment held for an admin's review: flagged as risky by the gateway, or for another amount; or
 * a cancelled booking's refund the gateway took and later refused (`refund_refused`: `amount` is the refund's,
 * `refusal` the gateway's reason; the money is still owed to the customer).
 */
export const ZHeldPayment = z.object({
  transactionId: z.string(),
  amount: z.number().int(),
  reason: z.enum(['risk', 'amount_mismatch', 'refund_refused']),
  refusal: z.string().optional(),
  cardType: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  bookings: z.array(z.object({ id: z.string(), number: z.number().int(), event: z.string() })),
  heldAt: z.iso.datetime(),
})
export type THeldPayment = z.infer<typeof ZHeldPayment>
export const ZHeldPayments = z.object({ data: z.array(ZHeldPayment) })
export const ZTransactionParams = z.object({ transactionId: z.string().min(1).max(64) })
export const ZHeldPaymentOutcome = z.object({ status: z.enum(['paid', 'refunded']) })

/** How the SSLCommerz simulator delivers its IPN for a payment (a tester's choice on its page). */
export const GATEWAY_IPN_MODES = ['before-return', 'late', 'twice', 'out-of-order', 'never'] as const

/**
 * Test mode: the page's card form sends the card straight to the SSLCommerz simulator's card path (the
 * `cardUrl` of the payment), never through our own API, as a card goes to a gateway.
 */
export const ZGatewayCard = z.object({
  // Digits as typed, Latin or Bengali; the gateway reads Latin ones.
  cardNumber: z
    .string()
    .trim()
    .min(1, m('validation.card.numberIncomplete'))
    .max(30, m('validation.card.numberInvalid'))
    .transform(toLatinDigits),
  expiry: z
    .string()
    .trim()
    .min(1, m('validation.card.expiryIncomplete'))
    .max(10, m('validation.card.expiryInvalid'))
    .transform(toLatinDigits),
  cvc: z.string().trim().min(1, m('validation.card.cvcIncomplete')).max(4, m('validation.card.cvcInvalid')).transform(toLatinDigits),
  ipn: z.enum(GATEWAY_IPN_MODES).default('before-return'),
})
export type TGatewayCard = z.input<typeof ZGatewayCard>
/** The gateway's answer to a card: `VALID` (then record the payment) or `FAILED` with the card's refusal. */
export const ZGatewayCardResult = z.object({
  status: z.enum(['VALID', 'FAILED']),
  tran_id: z.string(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
})

/** POST /api/payments: the intent to record. Whatever else the client sends is ignored. */
export const ZRecordPayment = z.object({ intentId: z.string().min(1, required('intentId')).max(200) })
export const ZPayment = z.object({
  transactionId: z.string(),
  price: z.number().int(),
  name: z.string(),
  email: z.string(),
  bookingId: z.string(),
  contact: z.string(),
  agencyName: z.string(),
  createdAt: z.iso.datetime(),
})
export const ZRecordedPayment = z.object({ payment: ZPayment, orders: z.array(ZOrder) })

/** GET /api/orders/:id/cancellation: what cancelling a booking now gives back, shown before the customer confirms. */
export const ZCancellationQuote = z.object({
  orderId: ZUuid,
  policy: z.enum(CANCELLATION_POLICIES),
  amountPaid: z.number().int(),
  refundPercent: z.number().int(),
  refund: z.number().int(),
})
export type TCancellationQuote = z.infer<typeof ZCancellationQuote>
/** POST /api/orders/:id/cancel: the refund the customer was shown, so a different one is never taken silently. */
export const ZCancelBooking = z.object({
  expectedRefund: z
    .number({ message: m('validation.number.notNumber', { label: 'expectedRefund' }) })
    .int()
    .min(0),
})
/**
 * POST /api/merchant/bookings/:id/cancel and /decline: a merchant cancels a booking (the refund is in full) or declines
 * a request, with a reason the customer reads.
 */
export const ZMerchantCancel = z.object({ reason: ZReason })
/** POST /api/admin/bookings/:id/refund: an admin settles a dispute: the booking is cancelled and this much goes back. */
export const ZAdminRefund = z.object({
  amount: typedNumber({
    label: label('validation.label.amount'),
    min: 0,
    max: Number.MAX_SAFE_INTEGER,
    messages: {
      min: m('validation.number.negative', { label: label('validation.label.amount') }),
      max: m('validation.number.tooLarge', { label: label('validation.label.amount') }),
    },
  }),
  reason: ZReason,
})
/** A request the merchant accepted or declined, as it is now. */
export const ZRequestAnswered = z.object({ order: ZOrder })
export const ZCancelled = z.object({
  order: ZOrder,
  /** Whether every part of the refund has gone through its provider; false while one is still on its way. */
  refundDone: z.boolean(),
})
