import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@utsab/shared/format'
import { CHECKLIST_TEMPLATE, PLANNER_LIMITS } from '@utsab/shared/planner'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TBookingAttachment, TPlannerEvent, TUsualTasksAdded } from '@utsab/shared/schemas/planner'
import { createActor, type TActor } from '../../../test/actors'
import { cardPayments } from '../../../test/card-payments'
import { daysFromNow, EVENT_PLACE, VENUE_BOOKING } from '../../../test/catalog-fixtures'
import { createTestApp } from '../../../test/test-app'
import { bookingMoney } from './budget'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../db/factories'
import { orders, plannerChecklistItems, plannerEvents, plannerFunctions } from '../../db/schema'

/** The event planner (issue 37): a family's events, functions, budget and checklist, each seen and changed by its owner only. */
let t: Awaited<ReturnType<typeof createTestApp>>
let family: TActor
let stranger: TActor
let hall: { id: string }
let studio: { id: string }

beforeAll(async () => {
  // Listening: paying goes through the SSLCommerz simulator over HTTP.
  t = await createTestApp({}, { listen: true })
  const { listings } = await insertAgencyWithListings(t.db, buildAgency({ name: 'Planner Events' }), [
    buildListing('venue', { name: 'Kodom Hall', priceBdt: 100_000, advancePercent: 30 }),
    buildListing('photographer', { name: 'Kodom Studio', priceBdt: 20_000 }),
  ])
  hall = listings[0]!
  studio = listings[1]!
  family = await createActor(t.app, 'planner-family')
  stranger = await createActor(t.app, 'planner-stranger')
})
afterAll(() => t.close())

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const call = (method: TMethod, url: string, payload?: object, actor: TActor | null = family, lang?: 'bn') =>
  t.app.inject({
    method,
    url,
    headers: { ...(actor ? { cookie: actor.cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload ? { payload } : {}),
  })
async function ok<T = TPlannerEvent>(method: TMethod, url: string, payload?: object, status = 200): Promise<T> {
  const response = await call(method, url, payload)
  expect(response.statusCode, response.body).toBe(status)
  return response.json<T>()
}

const WEDDING = daysFromNow(240)
const HOLUD = addDays(WEDDING, -2)
const RECEPTION = addDays(WEDDING, 2)

const newEvent = (change: object = {}) =>
  ok(
    'POST',
    '/api/planner/events',
    {
      title: 'Nadia & Rahim’s wedding',
      functions: [
        { kind: 'reception', date: RECEPTION, place: 'Kodom Hall, Uttara' },
        { kind: 'wedding', date: WEDDING, place: 'Kodom Hall, Uttara', mapUrl: 'https://maps.google.com/?q=Uttara' },
        { kind: 'holud', date: HOLUD, title: 'Nadia’s holud' },
      ],
      ...change,
    },
    201,
  )

const fnOf = (event: TPlannerEvent, kind: string) => event.functions.find((fn) => fn.kind === kind)!
const taskOf = (event: TPlannerEvent, key: string) => event.checklist.find((item) => item.templateKey === key)

describe('an event with its functions and the usual tasks', () => {
  it('keeps the functions by date and counts each usual task back from its function', async () => {
    const event = await newEvent()
    expect(event.functions.map((fn) => [fn.kind, fn.date])).toEqual([
      ['holud', HOLUD],
      ['wedding', WEDDING],
      ['reception', RECEPTION],
    ])
    expect(fnOf(event, 'holud').title).toBe('Nadia’s holud')
    expect(fnOf(event, 'wedding').mapUrl).toBe('https://maps.google.com/?q=Uttara')
    // Every usual task of a holud, a wedding and a reception; none for a mehndi or an engagement it does not have.
    const expected = CHECKLIST_TEMPLATE.filter((task) => task.fallback || ['holud', 'wedding', 'reception'].includes(task.kind))
    expect(event.checklist).toHaveLength(expected.length)
    expect(taskOf(event, 'bookMehndiArtist')).toBeUndefined()
    expect(taskOf(event, 'engagementRings')).toBeUndefined()
    expect(taskOf(event, 'bookVenue')).toMatchObject({
      dueOn: addDays(WEDDING, -180),
      functionId: fnOf(event, 'wedding').id,
      done: false,
      text: null,
    })
    expect(taskOf(event, 'holudTatta')).toMatchObject({ dueOn: addDays(HOLUD, -7), functionId: fnOf(event, 'holud').id })
    expect(taskOf(event, 'bookReceptionVenue')).toMatchObject({ dueOn: addDays(RECEPTION, -120), functionId: fnOf(event, 'reception').id })
    // By due date, the earliest first.
    const dates = event.checklist.map((item) => item.dueOn!)
    expect(dates).toEqual([...dates].sort())
    expect((await ok('GET', `/api/planner/events/${event.id}`)).checklist).toEqual(event.checklist)
    expect((await ok<{ data: { id: string }[] }>('GET', '/api/planner/events')).data.map((e) => e.id)).toContain(event.id)
  })

  it('moves the usual tasks with their function’s date, except a date the family set; clearing it counts it again', async () => {
    const event = await newEvent()
    const wedding = fnOf(event, 'wedding')
    const photographer = taskOf(event, 'bookPhotographer')!
    const edited = await ok('PATCH', `/api/planner/checklist/${photographer.id}`, { dueOn: daysFromNow(30) })
    expect(taskOf(edited, 'bookPhotographer')).toMatchObject({ dueOn: daysFromNow(30), dueEdited: true })

    const later = addDays(WEDDING, 30)
    const moved = await ok('PUT', `/api/planner/functions/${wedding.id}`, { kind: 'wedding', date: later, place: 'Kodom Hall, Uttara' })
    expect(fnOf(moved, 'wedding').date).toBe(later)
    expect(taskOf(moved, 'bookVenue')!.dueOn).toBe(addDays(later, -180))
    expect(taskOf(moved, 'guestCount')!.dueOn).toBe(addDays(later, -7))
    expect(taskOf(moved, 'bookPhotographer')!.dueOn).toBe(daysFromNow(30))
    // The holud did not move, nor did its tasks.
    expect(taskOf(moved, 'holudTatta')!.dueOn).toBe(addDays(HOLUD, -7))
    // Sorted by date again: the reception now comes before the wedding.
    expect(moved.functions.map((fn) => fn.kind)).toEqual(['holud', 'reception', 'wedding'])

    const counted = await ok('PATCH', `/api/planner/checklist/${photographer.id}`, { dueOn: null })
    expect(taskOf(counted, 'bookPhotographer')).toMatchObject({ dueOn: addDays(later, -120), dueEdited: false })
    // A date not yet decided leaves its tasks without one.
    const undated = await ok('PUT', `/api/planner/functions/${wedding.id}`, { kind: 'wedding', date: '' })
    expect(taskOf(undated, 'bookVenue')!.dueOn).toBeNull()
  })

  it('ticks, rewords and deletes tasks, adds the family’s own, and adds back the usual tasks that are missing', async () => {
    const event = await newEvent({ withChecklist: false })
    expect(event.checklist).toEqual([])
    const added = await ok<TUsualTasksAdded>('POST', `/api/planner/events/${event.id}/checklist/usual`)
    expect(added.added).toBe(added.event.checklist.length)
    expect((await ok<TUsualTasksAdded>('POST', `/api/planner/events/${event.id}/checklist/usual`)).added).toBe(0)

    const withMehndi = await ok('POST', `/api/planner/events/${event.id}/functions`, { kind: 'mehndi', date: addDays(WEDDING, -3) })
    const again = await ok<TUsualTasksAdded>('POST', `/api/planner/events/${withMehndi.id}/checklist/usual`)
    expect(again.added).toBe(1)
    expect(taskOf(again.event, 'bookMehndiArtist')!.dueOn).toBe(addDays(WEDDING, -24))

    const cards = taskOf(again.event, 'printCards')!
    const ticked = await ok('PATCH', `/api/planner/checklist/${cards.id}`, { done: true, text: 'Print 400 cards at Nilkhet' })
    expect(taskOf(ticked, 'printCards')).toMatchObject({ done: true, text: 'Print 400 cards at Nilkhet' })
    const own = await ok('POST', `/api/planner/events/${event.id}/checklist`, {
      text: 'Book the kazi',
      dueOn: addDays(WEDDING, -10),
      functionId: fnOf(ticked, 'wedding').id,
    })
    expect(own.checklist.find((item) => item.text === 'Book the kazi')).toMatchObject({ templateKey: null, dueEdited: true })
    const gone = await ok('DELETE', `/api/planner/checklist/${cards.id}`)
    expect(taskOf(gone, 'printCards')).toBeUndefined()
    expect((await ok<TUsualTasksAdded>('POST', `/api/planner/events/${event.id}/checklist/usual`)).added).toBe(1)

    const empty = await call('POST', `/api/planner/events/${event.id}/checklist`, { text: '  ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ code: 'validation_failed', fields: { text: 'Task is required' } })
  })

  it('deleting a function keeps its tasks and bookings, and deleting the event keeps the bookings', async () => {
    const event = await newEvent()
    const holud = fnOf(event, 'holud')
    const booked = await book(studio.id, HOLUD)
    await ok<TBookingAttachment>('PUT', `/api/planner/bookings/${booked.id}`, { functionId: holud.id })
    const without = await ok('DELETE', `/api/planner/functions/${holud.id}`)
    expect(without.functions.map((fn) => fn.kind)).toEqual(['wedding', 'reception'])
    expect(taskOf(without, 'holudTatta')).toMatchObject({ functionId: null, dueOn: addDays(HOLUD, -7) })
    expect((await ok<TBookingAttachment>('GET', `/api/planner/bookings/${booked.id}`)).functionId).toBeNull()

    await ok<TBookingAttachment>('PUT', `/api/planner/bookings/${booked.id}`, { functionId: fnOf(without, 'wedding').id })
    expect(await ok('DELETE', `/api/planner/events/${event.id}`)).toEqual({ deletedCount: 1 })
    expect((await call('GET', `/api/planner/events/${event.id}`)).statusCode).toBe(404)
    const [order] = await t.db.select().from(orders).where(eq(orders.id, booked.id))
    expect(order).toBeDefined()
    expect((await ok<TBookingAttachment>('GET', `/api/planner/bookings/${booked.id}`)).functionId).toBeNull()
  })

  it('refuses what is not a function, a date or an https map link, naming the field', async () => {
    const refused = await call('POST', '/api/planner/events', {
      title: 'X',
      functions: [{ kind: 'party', date: '2027-02-30', mapUrl: 'javascript:alert(1)' }],
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('validation_failed')
    expect(Object.keys(refused.json().fields).sort()).toEqual(['functions.0.date', 'functions.0.kind', 'functions.0.mapUrl'])
    const bangla = await call('POST', '/api/planner/events', { title: '' }, family, 'bn')
    expect(bangla.json().fields.title).toBe('অনুষ্ঠানের নাম দিতে হবে।')
  })
})

let day = 60
async function book(listingId: string, eventDate = daysFromNow(day++), actor = family) {
  const response = await call('POST', '/api/orders', { listingId, eventDate, ...VENUE_BOOKING, ...EVENT_PLACE }, actor)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<TOrder>()
}

describe('the budget', () => {
  it('counts an attached booking’s total, what was really paid and the balance due by its date, with the family’s own lines', async () => {
    const event = await newEvent({ withChecklist: false })
    const wedding = fnOf(event, 'wedding')
    const venue = await book(hall.id, WEDDING)
    await cardPayments(t.app).pay(family.cookie, venue.id)
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, venue.id))
    expect(paid).toMatchObject({ status: 'confirmed', paidBdt: 30_000, balanceDueOn: addDays(WEDDING, -7) })
    const photos = await book(studio.id)

    const attached = await ok<TBookingAttachment>('PUT', `/api/planner/bookings/${venue.id}`, { functionId: wedding.id })
    expect(attached).toMatchObject({ orderId: venue.id, functionId: wedding.id, eventId: event.id })
    await ok('PUT', `/api/planner/bookings/${photos.id}`, { functionId: fnOf(event, 'holud').id })

    await ok('POST', `/api/planner/events/${event.id}/budget-lines`, { category: 'venue', label: 'Hall and food', planned: '1,20,000' })
    const decoratorDue = addDays(WEDDING, -3)
    const withLines = await ok('POST', `/api/planner/events/${event.id}/budget-lines`, {
      category: 'decoration',
      label: 'Stage and flowers (Gulshan decorator)',
      planned: '৫০,০০০',
      paid: 20_000,
      outside: true,
      dueOn: decoratorDue,
    })
    expect(fnOf(withLines, 'wedding').bookings).toEqual([
      expect.objectContaining({ id: venue.id, status: 'confirmed', total: 100_000, amountPaid: 30_000 }),
    ])
    // The photographer's unpaid booking is due by the end of its hold.
    const payBy = fnOf(withLines, 'holud').bookings[0]!
    expect(payBy).toMatchObject({ id: photos.id, status: 'pending', total: 20_000, amountPaid: 0 })
    expect(withLines.budget.rows).toEqual([
      { category: 'venue', planned: 120_000, booked: 100_000, paid: 30_000, due: 70_000, nextDueOn: addDays(WEDDING, -7) },
      { category: 'photographer', planned: 0, booked: 20_000, paid: 0, due: 20_000, nextDueOn: expect.any(String) },
      { category: 'decoration', planned: 50_000, booked: 50_000, paid: 20_000, due: 30_000, nextDueOn: decoratorDue },
    ])
    expect(withLines.budget.total).toEqual({
      planned: 170_000,
      booked: 170_000,
      paid: 50_000,
      due: 120_000,
      nextDueOn: withLines.budget.rows[1]!.nextDueOn,
    })

    // Cancelled before paying, the photographer weighs nothing; the lines change and go.
    expect((await call('DELETE', `/api/orders/${photos.id}`)).statusCode).toBe(200)
    const line = withLines.budget.lines.find((l) => l.category === 'venue')!
    const changed = await ok('PUT', `/api/planner/budget-lines/${line.id}`, { category: 'venue', label: 'Hall and food', planned: 90_000 })
    expect(changed.budget.rows.map((row) => [row.category, row.planned, row.booked])).toEqual([
      ['venue', 90_000, 100_000],
      ['photographer', 0, 0],
      ['decoration', 50_000, 50_000],
    ])
    const removed = await ok('DELETE', `/api/planner/budget-lines/${line.id}`)
    expect(removed.budget.rows[0]).toMatchObject({ category: 'venue', planned: 0, booked: 100_000 })
  })

  it('weighs each booking by its state: a request not yet accepted and an expired hold count for nothing', () => {
    const booking = { kind: 'venue', total: 100_000, amountPaid: 0, refund: 0, balanceDueOn: null, payBy: '2027-01-05' } as const
    expect(bookingMoney({ ...booking, status: 'requested' })).toEqual({ booked: 0, paid: 0, due: 0, dueOn: null })
    expect(bookingMoney({ ...booking, status: 'expired' })).toEqual({ booked: 0, paid: 0, due: 0, dueOn: null })
    expect(bookingMoney({ ...booking, status: 'pending' })).toEqual({ booked: 100_000, paid: 0, due: 100_000, dueOn: '2027-01-05' })
    const confirmed = { ...booking, status: 'confirmed', amountPaid: 30_000, balanceDueOn: '2027-02-07' } as const
    expect(bookingMoney(confirmed)).toEqual({ booked: 100_000, paid: 30_000, due: 70_000, dueOn: '2027-02-07' })
    expect(bookingMoney({ ...confirmed, status: 'paid', amountPaid: 100_000 })).toEqual({
      booked: 100_000,
      paid: 100_000,
      due: 0,
      dueOn: null,
    })
    // Cancelled with 30,000 paid and 15,000 back: it cost 15,000.
    expect(bookingMoney({ ...confirmed, status: 'cancelled', refund: 15_000 })).toEqual({
      booked: 15_000,
      paid: 15_000,
      due: 0,
      dueOn: null,
    })
  })

  it('refuses paid more than the amount, and paid on a line that is not bought outside', async () => {
    const event = await newEvent({ withChecklist: false })
    const over = await call('POST', `/api/planner/events/${event.id}/budget-lines`, {
      category: 'gifts',
      label: 'Gifts',
      planned: 1000,
      paid: 2000,
      outside: true,
    })
    expect(over.statusCode).toBe(400)
    expect(over.json().fields).toEqual({ paid: 'Paid so far cannot be more than the amount' })
    const inside = await call('POST', `/api/planner/events/${event.id}/budget-lines`, {
      category: 'venue',
      label: 'Hall',
      planned: 1000,
      paid: 10,
    })
    expect(inside.statusCode).toBe(400)
    expect(Object.keys(inside.json().fields)).toEqual(['paid'])
    const unknown = await call('POST', `/api/planner/events/${event.id}/budget-lines`, { category: 'fireworks', label: 'Boom', planned: 1 })
    expect(unknown.json().fields).toEqual({ category: 'Choose the category' })
  })
})

describe('only the owner', () => {
  it('another person finds none of it: the event, its functions, lines and tasks answer 404; a visitor 401', async () => {
    const event = await newEvent()
    const withLine = await ok('POST', `/api/planner/events/${event.id}/budget-lines`, { category: 'gifts', label: 'Gifts', planned: 5000 })
    const lineId = withLine.budget.lines[0]!.id
    const taskId = event.checklist[0]!.id
    const fnId = event.functions[0]!.id
    const attempts: [TMethod, string, object?, string?][] = [
      ['GET', `/api/planner/events/${event.id}`, undefined, 'planner_event_not_found'],
      ['PATCH', `/api/planner/events/${event.id}`, { title: 'Mine now' }, 'planner_event_not_found'],
      ['DELETE', `/api/planner/events/${event.id}`, undefined, 'planner_event_not_found'],
      ['POST', `/api/planner/events/${event.id}/functions`, { kind: 'other' }, 'planner_event_not_found'],
      ['PUT', `/api/planner/functions/${fnId}`, { kind: 'other' }, 'planner_function_not_found'],
      ['DELETE', `/api/planner/functions/${fnId}`, undefined, 'planner_function_not_found'],
      ['POST', `/api/planner/events/${event.id}/budget-lines`, { category: 'gifts', label: 'X', planned: 1 }, 'planner_event_not_found'],
      ['PUT', `/api/planner/budget-lines/${lineId}`, { category: 'gifts', label: 'X', planned: 1 }, 'planner_line_not_found'],
      ['DELETE', `/api/planner/budget-lines/${lineId}`, undefined, 'planner_line_not_found'],
      ['POST', `/api/planner/events/${event.id}/checklist`, { text: 'X' }, 'planner_event_not_found'],
      ['POST', `/api/planner/events/${event.id}/checklist/usual`, undefined, 'planner_event_not_found'],
      ['PATCH', `/api/planner/checklist/${taskId}`, { done: true }, 'planner_task_not_found'],
      ['DELETE', `/api/planner/checklist/${taskId}`, undefined, 'planner_task_not_found'],
    ]
    for (const [method, url, payload, code] of attempts) {
      const refused = await call(method, url, payload, stranger)
      expect(refused.statusCode, `${method} ${url}`).toBe(404)
      expect(refused.json().code).toBe(code)
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url} anonymously`).toBe(401)
    }
    expect((await ok<{ data: unknown[] }>('GET', '/api/planner/events')).data.length).toBeGreaterThan(0)
    expect((await call('GET', '/api/planner/events', undefined, stranger)).json()).toEqual({ data: [] })
    // Nothing changed.
    const after = await ok('GET', `/api/planner/events/${event.id}`)
    expect(after.title).toBe(event.title)
    expect(after.checklist.find((item) => item.id === taskId)!.done).toBe(false)
  })

  it('a booking attaches only to its own customer’s event: someone else’s booking or function is not found', async () => {
    const event = await newEvent({ withChecklist: false })
    const theirs = await newEventOf(stranger)
    const mine = await book(studio.id)
    const strangers = await book(studio.id, daysFromNow(day++), stranger)
    const wedding = fnOf(event, 'wedding').id

    const otherBooking = await call('PUT', `/api/planner/bookings/${strangers.id}`, { functionId: wedding })
    expect(otherBooking.statusCode).toBe(404)
    expect(otherBooking.json().code).toBe('order_not_found')
    const otherFunction = await call('PUT', `/api/planner/bookings/${mine.id}`, { functionId: theirs.functions[0]!.id })
    expect(otherFunction.statusCode).toBe(404)
    expect(otherFunction.json().code).toBe('planner_function_not_found')
    expect((await call('GET', `/api/planner/bookings/${mine.id}`, undefined, stranger)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/planner/bookings/${mine.id}`, undefined, stranger)).statusCode).toBe(404)
    // A task cannot name another event's function either.
    const task = await call('POST', `/api/planner/events/${event.id}/checklist`, { text: 'Mine', functionId: theirs.functions[0]!.id })
    expect(task.statusCode).toBe(404)

    const attached = await ok<TBookingAttachment>('PUT', `/api/planner/bookings/${mine.id}`, { functionId: wedding })
    expect(attached.events.map((e) => e.id)).toContain(event.id)
    expect(attached.events.map((e) => e.id)).not.toContain(theirs.id)
    // Moved to another function: one function at a time.
    const moved = await ok<TBookingAttachment>('PUT', `/api/planner/bookings/${mine.id}`, { functionId: fnOf(event, 'holud').id })
    expect(moved.functionId).toBe(fnOf(event, 'holud').id)
    const overview = await ok('GET', `/api/planner/events/${event.id}`)
    expect(overview.functions.flatMap((fn) => fn.bookings.map((b) => b.id))).toEqual([mine.id])
    expect((await ok<TBookingAttachment>('DELETE', `/api/planner/bookings/${mine.id}`)).functionId).toBeNull()
  })
})

async function newEventOf(actor: TActor) {
  const response = await call('POST', '/api/planner/events', { title: 'Their event', functions: [{ kind: 'wedding' }] }, actor)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<TPlannerEvent>()
}

describe('limits', () => {
  it(`at most ${PLANNER_LIMITS.events} events per person, said in the reader's language`, async () => {
    const busy = await createActor(t.app, 'planner-busy')
    await t.db
      .insert(plannerEvents)
      .values(Array.from({ length: PLANNER_LIMITS.events }, (_, i) => ({ ownerId: busy.id, title: `Event ${i}` })))
    const refused = await call('POST', '/api/planner/events', { title: 'One more' }, busy)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'planner_events_full',
      message: `You have ${PLANNER_LIMITS.events} events already. Delete one to start another.`,
    })
    expect((await call('POST', '/api/planner/events', { title: 'One more' }, busy, 'bn')).json().message).toBe(
      'আপনার আগেই ১০টি অনুষ্ঠান আছে। নতুন একটি শুরু করতে একটি মুছে ফেলুন।',
    )
  })

  it(`at most ${PLANNER_LIMITS.functionsPerEvent} functions and ${PLANNER_LIMITS.checklistItemsPerEvent} tasks per event`, async () => {
    const tooMany = Array.from({ length: PLANNER_LIMITS.functionsPerEvent + 1 }, () => ({ kind: 'other' }))
    expect((await call('POST', '/api/planner/events', { title: 'Many', functions: tooMany })).statusCode).toBe(400)
    const event = await newEvent({ withChecklist: false })
    await t.db
      .insert(plannerFunctions)
      .values(Array.from({ length: PLANNER_LIMITS.functionsPerEvent - 3 }, () => ({ eventId: event.id, kind: 'other' as const })))
    const fn = await call('POST', `/api/planner/events/${event.id}/functions`, { kind: 'mehndi' })
    expect(fn.statusCode).toBe(409)
    expect(fn.json().code).toBe('planner_functions_full')

    await t.db
      .insert(plannerChecklistItems)
      .values(Array.from({ length: PLANNER_LIMITS.checklistItemsPerEvent }, (_, i) => ({ eventId: event.id, text: `Task ${i}` })))
    const task = await call('POST', `/api/planner/events/${event.id}/checklist`, { text: 'One more' })
    expect(task.statusCode).toBe(409)
    expect(task.json().code).toBe('planner_tasks_full')
    expect((await call('POST', `/api/planner/events/${event.id}/checklist/usual`)).json().code).toBe('planner_tasks_full')
  })
})

