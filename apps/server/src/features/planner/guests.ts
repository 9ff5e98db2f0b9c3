import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { todayInDhaka } from '@utsab/shared/format'
import { GUEST_LIMITS } from '@utsab/shared/guests'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import { LOCALES } from '@utsab/shared/i18n/locales'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import {
  parseGuestCsv,
  type TGuest,
  type TGuestCounts,
  type TGuestList,
  type TGuestValues,
  type TPublicFunction,
  type TPublicInvitation,
  type TRsvp,
  type ZBulkInvite,
  type ZInvitationInput,
  type ZRsvpInput,
} from '@utsab/shared/schemas/guests'
import type { z } from 'zod'
import type { TDb, TTx } from '../../db/client'
import {
  orders,
  plannerBookings,
  plannerEvents,
  plannerFunctions,
  plannerGuestAnswers,
  plannerGuestInvitations,
  plannerGuests,
  plannerInvitations,
} from '../../db/schema'
import { AppError } from '../../lib/errors'
import { hashOf, newLink, tokenOf } from './guest-tokens'
import { ownedEvent, ownedGuest, type TExecutor, type TFunctionRow } from './owned'

/**
 * The guest list of a planner event (issue 37, decision 061). The family's side names the owner in every query, as
 * the planner does (another person's ids: 404). The guests' side is reached only by a token: a guest's own link reads
 * and answers for that guest alone; the invitation's link reads what the family chose to share. Neither says
 * anything of other guests, bookings or money.
 */

const functionsOf = (db: TExecutor, eventId: string) =>
  db
    .select()
    .from(plannerFunctions)
    .where(eq(plannerFunctions.eventId, eventId))
    .orderBy(sql`${plannerFunctions.date} asc nulls last`, asc(plannerFunctions.createdAt))

/** The functions named must all be of the event; else 404 as the planner answers for a function not one's own. */
async function checkFunctions(db: TExecutor, eventId: string, functionIds: readonly string[]) {
  if (functionIds.length === 0) return
  const found = await db
    .select({ id: plannerFunctions.id })
    .from(plannerFunctions)
    .where(and(eq(plannerFunctions.eventId, eventId), inArray(plannerFunctions.id, [...functionIds])))
  if (found.length !== new Set(functionIds).size) throw new AppError('planner_function_not_found')
}

/** The event's invitation row, made (not shared yet, every function shown) the first time it is asked for. */
async function invitationOf(db: TExecutor, secret: string, eventId: string) {
  const [existing] = await db.select().from(plannerInvitations).where(eq(plannerInvitations.eventId, eventId))
  if (existing) return existing
  const functions = await functionsOf(db, eventId)
  const [made] = await db
    .insert(plannerInvitations)
    .values({ eventId, functionIds: functions.map((fn) => fn.id), ...newLink(secret, 'invite') })
    .onConflictDoNothing()
    .returning()
  return made ?? (await db.select().from(plannerInvitations).where(eq(plannerInvitations.eventId, eventId)))[0]!
}

