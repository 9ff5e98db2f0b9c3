import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { dayInDhaka } from '@utsab/shared/format'
import { dueBefore, PLANNER_LIMITS, templateTasks } from '@utsab/shared/planner'
import type { z } from 'zod'
import type {
  TBookingAttachment,
  TBudgetLine,
  TChecklistItem,
  TPlannerBooking,
  TPlannerEvent,
  TPlannerEvents,
  TPlannerFunction,
  TUsualTasksAdded,
  ZBudgetLineInput,
  ZChecklistItemInput,
  ZCreateEvent,
  ZFunctionInput,
  ZUpdateChecklistItem,
  ZUpdateEvent,
} from '@utsab/shared/schemas/planner'
import type { TDb, TTx } from '../../db/client'
import { expireStaleOrders } from '../../db/order-records'
import { orders, plannerBookings, plannerBudgetLines, plannerChecklistItems, plannerEvents, plannerFunctions, user } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { eventBudget } from './budget'
import { ownedEvent, ownedFunction, ownedRowEvent, type TEventRow, type TExecutor } from './owned'

/**
 * The event planner (issue 37, decision 060): each signed-in person's own events. Every read and change names the
 * owner, so another person's ids are not found (404), never refused in a way that tells they exist. Changes of
 * several rows, and the counts that keep the limits, run in one transaction under the owner's or the event's lock.
 */

const byDate = [sql`${plannerFunctions.date} asc nulls last`, asc(plannerFunctions.createdAt)]

async function sortedFunctions(db: TExecutor, eventId: string) {
  return db
    .select()
    .from(plannerFunctions)
    .where(eq(plannerFunctions.eventId, eventId))
    .orderBy(...byDate)
}

const toLine = (row: typeof plannerBudgetLines.$inferSelect): TBudgetLine => ({
  id: row.id,
  category: row.category,
  label: row.label,
  planned: row.plannedBdt,
  paid: row.paidBdt,
  outside: row.outside,
  dueOn: row.dueOn,
})

const toItem = (row: typeof plannerChecklistItems.$inferSelect): TChecklistItem => ({
  id: row.id,
  text: row.text,
  templateKey: row.templateKey,
  dueOn: row.dueOn,
  dueEdited: row.dueEdited,
  done: row.done,
  functionId: row.functionId,
})

/** The whole event as its page shows it: functions by date with their bookings, the budget, the checklist by due date. */
async function overview(db: TExecutor, event: TEventRow): Promise<TPlannerEvent> {
  const [functions, lines, items, attached] = await Promise.all([
    sortedFunctions(db, event.id),
    db.select().from(plannerBudgetLines).where(eq(plannerBudgetLines.eventId, event.id)).orderBy(asc(plannerBudgetLines.createdAt)),
    db
      .select()
      .from(plannerChecklistItems)
      .where(eq(plannerChecklistItems.eventId, event.id))
      .orderBy(sql`${plannerChecklistItems.dueOn} asc nulls last`, asc(plannerChecklistItems.createdAt)),
    db
      .select({ functionId: plannerBookings.functionId, order: orders })
      .from(plannerBookings)
      .innerJoin(plannerFunctions, eq(plannerFunctions.id, plannerBookings.functionId))
      .innerJoin(orders, eq(orders.id, plannerBookings.orderId))
      .where(eq(plannerFunctions.eventId, event.id))
      .orderBy(sql`${orders.eventDate} asc nulls last`, asc(orders.number)),
  ])
  const bookings = attached.map(({ functionId, order }) => ({
    functionId,
    booking: {
      id: order.id,
      number: order.number,
      kind: order.kind,
      event: order.event,
      eventBn: order.eventBn,
      agencyName: order.agencyName,
      eventDate: order.eventDate,
      status: order.status,
      total: order.totalBdt,
      amountPaid: order.paidBdt,
      balanceDueOn: order.balanceDueOn,
      refund: order.refundBdt,
    } satisfies TPlannerBooking,
    payBy: order.status === 'pending' && order.expiresAt ? dayInDhaka(order.expiresAt.toISOString()) : null,
  }))
  const budgetLines = lines.map(toLine)
  return {
    id: event.id,
    title: event.title,
    notes: event.notes,
    createdAt: event.createdAt.toISOString(),
    functions: functions.map((fn): TPlannerFunction => ({
      id: fn.id,
      kind: fn.kind,
      title: fn.title,
      date: fn.date,
      place: fn.place,
      mapUrl: fn.mapUrl,
      bookings: bookings.filter((entry) => entry.functionId === fn.id).map((entry) => entry.booking),
    })),
    budget: {
      lines: budgetLines,
      ...eventBudget(
        budgetLines,
        bookings.map(({ booking, payBy }) => ({ ...booking, payBy })),
      ),
    },
    checklist: items.map(toItem),
  }
}

