import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addDays } from '@utsab/shared/format'
import { GUEST_LIMITS, RSVP_RATE_LIMITS } from '@utsab/shared/guests'
import type { TGuestList, TPublicInvitation, TRsvp } from '@utsab/shared/schemas/guests'
import type { TPlannerEvent } from '@utsab/shared/schemas/planner'
import { createActor, type TActor } from '../../../test/actors'
import { daysFromNow, EVENT_PLACE, VENUE_BOOKING } from '../../../test/catalog-fixtures'
import { createTestApp } from '../../../test/test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../db/factories'
import { orders, plannerFunctions, plannerGuests, plannerInvitations } from '../../db/schema'
import { hashOf } from './guest-tokens'

/** The guest list (issue 37, decision 061): the family's guests and invitations, and each guest's answers by their own link. */
let t: Awaited<ReturnType<typeof createTestApp>>
let family: TActor
let stranger: TActor

beforeAll(async () => {
  t = await createTestApp()
  stranger = await createActor(t.app, 'guests-stranger')
})
// A family of its own per test: ten events each at most.
beforeEach(async () => {
  family = await createActor(t.app, 'guests-family')
})
afterAll(() => t.close())

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: TMethod, url: string, payload?: object, actor: TActor | null = family, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(actor ? { cookie: actor.cookie } : {}), ...headers }, ...(payload ? { payload } : {}) })
async function ok<T = TGuestList>(method: TMethod, url: string, payload?: object, actor: TActor | null = family): Promise<T> {
  const response = await call(method, url, payload, actor)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<T>()
}

const WEDDING = daysFromNow(200)
const HOLUD = addDays(WEDDING, -2)

async function newEvent() {
  const response = await call('POST', '/api/planner/events', {
    title: 'Nadia & Rahim’s wedding',
    withChecklist: false,
    functions: [
      { kind: 'holud', date: HOLUD, place: 'Rooftop, Dhanmondi' },
      { kind: 'wedding', date: WEDDING, place: 'Kodom Hall, Uttara', mapUrl: 'https://maps.google.com/?q=Uttara' },
      { kind: 'reception', date: addDays(WEDDING, 2), place: 'Secret Garden' },
    ],
  })
  expect(response.statusCode, response.body).toBe(201)
  const event = response.json<TPlannerEvent>()
  const fn = (kind: string) => event.functions.find((f) => f.kind === kind)!.id
  return { id: event.id, holud: fn('holud'), wedding: fn('wedding'), reception: fn('reception') }
}

const counts = (list: TGuestList, functionId: string) => list.counts.find((row) => row.functionId === functionId)!