/** Each function's counts: invitations, the heads they may bring, answers by kind, heads coming, dietary notes. */
export async function guestCounts(db: TExecutor, eventId: string): Promise<TGuestCounts[]> {
  const rows = await db
    .select({
      functionId: plannerFunctions.id,
      invited: sql<number>`count(${plannerGuestInvitations.guestId})::int`,
      invitedHeads: sql<number>`coalesce(sum(${plannerGuests.partySize}), 0)::int`,
      attending: sql<number>`count(*) filter (where ${plannerGuestAnswers.attending} = 'yes')::int`,
      attendingHeads: sql<number>`coalesce(sum(${plannerGuestAnswers.heads}) filter (where ${plannerGuestAnswers.attending} = 'yes'), 0)::int`,
      maybe: sql<number>`count(*) filter (where ${plannerGuestAnswers.attending} = 'maybe')::int`,
      declined: sql<number>`count(*) filter (where ${plannerGuestAnswers.attending} = 'no')::int`,
      notAnswered: sql<number>`count(${plannerGuestInvitations.guestId}) filter (where ${plannerGuestAnswers.guestId} is null)::int`,
      dietaryNotes: sql<number>`count(*) filter (where ${plannerGuestAnswers.dietary} is not null and ${plannerGuestAnswers.attending} <> 'no')::int`,
    })
    .from(plannerFunctions)
    .leftJoin(plannerGuestInvitations, eq(plannerGuestInvitations.functionId, plannerFunctions.id))
    .leftJoin(plannerGuests, eq(plannerGuests.id, plannerGuestInvitations.guestId))
    .leftJoin(
      plannerGuestAnswers,
      and(eq(plannerGuestAnswers.guestId, plannerGuestInvitations.guestId), eq(plannerGuestAnswers.functionId, plannerFunctions.id)),
    )
    .where(eq(plannerFunctions.eventId, eventId))
    .groupBy(plannerFunctions.id)
  const venues = await db
    .select({
      functionId: plannerBookings.functionId,
      orderId: orders.id,
      number: orders.number,
      guests: orders.guests,
      status: orders.status,
    })
    .from(plannerBookings)
    .innerJoin(plannerFunctions, eq(plannerFunctions.id, plannerBookings.functionId))
    .innerJoin(orders, eq(orders.id, plannerBookings.orderId))
    .where(and(eq(plannerFunctions.eventId, eventId), eq(orders.kind, 'venue'), notInArray(orders.status, ['expired', 'cancelled'])))
    .orderBy(asc(orders.number))
  return rows.map((row) => ({
    ...row,
    venueBookings: venues
      .filter((venue) => venue.functionId === row.functionId)
      .map(({ orderId, number, guests, status }) => ({ orderId, number, guests, status })),
  }))
}

/** The family's whole guest list: guests by side, family and name, each with their invitations and answers; the counts; the invitation. */
async function listOf(db: TExecutor, secret: string, eventId: string): Promise<TGuestList> {
  const [guests, invitations, counts, invitation] = await Promise.all([
    db
      .select()
      .from(plannerGuests)
      .where(eq(plannerGuests.eventId, eventId))
      .orderBy(asc(plannerGuests.side), sql`${plannerGuests.family} asc nulls last`, asc(plannerGuests.name), asc(plannerGuests.createdAt)),
    db
      .select({ invitation: plannerGuestInvitations, answer: plannerGuestAnswers })
      .from(plannerGuestInvitations)
      .innerJoin(plannerGuests, eq(plannerGuests.id, plannerGuestInvitations.guestId))
      .innerJoin(plannerFunctions, eq(plannerFunctions.id, plannerGuestInvitations.functionId))
      .leftJoin(
        plannerGuestAnswers,
        and(
          eq(plannerGuestAnswers.guestId, plannerGuestInvitations.guestId),
          eq(plannerGuestAnswers.functionId, plannerGuestInvitations.functionId),
        ),
      )
      .where(eq(plannerGuests.eventId, eventId))
      .orderBy(sql`${plannerFunctions.date} asc nulls last`, asc(plannerFunctions.createdAt)),
    guestCounts(db, eventId),
    invitationOf(db, secret, eventId),
  ])
  return {
    eventId,
    guests: guests.map((guest): TGuest => ({
      id: guest.id,
      name: guest.name,
      side: guest.side,
      family: guest.family,
      phone: guest.phone,
      email: guest.email,
      partySize: guest.partySize,
      token: tokenOf(secret, 'rsvp', guest.tokenSeed),
      invitations: invitations
        .filter((row) => row.invitation.guestId === guest.id)
        .map(({ invitation, answer }) => ({ functionId: invitation.functionId, answer: answer && answerOf(answer) })),
    })),
    counts,
    invitation: {
      enabled: invitation.enabled,
      welcome: invitation.welcome,
      functionIds: invitation.functionIds,
      token: tokenOf(secret, 'invite', invitation.tokenSeed),
    },
  }
}

