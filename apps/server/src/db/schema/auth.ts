import { sql } from 'drizzle-orm'
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { TNoticeChannels } from '@utsab/shared/schemas/phone'

/**
 * better-auth's tables (user, session, account, verification), in the shape its Drizzle adapter
 * expects, plus our `role`. Emails are stored lower-cased and unique regardless of case.
 */
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** Absent means an ordinary user (spec §3). */
    role: text('role'),
    /** The language the person chose (the language switch): their emails are written in it. Absent means English. */
    locale: text('locale'),
    /** The mobile number the person gave (at their first booking or on their account page), in +8801XXXXXXXXX form. */
    phone: text('phone'),
    /** The person proved they hold `phone` with an SMS code: it then signs them in and counts as a verified email does. */
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** How each kind of notice reaches them (SMS, email or both); a kind not named follows `defaultNoticeChannel`. */
    noticeChannels: jsonb('notice_channels').$type<TNoticeChannels>().notNull().default({}),
    /** A merchant who offers a WhatsApp chat on their listings and bookings (a wa.me link to `phone`). */
    whatsapp: boolean('whatsapp').notNull().default(false),
    /** An admin suspended the account: its sessions ended, its listings hidden, and it cannot sign in. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendReason: text('suspend_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_email_lower_idx').on(sql`lower(${t.email})`),
    // One account per proven number: the number signs in. An unproven contact number may repeat.
    uniqueIndex('user_verified_phone_idx')
      .on(t.phone)
      .where(sql`${t.phoneVerified}`),
    check('user_role_known', sql`${t.role} is null or ${t.role} in ('requested', 'merchant', 'admin')`),
    check('user_locale_known', sql`${t.locale} is null or ${t.locale} in ('en', 'bn')`),
  ],
)

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
)

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_idx').on(t.userId), uniqueIndex('account_provider_idx').on(t.providerId, t.accountId)],
)

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
)
