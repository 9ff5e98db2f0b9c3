import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { listings } from './listings'

/**
 * A signed-in customer's shortlist (the heart on cards and detail pages, issue 17): one row per listing they
 * keep, gone with the account or the listing.
 */
export const shortlistItems = pgTable(
  'shortlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.listingId] }), index('shortlist_items_listing_idx').on(table.listingId)],
)
