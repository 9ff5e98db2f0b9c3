import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * Messages sent from the contact page, answered from the admins' inbox: `handled_at` and `handled_by` once an
 * admin replied (the `reply` they emailed) or marked it handled. `locale` is the page's language, the reply's.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    company: text(),
    message: text().notNull(),
    locale: text().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
    reply: text(),
  },
  (table) => [
    index('contact_messages_waiting_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.handledAt} is null`),
  ],
)

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
