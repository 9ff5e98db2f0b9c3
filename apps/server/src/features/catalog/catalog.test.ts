import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { apiListPath, KIND_META } from '@utsab/shared/kinds'
import type { TListing, TListingPage } from '@utsab/shared/schemas/catalog'
import { getListingPage, insertVerifiedReviews } from '../../../test/catalog-fixtures'
import { createTestApp } from '../../../test/test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../db/factories'
import { listings } from '../../db/schema'
import { listCacheKey } from './routes'

let t: Awaited<ReturnType<typeof createTestApp>>
const get = (url: string) => t.app.inject({ method: 'GET', url })
const page = (url: string) => getListingPage(t.app, url)

beforeAll(async () => {
  t = await createTestApp()
  // Venues: 14 across two agencies and districts, with known prices, ratings and names.
  const rajshahi = await insertAgencyWithListings(
    t.db,
    buildAgency({ name: 'Padma Garden Venues', district: 'Rajshahi' }),
    Array.from({ length: 8 }, (_, i) =>
      buildListing('venue', {
        name: `Rajshahi Hall ${i}`,
        priceBdt: 50_000 + i * 10_000,
        // What the business typed: never the shown rating (the halls without reviews stay unrated).
        rating: 5,
        district: 'Rajshahi',
        category: i === 0 ? 'Corporate 50% off' : 'Wedding',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      }),
    ),
  )
  const chittagong = await insertAgencyWithListings(
    t.db,
    buildAgency({ name: 'Karnaphuli Banquets', district: 'Chittagong' }),
    Array.from({ length: 6 }, (_, i) =>
      buildListing('venue', {
        name: `Port City Pavilion ${i}`,
        priceBdt: 120_000 + i * 5_000,
        rating: 3,
        district: 'Chittagong',
        category: 'Reception',
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      }),
    ),
  )
  // Verified reviews: halls 0-4 average 3, 3.5, 4, 4.5 and 5; halls 5-7 have none; every pavilion averages 4.8.
  const hallReviews = [[3], [3, 4], [4], [4, 5], [5]]
  for (const [i, ratings] of hallReviews.entries()) {
    const hall = rajshahi.listings.find((listing) => listing.name === `Rajshahi Hall ${i}`)!
    await insertVerifiedReviews(t.db, hall, ratings)
  }
  for (const pavilion of chittagong.listings) await insertVerifiedReviews(t.db, pavilion, [5, 5, 4, 5, 5])
  for (const kind of LISTING_KINDS.filter((k) => k !== 'venue')) {
    await insertAgencyWithListings(t.db, buildAgency(), [
      buildListing(kind, { name: `${kind} one` }),
      buildListing(kind, { name: `${kind} two` }),
    ])
  }
})
afterAll(() => t.close())

