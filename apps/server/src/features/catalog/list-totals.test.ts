import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LISTING_COUNT_LIMIT } from '@utsab/shared/constants'
import { apiListPath } from '@utsab/shared/kinds'
import { getListingPage } from '../../../test/catalog-fixtures'
import { createTestApp } from '../../../test/test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../db/factories'

// More matches than a filtered list counts: 1,030 photographers in Bogura, 10 of them rated 5.
const MATCHES = LISTING_COUNT_LIMIT + 30

let t: Awaited<ReturnType<typeof createTestApp>>
const page = (query: string) => getListingPage(t.app, `${apiListPath('photographer')}?${query}`)

beforeAll(async () => {
  t = await createTestApp()
  await insertAgencyWithListings(
    t.db,
    buildAgency({ name: 'Bogura Lens Collective', district: 'Bogura' }),
    Array.from({ length: MATCHES }, (_, i) =>
      buildListing('photographer', { name: `Bogura Lens ${i}`, priceBdt: 5_000 + i, rating: i < 10 ? 5 : 4, district: 'Bogura' }),
    ),
  )
})
afterAll(() => t.close())

describe('list totals', () => {
  it('are exact without filters (kept by the database) and for filters with fewer matches than the limit', async () => {
    expect(await page('district=Bogura')).toMatchObject({ total: MATCHES, totalExact: true, totalPages: 86 })
    expect(await page('minRating=5')).toMatchObject({ total: 10, totalExact: true, totalPages: 1 })
  })

  it('stop counting a broad filter past the limit, and still offer the next page', async () => {
    const first = await page('minPrice=5000')
    expect(first).toMatchObject({ total: LISTING_COUNT_LIMIT, totalExact: false, totalPages: 84 })
    expect(first.data).toHaveLength(12)
  })

  it('count past the limit when the page asked for lies beyond it, up to the end of the catalog', async () => {
    const deep = await page('minPrice=5000&page=84')
    expect(deep).toMatchObject({ total: 84 * 12, totalExact: false, totalPages: 85 })
    const last = await page('minPrice=5000&page=86')
    expect(last).toMatchObject({ total: MATCHES, totalExact: true, totalPages: 86 })
    expect(last.data).toHaveLength(MATCHES - 85 * 12)
  })
})
