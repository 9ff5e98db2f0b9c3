import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'

/**
 * One-time sign-in and verification codes sent by SMS. Only an HMAC of the code is kept; a code lives five
 * minutes, takes three tries, and a newer one for the same number and purpose ends it.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    phone: text().notNull(),
    /** `sign-in` (signs in or up whoever holds the number) or `add-phone` (proves a number for `userId`). */
    purpose: text().notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_codes_phone_idx').on(t.phone, t.createdAt.desc()),
    check('phone_codes_purpose_known', sql`${t.purpose} in ('sign-in', 'add-phone')`),
  ],
)

/**
 * Every SMS the app sends, whatever the gateway: the audit (kind, segments, cost, outcome) admins read,
 * and, with the built-in simulator, the outbox a developer or a test reads. A code's text is emptied once
 * a real gateway took it.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    body: text().notNull(),
    /** What it says: `code`, or a notice kind (`request-new`, `booking-paid`, …). */
    kind: text().notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** `gsm` (160 characters a segment, 153 when split) or `ucs2` (Bangla: 70, 67 when split). */
    encoding: text().notNull(),
    segments: integer().notNull(),
    /** What the gateway charged for it, in paisa (segments × SMS_COST_PER_SEGMENT), once sent. */
    costPaisa: integer('cost_paisa').notNull().default(0),
    status: text().notNull().default('queued'),
    /** The gateway that took it (`simulator`, `sslwireless`), once tried. */
    provider: text(),
    providerRef: text('provider_ref'),
    error: text(),
    /** Not before this time: a notice written at night waits for the morning (Dhaka time). */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_messages_created_idx').on(t.createdAt.desc()),
    index('sms_messages_to_idx').on(t.to, t.createdAt.desc()),
    check('sms_messages_status_known', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
)
