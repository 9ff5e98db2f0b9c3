import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { BUDGET_CATEGORIES, FUNCTION_KINDS } from '@utsab/shared/planner'
import { user } from './auth'
import { orders } from './orders'

/**
 * The event planner (issue 37, decision 060): a customer's event, its functions, its budget lines and its checklist,
 * all gone with the event (and the event with its owner). Bookings attach to one function through
 * `planner_bookings`; a guest list will attach to functions the same way.
 */
export const plannerFunctionKind = pgEnum('planner_function_kind', FUNCTION_KINDS)
export const plannerBudgetCategory = pgEnum('planner_budget_category', BUDGET_CATEGORIES)

export const plannerEvents = pgTable(
  'planner_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    notes: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('planner_events_owner_idx').on(t.ownerId, t.createdAt)],
)

/** A function of an event (holud, wedding, reception…): its date and place may come later. */
export const plannerFunctions = pgTable(
  'planner_functions',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => plannerEvents.id, { onDelete: 'cascade' }),
    kind: plannerFunctionKind().notNull(),
    /** The family's own name for it (null: the kind's name in the reader's language). */
    title: text(),
    date: date({ mode: 'string' }),
    place: text(),
    mapUrl: text('map_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('planner_functions_event_idx').on(t.eventId, t.date)],
)

/**
 * A line of an event's budget, in whole taka (decision 028): a sum planned for a category, or something bought
 * outside Utsab (`outside`), which alone has money paid on the line itself and a due date for the rest.
 */
export const plannerBudgetLines = pgTable(
  'planner_budget_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => plannerEvents.id, { onDelete: 'cascade' }),
    category: plannerBudgetCategory().notNull(),
    label: text().notNull(),
    plannedBdt: integer('planned_bdt').notNull(),
    paidBdt: integer('paid_bdt').notNull().default(0),
    outside: boolean().notNull().default(false),
    dueOn: date('due_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('planner_budget_lines_event_idx').on(t.eventId),
    check('planner_line_paid_within_planned', sql`${t.paidBdt} between 0 and ${t.plannedBdt}`),
    check('planner_line_paid_only_outside', sql`${t.outside} or ${t.paidBdt} = 0`),
  ],
)

/**
 * A task of an event's checklist: a usual one (`template_key`, its words in both languages in the catalogs, unless
 * the family wrote its own `text`) or the family's own. A usual task's due date is `days_before` its function's date,
 * moved with it until the family sets the date themselves (`due_edited`).
 */
export const plannerChecklistItems = pgTable(
  'planner_checklist_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => plannerEvents.id, { onDelete: 'cascade' }),
    functionId: uuid('function_id').references(() => plannerFunctions.id, { onDelete: 'set null' }),
    templateKey: text('template_key'),
    text: text(),
    dueOn: date('due_on', { mode: 'string' }),
    daysBefore: integer('days_before'),
    dueEdited: boolean('due_edited').notNull().default(false),
    done: boolean().notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('planner_checklist_event_idx').on(t.eventId, t.dueOn),
    index('planner_checklist_function_idx').on(t.functionId),
    // A usual task once per event: adding the usual tasks again adds only those missing.
    uniqueIndex('planner_checklist_template_once')
      .on(t.eventId, t.templateKey)
      .where(sql`${t.templateKey} is not null`),
    check('planner_task_has_words', sql`${t.text} is not null or ${t.templateKey} is not null`),
  ],
)

/** A booking attached to one function of its customer's own event (the service checks both owners); one function at most. */
export const plannerBookings = pgTable(
  'planner_bookings',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    functionId: uuid('function_id')
      .notNull()
      .references(() => plannerFunctions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId] }), index('planner_bookings_function_idx').on(t.functionId)],
)
