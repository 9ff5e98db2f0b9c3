import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError, callApi, endpoint, newIdempotencyKey } from './api-client'
import { idempotencyKeyHolder } from './use-idempotency-key'

const seen: IncomingHttpHeaders[] = []
const server = createServer((request, response) => {
  seen.push(request.headers)
  request.resume()
  request.on('end', () => response.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}'))
})
const realFetch = globalThis.fetch
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The client calls same-origin paths ('/api/...'); here they go to the test server.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(`${origin}${input}`, init))
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const anyAnswer = z.unknown()
const createOrder = endpoint({ method: 'POST', path: '/api/orders', body: z.object({ listingId: z.string() }), response: anyAnswer })
const upload = endpoint({ method: 'POST', path: '/api/upload/:event', body: 'form-data', response: anyAnswer })
const contact = endpoint({ method: 'POST', path: '/api/contact-messages', body: z.object({}), response: anyAnswer })

describe('Idempotency-Key from the web client', () => {
  it('sends the key given for a JSON post and a form post, and none when not given', async () => {
    await callApi(createOrder, { body: { listingId: 'x' }, idempotencyKey: 'key-one-12345' })
    const form = new FormData()
    form.append('name', 'x')
    await callApi(upload, { params: { event: 'venue' }, body: form, idempotencyKey: 'key-two-12345' })
    await callApi(contact, { body: {} })
    expect(seen.map((headers) => headers['idempotency-key'])).toEqual(['key-one-12345', 'key-two-12345', undefined])
  })

  it('makes keys the server accepts, never the same twice', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey)
    expect(new Set(keys).size).toBe(50)
    for (const key of keys) expect(key).toMatch(/^[\w-]{8,128}$/)
  })

  it('keeps one key for a double click and a retry after a network error, and a new one once the server answered', () => {
    const key = idempotencyKeyHolder()
    const first = key.get()
    expect(key.get()).toBe(first)
    key.settled(new ApiError('offline', 0, undefined, 'network_error'))
    expect(key.get()).toBe(first)
    key.settled(new ApiError('Date taken', 409, undefined, 'conflict'))
    const second = key.get()
    expect(second).not.toBe(first)
    key.settled(null)
    expect(key.get()).not.toBe(second)
  })
})
