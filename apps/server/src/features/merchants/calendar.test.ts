import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TListingKind } from '@utsab/shared/constants'
import type { TBlockedDate, TListingCalendar } from '@utsab/shared/schemas/calendar'
import { apiListPath } from '@utsab/shared/kinds'
import { createActor, type TActor } from '../../../test/actors'
import { bookingOf, daysFromNow, getListingPage } from '../../../test/catalog-fixtures'
import { createMerchantWithListing } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: TActor
let customer: TActor
type TOwned = { merchant: TActor; listing: { id: string; kind: TListingKind; name: string; district: string } }
let venue: TOwned
let photographer: TOwned
let costume: TOwned
let stranger: TActor

const merchantWith = (label: string, kind: TListingKind) => createMerchantWithListing<TOwned['listing']>(t.app, admin, label, kind)

const as = (actor: TActor) => ({ cookie: actor.cookie })
const block = (owner: TOwned, payload: object, actor = owner.merchant) =>
  t.app.inject({ method: 'POST', url: `/api/merchant/listings/${owner.listing.id}/blocks`, headers: as(actor), payload })
const calendar = (owner: TOwned, from: string, to: string, actor = owner.merchant) =>
  t.app.inject({ method: 'GET', url: `/api/merchant/listings/${owner.listing.id}/calendar?from=${from}&to=${to}`, headers: as(actor) })
const availability = async (owner: TOwned) =>
  (await t.app.inject({ method: 'GET', url: `${apiListPath(owner.listing.kind)}/${owner.listing.id}/availability` })).json<{
    booked: string[]
    takenShifts: { date: string; shift: string }[]
  }>()
const order = (payload: object) => t.app.inject({ method: 'POST', url: '/api/orders', headers: as(customer), payload })

beforeAll(async () => {
  t = await createTestApp()
  admin = await createActor(t.app, 'calendar-admin', 'admin')
  customer = await createActor(t.app, 'calendar-customer')
  venue = await merchantWith('calendar-venue', 'venue')
  photographer = await merchantWith('calendar-photo', 'photographer')
  costume = await merchantWith('calendar-costume', 'costume')
  stranger = (await merchantWith('calendar-stranger', 'venue')).merchant
})
afterAll(() => t.close())

