import { sql } from 'drizzle-orm'
import { index, integer, pgEnum, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { district, listingKind } from './enums'

export const applicationStatus = pgEnum('application_status', ['pending', 'accepted', 'declined'])

/** A request to become a merchant (spec §3 merchantData: eventData, agency, licence image). */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: applicationStatus().notNull().default('pending'),
    nid: text().notNull(),
    agencyName: text('agency_name').notNull(),
    agencyEmail: text('agency_email').notNull(),
    phone: text().notNull(),
    businessCategory: listingKind('business_category').notNull(),
    serviceCategory: text('service_category').notNull(),
    priceBdt: integer('price_bdt').notNull(),
    rating: real().notNull(),
    district: district().notNull(),
    address: text().notNull(),
    pictures: text().array().notNull(),
    licenceImage: text('licence_image').notNull(),
    declineReason: text('decline_reason'),
    reviewedBy: text('reviewed_by').references(() => user.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_pending_application_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('applications_status_idx').on(t.status, t.createdAt),
  ],
)

/** What admins did, to whom, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: text('actor_id')
      .notNull()
      .references(() => user.id),
    actorEmail: text('actor_email').notNull(),
    action: text().notNull(),
    target: text().notNull(),
    details: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_created_idx').on(t.createdAt.desc())],
)
