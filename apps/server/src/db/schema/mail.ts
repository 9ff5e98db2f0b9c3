import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Every email the app sends, when no SMTP server is configured (the embedded default). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text().notNull(),
    /** Where the recipient's answer goes, when not to the sender (a reply to a contact message goes to support). */
    replyTo: text('reply_to'),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt.desc())],
)
