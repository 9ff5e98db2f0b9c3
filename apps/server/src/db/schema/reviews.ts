import { sql } from 'drizzle-orm'
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { listings } from './listings'
import { orders } from './orders'

/**
 * Verified reviews (issue 17, decision 038): one per booking, written by its customer after the booking's day. Its
 * merchant replies once; an admin may hide it with a reason (it then stops counting in the listing's rating).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique('one_review_per_order')
      .references(() => orders.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id),
    /** The name shown with it: the customer's first name as their booking gave it. */
    author: text().notNull(),
    rating: smallint().notNull(),
    body: text().notNull(),
    reply: text(),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('review_rating_in_range', sql`${t.rating} between 1 and 5`),
    check('review_reply_has_time', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
    // A listing's page reads its visible reviews, newest first.
    index('reviews_listing_idx')
      .on(t.listingId, t.createdAt.desc())
      .where(sql`${t.hiddenAt} is null`),
    // The home page's carousel reads the latest good ones; admins read everything, newest first.
    index('reviews_created_idx').on(t.createdAt.desc()),
  ],
)
