import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { district } from './enums'

/** A business selling services: the spec's `agency` (agencyName, location, contact). */
export const agencies = pgTable('agencies', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  district: district().notNull(),
  address: text().notNull(),
  phone: text().notNull(),
  email: text().notNull(),
  /** The merchant who runs it (one agency per merchant); demo agencies may have none. */
  ownerId: text('owner_id')
    .unique()
    .references(() => user.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