/** The caller's events, the latest first, each with its functions by date. */
export async function listEvents(db: TExecutor, ownerId: string): Promise<TPlannerEvents> {
  const events = await db.select().from(plannerEvents).where(eq(plannerEvents.ownerId, ownerId)).orderBy(desc(plannerEvents.createdAt))
  const functions =
    events.length === 0
      ? []
      : await db
          .select()
          .from(plannerFunctions)
          .where(
            inArray(
              plannerFunctions.eventId,
              events.map((event) => event.id),
            ),
          )
          .orderBy(...byDate)
  return {
    data: events.map((event) => ({
      id: event.id,
      title: event.title,
      functions: functions
        .filter((fn) => fn.eventId === event.id)
        .map((fn) => ({ id: fn.id, kind: fn.kind, title: fn.title, date: fn.date })),
    })),
  }
}

export async function readEvent(db: TDb, ownerId: string, eventId: string): Promise<TPlannerEvent> {
  // A hold that lapsed meanwhile reads as expired, as in My bookings.
  await expireStaleOrders(db, { customerId: ownerId })
  return overview(db, await ownedEvent(db, ownerId, eventId))
}

/** The usual tasks the event's functions call for that its checklist lacks, added within the checklist's limit. */
async function addMissingUsualTasks(tx: TTx, eventId: string): Promise<number> {
  const [functions, existing] = await Promise.all([
    sortedFunctions(tx, eventId),
    tx.select({ key: plannerChecklistItems.templateKey }).from(plannerChecklistItems).where(eq(plannerChecklistItems.eventId, eventId)),
  ])
  const have = new Set(existing.map((row) => row.key))
  const missing = templateTasks(functions).filter((task) => !have.has(task.key))
  if (missing.length === 0) return 0
  if (existing.length + missing.length > PLANNER_LIMITS.checklistItemsPerEvent)
    throw new AppError('planner_tasks_full', { max: PLANNER_LIMITS.checklistItemsPerEvent })
  await tx.insert(plannerChecklistItems).values(
    missing.map((task) => ({
      eventId,
      functionId: task.functionId,
      templateKey: task.key,
      dueOn: task.dueOn,
      daysBefore: task.daysBefore,
    })),
  )
  return missing.length
}

export async function createEvent(db: TDb, ownerId: string, input: z.output<typeof ZCreateEvent>): Promise<TPlannerEvent> {
  return db.transaction(async (tx) => {
    // One account's new events queue here, so two at once cannot both pass the limit.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, ownerId)).for('update')
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(plannerEvents).where(eq(plannerEvents.ownerId, ownerId))
    if (total >= PLANNER_LIMITS.events) throw new AppError('planner_events_full', { max: PLANNER_LIMITS.events })
    const [event] = await tx.insert(plannerEvents).values({ ownerId, title: input.title, notes: input.notes }).returning()
    if (input.functions.length > 0) await tx.insert(plannerFunctions).values(input.functions.map((fn) => ({ eventId: event!.id, ...fn })))
    if (input.withChecklist) await addMissingUsualTasks(tx, event!.id)
    return overview(tx, event!)
  })
}

export async function updateEvent(db: TDb, ownerId: string, eventId: string, input: z.output<typeof ZUpdateEvent>) {
  const event = await ownedEvent(db, ownerId, eventId)
  const [updated] = await db
    .update(plannerEvents)
    .set({
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.notes === undefined ? {} : { notes: input.notes }),
      updatedAt: new Date(),
    })
    .where(eq(plannerEvents.id, event.id))
    .returning()
  return overview(db, updated!)
}

/** Deletes the event with its functions, budget and checklist; its bookings stay, attached to nothing. */
export async function deleteEvent(db: TDb, ownerId: string, eventId: string) {
  const deleted = await db
    .delete(plannerEvents)
    .where(and(eq(plannerEvents.id, eventId), eq(plannerEvents.ownerId, ownerId)))
    .returning({ id: plannerEvents.id })
  if (deleted.length === 0) throw new AppError('planner_event_not_found')
  return { deletedCount: deleted.length }
}

export async function addFunction(db: TDb, ownerId: string, eventId: string, input: z.output<typeof ZFunctionInput>) {
  return db.transaction(async (tx) => {
    const event = await ownedEvent(tx, ownerId, eventId, true)
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(plannerFunctions)
      .where(eq(plannerFunctions.eventId, event.id))
    if (total >= PLANNER_LIMITS.functionsPerEvent) throw new AppError('planner_functions_full', { max: PLANNER_LIMITS.functionsPerEvent })
    await tx.insert(plannerFunctions).values({ eventId: event.id, ...input })
    return overview(tx, event)
  })
}

