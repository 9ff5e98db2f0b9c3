import { sql } from 'drizzle-orm'
import { boolean, check, foreignKey, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { GUEST_SIDES, RSVP_ANSWERS } from '@utsab/shared/guests'
import { plannerEvents, plannerFunctions } from './planner'

/**
 * The guest list of a planner event (issue 37, decision 061): guests grouped by side and family, invited to some of
 * the event's functions, each answering per function through a personal link; and the event's public invitation,
 * shared by a link. Everything leaves with its event (and a function's invitations and answers with the function).
 *
 * Links: only a hash of each token is kept (`token_hash`, looked up on every visit); the token itself is derived
 * from a random `token_seed` and the server's secret (HMAC), so the family's page can show the link again while a
 * copy of the database alone opens nothing.
 */
export const plannerGuestSide = pgEnum('planner_guest_side', GUEST_SIDES)
export const plannerRsvpAnswer = pgEnum('planner_rsvp_answer', RSVP_ANSWERS)

export const plannerGuests = pgTable(
  'planner_guests',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => plannerEvents.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    side: plannerGuestSide().notNull(),
    /** The family or group the guest is listed under ("Rahman family", "Office friends"). */
    family: text(),
    phone: text(),
    email: text(),
    /** How many people the invitation may bring, the guest included. */
    partySize: integer('party_size').notNull().default(1),
    tokenSeed: text('token_seed').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('planner_guests_event_idx').on(t.eventId, t.side, t.family),
    check('planner_guest_party_size', sql`${t.partySize} between 1 and 30`),
  ],
)

/** A guest invited to a function of the same event (the service checks it is the same event). */
export const plannerGuestInvitations = pgTable(
  'planner_guest_invitations',
  {
    guestId: uuid('guest_id')
      .notNull()
      .references(() => plannerGuests.id, { onDelete: 'cascade' }),
    functionId: uuid('function_id')
      .notNull()
      .references(() => plannerFunctions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.functionId] }), index('planner_guest_invitations_function_idx').on(t.functionId)],
)

/** A guest's answer for a function they are invited to (gone when uninvited); `heads` is never above the party's size (the service checks). */
export const plannerGuestAnswers = pgTable(
  'planner_guest_answers',
  {
    guestId: uuid('guest_id').notNull(),
    functionId: uuid('function_id').notNull(),
    attending: plannerRsvpAnswer().notNull(),
    heads: integer().notNull(),
    dietary: text(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.functionId] }),
    foreignKey({
      columns: [t.guestId, t.functionId],
      foreignColumns: [plannerGuestInvitations.guestId, plannerGuestInvitations.functionId],
    }).onDelete('cascade'),
    check('planner_answer_heads', sql`${t.heads} between 0 and 30 and (${t.attending} <> 'no' or ${t.heads} = 0)`),
  ],
)

/** An event's public invitation: shared by its link while `enabled`, with the family's welcome and the functions they chose. */
export const plannerInvitations = pgTable('planner_invitations', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => plannerEvents.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(false),
  welcome: text(),
  functionIds: uuid('function_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  tokenSeed: text('token_seed').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
