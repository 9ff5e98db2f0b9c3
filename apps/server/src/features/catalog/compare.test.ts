import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COSTUME_DELIVERY_CHARGE_BDT } from '@utsab/shared/constants'
import type { TComparison } from '@utsab/shared/schemas/compare'
import { createTestApp } from '../../../test/test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../db/factories'
import { agencies, listings } from '../../db/schema'

let t: Awaited<ReturnType<typeof createTestApp>>
let hall: string
let plainHall: string
let photographer: string
let costume: string
let hidden: string
beforeAll(async () => {
  t = await createTestApp()
  const { agency, listings: made } = await insertAgencyWithListings(t.db, buildAgency({ name: 'Karnaphuli Events' }), [
    buildListing('venue', {
      name: 'Karnaphuli Hall',
      priceBdt: 60_000,
      capacity: 250,
      district: 'Chittagong',
      advancePercent: 30,
      cancellationPolicy: 'strict',
      packages: [
        { id: 'evening', name: 'Evening', nameBn: null, price: 60_000, includes: 'The hall from 5 pm', includesBn: null },
        { id: 'full-day', name: 'Full day', nameBn: null, price: 90_000, includes: 'The hall all day', includesBn: null },
      ],
      addons: [
        { id: 'kacchi', name: 'Kacchi menu', nameBn: null, price: 650, unit: 'guest' },
        { id: 'bengali', name: 'Bengali menu', nameBn: null, price: 480, unit: 'guest' },
        { id: 'stage', name: 'Stage', nameBn: null, price: 8_000, unit: 'booking' },
      ],
    }),
    buildListing('venue', { name: 'Plain Hall', priceBdt: 40_000, capacity: null }),
    buildListing('photographer', { name: 'Golden Hour Studio', priceBdt: 15_000, cancellationPolicy: 'flexible' }),
    buildListing('costume', { name: 'Red Benarasi Sari', priceBdt: 6_500 }),
    buildListing('makeup', { name: 'Withdrawn Glow', priceBdt: 9_000, published: false }),
  ])
  ;[hall, plainHall, photographer, costume, hidden] = made.map((row) => row.id) as [string, string, string, string, string]
  await t.db.update(agencies).set({ replyMinutes: 30, replySamples: 5 }).where(eq(agencies.id, agency.id))
  await t.db.update(listings).set({ replyMinutes: 30 }).where(eq(listings.agencyId, agency.id))
})
afterAll(() => t.close())

const UNKNOWN_ID = '00000000-0000-4000-a000-000000000000'
const compare = (query: string, lang?: 'bn') =>
  t.app.inject({ method: 'GET', url: `/api/compare?${query}`, headers: lang ? { 'accept-language': lang } : {} })

describe('comparing listings', () => {
  it('answers each listing in the order asked, priced for the guests by the booking’s own rule', async () => {
    const answer = await compare(`ids=${photographer},${hall},${costume}&guests=300`)
    expect(answer.statusCode, answer.body).toBe(200)
    const { guests, data } = answer.json<TComparison>()
    expect(guests).toBe(300)
    expect(data.map((item) => item.id)).toEqual([photographer, hall, costume])
    const [studio, venue, sari] = data
    // The first package and the cheapest menu for every guest; a booking-wide add-on is not assumed. It seats 250.
    expect(venue).toMatchObject({
      name: 'Karnaphuli Hall',
      kind: 'venue',
      agencyName: 'Karnaphuli Events',
      district: 'Chittagong',
      picture: '/demo/venue-bg.svg',
      capacity: 250,
      seatsGuests: false,
      advancePercent: 30,
      cancellationPolicy: 'strict',
      rating: null,
      reviewCount: 0,
      replyMinutes: 30,
      price: { total: 60_000 + 480 * 300 },
    })
    expect(venue!.price.lines.map((line) => [line.name, line.quantity, line.amount])).toEqual([
      ['Evening', 1, 60_000],
      ['Bengali menu', 300, 144_000],
    ])
    // Guests do not price a photographer; a costume's total has its delivery, as the cart's has.
    expect(studio).toMatchObject({ price: { total: 15_000 }, capacity: null, seatsGuests: null, cancellationPolicy: 'flexible' })
    expect(sari).toMatchObject({ price: { total: 6_500 + COSTUME_DELIVERY_CHARGE_BDT }, picture: '/demo/costume-1.svg' })
  })

  it('without guests prices the "from" price; a hall that gave no capacity says nothing of seating', async () => {
    const { guests, data } = (await compare(`ids=${hall},${plainHall}`)).json<TComparison>()
    expect(guests).toBeNull()
    expect(data.map((item) => [item.price.total, item.seatsGuests])).toEqual([
      [60_000, null],
      [40_000, null],
    ])
    const seated = (await compare(`ids=${hall},${plainHall}&guests=250`)).json<TComparison>()
    expect(seated.data.map((item) => item.seatsGuests)).toEqual([true, null])
  })

  it('takes two to four listings, the same id twice counting once, and says so with a code', async () => {
    const one = await compare(`ids=${hall}`)
    expect(one.statusCode).toBe(400)
    expect(one.json()).toMatchObject({
      code: 'validation_failed',
      message: expect.stringContaining('Choose from 2 to 4 listings to compare'),
    })
    expect((await compare(`ids=${hall},${hall.toUpperCase()}`)).statusCode).toBe(400)
    expect((await compare(`ids=${hall},${plainHall},${photographer},${costume},${UNKNOWN_ID}`)).statusCode).toBe(400)
    expect((await compare('')).json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('Choose from 2 to 4') })
    const bangla = await compare(`ids=${hall}`, 'bn')
    expect(bangla.json().message).toContain('তুলনা করতে ২ থেকে ৪টি সেবা বেছে নিন')
    expect((await compare(`ids=${hall},${plainHall},${photographer},${costume}`)).statusCode).toBe(200)
  })

  it('refuses an id that is not one, and a guest count that is not a count', async () => {
    const bad = await compare(`ids=${hall},not-an-id`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('Must be a valid id') })
    expect((await compare(`ids=${hall},${plainHall}&guests=0`)).json()).toMatchObject({ code: 'validation_failed' })
    expect((await compare(`ids=${hall},${plainHall}&guests=many`)).statusCode).toBe(400)
    // Guests typed in Bengali digits count as they do everywhere.
    const typed = (await compare(`ids=${hall},${plainHall}&guests=${encodeURIComponent('১০০')}`)).json<TComparison>()
    expect(typed.guests).toBe(100)
  })

  it('refuses a listing not on sale, or unknown, as its own page does', async () => {
    const withdrawn = await compare(`ids=${hall},${hidden}`)
    expect(withdrawn.statusCode).toBe(404)
    expect(withdrawn.json()).toMatchObject({ code: 'listing_not_found', message: 'No listing with this id' })
    expect((await compare(`ids=${UNKNOWN_ID},${hall}`)).json()).toMatchObject({ code: 'listing_not_found' })
    await t.db.update(listings).set({ published: false, hiddenAt: new Date(), hiddenReason: 'test' }).where(eq(listings.id, plainHall))
    expect((await compare(`ids=${hall},${plainHall}`)).statusCode).toBe(404)
    await t.db.update(listings).set({ published: true, hiddenAt: null, hiddenReason: null }).where(eq(listings.id, plainHall))
  })
})
