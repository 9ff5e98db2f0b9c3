import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from '../../test/actors'
import { createTestApp } from '../../test/test-app'
import { openDatabase } from '../db/client'
import { buildAgency, buildListing, insertAgencyWithListings } from '../db/factories'
import { createCatalogCache, PAGE_RENDER_HEADER, SHAREABLE_HEADER } from './catalog-cache'
import type { TCachedPage } from './page-cache'

/** A stand-in page: what is kept does not matter to when it is dropped. */
const keptPage: TCachedPage = { status: 200, headers: [], policy: '', body: { identity: Buffer.from('x'), size: 1 }, size: 1 }

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

  it('holds at most maxEntries answers, dropping the least recently used first', () => {
    const cache = createCatalogCache({ ttlSeconds: 60, maxEntries: 3 })
    for (const key of ['a', 'b', 'c']) cache.set(key, key)
    expect(cache.get('a')).toBe('a')
    cache.set('d', 'd')
    expect(cache.size).toBe(3)
    expect(cache.get('b')).toBeUndefined()
    expect(['a', 'c', 'd'].map((key) => cache.get(key))).toEqual(['a', 'c', 'd'])
  })

  it('holds at most maxChars characters of answers, and never one larger than that', () => {
    const cache = createCatalogCache({ ttlSeconds: 60, maxChars: 10 })
    cache.set('a', '12345')
    cache.set('b', '12345')
    cache.set('c', '123')
    expect(cache.get('a')).toBeUndefined()
    expect([cache.get('b'), cache.get('c')]).toEqual(['12345', '123'])
    cache.set('huge', '12345678901')
    expect(cache.get('huge')).toBeUndefined()
    expect(cache.size).toBe(2)
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

describe('fetch: computing a missing value', () => {
  it('computes once for every request that asks while it computes, and keeps it', async () => {
    const cache = createCatalogCache({ ttlSeconds: 60 })
    let computed = 0
    let finish: (value: string) => void = () => {}
    const compute = () => {
      computed++
      return new Promise<string>((resolve) => (finish = resolve))
    }
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.fetch('k', compute)))
    finish('v')
    expect(await answers).toEqual(Array(50).fill('v'))
    expect(computed).toBe(1)
    expect(await cache.fetch('k', compute)).toBe('v')
    expect(computed).toBe(1)
  })

  it('keeps no undefined, shares no failure beyond the requests that waited for it, and computes afresh after a change', async () => {
    const cache = createCatalogCache({ ttlSeconds: 60 })
    expect(await cache.fetch('none', async () => undefined)).toBeUndefined()
    expect(cache.size).toBe(0)
    await expect(cache.fetch('bad', () => Promise.reject(new Error('no such listing')))).rejects.toThrow('no such listing')
    expect(await cache.fetch('bad', async () => 'now there is')).toBe('now there is')
    let finish: (value: string) => void = () => {}
    const before = cache.fetch('k', () => new Promise<string>((resolve) => (finish = resolve)))
    cache.clear()
    // Asked after the change: not joined to the computation that began before it.
    expect(await cache.fetch('k', async () => 'after')).toBe('after')
    finish('before')
    expect(await before).toBe('before')
    expect(cache.get('k')).toBe('after')
  })
})