const answerOf = (answer: typeof plannerGuestAnswers.$inferSelect) => ({
  attending: answer.attending,
  heads: answer.heads,
  dietary: answer.dietary,
  answeredAt: answer.answeredAt.toISOString(),
})

export async function readGuests(db: TDb, secret: string, ownerId: string, eventId: string) {
  const event = await ownedEvent(db, ownerId, eventId)
  return listOf(db, secret, event.id)
}

/** Adds guests within the event's limit, counted under the event's lock; each invited to its functions. */
async function insertGuests(tx: TTx, secret: string, eventId: string, guests: readonly TGuestValues[]) {
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(plannerGuests).where(eq(plannerGuests.eventId, eventId))
  if (total + guests.length > GUEST_LIMITS.guestsPerEvent) throw new AppError('guests_full', { max: GUEST_LIMITS.guestsPerEvent })
  await checkFunctions(tx, eventId, [...new Set(guests.flatMap((guest) => guest.functionIds))])
  for (let start = 0; start < guests.length; start += 200) {
    const batch = guests.slice(start, start + 200)
    const made = await tx
      .insert(plannerGuests)
      .values(batch.map(({ functionIds: _, ...guest }) => ({ eventId, ...guest, ...newLink(secret, 'rsvp') })))
      .returning({ id: plannerGuests.id })
    const invitations = made.flatMap((row, index) => batch[index]!.functionIds.map((functionId) => ({ guestId: row.id, functionId })))
    if (invitations.length > 0) await tx.insert(plannerGuestInvitations).values(invitations)
  }
}

export async function addGuest(db: TDb, secret: string, ownerId: string, eventId: string, input: TGuestValues) {
  return db.transaction(async (tx) => {
    const event = await ownedEvent(tx, ownerId, eventId, true)
    await insertGuests(tx, secret, event.id, [input])
    return listOf(tx, secret, event.id)
  })
}

export async function updateGuest(db: TDb, secret: string, ownerId: string, guestId: string, input: Omit<TGuestValues, 'functionIds'>) {
  const guest = await ownedGuest(db, ownerId, guestId)
  return db.transaction(async (tx) => {
    await tx.update(plannerGuests).set(input).where(eq(plannerGuests.id, guest.id))
    // A smaller party: answers that counted more heads come down to it.
    await tx
      .update(plannerGuestAnswers)
      .set({ heads: input.partySize })
      .where(and(eq(plannerGuestAnswers.guestId, guest.id), sql`${plannerGuestAnswers.heads} > ${input.partySize}`))
    return listOf(tx, secret, guest.eventId)
  })
}

export async function deleteGuest(db: TDb, secret: string, ownerId: string, guestId: string) {
  const guest = await ownedGuest(db, ownerId, guestId)
  await db.delete(plannerGuests).where(eq(plannerGuests.id, guest.id))
  return listOf(db, secret, guest.eventId)
}

/** The names a CSV may give a function: its own title, its kind's key, its kind's name in every language. */
function functionResolver(functions: readonly TFunctionRow[]) {
  const names = new Map<string, string>()
  const add = (name: string | null, id: string) => name && !names.has(name.trim().toLowerCase()) && names.set(name.trim().toLowerCase(), id)
  for (const fn of functions) add(fn.title, fn.id)
  for (const locale of LOCALES) for (const fn of functions) add(serverTranslator(locale).t(`planner.kind.${fn.kind}` as TMessageKey), fn.id)
  for (const fn of functions) add(fn.kind, fn.id)
  return (name: string) => names.get(name.trim().toLowerCase())
}

/**
 * Adds every guest of a CSV, or none: a row with a mistake refuses the whole file (400 `guests_csv_invalid`), its
 * fields naming each mistake by line and column (`"3.phone"`), in the request's language.
 */
