import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from '../../test/actors'
import { createTestApp } from '../../test/test-app'
import { openDatabase } from '../db/client'
import { buildAgency, buildListing, insertAgencyWithListings } from '../db/factories'
import { createCatalogCache } from './catalog-cache'

describe('the cache itself', () => {
  it('answers what it holds until the TTL passes', () => {
    let now = 0
    const cache = createCatalogCache({ ttlSeconds: 10, now: () => now })
    cache.set('/api/venue', '{"a":1}')
    expect(cache.get('/api/venue')).toBe('{"a":1}')
    now += 9_999
    expect(cache.get('/api/venue')).toBe('{"a":1}')
    now += 1
    expect(cache.get('/api/venue')).toBeUndefined()
  })

  it('holds nothing when the TTL is 0 (caching off)', () => {
    const cache = createCatalogCache({ ttlSeconds: 0 })
    cache.set('k', 'v')
    expect(cache.get('k')).toBeUndefined()
  })

  it('invalidate() empties it and tells the other instances; clear() only empties it', async () => {
    let published = 0
    const cache = createCatalogCache({
      ttlSeconds: 60,
      channel: { publish: async () => void published++, subscribe: async () => async () => {} },
    })
    cache.set('k', 'v')
    await cache.invalidate()
    expect(cache.get('k')).toBeUndefined()
    expect(published).toBe(1)
    cache.set('k', 'v')
    cache.clear()
    expect(cache.get('k')).toBeUndefined()
    expect(published).toBe(1)
  })
})

describe('in the server', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE_SECONDS: '60' })
  })
  afterAll(() => t.close())

  const names = async (app = t.app) =>
    ((await app.inject({ method: 'GET', url: '/api/photography?pageSize=60' })).json().data as { name: string }[]).map(
      (listing) => listing.name,
    )

  it('serves a list from memory until a merchant changes the catalog through the API', async () => {
    const merchant = await createActor(t.app, 'cached-merchant', 'merchant')
    const { listings } = await insertAgencyWithListings(t.db, buildAgency({ ownerId: merchant.id }), [
      buildListing('photographer', { name: 'Cached Lens' }),
    ])
    expect(await names()).toContain('Cached Lens')
    // A row written behind the server's back is not seen while the cached answer is fresh…
    await insertAgencyWithListings(t.db, buildAgency(), [buildListing('photographer', { name: 'Behind The Back' })])
    expect(await names()).not.toContain('Behind The Back')
    // …but any change through the API drops the cache before its caller hears back.
    const unpublished = await t.app.inject({
      method: 'PUT',
      url: `/api/listings/${listings[0]!.id}/published`,
      headers: { cookie: merchant.cookie },
      payload: { published: false },
    })
    expect(unpublished.statusCode, unpublished.body).toBe(200)
    const now = await names()
    expect(now).toContain('Behind The Back')
    expect(now).not.toContain('Cached Lens')
    const detail = await t.app.inject({ method: 'GET', url: `/api/photography/${listings[0]!.id}` })
    expect(detail.statusCode).toBe(404)
  })

  it('answers a cached list byte for byte as the first time, as JSON', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/venue?page=1' })
    const second = await t.app.inject({ method: 'GET', url: '/api/venue?page=1' })
    expect(second.body).toBe(first.body)
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8')
  })

  it('does not cache refusals', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/venue?page=0' })
    expect(bad.statusCode).toBe(400)
    expect(t.app.catalogCache.get('/api/venue?page=0')).toBeUndefined()
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it('a change made through one instance reaches the other’s cache through NOTIFY', async () => {
    const first = await createTestApp({ CATALOG_CACHE_SECONDS: '600' })
    const url = first.database.url
    expect(url).toBeTruthy()
    const secondDatabase = openDatabase({ url: url!, poolSize: 2, onConnectionLost: () => {} })
    const second = await createTestApp(
      { CATALOG_CACHE_SECONDS: '600' },
      { database: { ...secondDatabase, close: () => secondDatabase.close() } },
    )
    try {
      const merchant = await createActor(first.app, 'shared-merchant', 'merchant')
      const { listings } = await insertAgencyWithListings(first.db, buildAgency({ ownerId: merchant.id }), [
        buildListing('makeup', { name: 'Shared Glow' }),
      ])
      const list = async () =>
        (await second.app.inject({ method: 'GET', url: '/api/makeup-artists?pageSize=60' })).json().data as { name: string }[]
      expect((await list()).map((listing) => listing.name)).toContain('Shared Glow')
      await first.app.inject({
        method: 'PUT',
        url: `/api/listings/${listings[0]!.id}/published`,
        headers: { cookie: merchant.cookie },
        payload: { published: false },
      })
      await expect.poll(async () => (await list()).map((listing) => listing.name), { timeout: 3000 }).not.toContain('Shared Glow')
    } finally {
      await second.close()
      await first.close()
    }
  })
})