/**
 * Changes a function. When its date moves, the usual tasks counted from it move with it (each `days_before` the new
 * date), except those whose date the family set themselves.
 */
export async function updateFunction(db: TDb, ownerId: string, functionId: string, input: z.output<typeof ZFunctionInput>) {
  return db.transaction(async (tx) => {
    const fn = await ownedFunction(tx, ownerId, functionId)
    const event = await ownedEvent(tx, ownerId, fn.eventId, true)
    await tx.update(plannerFunctions).set(input).where(eq(plannerFunctions.id, fn.id))
    if (input.date !== fn.date)
      await tx
        .update(plannerChecklistItems)
        .set({
          dueOn: input.date ? sql`(${input.date}::date - ${plannerChecklistItems.daysBefore})::date` : sql`null`,
        })
        .where(
          and(
            eq(plannerChecklistItems.functionId, fn.id),
            isNotNull(plannerChecklistItems.daysBefore),
            eq(plannerChecklistItems.dueEdited, false),
          ),
        )
    return overview(tx, event)
  })
}

/** Deletes a function: its bookings stay, attached to nothing; its tasks stay, for the whole event. */
export async function deleteFunction(db: TDb, ownerId: string, functionId: string) {
  return db.transaction(async (tx) => {
    const fn = await ownedFunction(tx, ownerId, functionId)
    const event = await ownedEvent(tx, ownerId, fn.eventId, true)
    await tx.delete(plannerFunctions).where(eq(plannerFunctions.id, fn.id))
    return overview(tx, event)
  })
}

export async function addBudgetLine(db: TDb, ownerId: string, eventId: string, input: z.output<typeof ZBudgetLineInput>) {
  return db.transaction(async (tx) => {
    const event = await ownedEvent(tx, ownerId, eventId, true)
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(plannerBudgetLines)
      .where(eq(plannerBudgetLines.eventId, event.id))
    if (total >= PLANNER_LIMITS.budgetLinesPerEvent) throw new AppError('planner_lines_full', { max: PLANNER_LIMITS.budgetLinesPerEvent })
    await tx.insert(plannerBudgetLines).values({ eventId: event.id, ...lineColumns(input) })
    return overview(tx, event)
  })
}

const lineColumns = (input: z.output<typeof ZBudgetLineInput>) => ({
  category: input.category,
  label: input.label,
  plannedBdt: input.planned,
  paidBdt: input.paid,
  outside: input.outside,
  // Only what is bought outside has a rest of its own to pay.
  dueOn: input.outside ? input.dueOn : null,
})

export async function updateBudgetLine(db: TDb, ownerId: string, lineId: string, input: z.output<typeof ZBudgetLineInput>) {
  const eventId = await ownedRowEvent(db, ownerId, plannerBudgetLines, lineId, 'planner_line_not_found')
  await db.update(plannerBudgetLines).set(lineColumns(input)).where(eq(plannerBudgetLines.id, lineId))
  return overview(db, await ownedEvent(db, ownerId, eventId))
}

export async function deleteBudgetLine(db: TDb, ownerId: string, lineId: string) {
  const eventId = await ownedRowEvent(db, ownerId, plannerBudgetLines, lineId, 'planner_line_not_found')
  await db.delete(plannerBudgetLines).where(eq(plannerBudgetLines.id, lineId))
  return overview(db, await ownedEvent(db, ownerId, eventId))
}

/** A function named by a task must be one of the same event's. */
async function checkTaskFunction(db: TExecutor, ownerId: string, eventId: string, functionId: string | null) {
  if (!functionId) return null
  const fn = await ownedFunction(db, ownerId, functionId)
  if (fn.eventId !== eventId) throw new AppError('planner_function_not_found')
  return fn
}

export async function addChecklistItem(db: TDb, ownerId: string, eventId: string, input: z.output<typeof ZChecklistItemInput>) {
  return db.transaction(async (tx) => {
    const event = await ownedEvent(tx, ownerId, eventId, true)
    await checkTaskFunction(tx, ownerId, event.id, input.functionId)
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(plannerChecklistItems)
      .where(eq(plannerChecklistItems.eventId, event.id))
    if (total >= PLANNER_LIMITS.checklistItemsPerEvent)
      throw new AppError('planner_tasks_full', { max: PLANNER_LIMITS.checklistItemsPerEvent })
    // The family's own task keeps the date they gave (none: no date).
    await tx
      .insert(plannerChecklistItems)
      .values({ eventId: event.id, text: input.text, dueOn: input.dueOn, functionId: input.functionId, dueEdited: input.dueOn !== null })
    return overview(tx, event)
  })
}

