import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

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

/** The footer's newsletter box: one row per address, however often it is sent. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text().primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