describe('catalog lists', () => {
  it.each(LISTING_KINDS)('GET %s list answers only its own kind', async (kind) => {
    const body = await page(apiListPath(kind))
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.every((item) => item.kind === kind)).toBe(true)
    expect(body.data[0]?.agency.name).toBeTruthy()
  })

  it('paginates with a default page size of 12 and pages that do not overlap', async () => {
    const first = await page('/api/venue')
    expect(first).toMatchObject({ page: 1, pageSize: 12, total: 14, totalPages: 2 })
    expect(first.data).toHaveLength(12)
    const second = await page('/api/venue?page=2')
    expect(second.data).toHaveLength(2)
    const ids = new Set([...first.data, ...second.data].map((item) => item.id))
    expect(ids.size).toBe(14)
    expect((await page('/api/venue?page=3')).data).toEqual([])
  })

  it('filters by district, price range and rating', async () => {
    const inChittagong = await page('/api/venue?district=Chittagong&pageSize=60')
    expect(inChittagong.total).toBe(6)
    expect(inChittagong.data.every((item) => item.district === 'Chittagong')).toBe(true)

    const priced = await page('/api/venue?minPrice=60000&maxPrice=100000&pageSize=60')
    expect(priced.data.map((item) => item.price).sort((a, b) => a - b)).toEqual([60_000, 70_000, 80_000, 90_000, 100_000])

    // By the verified reviews' average alone: the halls' typed 5 counts for nothing, and a listing without reviews
    // has no rating to meet any minimum.
    const rated = await page('/api/venue?minRating=4.5&pageSize=60')
    expect(rated.data.map((item) => item.rating).sort()).toEqual([4.5, 4.8, 4.8, 4.8, 4.8, 4.8, 4.8, 5])
    expect(rated.total).toBe(6 + 2)
    const anyRating = await page('/api/venue?minRating=1&pageSize=60')
    expect(anyRating.total).toBe(14 - 3)
    expect(anyRating.data.every((item) => item.rating !== null && item.reviewCount > 0)).toBe(true)
  })

  it('searches name, agency and category, ignoring case, with wildcards taken literally', async () => {
    expect((await page('/api/venue?q=PORT%20CITY&pageSize=60')).total).toBe(6)
    expect((await page('/api/venue?q=karnaphuli&pageSize=60')).total).toBe(6)
    expect((await page('/api/venue?q=reception&pageSize=60')).total).toBe(6)
    expect((await page('/api/venue?q=50%25&pageSize=60')).data.map((item) => item.name)).toEqual(['Rajshahi Hall 0'])
    expect((await page('/api/venue?q=_&pageSize=60')).total).toBe(0)
  })

  it('sorts by price both ways, by rating and by newest', async () => {
    const prices = (body: TListingPage) => body.data.map((item) => item.price)
    const ascending = prices(await page('/api/venue?sort=price&pageSize=60'))
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    const descending = prices(await page('/api/venue?sort=-price&pageSize=60'))
    expect(descending).toEqual([...ascending].reverse())
    // Best verified average first; the three halls without reviews last, whatever their business typed.
    const ratings = (await page('/api/venue?sort=rating&pageSize=60')).data.map((item) => item.rating)
    expect(ratings).toEqual([5, 4.8, 4.8, 4.8, 4.8, 4.8, 4.8, 4.5, 4, 3.5, 3, null, null, null])
    const newest = (await page('/api/venue?sort=newest&pageSize=60')).data.map((item) => item.createdAt)
    expect(newest).toEqual([...newest].sort().reverse())
  })

  it.each([
    ['pageSize=61', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['district=Gotham', 'district'],
    ['sort=cheapest', 'sort'],
    ['minPrice=-5', 'minPrice'],
    ['minRating=6', 'minRating'],
    ['minPrice=500&maxPrice=100', 'maxPrice'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const response = await get(`/api/venue?${query}`)
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.message).toContain(parameter)
    expect(Object.keys(body.fields)).toContain(parameter)
  })

  it('hides unpublished listings', async () => {
    const {
      listings: [hidden],
    } = await insertAgencyWithListings(t.db, buildAgency(), [buildListing('costume', { name: 'Hidden sari', published: false })])
    const body = await page('/api/costumes?q=hidden&pageSize=60')
    expect(body.total).toBe(0)
    expect((await get(`/api/costumes/${hidden!.id}`)).statusCode).toBe(404)
  })
})