/** Adds the usual tasks the event's functions call for that its checklist lacks (deleted ones come back). */
export async function addUsualTasks(db: TDb, ownerId: string, eventId: string): Promise<TUsualTasksAdded> {
  return db.transaction(async (tx) => {
    const event = await ownedEvent(tx, ownerId, eventId, true)
    const added = await addMissingUsualTasks(tx, event.id)
    return { added, event: await overview(tx, event) }
  })
}

/**
 * Ticks, rewords, re-dates or re-attaches a task. A date the family gives stays when the function moves; clearing it
 * (null) on a usual task counts it from its function again.
 */
export async function updateChecklistItem(db: TDb, ownerId: string, itemId: string, input: z.output<typeof ZUpdateChecklistItem>) {
  return db.transaction(async (tx) => {
    const eventId = await ownedRowEvent(tx, ownerId, plannerChecklistItems, itemId, 'planner_task_not_found')
    const event = await ownedEvent(tx, ownerId, eventId, true)
    const [item] = await tx.select().from(plannerChecklistItems).where(eq(plannerChecklistItems.id, itemId))
    const functionId = input.functionId === undefined ? item!.functionId : input.functionId
    const fn = await checkTaskFunction(tx, ownerId, eventId, functionId)
    const change: Partial<typeof plannerChecklistItems.$inferInsert> = {}
    if (input.done !== undefined) change.done = input.done
    if (input.text !== undefined) change.text = input.text
    if (input.functionId !== undefined) change.functionId = input.functionId
    if (input.dueOn !== undefined) {
      const counted = input.dueOn === null && item!.daysBefore !== null && fn
      change.dueOn = counted ? dueBefore(fn.date, item!.daysBefore!) : input.dueOn
      change.dueEdited = !counted && input.dueOn !== null
    } else if (input.functionId !== undefined && !item!.dueEdited && item!.daysBefore !== null) {
      // A usual task moved to another function is counted from that one.
      change.dueOn = fn ? dueBefore(fn.date, item!.daysBefore) : item!.dueOn
    }
    if (Object.keys(change).length > 0) await tx.update(plannerChecklistItems).set(change).where(eq(plannerChecklistItems.id, itemId))
    return overview(tx, event)
  })
}

export async function deleteChecklistItem(db: TDb, ownerId: string, itemId: string) {
  const eventId = await ownedRowEvent(db, ownerId, plannerChecklistItems, itemId, 'planner_task_not_found')
  await db.delete(plannerChecklistItems).where(eq(plannerChecklistItems.id, itemId))
  return overview(db, await ownedEvent(db, ownerId, eventId))
}

/** The caller's own booking; anyone else's, or none: 404, as its page answers. */
async function ownedOrder(db: TExecutor, ownerId: string, orderId: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, ownerId)))
  if (!order) throw new AppError('order_not_found')
  return order
}

/** Which function of the caller's events a booking of theirs is for, and the events to choose from. */
export async function bookingAttachment(db: TExecutor, ownerId: string, orderId: string): Promise<TBookingAttachment> {
  await ownedOrder(db, ownerId, orderId)
  const [[attached], events] = await Promise.all([
    db
      .select({ functionId: plannerBookings.functionId, eventId: plannerFunctions.eventId })
      .from(plannerBookings)
      .innerJoin(plannerFunctions, eq(plannerFunctions.id, plannerBookings.functionId))
      .where(eq(plannerBookings.orderId, orderId)),
    listEvents(db, ownerId),
  ])
  return { orderId, functionId: attached?.functionId ?? null, eventId: attached?.eventId ?? null, events: events.data }
}

/** Attaches one's own booking to a function of one's own event (moving it from another function if it had one). */
export async function attachBooking(db: TDb, ownerId: string, orderId: string, functionId: string) {
  return db.transaction(async (tx) => {
    await ownedOrder(tx, ownerId, orderId)
    await ownedFunction(tx, ownerId, functionId)
    await tx
      .insert(plannerBookings)
      .values({ orderId, functionId })
      .onConflictDoUpdate({ target: plannerBookings.orderId, set: { functionId, createdAt: new Date() } })
    return bookingAttachment(tx, ownerId, orderId)
  })
}

export async function detachBooking(db: TDb, ownerId: string, orderId: string) {
  await ownedOrder(db, ownerId, orderId)
  await db.delete(plannerBookings).where(eq(plannerBookings.orderId, orderId))
  return bookingAttachment(db, ownerId, orderId)
}
