import { and, count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from './factories'
import { listingCounts, listings } from './schema'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** The trigger-kept counts and a real count, side by side, for every kind and district. */
async function both() {
  const kept = await t.db.select().from(listingCounts)
  const real = await t.db
    .select({ kind: listings.kind, district: listings.district, n: count() })
    .from(listings)
    .where(eq(listings.published, true))
    .groupBy(listings.kind, listings.district)
  const asMap = (rows: { kind: string; district: string; n: number }[]) =>
    Object.fromEntries(rows.filter((row) => row.n > 0).map((row) => [`${row.kind}/${row.district}`, row.n]))
  return { kept: asMap(kept.map((row) => ({ ...row, n: row.published }))), real: asMap(real) }
}

it('keeps the published count per kind and district exact through inserts, moves, unpublishing and deletes', async () => {
  const { listings: saved } = await insertAgencyWithListings(t.db, buildAgency(), [
    buildListing('venue', { district: 'Khulna' }),
    buildListing('venue', { district: 'Khulna' }),
    buildListing('venue', { district: 'Bogura', published: false }),
    buildListing('costume', { district: 'Rajshahi' }),
  ])
  let { kept, real } = await both()
  expect(kept).toEqual(real)
  expect(kept['venue/Khulna']).toBe(2)

  const [first, second, hidden] = saved
  await t.db.update(listings).set({ district: 'Chittagong' }).where(eq(listings.id, first!.id))
  await t.db.update(listings).set({ published: false }).where(eq(listings.id, second!.id))
  await t.db.update(listings).set({ published: true }).where(eq(listings.id, hidden!.id))
  await t.db.update(listings).set({ priceBdt: 1 }).where(eq(listings.id, hidden!.id))
  ;({ kept, real } = await both())
  expect(kept).toEqual(real)
  expect(kept['venue/Khulna']).toBeUndefined()
  expect(kept['venue/Chittagong']).toBe(1)
  expect(kept['venue/Bogura']).toBe(1)

  await t.db.delete(listings).where(and(inArray(listings.id, [first!.id, hidden!.id])))
  ;({ kept, real } = await both())
  expect(kept).toEqual(real)
})

it('the list total reads the same as a real count, with and without a district', async () => {
  for (const url of ['/api/venue', '/api/venue?district=Chittagong', '/api/costumes?district=Rajshahi', '/api/venue?minPrice=0']) {
    const page = (await t.app.inject({ method: 'GET', url })).json()
    const kind = url.includes('costumes') ? 'costume' : 'venue'
    const district = new URL(url, 'http://x').searchParams.get('district')
    const [real] = await t.db
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.kind, kind), eq(listings.published, true), district ? eq(listings.district, district as 'Khulna') : undefined))
    expect(page.total, url).toBe(real!.n)
  }
})
