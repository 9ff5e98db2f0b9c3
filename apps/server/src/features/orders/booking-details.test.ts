import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COSTUME_DELIVERY_CHARGE_BDT } from '@utsab/shared/constants'
import { formatDate } from '@utsab/shared/format'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { TEXTS } from '@utsab/shared/texts'
import { createActor, type TActor } from '../../../test/actors'
import { bookingOf, costumeBooking, daysFromNow, EVENT_PLACE, VENUE_BOOKING } from '../../../test/catalog-fixtures'
import { createMerchant } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../db/factories'
import { user } from '../../db/schema'

let t: Awaited<ReturnType<typeof createTestApp>>
let hall: { id: string; kind: 'venue'; size: null }
let sari: { id: string; kind: 'costume'; size: string }
let studio: { id: string; kind: 'photographer' }
let customer: TActor
let dayOffset = 40
const freshDate = () => daysFromNow(dayOffset++)

beforeAll(async () => {
  t = await createTestApp()
  const { listings } = await insertAgencyWithListings(t.app.db, buildAgency({ name: 'Jamuna Events' }), [
    buildListing('venue', {
      name: 'Kadam Hall',
      nameBn: 'কদম হল',
      categoryBn: 'বিয়ের হল',
      addressBn: 'রোড ৭, মিরপুর ১০',
      district: 'Dhaka',
      priceBdt: 60_000,
      capacity: 250,
    }),
    buildListing('costume', { name: 'Jamdani Sari', priceBdt: 4_000, size: 'S, M, L' }),
    buildListing('photographer', { name: 'Alo Studio', priceBdt: 12_000 }),
  ])
  hall = { id: listings[0]!.id, kind: 'venue', size: null }
  sari = { id: listings[1]!.id, kind: 'costume', size: 'S, M, L' }
  studio = { id: listings[2]!.id, kind: 'photographer' }
  customer = await createActor(t.app, 'details-customer')
})
afterAll(() => t.close())

const as = (actor: TActor) => ({ cookie: actor.cookie })
const order = (actor: TActor, payload: object) => t.app.inject({ method: 'POST', url: '/api/orders', headers: as(actor), payload })
const phoneOf = async (id: string) => (await t.db.select({ phone: user.phone }).from(user).where(eq(user.id, id)))[0]?.phone

describe('the mobile number', () => {
  it('is asked at the first booking, saved to the profile, and not asked again', async () => {
    const newcomer = await createActor(t.app, 'no-phone', null, { phone: null })
    const refused = await order(newcomer, bookingOf(studio, freshDate()))
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'phone_required', fields: { phone: expect.stringMatching(/mobile number/) } })
    const wrong = await order(newcomer, { ...bookingOf(studio, freshDate()), phone: '12345' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields.phone).toBe('Enter a Bangladeshi mobile number, like 01711 000000')

    // Typed the way people type it, in Bengali digits: stored in one form.
    const first = await order(newcomer, { ...bookingOf(studio, freshDate()), phone: '০১৭১১-২২৩৩৪৪' })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json<TOrder>().details.phone).toBe('+8801711223344')
    expect(await phoneOf(newcomer.id)).toBe('+8801711223344')
    const second = await order(newcomer, bookingOf(studio, freshDate()))
    expect(second.statusCode, second.body).toBe(201)
    expect(second.json<TOrder>().details.phone).toBe('+8801711223344')
    // A new number given later replaces the profile's.
    await order(newcomer, { ...bookingOf(studio, freshDate()), phone: '01811 000111' })
    expect(await phoneOf(newcomer.id)).toBe('+8801811000111')
  })

  it('can come with the cart checkout', async () => {
    const shopper = await createActor(t.app, 'cart-no-phone', null, { phone: null })
    const cart = (payload: object | undefined, url = '/api/cart') => t.app.inject({ method: 'POST', url, headers: as(shopper), payload })
    expect((await cart(bookingOf(sari))).statusCode).toBe(201)
    const refused = await cart(undefined, '/api/cart/checkout')
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'phone_required' })
    const done = await cart({ phone: '01911 223344' }, '/api/cart/checkout')
    expect(done.statusCode, done.body).toBe(201)
    expect(done.json().orders[0].details).toMatchObject({ phone: '+8801911223344', size: 'S', quantity: 1 })
  })
})

