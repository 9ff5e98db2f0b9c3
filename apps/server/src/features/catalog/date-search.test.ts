import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_HORIZON_DAYS, COSTUME_DELIVERY_MIN_DAYS } from '@utsab/shared/constants'
import { createActor, type TActor } from '../../../test/actors'
import { bookingOf, daysFromNow, getListingPage } from '../../../test/catalog-fixtures'
import { createTestApp } from '../../../test/test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../db/factories'
import { sql } from 'drizzle-orm'

let t: Awaited<ReturnType<typeof createTestApp>>
let customer: TActor
let byName: Record<string, { id: string; kind: 'venue' | 'photographer' | 'makeup' | 'costume' }>
const eventDate = daysFromNow(40)

const names = (page: { data: { name: string }[] }) => page.data.map((listing) => listing.name).sort()
const list = (url: string) => getListingPage(t.app, url)
const order = (payload: object) => t.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: customer.cookie }, payload })

beforeAll(async () => {
  t = await createTestApp()
  customer = await createActor(t.app, 'date-search')
  const { listings } = await insertAgencyWithListings(t.db, buildAgency({ name: 'Sylhet Events', district: 'Sylhet' }), [
    buildListing('venue', { name: 'Tea Garden Hall', district: 'Sylhet', capacity: 300 }),
    buildListing('venue', { name: 'Surma Pavilion', district: 'Sylhet', capacity: 120 }),
    buildListing('venue', { name: 'Jaflong Lawn', district: 'Sylhet', capacity: null }),
    buildListing('photographer', { name: 'Sylhet Frames', district: 'Sylhet' }),
    buildListing('photographer', { name: 'Haor Light Studio', district: 'Sylhet' }),
    buildListing('makeup', { name: 'Sylhet Bridal', district: 'Sylhet' }),
    buildListing('costume', { name: 'Sylhet Silk Sari', district: 'Sylhet' }),
  ])
  byName = Object.fromEntries(listings.map((listing) => [listing.name, listing]))
})
afterAll(() => t.close())