describe('the family’s guest list', () => {
  it('adds guests by side and family, invites them and keeps it to the owner', async () => {
    const event = await newEvent()
    let list = await ok('POST', `/api/planner/events/${event.id}/guests`, {
      name: 'Rahman family',
      side: 'bride',
      family: 'Rahman family',
      phone: '01711 000000',
      partySize: '৪',
      functionIds: [event.holud, event.wedding],
    })
    expect(list.guests).toHaveLength(1)
    const rahman = list.guests[0]!
    expect(rahman).toMatchObject({ side: 'bride', family: 'Rahman family', phone: '+8801711000000', partySize: 4 })
    expect(rahman.invitations.map((row) => row.functionId)).toEqual([event.holud, event.wedding])
    expect(rahman.token).toMatch(/^[A-Za-z0-9_-]{32}$/)
    // Only the token's hash is kept.
    const [row] = await t.db.select().from(plannerGuests).where(eq(plannerGuests.id, rahman.id))
    expect(row!.tokenHash).toBe(hashOf(rahman.token))
    expect(JSON.stringify(row)).not.toContain(rahman.token)

    list = await ok('POST', `/api/planner/events/${event.id}/guests`, { name: 'Karim', side: 'groom' })
    expect(list.guests.map((guest) => guest.name)).toEqual(['Rahman family', 'Karim'])
    expect(counts(list, event.wedding)).toMatchObject({ invited: 1, invitedHeads: 4, notAnswered: 1, attendingHeads: 0 })

    const karim = list.guests.find((guest) => guest.name === 'Karim')!
    list = await ok('PUT', `/api/planner/guests/${karim.id}/functions/${event.wedding}`)
    expect(counts(list, event.wedding)).toMatchObject({ invited: 2, invitedHeads: 5 })
    list = await ok('POST', `/api/planner/events/${event.id}/guests/invite`, {
      guestIds: [karim.id, rahman.id],
      functionIds: [event.reception],
    })
    expect(counts(list, event.reception).invited).toBe(2)
    list = await ok('DELETE', `/api/planner/guests/${karim.id}/functions/${event.reception}`)
    expect(counts(list, event.reception).invited).toBe(1)

    list = await ok('PUT', `/api/planner/guests/${karim.id}`, { name: 'Karim Uddin', side: 'groom', family: 'Office', partySize: 2 })
    expect(list.guests.find((guest) => guest.id === karim.id)).toMatchObject({ name: 'Karim Uddin', family: 'Office', partySize: 2 })

    // Someone else: not found, whatever they try.
    expect((await call('GET', `/api/planner/events/${event.id}/guests`, undefined, stranger)).statusCode).toBe(404)
    expect((await call('PUT', `/api/planner/guests/${karim.id}`, { name: 'X', side: 'both' }, stranger)).json().code).toBe(
      'guest_not_found',
    )
    expect((await call('DELETE', `/api/planner/guests/${karim.id}`, undefined, stranger)).statusCode).toBe(404)
    expect((await call('PUT', `/api/planner/guests/${karim.id}/functions/${event.wedding}`, undefined, stranger)).statusCode).toBe(404)
    expect((await call('GET', `/api/planner/events/${event.id}/guests`, undefined, null)).statusCode).toBe(401)

    // A function of another event is not one to invite to.
    const other = await newEvent()
    expect((await call('PUT', `/api/planner/guests/${karim.id}/functions/${other.wedding}`)).json().code).toBe('planner_function_not_found')

    list = await ok('DELETE', `/api/planner/guests/${karim.id}`)
    expect(list.guests.map((guest) => guest.name)).toEqual(['Rahman family'])
  })

  it('refuses a guest with a bad phone or party size, naming the field in the person’s language', async () => {
    const event = await newEvent()
    const response = await call(
      'POST',
      `/api/planner/events/${event.id}/guests`,
      { name: 'Rina', side: 'bride', phone: '12', partySize: 99 },
      family,
      {
        'accept-language': 'bn',
      },
    )
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields)).toEqual(expect.arrayContaining(['phone', 'partySize']))
    expect(response.json().fields.partySize).toMatch(/[\u0980-\u09FF]/)
  })

  it('keeps to the limit of guests per event', async () => {
    const event = await newEvent()
    const rows = Array.from({ length: GUEST_LIMITS.guestsPerEvent }, (_, i) => `Guest ${i + 1},both`)
    await ok('POST', `/api/planner/events/${event.id}/guests/csv`, { csv: ['name,side', ...rows].join('\n') })
    const response = await call('POST', `/api/planner/events/${event.id}/guests`, { name: 'One more', side: 'both' })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('guests_full')
  })
})