describe('a venue', () => {
  it('needs the shift and the guests, within what the hall seats', async () => {
    const eventDate = freshDate()
    const cases: [object, string, string][] = [
      [{ guests: 100 }, 'shift', 'booking_details_missing'],
      [{ shift: 'evening' }, 'guests', 'booking_details_missing'],
      [{ shift: 'night', guests: 100 }, 'shift', 'validation_failed'],
      [{ shift: 'day', guests: 0 }, 'guests', 'validation_failed'],
      [{ shift: 'day', guests: 'many' }, 'guests', 'validation_failed'],
      [{ shift: 'day', guests: 251 }, 'guests', 'too_many_guests'],
    ]
    for (const [details, field, code] of cases) {
      const response = await order(customer, { listingId: hall.id, eventDate, ...details })
      expect(response.statusCode, JSON.stringify(details)).toBe(400)
      expect(response.json(), JSON.stringify(details)).toMatchObject({ code, fields: { [field]: expect.any(String) } })
    }
    const tooMany = await order(customer, { listingId: hall.id, eventDate, shift: 'day', guests: 251 })
    expect(tooMany.json().message).toBe('This venue seats at most 250 guests.')
  })

  it('sells the day and the evening of a date once each; the calendar shows a date full only when both are taken', async () => {
    const eventDate = freshDate()
    const rival = await createActor(t.app, 'venue-rival')
    const evening = await order(customer, { ...bookingOf(hall, eventDate), shift: 'evening', guests: 250 })
    expect(evening.statusCode, evening.body).toBe(201)
    expect(evening.json<TOrder>()).toMatchObject({
      eventDate,
      details: { shift: 'evening', guests: 250, size: null, deliveryAddress: null },
    })

    const calendar = async () => (await t.app.inject({ method: 'GET', url: `/api/venue/${hall.id}/availability` })).json()
    expect(await calendar()).toMatchObject({ booked: [], takenShifts: [{ date: eventDate, shift: 'evening' }] })

    const clash = await order(rival, { ...bookingOf(hall, eventDate), shift: 'evening' })
    expect(clash.json()).toMatchObject({ statusCode: 409, code: 'shift_taken', message: TEXTS.shiftTaken })
    const day = await order(rival, { ...bookingOf(hall, eventDate), shift: 'day' })
    expect(day.statusCode, day.body).toBe(201)
    expect(await calendar()).toMatchObject({ booked: [eventDate], takenShifts: [] })

    // Racing for one shift: one booking wins.
    const raceDate = freshDate()
    const racers = await Promise.all(Array.from({ length: 6 }, (_, i) => createActor(t.app, `racer-${i}`)))
    const answers = await Promise.all(racers.map((racer) => order(racer, { ...bookingOf(hall, raceDate), shift: 'day' })))
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1)
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5)
  })
})