export async function importGuests(db: TDb, secret: string, ownerId: string, eventId: string, csv: string) {
  return db.transaction(async (tx) => {
    const event = await ownedEvent(tx, ownerId, eventId, true)
    const { guests, problems } = parseGuestCsv(csv, functionResolver(await functionsOf(tx, event.id)))
    if (problems.length > 0) {
      const fields: Record<string, string> = {}
      for (const problem of problems.slice(0, 100)) {
        const key = `${problem.line}.${problem.field}`
        if (!(key in fields)) fields[key] = problem.message
      }
      throw new AppError('guests_csv_invalid', { count: problems.length }, fields)
    }
    await insertGuests(
      tx,
      secret,
      event.id,
      guests.map((row) => row.guest),
    )
    return { added: guests.length, list: await listOf(tx, secret, event.id) }
  })
}

/** Invites a guest to a function of the same event, or takes the invitation back (with its answer). */
export async function setInvited(db: TDb, secret: string, ownerId: string, guestId: string, functionId: string, invited: boolean) {
  const guest = await ownedGuest(db, ownerId, guestId)
  await checkFunctions(db, guest.eventId, [functionId])
  if (invited) await db.insert(plannerGuestInvitations).values({ guestId, functionId }).onConflictDoNothing()
  else
    await db
      .delete(plannerGuestInvitations)
      .where(and(eq(plannerGuestInvitations.guestId, guestId), eq(plannerGuestInvitations.functionId, functionId)))
  return listOf(db, secret, guest.eventId)
}

/** Invites many guests of an event to many of its functions at once (or takes those invitations back). */
export async function bulkInvite(db: TDb, secret: string, ownerId: string, eventId: string, input: z.output<typeof ZBulkInvite>) {
  return db.transaction(async (tx) => {
    const event = await ownedEvent(tx, ownerId, eventId, true)
    await checkFunctions(tx, event.id, input.functionIds)
    const guestIds = [...new Set(input.guestIds)]
    const found = await tx
      .select({ id: plannerGuests.id })
      .from(plannerGuests)
      .where(and(eq(plannerGuests.eventId, event.id), inArray(plannerGuests.id, guestIds)))
    if (found.length !== guestIds.length) throw new AppError('guest_not_found')
    if (input.invited)
      await tx
        .insert(plannerGuestInvitations)
        .values(guestIds.flatMap((guestId) => input.functionIds.map((functionId) => ({ guestId, functionId }))))
        .onConflictDoNothing()
    else
      await tx
        .delete(plannerGuestInvitations)
        .where(and(inArray(plannerGuestInvitations.guestId, guestIds), inArray(plannerGuestInvitations.functionId, input.functionIds)))
    return listOf(tx, secret, event.id)
  })
}

export async function updateInvitation(
  db: TDb,
  secret: string,
  ownerId: string,
  eventId: string,
  input: z.output<typeof ZInvitationInput>,
) {
  return db.transaction(async (tx) => {
    const event = await ownedEvent(tx, ownerId, eventId, true)
    await checkFunctions(tx, event.id, input.functionIds)
    await invitationOf(tx, secret, event.id)
    await tx
      .update(plannerInvitations)
      .set({ enabled: input.enabled, welcome: input.welcome, functionIds: input.functionIds, updatedAt: new Date() })
      .where(eq(plannerInvitations.eventId, event.id))
    return listOf(tx, secret, event.id)
  })
}

const publicFunction = (fn: TFunctionRow): TPublicFunction => ({
  id: fn.id,
  kind: fn.kind,
  title: fn.title,
  date: fn.date,
  place: fn.place,
  mapUrl: fn.mapUrl,
})

/** The event's invitation by its link, while the family shares it: the title, the welcome, the functions they chose. */
export async function publicInvitation(db: TDb, token: string): Promise<TPublicInvitation> {
  const [found] = await db
    .select({ invitation: plannerInvitations, title: plannerEvents.title })
    .from(plannerInvitations)
    .innerJoin(plannerEvents, eq(plannerEvents.id, plannerInvitations.eventId))
    .where(and(eq(plannerInvitations.tokenHash, hashOf(token)), eq(plannerInvitations.enabled, true)))
  if (!found) throw new AppError('guest_link_not_found')
  const shown = new Set(found.invitation.functionIds)
  const functions = (await functionsOf(db, found.invitation.eventId)).filter((fn) => shown.has(fn.id))
  return { title: found.title, welcome: found.invitation.welcome, functions: functions.map(publicFunction) }
}

