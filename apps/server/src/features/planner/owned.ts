import { and, eq } from 'drizzle-orm'
import type { TDb, TTx } from '../../db/client'
import { type plannerBudgetLines, type plannerChecklistItems, plannerEvents, plannerFunctions, plannerGuests } from '../../db/schema'
import { AppError } from '../../lib/errors'

/**
 * The planner's look-ups of what the caller owns (decisions 060, 061), shared by the planner and its guest list.
 * Each names the owner, so another person's ids are not found (404), never refused in a way that tells they exist.
 */

export type TExecutor = TDb | TTx
export type TEventRow = typeof plannerEvents.$inferSelect
export type TFunctionRow = typeof plannerFunctions.$inferSelect
export type TGuestRow = typeof plannerGuests.$inferSelect

/** The caller's event, locked for the change under way when `lock`; not theirs or none: 404. */
export async function ownedEvent(db: TExecutor, ownerId: string, eventId: string, lock = false): Promise<TEventRow> {
  const query = db
    .select()
    .from(plannerEvents)
    .where(and(eq(plannerEvents.id, eventId), eq(plannerEvents.ownerId, ownerId)))
  const [event] = lock ? await query.for('update') : await query
  if (!event) throw new AppError('planner_event_not_found')
  return event
}

/** A function of one of the caller's events; not theirs or none: 404. */
export async function ownedFunction(db: TExecutor, ownerId: string, functionId: string): Promise<TFunctionRow> {
  const [found] = await db
    .select({ fn: plannerFunctions })
    .from(plannerFunctions)
    .innerJoin(plannerEvents, eq(plannerEvents.id, plannerFunctions.eventId))
    .where(and(eq(plannerFunctions.id, functionId), eq(plannerEvents.ownerId, ownerId)))
  if (!found) throw new AppError('planner_function_not_found')
  return found.fn
}

/** A guest of one of the caller's events; not theirs or none: 404. */
export async function ownedGuest(db: TExecutor, ownerId: string, guestId: string): Promise<TGuestRow> {
  const [found] = await db
    .select({ guest: plannerGuests })
    .from(plannerGuests)
    .innerJoin(plannerEvents, eq(plannerEvents.id, plannerGuests.eventId))
    .where(and(eq(plannerGuests.id, guestId), eq(plannerEvents.ownerId, ownerId)))
  if (!found) throw new AppError('guest_not_found')
  return found.guest
}

/** The event a row of `table` belongs to, when that event is the caller's; else the code's 404. */
export async function ownedRowEvent(
  db: TExecutor,
  ownerId: string,
  table: typeof plannerBudgetLines | typeof plannerChecklistItems,
  id: string,
  code: 'planner_line_not_found' | 'planner_task_not_found',
): Promise<string> {
  const [found] = await db
    .select({ eventId: table.eventId })
    .from(table)
    .innerJoin(plannerEvents, eq(plannerEvents.id, table.eventId))
    .where(and(eq(table.id, id), eq(plannerEvents.ownerId, ownerId)))
  if (!found) throw new AppError(code)
  return found.eventId
}