describe('the limit on changes', () => {
  it('refuses an account changing its plans too quickly, guest list included, with 429, Retry-After and the sentence', async () => {
    // A factor of 0.01 leaves 3 changes per window.
    const limited = await createTestApp({ PLANNER_RATE_LIMIT_FACTOR: '0.01' })
    try {
      const busy = await createActor(limited.app, 'planner-busy')
      const as = (actor: TActor, method: TMethod, url: string, payload?: object, lang?: 'bn') =>
        limited.app.inject({
          method,
          url,
          headers: { cookie: actor.cookie, ...(lang ? { 'accept-language': lang } : {}) },
          ...(payload ? { payload } : {}),
        })
      const created = await as(busy, 'POST', '/api/planner/events', { title: 'Quick wedding' })
      expect(created.statusCode, created.body).toBe(201)
      const eventId = created.json<TPlannerEvent>().id
      expect((await as(busy, 'PATCH', `/api/planner/events/${eventId}`, { title: 'Quicker wedding' })).statusCode).toBe(200)
      expect((await as(busy, 'POST', `/api/planner/events/${eventId}/guests`, { name: 'Karim', side: 'groom' })).statusCode).toBe(200)

      const refused = await as(busy, 'PATCH', `/api/planner/events/${eventId}`, { title: 'Too quick' })
      expect(refused.statusCode).toBe(429)
      expect(refused.json().code).toBe('planner_rate_limited')
      expect(refused.json().message).toBe('You are changing your plans too quickly. Please try again in 60 minutes.')
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      const inBangla = await as(busy, 'DELETE', `/api/planner/events/${eventId}`, undefined, 'bn')
      expect(inBangla.statusCode).toBe(429)
      expect(inBangla.json().message).toBe('অল্প সময়ে পরিকল্পনায় অনেক বেশি পরিবর্তন এসেছে। ৬০ মিনিট পরে আবার চেষ্টা করুন।')
      // Reading goes on, nothing changed, and another account is not affected.
      const read = await as(busy, 'GET', `/api/planner/events/${eventId}`)
      expect(read.statusCode).toBe(200)
      expect(read.json<TPlannerEvent>().title).toBe('Quicker wedding')
      const other = await createActor(limited.app, 'planner-calm')
      expect((await as(other, 'POST', '/api/planner/events', { title: 'Calm wedding' })).statusCode).toBe(201)
    } finally {
      await limited.close()
    }
  })
})