async function guestByToken(db: TExecutor, token: string) {
  const [found] = await db
    .select({ guest: plannerGuests, title: plannerEvents.title })
    .from(plannerGuests)
    .innerJoin(plannerEvents, eq(plannerEvents.id, plannerGuests.eventId))
    .where(eq(plannerGuests.tokenHash, hashOf(token)))
  if (!found) throw new AppError('guest_link_not_found')
  return found
}

/** A function is open for answers until its day has passed (Dhaka); one without a date is open. */
const isOpen = (fn: Pick<TFunctionRow, 'date'>, today = todayInDhaka()) => !fn.date || fn.date >= today

async function rsvpOf(db: TExecutor, found: Awaited<ReturnType<typeof guestByToken>>): Promise<TRsvp> {
  const [rows, [invitation]] = await Promise.all([
    db
      .select({ fn: plannerFunctions, answer: plannerGuestAnswers })
      .from(plannerGuestInvitations)
      .innerJoin(plannerFunctions, eq(plannerFunctions.id, plannerGuestInvitations.functionId))
      .leftJoin(
        plannerGuestAnswers,
        and(
          eq(plannerGuestAnswers.guestId, plannerGuestInvitations.guestId),
          eq(plannerGuestAnswers.functionId, plannerGuestInvitations.functionId),
        ),
      )
      .where(eq(plannerGuestInvitations.guestId, found.guest.id))
      .orderBy(sql`${plannerFunctions.date} asc nulls last`, asc(plannerFunctions.createdAt)),
    db.select({ welcome: plannerInvitations.welcome }).from(plannerInvitations).where(eq(plannerInvitations.eventId, found.guest.eventId)),
  ])
  const today = todayInDhaka()
  return {
    title: found.title,
    welcome: invitation?.welcome ?? null,
    guest: { name: found.guest.name, partySize: found.guest.partySize },
    functions: rows.map(({ fn, answer }) => ({ ...publicFunction(fn), open: isOpen(fn, today), answer: answer && answerOf(answer) })),
  }
}

/** A guest's invitation by their own link: their name, their functions and their answers, nobody else's. */
export async function readRsvp(db: TDb, token: string) {
  return rsvpOf(db, await guestByToken(db, token))
}

/**
 * A guest answers for functions they are invited to, each until its day has passed: coming (with how many of their
 * party), not coming, or maybe, and a dietary note. Answering again replaces the answer.
 */
export async function answerRsvp(db: TDb, token: string, input: z.output<typeof ZRsvpInput>) {
  return db.transaction(async (tx) => {
    const found = await guestByToken(tx, token)
    const [guest] = await tx.select().from(plannerGuests).where(eq(plannerGuests.id, found.guest.id)).for('update')
    const invited = await tx
      .select({ fn: plannerFunctions })
      .from(plannerGuestInvitations)
      .innerJoin(plannerFunctions, eq(plannerFunctions.id, plannerGuestInvitations.functionId))
      .where(eq(plannerGuestInvitations.guestId, guest!.id))
    const today = todayInDhaka()
    for (const answer of input.answers) {
      const fn = invited.find((row) => row.fn.id === answer.functionId)?.fn
      if (!fn) throw new AppError('rsvp_not_invited')
      if (!isOpen(fn, today)) throw new AppError('rsvp_closed')
      const heads = answer.attending === 'no' ? 0 : (answer.heads ?? 1)
      if (heads > guest!.partySize) throw new AppError('rsvp_heads_over_party', { max: guest!.partySize })
      const values = { attending: answer.attending, heads, dietary: answer.dietary, answeredAt: new Date() }
      await tx
        .insert(plannerGuestAnswers)
        .values({ guestId: guest!.id, functionId: fn.id, ...values })
        .onConflictDoUpdate({ target: [plannerGuestAnswers.guestId, plannerGuestAnswers.functionId], set: values })
    }
    return rsvpOf(tx, found)
  })
}
