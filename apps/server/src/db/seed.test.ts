import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { asc, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { dayInDhaka } from '@utsab/shared/format'
import { openTestDatabase } from '../../test/test-app'
import { webRoot } from '../paths'
import type { TDatabase } from './client'
import { ledgerEntries, listings, orders, payments, reviews } from './schema'
import { demoBookingsAllowed, seedDemoData } from './seed'

let database: TDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

describe('demo seed', () => {
  it('gives every kind at least 18 listings across Dhaka and five more districts, addresses in their own district, with 2 to 4 pictures each', async () => {
    const { inserted } = await seedDemoData(database.db, { production: false, withBookings: true })
    expect(inserted).toBeGreaterThanOrEqual(72)
    for (const kind of LISTING_KINDS) {
      const rows = await database.db.select().from(listings).where(eq(listings.kind, kind))
      expect(rows.length).toBeGreaterThanOrEqual(18)
      expect(new Set(rows.map((row) => row.district))).toEqual(new Set(['Bogura', 'Rajshahi', 'Khulna', 'Chittagong', 'Dhaka', 'Sylhet']))
      expect(rows.every((row) => row.address.endsWith(`, ${row.district}`))).toBe(true)
      expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length)
      expect(rows.every((row) => row.nameBn && /[\u0980-\u09FF]/.test(row.nameBn))).toBe(true)
      expect(new Set(rows.map((row) => row.priceBdt)).size).toBeGreaterThan(6)
      expect(rows.every((row) => row.pictures.length >= 2 && row.pictures.length <= 4)).toBe(true)
    }
  })

  it('gives every listing a Bangla category and address, and categories that fit the kind', async () => {
    const bangla = /^[\u0980-\u09FF ,()-]+$/
    const rows = await database.db.select().from(listings)
    expect(rows.filter((row) => !row.categoryBn || !bangla.test(row.categoryBn))).toEqual([])
    expect(rows.filter((row) => !row.addressBn || !bangla.test(row.addressBn))).toEqual([])
    const categories = (kind: (typeof LISTING_KINDS)[number]) => new Set(rows.filter((row) => row.kind === kind).map((row) => row.category))
    // A hall is a place, not an occasion: never "Birthday" on a wedding hall.
    expect(categories('venue')).toEqual(new Set(['Wedding hall', 'Garden venue', 'Rooftop and lakeside', 'Convention centre']))
    expect([...categories('costume')].every((category) => ['Bridal', 'Groom', 'Holud', 'Festive'].includes(category))).toBe(true)
  })

  it('shows each listing in pictures of its own: no two share a first picture, nor any picture, all drawn in the web app', async () => {
    const rows = await database.db
      .select({ name: listings.name, pictures: listings.pictures, background: listings.backgroundPicture })
      .from(listings)
    // What a card shows: a hall's background picture, else the first.
    const firsts = rows.map((row) => row.background ?? row.pictures[0])
    expect(new Set(firsts).size).toBe(rows.length)
    const all = rows.flatMap((row) => row.pictures)
    expect(new Set(all).size).toBe(all.length)
    expect(all.filter((picture) => !existsSync(path.join(webRoot, 'public', picture)))).toEqual([])
    // Different pictures, not one picture under different names.
    const drawn = new Set(all.map((picture) => readFileSync(path.join(webRoot, 'public', picture), 'utf8')))
    expect(drawn.size).toBe(all.length)
  })

  it('prices, advances, policies and ways of booking as businesses here set them', async () => {
    const rows = await database.db.select().from(listings)
    const of = (kind: (typeof LISTING_KINDS)[number]) => rows.filter((row) => row.kind === kind)
    const prices = (kind: (typeof LISTING_KINDS)[number]) => of(kind).map((row) => row.priceBdt)
    // A hall's slot: Dhaka's convention halls 1.5 to 4 lakh, the districts' halls less.
    const dhakaHalls = of('venue').filter((row) => row.district === 'Dhaka')
    expect(dhakaHalls.every((row) => row.priceBdt >= 150_000 && row.priceBdt <= 400_000)).toBe(true)
    expect(Math.min(...dhakaHalls.map((row) => row.priceBdt))).toBeGreaterThan(
      Math.max(
        ...of('venue')
          .filter((row) => ['Rajshahi', 'Khulna'].includes(row.district))
          .map((row) => row.priceBdt),
      ),
    )
    // Every hall sells per-plate menus of 650 to 1,800 taka a guest.
    for (const hall of of('venue')) {
      const plates = hall.addons.filter((addon) => addon.unit === 'guest').map((addon) => addon.price)
      expect(plates.length, hall.name).toBeGreaterThan(0)
      expect(plates.every((plate) => plate >= 650 && plate <= 1_800)).toBe(true)
    }
    // Photographers by the package (12,000 to 80,000) with an hourly extra; makeup from 3,500; costumes 3,000 to 60,000.
    for (const row of of('photographer')) {
      expect(
        row.packages.every((offered) => offered.price >= 12_000 && offered.price <= 80_000),
        row.name,
      ).toBe(true)
      expect(row.addons.some((addon) => addon.unit === 'hour')).toBe(true)
    }
    expect(
      Math.max(
        ...of('makeup')
          .filter((row) => row.category === 'Bridal')
          .map((row) => row.priceBdt),
      ),
    ).toBeLessThanOrEqual(40_000)
    expect(
      Math.min(
        ...of('makeup')
          .filter((row) => row.category === 'Bridal')
          .map((row) => row.priceBdt),
      ),
    ).toBeGreaterThanOrEqual(8_000)
    expect(prices('costume').every((price) => price >= 3_000 && price <= 60_000)).toBe(true)
    // Dated bookings confirm with an advance of 20 to 50 % in steps of 5 (a few ask the whole price), under each policy.
    const dated = rows.filter((row) => row.kind !== 'costume')
    const advances = dated.map((row) => row.advancePercent).filter((percent) => percent < 100)
    expect(advances.every((percent) => percent >= 20 && percent <= 50 && percent % 5 === 0)).toBe(true)
    expect(new Set(advances).size).toBeGreaterThanOrEqual(6)
    expect(dated.filter((row) => row.advancePercent === 100).length).toBeLessThanOrEqual(3)
    expect(new Set(dated.map((row) => row.cancellationPolicy))).toEqual(new Set(['flexible', 'moderate', 'strict']))
    for (const kind of ['venue', 'photographer', 'makeup'] as const)
      expect(new Set(of(kind).map((row) => row.bookingMode)), kind).toEqual(new Set(['instant', 'request']))
  })

  it('keeps the places in the price order that end-to-end specs book at once, and the two they pay in full', async () => {
    const cheapest = async (kind: (typeof LISTING_KINDS)[number]) =>
      database.db.select().from(listings).where(eq(listings.kind, kind)).orderBy(asc(listings.priceBdt), asc(listings.id))
    const venues = await cheapest('venue')
    const photographers = await cheapest('photographer')
    // orders, keyboard, shortlist, booking-details, packages and typed-numbers specs take these by their place.
    expect(venues.slice(0, 9).map((row) => row.bookingMode)).toEqual(Array(9).fill('instant'))
    expect(venues[venues.length - 5]!.bookingMode).toBe('instant')
    expect(photographers.slice(0, 4).map((row) => row.bookingMode)).toEqual(Array(4).fill('instant'))
    expect((await cheapest('makeup'))[0]!.bookingMode).toBe('instant')
    // The cart of orders.spec.ts pays the second cheapest hall and photographer, whole, in one payment.
    expect([venues[1]!.advancePercent, photographers[1]!.advancePercent]).toEqual([100, 100])
    expect(venues[0]!.capacity).toBeGreaterThanOrEqual(250)
  })

  it('has a few families’ verified reviews, each of a paid booking whose day has passed, counted in its listing', async () => {
    const written = await database.db
      .select({ review: reviews, order: orders })
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId))
    expect(written.length).toBeGreaterThanOrEqual(10)
    for (const { review, order } of written) {
      expect(order.status).toBe('paid')
      expect(order.paidBdt).toBe(order.totalBdt)
      expect(order.customerId).toBe(review.customerId)
      expect((order.eventDate ?? order.deliveryDate)! < dayInDhaka(review.createdAt.toISOString())).toBe(true)
    }
    // Reviews in either language, some answered by the business.
    expect(written.some(({ review }) => /[\u0980-\u09FF]/.test(review.body))).toBe(true)
    expect(written.some(({ review }) => /^[A-Za-z]/.test(review.body))).toBe(true)
    expect(written.some(({ review }) => review.reply !== null)).toBe(true)
    // Each listing's shown rating is its reviews' average; the others show none (never the business's own figure).
    const rows = await database.db.select().from(listings)
    for (const row of rows) {
      const own = written.filter(({ review }) => review.listingId === row.id)
      expect(row.reviewCount, row.name).toBe(own.length)
      expect(row.reviewSum).toBe(own.reduce((sum, { review }) => sum + review.rating, 0))
      if (own.length === 0) expect(row.shownRating).toBeNull()
    }
    // Every payment of theirs is in the books, balanced.
    const [books] = await database.db.select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountPoisha}), 0)` }).from(ledgerEntries)
    expect(Number(books?.sum)).toBe(0)
    const [paidIn] = await database.db.select({ sum: sql<string>`sum(${payments.priceBdt})` }).from(payments)
    expect(Number(paidIn?.sum)).toBe(written.reduce((sum, { order }) => sum + order.totalBdt, 0))
  })

  it('is idempotent', async () => {
    const counts = () =>
      Promise.all(
        [listings, orders, reviews, payments, ledgerEntries].map(
          async (table) => (await database.db.select({ n: count() }).from(table))[0]?.n,
        ),
      )
    const ratings = () =>
      database.db.select({ id: listings.id, count: listings.reviewCount, sum: listings.reviewSum }).from(listings).orderBy(listings.id)
    const [before, ratedBefore] = [await counts(), await ratings()]
    const { inserted, reviews: written } = await seedDemoData(database.db, { production: false, withBookings: true })
    expect([inserted, written]).toEqual([0, 0])
    expect(await counts()).toEqual(before)
    expect(await ratings()).toEqual(ratedBefore)
  })

  it('makes up no past bookings (their payments never happened) in production unless payments are in test mode', () => {
    expect(demoBookingsAllowed({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: false })).toBe(false)
    expect(demoBookingsAllowed({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: true })).toBe(true)
    expect(demoBookingsAllowed({ NODE_ENV: 'development', PAYMENTS_TEST_MODE: false })).toBe(true)
  })

  it('seeds the catalog alone when asked for no bookings', async () => {
    const alone = await openTestDatabase()
    try {
      const { inserted, reviews: written } = await seedDemoData(alone.db, { production: false, withBookings: false })
      expect(inserted).toBeGreaterThanOrEqual(72)
      expect(written).toBe(0)
      expect((await alone.db.select({ n: count() }).from(payments))[0]?.n).toBe(0)
    } finally {
      await alone.close()
    }
  })

  it('refuses to touch a production database that has data', async () => {
    await expect(seedDemoData(database.db, { production: true, withBookings: false })).rejects.toThrow(/Refusing to seed/)
  })
})
