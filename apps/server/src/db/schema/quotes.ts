import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { TPriceLine } from '@utsab/shared/schemas/offer'
import type { TPlannedDetails } from '@utsab/shared/booking-details'
import { user } from './auth'
import { cancellationPolicy, listings } from './listings'
import { conversations } from './messages'
import { orders } from './orders'

/**
 * A merchant's quote in a conversation (issue 37, decision 057): the items as priced, the booking's date and details,
 * the advance and policy, and until when it stands. Accepting it places a booking at exactly this price (`orderId`);
 * the state a reader sees is derived from `status`, `validUntil` and that booking (features/orders/quotes.ts).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: serial().notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id),
    /** The merchant who wrote it. */
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id),
    eventDate: date('event_date', { mode: 'string' }),
    /** The booking's details as checked when it was sent (shift, guests, place and time, size, delivery). */
    details: jsonb().$type<TPlannedDetails>().notNull(),
    lines: jsonb().$type<TPriceLine[]>().notNull(),
    totalBdt: integer('total_bdt').notNull(),
    advancePercent: integer('advance_percent').notNull(),
    cancellationPolicy: cancellationPolicy('cancellation_policy').notNull(),
    note: text(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** `open` until accepted or withdrawn; an accepted quote whose booking lapsed unpaid can be accepted again while it stands. */
    status: text().notNull().default('open'),
    orderId: uuid('order_id').references(() => orders.id),
    /**
     * The request to book this quote answered: its merchant declined the request with this quote in its place (its
     * booking page links here). Null for a quote sent in a conversation.
     */
    requestId: uuid('request_id')
      .unique('one_quote_per_request')
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    check('quote_status', sql`${t.status} in ('open', 'accepted', 'withdrawn')`),
    check('quote_total_positive', sql`${t.totalBdt} > 0`),
    check('quote_advance_percent', sql`${t.advancePercent} between 0 and 100`),
    check('quote_accepted_has_order', sql`(${t.status} = 'accepted') = (${t.orderId} is not null)`),
    index('quotes_conversation_idx').on(t.conversationId, t.createdAt),
  ],
)
