import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify, { type FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { chosenEncoding } from '../lib/precompressed'
import { cachedPageOf, inlineScriptHashes, pageCacheKey, sendCachedPage } from './page-cache'
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
    // A Bangla page offers nothing: one entry whatever the browser prefers.
    expect(pageCacheKey(request('/bn', { 'accept-language': 'bn' }))).toBe(pageCacheKey(request('/bn', { 'accept-language': 'en' })))
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
