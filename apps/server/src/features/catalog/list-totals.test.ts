import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LISTING_COUNT_LIMIT } from '@utsab/shared/constants'
import { apiListPath } from '@utsab/shared/kinds'
import { getListingPage, insertVerifiedReviews } from '../../../test/catalog-fixtures'
import { createTestApp } from '../../../test/test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../db/factories'

// More matches than a filtered list counts: 30 more photographers in Bogura than the limit, 10 of them with a verified
// 5-star review (the others typed a 5 themselves, which rates nothing).
const MATCHES = LISTING_COUNT_LIMIT + 30
const PAGE_SIZE = 12
const LAST_PAGE = Math.ceil(MATCHES / PAGE_SIZE)
/** The pages a count stopped at the limit offers. */
const LIMIT_PAGES = Math.ceil(LISTING_COUNT_LIMIT / PAGE_SIZE)

let t: Awaited<ReturnType<typeof createTestApp>>
const page = (query: string) => getListingPage(t.app, `${apiListPath('photographer')}?${query}`)

beforeAll(async () => {
  t = await createTestApp()
  const { listings } = await insertAgencyWithListings(
    t.db,
    buildAgency({ name: 'Bogura Lens Collective', district: 'Bogura' }),
    Array.from({ length: MATCHES }, (_, i) =>
      buildListing('photographer', { name: `Bogura Lens ${i}`, priceBdt: 5_000 + i, rating: 5, district: 'Bogura' }),
    ),
  )
  for (const listing of listings.slice(0, 10)) await insertVerifiedReviews(t.db, listing, [5])
})
afterAll(() => t.close())

describe('list totals', () => {
  it('are exact without filters (kept by the database) and for filters with fewer matches than the limit', async () => {
    expect(await page('district=Bogura')).toMatchObject({ total: MATCHES, totalExact: true, totalPages: LAST_PAGE })
    expect(await page('minRating=5')).toMatchObject({ total: 10, totalExact: true, totalPages: 1 })
  })

  it('stop counting a broad filter past the limit, and still offer the next page', async () => {
    const first = await page('minPrice=5000')
    expect(first).toMatchObject({ total: LISTING_COUNT_LIMIT, totalExact: false, totalPages: LIMIT_PAGES })
    expect(first.data).toHaveLength(12)
  })

  it('count past the limit when the page asked for lies beyond it, up to the end of the catalog', async () => {
    const deep = await page(`minPrice=5000&page=${LIMIT_PAGES}`)
    expect(deep).toMatchObject({ total: LIMIT_PAGES * PAGE_SIZE, totalExact: false, totalPages: LIMIT_PAGES + 1 })
    const last = await page(`minPrice=5000&page=${LAST_PAGE}`)
    expect(last).toMatchObject({ total: MATCHES, totalExact: true, totalPages: LAST_PAGE })
    expect(last.data).toHaveLength(MATCHES - (LAST_PAGE - 1) * PAGE_SIZE)
  })
})
