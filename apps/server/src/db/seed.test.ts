import { existsSync } from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { openTestDatabase } from '../../test/test-app'
import { webRoot } from '../paths'
import type { TDatabase } from './client'
import { listings } from './schema'
import { seedDemoData } from './seed'

let database: TDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

describe('demo seed', () => {
  it('gives every kind at least 18 listings across Dhaka and five more districts, addresses in their own district, with 2 to 4 pictures each', async () => {
    const { inserted } = await seedDemoData(database.db, { production: false })
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

  it('gives every listing a Bangla category and address, categories that fit the kind, and no rating to show', async () => {
    const bangla = /^[\u0980-\u09FF ,()-]+$/
    const rows = await database.db.select().from(listings)
    expect(rows.filter((row) => !row.categoryBn || !bangla.test(row.categoryBn))).toEqual([])
    expect(rows.filter((row) => !row.addressBn || !bangla.test(row.addressBn))).toEqual([])
    const categories = (kind: (typeof LISTING_KINDS)[number]) => new Set(rows.filter((row) => row.kind === kind).map((row) => row.category))
    // A hall is a place, not an occasion: never "Birthday" on a wedding hall.
    expect(categories('venue')).toEqual(new Set(['Wedding hall', 'Garden venue', 'Rooftop and lakeside', 'Convention centre']))
    expect([...categories('costume')].every((category) => ['Bridal', 'Groom', 'Holud', 'Festive'].includes(category))).toBe(true)
    // Ratings come from verified reviews only: the seed invents none.
    expect(rows.every((row) => row.reviewCount === 0 && row.shownRating === null)).toBe(true)
  })

  it('shows each venue in pictures of its own, all of them drawn in the web app', async () => {
    const venues = await database.db.select().from(listings).where(eq(listings.kind, 'venue'))
    const pictures = venues.flatMap((venue) => venue.pictures)
    expect(new Set(pictures).size).toBe(pictures.length)
    const all = (await database.db.select({ pictures: listings.pictures }).from(listings)).flatMap((row) => row.pictures)
    expect(all.filter((picture) => !existsSync(path.join(webRoot, 'public', picture)))).toEqual([])
  })

  it('is idempotent', async () => {
    const [before] = await database.db.select({ n: count() }).from(listings)
    const { inserted } = await seedDemoData(database.db, { production: false })
    const [after] = await database.db.select({ n: count() }).from(listings)
    expect(inserted).toBe(0)
    expect(after?.n).toBe(before?.n)
  })

  it('refuses to touch a production database that has data', async () => {
    await expect(seedDemoData(database.db, { production: true })).rejects.toThrow(/Refusing to seed/)
  })
})