describe('catalog details', () => {
  it('answers one listing with its agency', async () => {
    const [row] = await t.db.select().from(listings).where(eq(listings.kind, 'costume')).limit(1)
    const response = await get(`/api/costumes/${row!.id}`)
    expect(response.statusCode).toBe(200)
    const item = response.json<TListing>()
    expect(item).toMatchObject({ id: row!.id, kind: 'costume', name: row!.name, price: row!.priceBdt, size: 'M' })
    expect(item.agency).toMatchObject({ name: expect.any(String), phone: expect.any(String) })
  })

  it('gives a venue’s cheapest per-plate menu (its per-guest add-ons), in the list and on its page; null without one', async () => {
    const addon = (id: string, price: number, unit: 'booking' | 'hour' | 'guest') => ({ id, name: `Menu ${id}`, nameBn: null, price, unit })
    const {
      listings: [menu, noMenu],
    } = await insertAgencyWithListings(t.db, buildAgency({ name: 'Meghna Menu Halls' }), [
      buildListing('venue', {
        name: 'Meghna Menu Hall',
        addons: [addon('deluxe', 1_200, 'guest'), addon('stage', 500, 'booking'), addon('basic', 650, 'guest'), addon('hour', 300, 'hour')],
      }),
      buildListing('venue', { name: 'Meghna Plain Hall', addons: [addon('stage', 5_000, 'booking')] }),
    ])
    const listed = await page('/api/venue?q=meghna&pageSize=60')
    expect(Object.fromEntries(listed.data.map((item) => [item.name, item.perPlateFrom]))).toEqual({
      'Meghna Menu Hall': 650,
      'Meghna Plain Hall': null,
    })
    expect((await get(`/api/venue/${menu!.id}`)).json()).toMatchObject({ perPlateFrom: 650 })
    expect((await get(`/api/venue/${noMenu!.id}`)).json()).toMatchObject({ perPlateFrom: null })
  })

  it('answers the Bangla category and address its merchant gave, null when none', async () => {
    const {
      listings: [bangla],
    } = await insertAgencyWithListings(t.db, buildAgency({ name: 'Sylhet Lens' }), [
      buildListing('photographer', { name: 'Sylhet Lens Studio', categoryBn: 'বিয়ের ছবি', addressBn: 'জিন্দাবাজার, সিলেট' }),
    ])
    expect((await get(`/api/photography/${bangla!.id}`)).json()).toMatchObject({ categoryBn: 'বিয়ের ছবি', addressBn: 'জিন্দাবাজার, সিলেট' })
    const listed = await page(`${apiListPath('photographer')}?q=${encodeURIComponent('বিয়ের')}`)
    expect(listed.data.map((item) => item.id)).toEqual([bangla!.id])
    const [plain] = (await page(`${apiListPath('photographer')}?q=${encodeURIComponent('photographer one')}`)).data
    expect(plain).toMatchObject({ categoryBn: null, addressBn: null, perPlateFrom: null })
  })

  it('answers 404 with a message for an unknown id, and for an id of another kind', async () => {
    const unknown = await get(`/api/${KIND_META.makeup.apiSegment}/00000000-0000-4000-a000-000000000000`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toMatch(/no makeup listing/i)
    const [venue] = await t.db.select().from(listings).where(eq(listings.kind, 'venue')).limit(1)
    expect((await get(`/api/photography/${venue!.id}`)).statusCode).toBe(404)
  })

  it('answers 400 for an id that is not a uuid', async () => {
    const response = await get('/api/venue/not-an-id')
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toHaveProperty('id')
  })
})

describe('api basics', () => {
  it('answers JSON 404 for an unknown API route', async () => {
    const response = await get('/api/nothing-here')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })
  })

  it('publishes OpenAPI docs with the list filters', async () => {
    const response = await get('/api/docs/json')
    expect(response.statusCode).toBe(200)
    const spec = response.json()
    const parameters = spec.paths['/api/venue'].get.parameters.map((p: { name: string }) => p.name)
    expect(parameters).toEqual(expect.arrayContaining(['page', 'pageSize', 'district', 'minPrice', 'maxPrice', 'minRating', 'q', 'sort']))
    expect(spec.paths).toHaveProperty(['/api/costumes/{id}'])
  })

  it('serves robots.txt and a sitemap of the catalog', async () => {
    const robots = await get('/robots.txt')
    expect(robots.body).toContain('Sitemap: http://utsab.test/sitemap.xml')
    const sitemap = await get('/sitemap.xml')
    expect(sitemap.headers['content-type']).toContain('application/xml')
    const [venue] = await t.db.select().from(listings).where(eq(listings.kind, 'venue')).limit(1)
    expect(sitemap.body).toContain(`<loc>http://utsab.test/venue/${venue!.id}</loc>`)
    expect(sitemap.body).toContain('<loc>http://utsab.test/services/costume</loc>')
  })

  it('lists every page in both languages, each naming the other as its alternate', async () => {
    const sitemap = (await get('/sitemap.xml')).body
    const [venue] = await t.db.select().from(listings).where(eq(listings.kind, 'venue')).limit(1)
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(sitemap).toContain('<loc>http://utsab.test/bn</loc>')
    expect(sitemap).toContain('<loc>http://utsab.test/bn/services/costume</loc>')
    expect(sitemap).toContain(`<loc>http://utsab.test/bn/venue/${venue!.id}</loc>`)
    const entry = sitemap.split('<url>').find((url) => url.startsWith(`<loc>http://utsab.test/bn/venue/${venue!.id}</loc>`))
    expect(entry).toContain(`hreflang="en" href="http://utsab.test/venue/${venue!.id}"`)
    expect(entry).toContain(`hreflang="bn" href="http://utsab.test/bn/venue/${venue!.id}"`)
    expect(entry).toContain(`hreflang="x-default" href="http://utsab.test/venue/${venue!.id}"`)
  })
})