describe('a CSV of guests', () => {
  it('adds every row, with functions named in English or Bangla', async () => {
    const event = await newEvent()
    const csv = [
      'Name,Side,Family,Phone,Email,Party size,Functions',
      '"Hossain, Jamal",Groom,Hossain family,01812345678,jamal@example.com,3,Holud | Wedding',
      'Shila,কনে পক্ষ,,,,,বিয়ে',
      '',
      'Dolly,both,,,,2,',
    ].join('\r\n')
    const answer = await ok<{ added: number; list: TGuestList }>('POST', `/api/planner/events/${event.id}/guests/csv`, { csv })
    expect(answer.added).toBe(3)
    const jamal = answer.list.guests.find((guest) => guest.name === 'Hossain, Jamal')!
    expect(jamal).toMatchObject({ side: 'groom', family: 'Hossain family', phone: '+8801812345678', partySize: 3 })
    expect(jamal.invitations.map((row) => row.functionId)).toEqual([event.holud, event.wedding])
    expect(answer.list.guests.find((guest) => guest.name === 'Shila')).toMatchObject({ side: 'bride', partySize: 1 })
    expect(counts(answer.list, event.wedding).invited).toBe(2)
  })

  it('adds nothing when a row is wrong, naming each mistake by line in the person’s language', async () => {
    const event = await newEvent()
    const csv = ['name,side,phone,party size,functions', 'Good Guest,bride,,2,wedding', ',groom,,,', 'Bad Phone,aunt,123,99,Mehndi'].join(
      '\n',
    )
    const response = await call('POST', `/api/planner/events/${event.id}/guests/csv`, { csv }, family, { 'accept-language': 'bn' })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.code).toBe('guests_csv_invalid')
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['3.name', '4.side', '4.phone', '4.partySize', '4.functions']))
    expect(body.fields['4.functions']).toContain('Mehndi')
    expect(body.message).toMatch(/[\u0980-\u09FF]/)
    expect((await ok('GET', `/api/planner/events/${event.id}/guests`)).guests).toEqual([])
  })

  it('refuses a file without a name column, and one too long', async () => {
    const event = await newEvent()
    const headerless = await call('POST', `/api/planner/events/${event.id}/guests/csv`, { csv: 'Rahim,bride\nKarim,groom' })
    expect(headerless.json()).toMatchObject({ code: 'guests_csv_invalid', fields: { '1.row': expect.any(String) } })
    const huge = await call('POST', `/api/planner/events/${event.id}/guests/csv`, { csv: 'x'.repeat(GUEST_LIMITS.csvChars + 1) })
    expect(huge.statusCode).toBe(400)
    expect((await call('POST', `/api/planner/events/${event.id}/guests/csv`, { csv: 'name\nA' }, stranger)).statusCode).toBe(404)
  })
})