describe('a value computed while the catalog changed', () => {
  it('is not kept: set() refuses a value computed before the cache was last emptied', () => {
    const cache = createCatalogCache({ ttlSeconds: 60 })
    const before = cache.generation
    cache.clear()
    cache.set('k', 'stale', before)
    expect(cache.get('k')).toBeUndefined()
    cache.set('k', 'fresh', cache.generation)
    expect(cache.get('k')).toBe('fresh')
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
    t.app.pageCache.set('/services/photography|', keptPage)
    expect(t.app.pageCache.get('/services/photography|')).toBe(keptPage)
    // …but any change through the API drops the cache, and the pages kept for visitors without cookies, before its caller hears back.
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
    expect(t.app.pageCache.get('/services/photography|')).toBeUndefined()
    const detail = await t.app.inject({ method: 'GET', url: `/api/photography/${listings[0]!.id}` })
    expect(detail.statusCode).toBe(404)
  })

  it('tells a page render which answers are the same for every visitor without cookies, and nobody else', async () => {
    const render = { [PAGE_RENDER_HEADER]: '1' }
    const { listings } = await insertAgencyWithListings(t.db, buildAgency(), [buildListing('venue')])
    const id = listings[0]!.id
    const shareable = ['/api/venue', `/api/venue/${id}`, `/api/venue/${id}/availability`, '/api/reviews/featured', '/api/me']
    for (const url of shareable) {
      const answer = await t.app.inject({ method: 'GET', url, headers: render })
      expect(answer.statusCode, url).toBe(200)
      expect(answer.headers[SHAREABLE_HEADER], url).toBe('1')
      // Never said to anyone but the server's own render.
      expect((await get(url)).headers[SHAREABLE_HEADER], url).toBeUndefined()
    }
    // Not shareable: a signed-in person's /api/me, and a list of what is free on a date (bookings change it).
    const customer = await createActor(t.app, 'page-customer')
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { ...render, cookie: customer.cookie } })
    expect(me.headers[SHAREABLE_HEADER]).toBeUndefined()
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
    const free = await t.app.inject({ method: 'GET', url: `/api/venue?date=${day}`, headers: render })
    expect(free.statusCode, free.body).toBe(200)
    expect(free.headers[SHAREABLE_HEADER]).toBeUndefined()
  })

  it('answers a cached list byte for byte as the first time, as JSON', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/venue?page=1' })
    const second = await t.app.inject({ method: 'GET', url: '/api/venue?page=1' })
    expect(second.body).toBe(first.body)
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8')
  })

  it('answers a URL asked again from memory before reading its query again, with the same headers, and afresh once dropped', async () => {
    const url = '/api/makeup-artists?sort=price&minPrice=0'
    const browser = { 'accept-encoding': 'gzip, deflate, br' }
    const first = await t.app.inject({ method: 'GET', url, headers: browser })
    expect(t.app.catalogKeysOfUrls.get(url)).toMatch(/^makeup\?/)
    const again = await t.app.inject({ method: 'GET', url, headers: browser })
    const { date: _d, 'x-request-id': firstId, ...firstHeaders } = first.headers
    const { date: _a, 'x-request-id': againId, ...againHeaders } = again.headers
    expect(againHeaders).toEqual(firstHeaders)
    expect(againId).not.toBe(firstId)
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    // Dropped (a change, the TTL): the same URL goes on to its handler and is computed from the database again.
    await insertAgencyWithListings(t.db, buildAgency(), [buildListing('makeup', { name: 'Fresh Face', priceBdt: 1 })])
    t.app.catalogCache.clear()
    const afresh = await t.app.inject({ method: 'GET', url })
    expect((afresh.json().data as { name: string }[]).map((listing) => listing.name)).toContain('Fresh Face')
  })

  it('does not cache refusals', async () => {
    const before = t.app.catalogCache.size
    const bad = await t.app.inject({ method: 'GET', url: '/api/venue?page=0' })
    expect(bad.statusCode).toBe(400)
    expect(t.app.catalogCache.size).toBe(before)
  })

  const get = (url: string) => t.app.inject({ method: 'GET', url })
  /** How many entries these requests add to an empty cache. */
  async function entriesAddedBy(urls: string[]) {
    t.app.catalogCache.clear()
    const bodies = new Set<string>()
    for (const url of urls) {
      const response = await get(url)
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200)
      bodies.add(response.body)
    }
    expect(bodies.size, 'every request answered the same').toBe(1)
    return t.app.catalogCache.size
  }

  it('keys lists by the validated query: random extra parameters add no entries', async () => {
    const urls = Array.from({ length: 200 }, () => `/api/venue?district=Khulna&x=${randomUUID()}&${randomUUID().slice(0, 8)}=1`)
    expect(await entriesAddedBy(urls)).toBe(1)
  })

  it('lets equal queries share one entry however they are written', async () => {
    expect(
      await entriesAddedBy([
        '/api/venue?sort=price&district=Khulna',
        '/api/venue?district=Khulna&sort=price',
        '/api/venue?district=Khulna&sort=price&page=1',
        '/api/venue?page=01&sort=price&district=Khulna&pageSize=12',
        '/api/venue?district=Khulna&sort=price&utm_source=mail',
      ]),
    ).toBe(1)
    expect(await entriesAddedBy(['/api/venue?q=Hall', '/api/venue?q=%20hall%20', '/api/venue?q=HALL&page=1'])).toBe(1)
  })

  it('keys a listing by its kind and id, whatever the case of the id or extra parameters', async () => {
    const { data } = (await get('/api/photography?pageSize=1')).json<{ data: { id: string }[] }>()
    const id = data[0]!.id
    expect(
      await entriesAddedBy([`/api/photography/${id}`, `/api/photography/${id.toUpperCase()}`, `/api/photography/${id}?x=${randomUUID()}`]),
    ).toBe(1)
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
      second.app.pageCache.set('/services/makeup|', keptPage)
      await first.app.inject({
        method: 'PUT',
        url: `/api/listings/${listings[0]!.id}/published`,
        headers: { cookie: merchant.cookie },
        payload: { published: false },
      })
      await expect.poll(async () => (await list()).map((listing) => listing.name), { timeout: 3000 }).not.toContain('Shared Glow')
      // Its kept pages went with it.
      expect(second.app.pageCache.get('/services/makeup|')).toBeUndefined()
    } finally {
      await second.close()
      await first.close()
    }
  })
})
