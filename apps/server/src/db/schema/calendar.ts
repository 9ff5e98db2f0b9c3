import { sql } from 'drizzle-orm'
import { pgTable, text, timestamp, date, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { venueShift } from './enums'
import { listings } from './listings'

/**
 * A date (for a venue, a shift of it) a merchant sold outside Utsab or keeps for themselves (issue 17): it is taken as a
 * booking takes it, so customers see it unavailable and cannot book it. Gone with the listing.
 */
export const blockedDates = pgTable(
  'blocked_dates',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** A venue's shift (each is blocked on its own); null for the other kinds, which sell the whole date. */
    shift: venueShift(),
    /** The merchant's own words ("Sold at the counter to the Rahman family"); only they see it. */
    note: text(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Keyed as the active bookings are (orders' one_active_order_per_listing_date_shift), so a date search reads both alike.
  (t) => [uniqueIndex('blocked_dates_listing_date_shift_idx').on(t.listingId, t.eventDate, sql`coalesce(${t.shift}, 'day')`)],
)