describe('a guest answers through their personal link', () => {
  async function invitedGuest() {
    const event = await newEvent()
    const list = await ok('POST', `/api/planner/events/${event.id}/guests`, {
      name: 'Rahman family',
      side: 'bride',
      partySize: 4,
      functionIds: [event.holud, event.wedding],
    })
    await ok('POST', `/api/planner/events/${event.id}/guests`, { name: 'Secret Neighbour', side: 'groom', functionIds: [event.wedding] })
    return { event, token: list.guests[0]!.token }
  }

  it('reads their own invitation only and answers per function, without an account', async () => {
    const { event, token } = await invitedGuest()
    const rsvp = await ok<TRsvp>('GET', `/api/rsvp/${token}`, undefined, null)
    expect(rsvp.guest).toEqual({ name: 'Rahman family', partySize: 4 })
    expect(rsvp.functions.map((fn) => [fn.id, fn.open, fn.answer])).toEqual([
      [event.holud, true, null],
      [event.wedding, true, null],
    ])
    expect(JSON.stringify(rsvp)).not.toContain('Secret Neighbour')

    const answered = await ok<TRsvp>(
      'POST',
      `/api/rsvp/${token}`,
      {
        answers: [
          { functionId: event.holud, attending: 'no' },
          { functionId: event.wedding, attending: 'yes', heads: '৩', dietary: 'One vegetarian' },
        ],
      },
      null,
    )
    expect(answered.functions.map((fn) => fn.answer && [fn.answer.attending, fn.answer.heads, fn.answer.dietary])).toEqual([
      ['no', 0, null],
      ['yes', 3, 'One vegetarian'],
    ])
    let list = await ok('GET', `/api/planner/events/${event.id}/guests`)
    expect(counts(list, event.wedding)).toMatchObject({ invited: 2, attending: 1, attendingHeads: 3, notAnswered: 1, dietaryNotes: 1 })
    expect(counts(list, event.holud)).toMatchObject({ invited: 1, declined: 1, attendingHeads: 0, notAnswered: 0 })

    // They change their mind: the answer is replaced.
    await ok('POST', `/api/rsvp/${token}`, { answers: [{ functionId: event.wedding, attending: 'maybe', heads: 2 }] }, null)
    list = await ok('GET', `/api/planner/events/${event.id}/guests`)
    expect(counts(list, event.wedding)).toMatchObject({ attending: 0, maybe: 1, attendingHeads: 0, dietaryNotes: 0 })

    // Taking the invitation back takes its answer with it.
    const guestId = list.guests.find((guest) => guest.name === 'Rahman family')!.id
    list = await ok('DELETE', `/api/planner/guests/${guestId}/functions/${event.wedding}`)
    expect(counts(list, event.wedding)).toMatchObject({ invited: 1, maybe: 0 })
  })

  it('refuses more people than the party, a function they are not invited to, and a function whose day has passed', async () => {
    const { event, token } = await invitedGuest()
    const over = await call('POST', `/api/rsvp/${token}`, { answers: [{ functionId: event.wedding, attending: 'yes', heads: 5 }] }, null, {
      'accept-language': 'bn',
    })
    expect(over.statusCode).toBe(400)
    expect(over.json().code).toBe('rsvp_heads_over_party')
    expect(over.json().message).toContain('৪')
    const notInvited = await call('POST', `/api/rsvp/${token}`, { answers: [{ functionId: event.reception, attending: 'yes' }] }, null)
    expect(notInvited.json().code).toBe('rsvp_not_invited')
    const zero = await call('POST', `/api/rsvp/${token}`, { answers: [{ functionId: event.wedding, attending: 'yes', heads: 0 }] }, null)
    expect(zero.statusCode).toBe(400)

    await t.db
      .update(plannerFunctions)
      .set({ date: daysFromNow(-1) })
      .where(eq(plannerFunctions.id, event.holud))
    const closed = await call('POST', `/api/rsvp/${token}`, { answers: [{ functionId: event.holud, attending: 'yes' }] }, null)
    expect(closed.statusCode).toBe(409)
    expect(closed.json().code).toBe('rsvp_closed')
    expect((await ok<TRsvp>('GET', `/api/rsvp/${token}`, undefined, null)).functions[0]!.open).toBe(false)
  })

  it('answers 404 to a wrong or malformed link, and the link of a deleted guest', async () => {
    const { event, token } = await invitedGuest()
    // The real link with its last character changed (to another one: a token may end in x).
    const altered = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`
    for (const bad of ['A'.repeat(32), 'short', altered]) {
      const response = await call('GET', `/api/rsvp/${bad}`, undefined, null)
      expect([400, 404]).toContain(response.statusCode)
    }
    expect((await call('GET', `/api/rsvp/${'A'.repeat(32)}`, undefined, null)).json().code).toBe('guest_link_not_found')
    const list = await ok('GET', `/api/planner/events/${event.id}/guests`)
    await ok('DELETE', `/api/planner/guests/${list.guests.find((guest) => guest.token === token)!.id}`)
    expect((await call('GET', `/api/rsvp/${token}`, undefined, null)).statusCode).toBe(404)
  })

  it('limits answers per link', async () => {
    const { event, token } = await invitedGuest()
    const answer = { answers: [{ functionId: event.wedding, attending: 'yes', heads: 1 }] }
    let last = 0
    for (let i = 0; i <= RSVP_RATE_LIMITS.perToken; i++) last = (await call('POST', `/api/rsvp/${token}`, answer, null)).statusCode
    expect(last).toBe(429)
    expect((await call('POST', `/api/rsvp/${token}`, answer, null)).json().code).toBe('rsvp_rate_limited')
  })
})

describe('the invitation page', () => {
  it('shows only what the family shares, and nothing while it is off', async () => {
    const event = await newEvent()
    let list = await ok('POST', `/api/planner/events/${event.id}/guests`, {
      name: 'Private Person',
      side: 'bride',
      functionIds: [event.wedding],
    })
    const token = list.invitation.token
    expect(list.invitation).toMatchObject({ enabled: false, functionIds: [event.holud, event.wedding, event.reception] })
    expect((await call('GET', `/api/invitations/${token}`, undefined, null)).statusCode).toBe(404)

    list = await ok('PUT', `/api/planner/events/${event.id}/invitation`, {
      enabled: true,
      welcome: 'With the blessings of both families',
      functionIds: [event.wedding, event.holud],
    })
    expect(list.invitation.token).toBe(token)
    const [row] = await t.db.select().from(plannerInvitations).where(eq(plannerInvitations.eventId, event.id))
    expect(row!.tokenHash).toBe(hashOf(token))

    const response = await call('GET', `/api/invitations/${token}`, undefined, null)
    expect(response.headers['cache-control']).toContain('no-store')
    const invitation = response.json<TPublicInvitation>()
    expect(invitation).toEqual({
      title: 'Nadia & Rahim’s wedding',
      welcome: 'With the blessings of both families',
      functions: [
        { id: event.holud, kind: 'holud', title: null, date: HOLUD, place: 'Rooftop, Dhanmondi', mapUrl: null },
        {
          id: event.wedding,
          kind: 'wedding',
          title: null,
          date: WEDDING,
          place: 'Kodom Hall, Uttara',
          mapUrl: 'https://maps.google.com/?q=Uttara',
        },
      ],
    })
    expect(response.body).not.toContain('Private Person')

    const stranger_ = await call('PUT', `/api/planner/events/${event.id}/invitation`, { enabled: false, functionIds: [] }, stranger)
    expect(stranger_.statusCode).toBe(404)
    await ok('PUT', `/api/planner/events/${event.id}/invitation`, { enabled: false, functionIds: [] })
    expect((await call('GET', `/api/invitations/${token}`, undefined, null)).statusCode).toBe(404)
  })
})

describe('the venue’s guest count', () => {
  it('shows each function’s venue booking with the guests it was booked for, beside the heads coming; the booking is untouched', async () => {
    const { listings } = await insertAgencyWithListings(t.db, buildAgency({ name: 'Guest Count Hall' }), [
      buildListing('venue', { name: 'Shapla Hall', priceBdt: 100_000 }),
    ])
    const event = await newEvent()
    const booked = await call('POST', '/api/orders', { listingId: listings[0]!.id, eventDate: WEDDING, ...VENUE_BOOKING, ...EVENT_PLACE })
    expect(booked.statusCode, booked.body).toBe(201)
    const order = booked.json<{ id: string; number: number; total: number }>()
    expect((await call('PUT', `/api/planner/bookings/${order.id}`, { functionId: event.wedding })).statusCode).toBe(200)
    const list = await ok('POST', `/api/planner/events/${event.id}/guests`, {
      name: 'Rahman family',
      side: 'bride',
      partySize: 4,
      functionIds: [event.wedding],
    })
    await ok('POST', `/api/rsvp/${list.guests[0]!.token}`, { answers: [{ functionId: event.wedding, attending: 'yes', heads: 4 }] }, null)
    const after = await ok('GET', `/api/planner/events/${event.id}/guests`)
    expect(counts(after, event.wedding)).toMatchObject({
      attendingHeads: 4,
      venueBookings: [{ orderId: order.id, number: order.number, guests: VENUE_BOOKING.guests, status: 'pending' }],
    })
    expect(counts(after, event.holud).venueBookings).toEqual([])
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect([row!.guests, row!.totalBdt]).toEqual([VENUE_BOOKING.guests, order.total])
  })
})
