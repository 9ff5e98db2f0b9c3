import { sql } from 'drizzle-orm'
import type { TPriceLine } from '@utsab/shared/schemas/offer'
import {
  check,
  date,
  jsonb,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { ORDER_STATUSES, type TBookingDetails } from '@utsab/shared/schemas/orders'
import { user } from './auth'
import { listingKind, venueShift } from './enums'
import { cancellationPolicy, listings } from './listings'

export const orderStatus = pgEnum('order_status', ORDER_STATUSES)

/**
 * An order for one listing, with the snapshot the spec lists, copied from the database when it
 * was placed. A listing has at most one active (pending or paid) order per event date: the
 * partial unique index makes that true under any concurrency.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: serial().notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    kind: listingKind().notNull(),
    eventDate: date('event_date', { mode: 'string' }),
    /** A venue's shift of the date (each is sold once); null for the other kinds. */
    shift: venueShift(),
    status: orderStatus().notNull().default('pending'),
    event: text().notNull(),
    /** The listing's Bangla name and category when it was booked (null: it had none): the Bangla pages, emails and invite show them. */
    eventBn: text('event_bn'),
    category: text().notNull(),
    categoryBn: text('category_bn'),
    picture: text(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    agencyName: text('agency_name').notNull(),
    location: text().notNull(),
    locationBn: text('location_bn'),
    contact: text().notNull(),
    rating: real().notNull(),
    /** What the customer gave the merchant: their mobile number, and the details of the kind booked. */
    customerPhone: text('customer_phone'),
    guests: integer(),
    size: text(),
    quantity: integer().notNull().default(1),
    deliveryAddress: text('delivery_address'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /**
     * Where and when a service that travels to the event (a photographer, a makeup artist) is wanted: given by the
     * customer, or the family's own venue booking of that date. Null for the other kinds.
     */
    eventAddress: text('event_address'),
    /** The start time, HH:MM in Dhaka. */
    eventTime: text('event_time'),
    /** The chosen package's price for one, or the listing's when it sells no packages. */
    unitPriceBdt: integer('unit_price_bdt').notNull(),
    /** The package times the quantity plus the add-ons: the sum of `lines`. */
    priceBdt: integer('price_bdt').notNull(),
    /** The package (null when the listing sold none) and how the price was made up when it was booked. */
    packageId: text('package_id'),
    lines: jsonb().$type<TPriceLine[]>().notNull().default([]),
    deliveryChargeBdt: integer('delivery_charge_bdt').notNull().default(0),
    totalBdt: integer('total_bdt').notNull(),
    /**
     * What confirms the booking (the listing's advance share of the total, or all of it) and what
     * has been paid so far; `confirmed` means the advance is paid and the balance is still due by
     * `balanceDueOn`, `paid` that everything is.
     */
    advanceBdt: integer('advance_bdt').notNull(),
    paidBdt: integer('paid_bdt').notNull().default(0),
    balanceDueOn: date('balance_due_on', { mode: 'string' }),
    /** The last day a balance reminder went out, so each is sent once. */
    balanceRemindedOn: date('balance_reminded_on', { mode: 'string' }),
    /** When its customer was invited to review it, so each invitation goes out once. */
    reviewInvitedAt: timestamp('review_invited_at', { withTimezone: true }),
    /** When its customer was reminded the day before the event (issue 36), so each reminder goes out once. */
    eventRemindedAt: timestamp('event_reminded_at', { withTimezone: true }),
    /** The listing's cancellation policy when it was booked: what a cancellation gives back. */
    cancellationPolicy: cancellationPolicy('cancellation_policy').notNull(),
    /** Utsab's commission on this booking's payments, in basis points (1000 = 10 %), as it was when it was booked. */
    commissionBps: integer('commission_bps').notNull().default(0),
    /** What its cancellation gives back (the policy's share, or all of it when the merchant cancels). */
    refundBdt: integer('refund_bdt').notNull().default(0),
    /** Who cancelled a booking that had money paid, and why (a merchant gives a reason). */
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    /** Orders checked out together are paid together. */
    checkoutId: uuid('checkout_id').notNull().defaultRandom(),
    /** The balance is paid for each booking on its own, as a checkout of its own (one payment per checkout). */
    balanceCheckoutId: uuid('balance_checkout_id').notNull().defaultRandom(),
    /**
     * A request to book (decision 037): when it was asked, and when the merchant accepted or declined it (null: not
     * yet, or it lapsed). A declined request is cancelled by the merchant with `cancelReason`.
     */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** An unpaid dated booking (or a request waiting for its answer) holds its date until then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('one_active_order_per_listing_date_shift')
      .on(t.listingId, t.eventDate, sql`coalesce(${t.shift}, 'day')`)
      .where(sql`${t.status} not in ('cancelled', 'expired') and ${t.eventDate} is not null`),
    index('orders_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('orders_checkout_idx').on(t.checkoutId),
    uniqueIndex('orders_balance_checkout_idx').on(t.balanceCheckoutId),
    // Reminders look for balances coming due.
    index('orders_balance_due_idx')
      .on(t.balanceDueOn)
      .where(sql`${t.balanceDueOn} is not null and ${t.paidBdt} < ${t.totalBdt}`),
    index('orders_created_idx').on(t.createdAt.desc()),
    // The review invitations look for booked orders whose customer was not invited yet. Named by the statuses it leaves
    // out, which the enum had from the start: a value added later (`confirmed`) cannot be named in a migration that
    // runs in the same transaction as its addition, as all of them do on a new PostgreSQL database.
    index('orders_review_invite_idx')
      .on(t.eventDate)
      .where(sql`${t.reviewInvitedAt} is null and ${t.status} not in ('pending', 'cancelled', 'expired')`),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    // Requests left unanswered lapse; the sweep finds them by their deadline.
    index('orders_request_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.requestedAt} is not null and ${t.answeredAt} is null`),
    check('order_total_adds_up', sql`${t.totalBdt} = ${t.priceBdt} + ${t.deliveryChargeBdt}`),
    // A venue sells shifts: its bookings name theirs (older ones were given the evening by migration 0019).
    check('venue_order_has_shift', sql`(${t.kind} = 'venue') = (${t.shift} is not null)`),
    // The package times the quantity, plus add-ons, which only add.
    check('order_price_covers_units', sql`${t.priceBdt} >= ${t.unitPriceBdt} * ${t.quantity} and ${t.quantity} > 0`),
    check('order_event_time_format', sql`${t.eventTime} is null or ${t.eventTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('order_advance_within_total', sql`${t.advanceBdt} between 0 and ${t.totalBdt}`),
    check('order_refund_within_paid', sql`${t.refundBdt} between 0 and ${t.paidBdt}`),
    check('order_paid_within_total', sql`${t.paidBdt} between 0 and ${t.totalBdt}`),
    // A paid booking has the time it was paid, which it keeps if it is cancelled later (with a refund).
    check('order_paid_has_time', sql`${t.status} <> 'paid' or ${t.paidAt} is not null`),
  ],
)

/** A logged-in user's cart, kept on the server. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    eventDate: date('event_date', { mode: 'string' }),
    /** The booking's details as the customer gave them (ZBookingDetails), checked again at checkout. */
    details: jsonb().$type<TBookingDetails>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cart_item_once').on(t.userId, t.listingId, t.eventDate).nullsNotDistinct()],
)

/**
 * `refunded`: the charge succeeded but could not be fulfilled (its date was lost), so its money went back.
 * `held`: the gateway took the money but flagged it as risky (SSLCommerz `risk_level` 1): an admin
 * releases it (the orders become paid) or refunds it; `refunding` while that refund is under way.
 * A bKash authorization (a request's advance held, decision 052): `authorized` while the money is held, `processing`
 * while it is being captured, `voiding` once its release is decided (never captured after), `voided` once bKash released it.
 */
export const intentStatus = pgEnum('payment_intent_status', [
  'requires_payment_method',
  'processing',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
  'held',
  'refunding',
  'authorized',
  'voiding',
  'voided',
])

/**
 * A payment intent for one checkout, with the provider's id. For the built-in test processor this
 * row is the processor's own state; for Stripe it mirrors Stripe's intent.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text().primaryKey(),
    provider: text().notNull(),
    checkoutId: uuid('checkout_id').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id),
    amountBdt: integer('amount_bdt').notNull(),
    status: intentStatus().notNull().default('requires_payment_method'),
    clientSecret: text('client_secret').notNull().unique(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    lastError: text('last_error'),
    /** The provider's refund id (Stripe's re_…) and when, for a charge that could not be fulfilled. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** A hosted checkout's session (SSLCommerz `sessionkey`, bKash `paymentID`), and the gateway's references once paid. */
    gatewaySession: text('gateway_session'),
    /**
     * bKash's `intent`: `sale` takes the money when executed; `authorization` only holds it (a request's advance,
     * decision 052) until it is captured or voided.
     */
    intent: text().notNull().default('sale'),
    /** bKash's transaction id, once executed. */
    trxId: text('trx_id'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    cardType: text('card_type'),
    riskLevel: integer('risk_level'),
    /** What the gateway says it took, in poisha: the amount to give back, even when it is not what we asked. */
    paidPoisha: integer('paid_poisha'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_intents_checkout_idx').on(t.checkoutId),
    // Reconciliation looks for hosted checkouts left without an answer.
    index('payment_intents_open_idx').on(t.provider, t.status, t.updatedAt),
    // bKash's callback names its paymentID.
    index('payment_intents_session_idx').on(t.gatewaySession),
  ],
)

/** One row per successful payment (spec §3 payment record); at most one per intent and per checkout. */
export const payments = pgTable('payments', {
  id: uuid().primaryKey().defaultRandom(),
  transactionId: text('transaction_id')
    .notNull()
    .unique()
    .references(() => paymentIntents.id),
  checkoutId: uuid('checkout_id').notNull().unique(),
  priceBdt: integer('price_bdt').notNull(),
  name: text().notNull(),
  email: text().notNull(),
  bookingId: text('booking_id').notNull(),
  contact: text().notNull(),
  agencyName: text('agency_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Stripe webhook events already handled, so a replayed event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * `processing`: the provider took the request but has not given the money back yet (SSLCommerz may still
 * refuse it); the sweep asks it until it says. `refused`: it said no, with `last_error`; an admin decides.
 */
export const refundStatus = pgEnum('refund_status', ['pending', 'succeeded', 'processing', 'refused'])

/**
 * Money given back through a payment's provider for a cancelled booking: one row per booking and
 * payment (a booking's money may have come in two payments, its advance and its balance). The row is
 * written with the cancellation, in its transaction, and stays `pending` until the provider has
 * refunded it (`processing` while the provider says it is under way); its id is the reference the
 * provider gets (refe_id, sku, idempotency key), so asking again never refunds twice. Exactly once,
 * like payments.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text().primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => paymentIntents.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountBdt: integer('amount_bdt').notNull(),
    reason: text().notNull(),
    status: refundStatus().notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    /** An instance refunding it holds it until then, so two never ask the provider at once. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    unique('refund_once_per_booking_payment').on(t.orderId, t.intentId),
    check('refund_positive', sql`${t.amountBdt} > 0`),
    check('refund_done_has_time', sql`(${t.status} = 'succeeded') = (${t.completedAt} is not null)`),
    index('refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
)