describe("a merchant's calendar", () => {
  it('blocks a venue’s evening: customers see it taken and cannot book it, the day shift stays for sale', async () => {
    const day = daysFromNow(45)
    const blocked = await block(venue, { date: day, shift: 'evening', note: 'Sold at the counter to the Rahman family' })
    expect(blocked.statusCode, blocked.body).toBe(201)
    expect(blocked.json<{ data: TBlockedDate[] }>().data).toMatchObject([
      { date: day, shift: 'evening', note: 'Sold at the counter to the Rahman family' },
    ])
    expect(await availability(venue)).toMatchObject({ booked: [], takenShifts: [{ date: day, shift: 'evening' }] })
    const refused = await order({ ...bookingOf(venue.listing, day), shift: 'evening' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('shift_taken')
    const dayShift = await order({ ...bookingOf(venue.listing, day), shift: 'day' })
    expect(dayShift.statusCode, dayShift.body).toBe(201)
    // The day is now booked on Utsab: blocking it is refused, and the calendar shows both.
    const onBooking = await block(venue, { date: day, shift: 'day' })
    expect(onBooking.statusCode).toBe(409)
    expect(onBooking.json().code).toBe('date_booked')
    const read = await calendar(venue, daysFromNow(40), daysFromNow(50))
    expect(read.statusCode, read.body).toBe(200)
    expect(read.json<TListingCalendar>()).toMatchObject({
      bookings: [{ date: day, shift: 'day', status: expect.any(String), customerName: 'calendar-customer' }],
      blocks: [{ date: day, shift: 'evening' }],
    })
    // Both shifts taken: the date search leaves the venue out that day.
    const search = await getListingPage(t.app, `/api/venue?district=${venue.listing.district}&date=${day}&pageSize=60`)
    expect(search.data.map((listing) => listing.id)).not.toContain(venue.listing.id)
  })

  it('blocks a whole date of a venue (both shifts) once, however often it is pressed', async () => {
    const day = daysFromNow(46)
    expect((await block(venue, { date: day })).statusCode).toBe(201)
    const again = await block(venue, { date: day })
    expect(again.statusCode).toBe(201)
    expect(again.json<{ data: TBlockedDate[] }>().data.map((entry) => entry.shift)).toEqual(['day', 'evening'])
    expect((await availability(venue)).booked).toContain(day)
    const search = await getListingPage(t.app, `/api/venue?district=${venue.listing.district}&date=${day}&pageSize=60`)
    expect(search.data.map((listing) => listing.id)).not.toContain(venue.listing.id)
    const nextDay = await getListingPage(t.app, `/api/venue?district=${venue.listing.district}&date=${daysFromNow(49)}&pageSize=60`)
    expect(nextDay.data.map((listing) => listing.id)).toContain(venue.listing.id)
  })

  it('blocks and frees a photographer’s date; a photographer has no shifts to name', async () => {
    const day = daysFromNow(47)
    expect((await block(photographer, { date: day, shift: 'day' })).statusCode).toBe(400)
    const blocked = await block(photographer, { date: day })
    expect(blocked.statusCode, blocked.body).toBe(201)
    const [entry] = blocked.json<{ data: TBlockedDate[] }>().data
    expect(entry).toMatchObject({ date: day, shift: null, note: null })
    expect((await availability(photographer)).booked).toContain(day)
    expect((await order(bookingOf(photographer.listing, day))).json().code).toBe('date_taken')
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: as(customer),
      payload: bookingOf(photographer.listing, day),
    })
    expect(cart.statusCode).toBe(409)

    const freed = await t.app.inject({
      method: 'DELETE',
      url: `/api/merchant/listings/${photographer.listing.id}/blocks/${entry!.id}`,
      headers: as(photographer.merchant),
    })
    expect(freed.statusCode).toBe(204)
    expect((await availability(photographer)).booked).not.toContain(day)
    expect((await order(bookingOf(photographer.listing, day))).statusCode).toBe(201)
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/merchant/listings/${photographer.listing.id}/blocks/${entry!.id}`,
      headers: as(photographer.merchant),
    })
    expect(twice.statusCode).toBe(404)
  })

  it('has no calendar for a costume, which is delivered rather than booked for a day', async () => {
    const refused = await block(costume, { date: daysFromNow(30) })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('not_dated')
  })

  it('is the owner’s alone: another merchant gets 404, a customer 403, a visitor 401', async () => {
    const day = daysFromNow(48)
    expect((await block(venue, { date: day }, stranger)).statusCode).toBe(404)
    expect((await calendar(venue, day, day, stranger)).statusCode).toBe(404)
    expect((await block(venue, { date: day }, customer)).statusCode).toBe(403)
    const visitor = await t.app.inject({ method: 'POST', url: `/api/merchant/listings/${venue.listing.id}/blocks`, payload: { date: day } })
    expect(visitor.statusCode).toBe(401)
    expect((await calendar(venue, day, day)).json<TListingCalendar>().blocks).toEqual([])
  })

  it.each([
    [{ date: daysFromNow(-1) }, 'date must be today or later'],
    [{ date: '2027-02-30' }, 'date must be a date like 2027-02-14'],
    [{ date: daysFromNow(30), shift: 'night' }, 'Choose the day or the evening shift'],
    [{ date: daysFromNow(30), note: 'x'.repeat(201) }, 'note must be at most 200 characters'],
  ])('refuses the block %j with a 400 that says why', async (payload, message) => {
    const response = await block(venue, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining(message) })
  })

  it('reads at most 92 days at once, forwards', async () => {
    expect((await calendar(venue, daysFromNow(10), daysFromNow(101))).statusCode).toBe(200)
    for (const [from, to] of [
      [daysFromNow(10), daysFromNow(102)],
      [daysFromNow(10), daysFromNow(9)],
      ['2027-13-01', daysFromNow(9)],
    ])
      expect((await calendar(venue, from!, to!)).statusCode).toBe(400)
  })
})