describe('a costume', () => {
  it('takes a size it comes in, a quantity priced on the server, and where and when to deliver it', async () => {
    const response = await order(customer, { ...bookingOf(sari), size: 'm', quantity: 3, price: 1 })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<TOrder>()).toMatchObject({
      eventDate: null,
      unitPrice: 4_000,
      price: 12_000,
      deliveryCharge: COSTUME_DELIVERY_CHARGE_BDT,
      total: 12_000 + COSTUME_DELIVERY_CHARGE_BDT,
      details: { size: 'M', quantity: 3, deliveryAddress: costumeBooking().deliveryAddress, shift: null, guests: null },
    })
  })

  it('refuses what a courier cannot deliver, naming the field', async () => {
    const tomorrow = daysFromNow(1)
    const cases: [object, string, string][] = [
      [{ size: undefined }, 'size', 'booking_details_missing'],
      [{ size: 'XXL' }, 'size', 'size_not_offered'],
      [{ quantity: 21 }, 'quantity', 'validation_failed'],
      [{ quantity: 0 }, 'quantity', 'validation_failed'],
      [{ deliveryAddress: undefined }, 'deliveryAddress', 'booking_details_missing'],
      [{ deliveryAddress: 'Dhaka' }, 'deliveryAddress', 'validation_failed'],
      [{ deliveryAddress: 'House 1\u202e, Road 2, Banani' }, 'deliveryAddress', 'validation_failed'],
      [{ deliveryDate: undefined }, 'deliveryDate', 'booking_details_missing'],
      [{ deliveryDate: tomorrow }, 'deliveryDate', 'invalid_delivery_date'],
      [{ deliveryDate: daysFromNow(800) }, 'deliveryDate', 'invalid_delivery_date'],
      [{ deliveryDate: 'soon' }, 'deliveryDate', 'validation_failed'],
    ]
    for (const [change, field, code] of cases) {
      const response = await order(customer, { ...bookingOf(sari), ...change })
      expect(response.statusCode, JSON.stringify(change)).toBe(400)
      expect(response.json(), JSON.stringify(change)).toMatchObject({ code, fields: { [field]: expect.any(String) } })
    }
    const offered = await order(customer, { ...bookingOf(sari), size: 'XXL' })
    expect(offered.json().message).toBe('This costume comes in S, M, L: please choose one of those sizes.')
    const soon = await order(customer, { ...bookingOf(sari), deliveryDate: tomorrow })
    expect(soon.json().message).toBe(`Delivery takes at least 2 days: choose ${formatDate(daysFromNow(2))} or later.`)
  })
})

describe('the other kinds', () => {
  it("keep nothing of another kind's details", async () => {
    const response = await order(customer, { ...bookingOf(studio, freshDate()), ...VENUE_BOOKING, ...costumeBooking(), quantity: 4 })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<TOrder>()).toMatchObject({
      price: 12_000,
      details: { shift: null, guests: null, size: null, quantity: 1, deliveryAddress: null, deliveryDate: null, ...EVENT_PLACE },
    })
    // A venue keeps no event address or time of its own: its place is the hall, its time the shift.
    const venue = await order(customer, { ...bookingOf(hall, freshDate()), ...EVENT_PLACE })
    expect(venue.json<TOrder>().details).toMatchObject({ eventAddress: null, eventTime: null })
  })
})

