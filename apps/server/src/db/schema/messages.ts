import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { listings } from './listings'
import { orders } from './orders'

/**
 * Conversations between a customer and a listing's merchant (issue 17, decision 039): one per customer and listing
 * before booking, one per booking. The merchant's side is whoever owns the listing's agency. Each side's read marker
 * says what it has seen; a report lets admins read it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    orderId: uuid('order_id')
      .unique('one_conversation_per_order')
      .references(() => orders.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    merchantReadAt: timestamp('merchant_read_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedBy: text('reported_by'),
    reportReason: text('report_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One question thread per customer and listing; a booking's conversation is its own.
    uniqueIndex('one_question_per_customer_listing')
      .on(t.listingId, t.customerId)
      .where(sql`${t.orderId} is null`),
    index('conversations_customer_idx').on(t.customerId, t.lastMessageAt.desc()),
    index('conversations_listing_idx').on(t.listingId, t.lastMessageAt.desc()),
    index('conversations_reported_idx')
      .on(t.reportedAt.desc())
      .where(sql`${t.reportedAt} is not null`),
  ],
)

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id),
    fromSide: text('from_side').notNull(),
    body: text().notNull(),
    /** When the other side was emailed about it (a few messages in a row go out as one email). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('message_side', sql`${t.fromSide} in ('customer', 'merchant')`),
    index('conversation_messages_idx').on(t.conversationId, t.createdAt),
    // The email sweep finds the messages nobody was told of yet.
    index('conversation_messages_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.emailedAt} is null`),
  ],
)