describe('searching by event date and guests', () => {
  it('keeps a venue while one of its shifts is free, and drops it once both are booked', async () => {
    const hall = byName['Tea Garden Hall']!
    expect((await order({ ...bookingOf(hall, eventDate), shift: 'evening' })).statusCode).toBe(201)
    expect(names(await list(`/api/venue?district=Sylhet&date=${eventDate}`))).toEqual(['Jaflong Lawn', 'Surma Pavilion', 'Tea Garden Hall'])
    expect((await order({ ...bookingOf(hall, eventDate), shift: 'day' })).statusCode).toBe(201)
    const page = await list(`/api/venue?district=Sylhet&date=${eventDate}`)
    expect(names(page)).toEqual(['Jaflong Lawn', 'Surma Pavilion'])
    expect(page).toMatchObject({ total: 2, totalExact: true })
    // Another day, the hall is free again.
    expect(names(await list(`/api/venue?district=Sylhet&date=${daysFromNow(41)}`))).toContain('Tea Garden Hall')
  })

  it('drops a photographer booked that day, and counts a cancelled booking or a lapsed hold as free', async () => {
    const frames = byName['Sylhet Frames']!
    const studio = byName['Haor Light Studio']!
    const day = daysFromNow(50)
    const booked = await order(bookingOf(frames, day))
    expect(booked.statusCode, booked.body).toBe(201)
    const lapsing = await order(bookingOf(studio, day))
    expect(lapsing.statusCode, lapsing.body).toBe(201)
    expect(names(await list(`/api/photography?district=Sylhet&date=${day}`))).toEqual([])
    // The studio's hold runs out unpaid: free again, before anything marks it expired.
    await t.db.execute(sql`update orders set expires_at = now() - interval '1 minute' where id = ${lapsing.json<{ id: string }>().id}`)
    expect(names(await list(`/api/photography?district=Sylhet&date=${day}`))).toEqual(['Haor Light Studio'])
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${booked.json<{ id: string }>().id}`,
      headers: { cookie: customer.cookie },
    })
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300)
    expect(names(await list(`/api/photography?district=Sylhet&date=${day}`))).toEqual(['Haor Light Studio', 'Sylhet Frames'])
  })

  it('answers afresh after a booking, not from the catalog cache', async () => {
    const day = daysFromNow(60)
    expect(names(await list(`/api/makeup-artists?district=Sylhet&date=${day}`))).toEqual(['Sylhet Bridal'])
    expect((await order(bookingOf(byName['Sylhet Bridal']!, day))).statusCode).toBe(201)
    expect(names(await list(`/api/makeup-artists?district=Sylhet&date=${day}`))).toEqual([])
  })

  it('keeps every costume that can be delivered by the date: costumes are delivered, not booked for a day', async () => {
    expect(names(await list(`/api/costumes?district=Sylhet&date=${eventDate}`))).toEqual(['Sylhet Silk Sari'])
    expect(names(await list(`/api/costumes?district=Sylhet&date=${daysFromNow(COSTUME_DELIVERY_MIN_DAYS)}`))).toEqual(['Sylhet Silk Sari'])
    expect(await list(`/api/costumes?district=Sylhet&date=${daysFromNow(COSTUME_DELIVERY_MIN_DAYS - 1)}`)).toMatchObject({
      data: [],
      total: 0,
    })
  })

  it('keeps the venues that seat the guests (a venue that gave no capacity cannot promise it), and only venues take a guest count', async () => {
    expect(names(await list('/api/venue?district=Sylhet&guests=150'))).toEqual(['Tea Garden Hall'])
    expect(names(await list('/api/venue?district=Sylhet&guests=120'))).toEqual(['Surma Pavilion', 'Tea Garden Hall'])
    expect(names(await list(`/api/venue?district=Sylhet&guests=100&date=${eventDate}`))).toEqual(['Surma Pavilion'])
    expect(names(await list('/api/photography?district=Sylhet&guests=5000'))).toEqual(['Haor Light Studio', 'Sylhet Frames'])
  })

  it('tells a guest count no venue seats from a date with nothing free: the most any venue there seats', async () => {
    // 100,000 guests: no hall in Sylhet (nor anywhere in this catalog) seats that many, free or not.
    const tooMany = await list(`/api/venue?district=Sylhet&guests=100000&date=${eventDate}`)
    expect(tooMany).toMatchObject({ data: [], total: 0, tooManyGuests: { largestCapacity: 300 } })
    expect(await list('/api/venue?guests=301')).toMatchObject({ total: 0, tooManyGuests: { largestCapacity: 300 } })
    // Venues seat 300, but the one that does is booked both shifts that day: that is "nothing free", not too many guests.
    const booked = await list(`/api/venue?district=Sylhet&guests=300&date=${eventDate}`)
    expect(booked.total).toBe(0)
    expect(booked).not.toHaveProperty('tooManyGuests')
    expect(await list('/api/venue?district=Sylhet&guests=120')).not.toHaveProperty('tooManyGuests')
    // A district whose venues gave no capacity at all.
    expect(await list('/api/venue?district=Bandarban&guests=50')).toMatchObject({ total: 0, tooManyGuests: { largestCapacity: null } })
  })

  it.each([
    ['date=2027-02-30', 'date must be a date like 2027-02-14'],
    ['date=tomorrow', 'date must be a date like 2027-02-14'],
    [`date=${daysFromNow(-1)}`, 'date must be today or later'],
    [`date=${daysFromNow(BOOKING_HORIZON_DAYS + 1)}`, `date must be at most ${BOOKING_HORIZON_DAYS} days from today`],
    ['guests=0', 'guests must be 1 or more'],
    ['guests=2.5', 'guests must be a whole number'],
    ['guests=many', 'guests must be a number'],
    ['guests=100001', 'guests is too large'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/venue?${query}` })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining(message) })
  })

  it('says why in Bangla to a Bangla reader', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/venue?date=${daysFromNow(-1)}`, headers: { 'accept-language': 'bn' } })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('date আজ বা তার পরের হতে হবে।')
  })

  it('takes today and the last day of the horizon', async () => {
    for (const day of [daysFromNow(0), daysFromNow(BOOKING_HORIZON_DAYS)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/venue?date=${day}` })
      expect(response.statusCode, response.body).toBe(200)
    }
  })
})