describe('a photographer or makeup artist', () => {
  it('is told where and when: both are asked, each refusal under its own field at once, and kept on the booking', async () => {
    const family = await createActor(t.app, 'place-refused')
    const refused = await order(family, { listingId: studio.id, eventDate: freshDate() })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      code: 'booking_details_missing',
      fields: { eventAddress: 'Please give the address of the event.', eventTime: 'Please choose when they should start.' },
    })
    const cases: [object, string][] = [
      [{ eventTime: '16:15' }, 'eventTime'],
      [{ eventTime: '05:30' }, 'eventTime'],
      [{ eventTime: '4pm' }, 'eventTime'],
      [{ eventAddress: 'Home' }, 'eventAddress'],
      [{ eventAddress: 'x'.repeat(301) }, 'eventAddress'],
    ]
    for (const [change, field] of cases) {
      const response = await order(family, { ...bookingOf(studio, freshDate()), ...change })
      expect(response.statusCode, JSON.stringify(change)).toBe(400)
      expect(response.json(), JSON.stringify(change)).toMatchObject({ code: 'validation_failed', fields: { [field]: expect.any(String) } })
    }
    const placed = await order(family, { ...bookingOf(studio, freshDate()), eventTime: '23:30' })
    expect(placed.statusCode, placed.body).toBe(201)
    expect(placed.json<TOrder>().details).toMatchObject({ eventAddress: EVENT_PLACE.eventAddress, eventTime: '23:30' })
  })

  it("comes to the family's venue booking of that day, from its shift's start, when no place or time is given", async () => {
    const family = await createActor(t.app, 'place-from-venue')
    const eventDate = freshDate()
    const venue = await order(family, { ...bookingOf(hall, eventDate), shift: 'day' })
    expect(venue.statusCode, venue.body).toBe(201)
    const placed = await order(family, { listingId: studio.id, eventDate })
    expect(placed.statusCode, placed.body).toBe(201)
    expect(placed.json<TOrder>().details).toMatchObject({ eventAddress: venue.json<TOrder>().location, eventTime: '11:00' })
    // What the family gives wins over the venue's.
    const makeupDate = freshDate()
    await order(family, { ...bookingOf(hall, makeupDate), shift: 'evening' })
    const early = await order(family, { listingId: studio.id, eventDate: makeupDate, eventTime: '15:00' })
    expect(early.json<TOrder>().details).toMatchObject({ eventAddress: venue.json<TOrder>().location, eventTime: '15:00' })

    // Another family's hall that day, or the family's hall on another day, is no place to go.
    const stranger = await createActor(t.app, 'place-stranger')
    expect((await order(stranger, { listingId: studio.id, eventDate })).json()).toMatchObject({
      statusCode: 400,
      fields: { eventAddress: expect.any(String), eventTime: expect.any(String) },
    })
    expect((await order(family, { listingId: studio.id, eventDate: freshDate() })).statusCode).toBe(400)
    // A cancelled venue booking no longer says where.
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${venue.json<TOrder>().id}`, headers: as(family) })
    expect((await order(family, { listingId: studio.id, eventDate })).statusCode).toBe(400)
  })

  it('comes to the hall checked out in the same cart, and the booking keeps the Bangla name, category and address', async () => {
    const family = await createActor(t.app, 'place-cart')
    const eventDate = freshDate()
    const cart = (payload?: object, url = '/api/cart') => t.app.inject({ method: 'POST', url, headers: as(family), payload })
    expect((await cart(bookingOf(hall, eventDate))).statusCode).toBe(201)
    const added = await cart({ listingId: studio.id, eventDate })
    expect(added.statusCode, added.body).toBe(201)
    const done = await cart(undefined, '/api/cart/checkout')
    expect(done.statusCode, done.body).toBe(201)
    const booked = done.json<{ orders: TOrder[] }>().orders
    const photographer = booked.find((placed) => placed.kind === 'photographer')!
    const hallBooking = booked.find((placed) => placed.kind === 'venue')!
    expect(photographer.details).toMatchObject({ eventAddress: hallBooking.location, eventTime: '18:00' })
    expect(hallBooking).toMatchObject({ eventBn: 'কদম হল', categoryBn: 'বিয়ের হল', locationBn: 'রোড ৭, মিরপুর ১০, ঢাকা' })
    expect(photographer).toMatchObject({ eventBn: null, categoryBn: null, locationBn: null })
  })
})

describe('the merchant', () => {
  it('sees what the customer gave on their bookings', async () => {
    const admin = await createActor(t.app, 'details-admin', 'admin')
    const merchant = await createMerchant(t.app, admin, 'details-merchant', 'venue')
    const own = (await t.app.inject({ method: 'GET', url: '/api/merchant/listings', headers: as(merchant) })).json().data[0]
    const eventDate = freshDate()
    const placed = await order(customer, { ...bookingOf({ id: own.id, kind: 'venue' }, eventDate), guests: 180, shift: 'day' })
    expect(placed.statusCode, placed.body).toBe(201)
    const bookings = (await t.app.inject({ method: 'GET', url: '/api/merchant/bookings', headers: as(merchant) })).json()
    expect(bookings.data ?? bookings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: placed.json().id,
          details: expect.objectContaining({ phone: await phoneOf(customer.id), shift: 'day', guests: 180 }),
        }),
      ]),
    )
  })
})
