import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
  /**
   * How quickly it usually answers (decision 059): the median minutes to a first answer to a customer's message and to
   * an answer to a request to book, over the last 90 days, and how many of those it is the median of. Null below the
   * minimum sample. Kept by the recurring `refresh-responsiveness` task, never typed by anyone.
   */
  replyMinutes: integer('reply_minutes'),
  replySamples: integer('reply_samples').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
