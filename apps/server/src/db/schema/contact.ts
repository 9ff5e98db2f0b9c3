import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/** Messages sent from the contact page; read by the team (an admin screen comes with administration). */
export const contactMessages = pgTable('contact_messages', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text(),
  company: text(),
  message: text().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The footer's newsletter box: one row per address, however often it is sent. Double opt-in: a row is
 * a subscription only once `confirmed_at` is set by the emailed link; until then it holds the SHA-256
 * of that link's token (never the token) and when the link stops working.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    email: text().primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('newsletter_subscribers_confirm_token_hash_key').on(table.confirmTokenHash)],
)
