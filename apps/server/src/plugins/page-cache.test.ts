import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify, { type FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { chosenEncoding } from '../lib/precompressed'
import { createCatalogCache } from './catalog-cache'
import { cachedPageOf, inlineScriptHashes, pageCacheKey, sendCachedPage, type TCachedPage } from './page-cache'
import { pageSecurityPolicy } from './security-headers'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers }) as unknown as FastifyRequest
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('which requests may share a page', () => {
  it('only a GET without any cookie', () => {
    expect(pageCacheKey(request('/services/venue'))).toBeDefined()
    expect(pageCacheKey(request('/services/venue', { cookie: 'theme=dark' }))).toBeUndefined()
    expect(pageCacheKey(request('/services/venue', {}, 'HEAD'))).toBeUndefined()
    expect(pageCacheKey(request('/services/venue', {}, 'POST'))).toBeUndefined()
  })

  it('keys by path and query, and on English pages by whether the browser prefers Bangla (the page offers it)', () => {
    expect(pageCacheKey(request('/services/venue?page=2'))).not.toBe(pageCacheKey(request('/services/venue')))
    const english = pageCacheKey(request('/', { 'accept-language': 'en-US,en;q=0.9' }))
    const prefersBangla = pageCacheKey(request('/', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' }))
    expect(prefersBangla).not.toBe(english)
    expect(pageCacheKey(request('/', {}))).toBe(pageCacheKey(request('/', { 'accept-language': 'fr' })))
    // A path spelt another way than our links spell it is rendered, not kept.
    for (const spelling of ['/services/%76enue', '/services//venue', '/services/venue/', '/bn/%e0%a6%95', '/%zz'])
      expect(pageCacheKey(request(spelling)), spelling).toBeUndefined()
    expect(pageCacheKey(request('/bn/%E0%A6%95'))).toBeDefined()
    // A Bangla page offers nothing: one entry whatever the browser prefers.
    expect(pageCacheKey(request('/bn', { 'accept-language': 'bn' }))).toBe(pageCacheKey(request('/bn', { 'accept-language': 'en' })))
  })
})

describe('keys from the parameters a page reads (issue 35, finding 6)', () => {
  const page = (name: string): TCachedPage => ({
    status: 200,
    headers: [],
    policy: '',
    body: { identity: Buffer.from(name), size: name.length } as TCachedPage['body'],
    size: 1000,
  })
  /** What plugins/web.ts does with a request: a key shares a page (rendered once); no key, a render of its own, not kept. */
  const serve = async (cache: ReturnType<typeof createCatalogCache<TCachedPage>>, url: string, renders: string[]) => {
    const key = pageCacheKey(request(url))
    if (key === undefined) return void renders.push(url)
    await cache.fetch(key, async () => {
      renders.push(url)
      return page(url)
    })
  }

  it('a flood of ?junk=N variants neither grows the cache nor evicts a popular page', async () => {
    // As the app holds kept pages (catalog-cache.ts): at most 500.
    const cache = createCatalogCache<TCachedPage>({ ttlSeconds: 30, maxEntries: 500, sizeOf: (kept) => kept.size })
    const renders: string[] = []
    await serve(cache, '/services/venue?page=2', renders)
    await serve(cache, '/', renders)
    expect(cache.size).toBe(2)
    for (let n = 0; n < 600; n++) {
      await serve(cache, `/?junk=${n}`, renders)
      await serve(cache, `/services/venue?page=2&junk=${n}`, renders)
    }
    expect(cache.size).toBe(2)
    renders.length = 0
    await serve(cache, '/services/venue?page=2', renders)
    await serve(cache, '/', renders)
    expect(renders, 'the popular pages are still kept').toEqual([])
  })

  it('two orderings, or spellings, of the same known parameters share one entry', async () => {
    const cache = createCatalogCache<TCachedPage>({ ttlSeconds: 30, maxEntries: 500, sizeOf: (kept) => kept.size })
    const renders: string[] = []
    await serve(cache, '/services/venue?district=Dhaka&sort=price&page=2', renders)
    await serve(cache, '/services/venue?page=2&sort=price&district=Dhaka', renders)
    await serve(cache, '/bn/services/venue?q=gaye+holud&page=2', renders)
    await serve(cache, '/bn/services/venue?page=2&q=gaye%20holud', renders)
    expect(renders).toEqual(['/services/venue?district=Dhaka&sort=price&page=2', '/bn/services/venue?q=gaye+holud&page=2'])
    expect(cache.size).toBe(2)
  })

  it('keeps a page only with the parameters its route reads: list filters on lists, date and guests on a listing', () => {
    expect(pageCacheKey(request('/services/photographers?minPrice=5000&maxPrice=20000&page=3'))).toBeDefined()
    expect(pageCacheKey(request('/available?date=2027-01-10&guests=200'))).toBeDefined()
    expect(pageCacheKey(request('/venue/abc123?date=2027-01-10&guests=200'))).toBeDefined()
    expect(pageCacheKey(request('/venue/abc123?page=2'))).toBeUndefined()
    expect(pageCacheKey(request('/about?utm_source=news'))).toBeUndefined()
    expect(pageCacheKey(request('/login?next=%2Forders'))).toBeUndefined()
    expect(pageCacheKey(request('/about'))).toBe(pageCacheKey(request('/about?')))
  })
})

describe('a kept page', () => {
  const html = `<!DOCTYPE html><html><head><script nonce="">window.a=1</script><script type="module" src="/assets/x.js"></script></head><body><p>${'Venues, photographers, costumes and makeup. '.repeat(30)}</p><script>import("/assets/entry.js")</script><script nonce="">window.a=1</script></body></html>`

  it('allows exactly its inline scripts by hash, once each, and no script file by hash', () => {
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a=1'), sha256('import("/assets/entry.js")')])
  })

  it('is compressed once in brotli and gzip, each giving back the same bytes, with a policy naming its scripts and no nonce', async () => {
    const page = await cachedPageOf({ status: 200, headers: [['content-type', 'text/html; charset=utf-8']], html }, (sources) =>
      pageSecurityPolicy(sources, { stripe: false, httpsOrigin: false }),
    )
    expect(brotliDecompressSync(page.body.br!).toString()).toBe(html)
    expect(gunzipSync(page.body.gzip!).toString()).toBe(html)
    expect(page.policy).toContain(`script-src 'self' ${sha256('window.a=1')} ${sha256('import("/assets/entry.js")')};`)
    expect(page.policy).not.toContain('nonce')
    expect(page.size).toBe(page.body.identity.length + page.body.br!.length + page.body.gzip!.length)
  })

  it('goes out in the encoding the client takes', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('br')
    expect(chosenEncoding('gzip, deflate, br;q=0')).toBe('gzip')
    expect(chosenEncoding('deflate')).toBeUndefined()
    expect(chosenEncoding('identity')).toBeUndefined()
    expect(chosenEncoding(undefined)).toBeUndefined()
    expect(chosenEncoding('*')).toBe('gzip')
  })

  it('answers each header the same after its reading is remembered, and after the bounded memory starts again', () => {
    expect(chosenEncoding('gzip, deflate, br;q=0')).toBe('gzip')
    expect(chosenEncoding('gzip, deflate, br;q=0')).toBe('gzip')
    // Many distinct headers (a client can send any): the memory is emptied when full, never grown without end.
    for (let i = 0; i < 200; i++) expect(chosenEncoding(`gzip, x-${i}`)).toBe('gzip')
    expect(chosenEncoding('gzip, deflate, br;q=0')).toBe('gzip')
    expect(chosenEncoding('br, gzip')).toBe('br')
  })

  it('is sent with its headers, policy and Vary, compressed or not', async () => {
    const page = await cachedPageOf({ status: 200, headers: [['content-type', 'text/html; charset=utf-8']], html }, (sources) =>
      pageSecurityPolicy(sources, { stripe: false, httpsOrigin: false }),
    )
    const app = Fastify()
    app.get('/', (req, reply) => sendCachedPage(req, reply, page))
    const compressed = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers.vary).toBe('accept-encoding')
    expect(compressed.headers['content-security-policy']).toBe(page.policy)
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(html)
    const plain = await app.inject({ url: '/' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(html)
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8')
    await app.close()
  })
})