describe('search in Bangla and English', () => {
  const makeup = (q: string) => page(`${apiListPath('makeup')}?pageSize=60&q=${encodeURIComponent(q)}`)
  const names = async (q: string) => (await makeup(q)).data.map((item) => item.name).sort()

  beforeAll(async () => {
    await insertAgencyWithListings(t.db, buildAgency({ name: 'Surma Bridal Lounge', district: 'Sylhet' }), [
      // "ময়ূরাক্ষী" typed with য় as one character (U+09DF).
      buildListing('makeup', {
        name: 'Mayurakshi Bridal Saaj',
        nameBn: 'ম\u09DFূরাক্ষী ব্রাইডাল সাজ',
        district: 'Sylhet',
        category: 'Bridal',
      }),
      buildListing('makeup', { name: 'Holud Package 300', nameBn: 'হলুদ প্যাকেজ ৩০০', district: 'Sylhet', category: 'Holud' }),
    ])
  })

  it('finds a listing by its Bangla name, whole or a part of a word', async () => {
    expect(await names('ব্রাইডাল')).toEqual(['Mayurakshi Bridal Saaj'])
    expect(await names('প্যাকে')).toEqual(['Holud Package 300'])
  })

  it('matches either way of typing য় (Unicode NFC)', async () => {
    expect(await names('ম\u09DFূরাক্ষী')).toEqual(['Mayurakshi Bridal Saaj'])
    expect(await names('ম\u09AF\u09BCূরাক্ষী')).toEqual(['Mayurakshi Bridal Saaj'])
  })

  it('reads Bengali digits as digits', async () => {
    expect(await names('৩০০')).toEqual(['Holud Package 300'])
    expect(await names('package 300')).toEqual(['Holud Package 300'])
  })

  it('tolerates a small typo from four letters on, and not below', async () => {
    expect(await names('mayuraksi')).toEqual(['Mayurakshi Bridal Saaj'])
    // Another common English spelling of a Bangla name, two letters off ("f" for "ph").
    expect((await page('/api/venue?q=karnafuli&pageSize=60')).total).toBe(6)
    expect((await page('/api/venue?q=karachi&pageSize=60')).total).toBe(0)
    expect(await names('surma bridl')).toEqual(['Holud Package 300', 'Mayurakshi Bridal Saaj'])
    expect((await makeup('xyz')).total).toBe(0)
  })

  it('keys the cache by the search form, so both ways of typing share an entry', () => {
    const query = { page: 1, pageSize: 12, sort: 'newest' as const }
    expect(listCacheKey('makeup', { ...query, q: 'ম\u09DFূর ৩০০' })).toBe(listCacheKey('makeup', { ...query, q: 'ম\u09AF\u09BCূর  300' }))
  })
})
