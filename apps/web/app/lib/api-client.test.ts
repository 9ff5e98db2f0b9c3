import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { inEnglish } from '@utsab/shared/i18n/english'
import { ApiError, callApi, contractChecksOn, endpoint, endpointPath, lazySchema, loadApi, loadApiResult } from './api-client'

const order = endpoint({ method: 'GET', path: '/api/orders/:id', response: z.object({ id: z.string(), total: z.number() }) })
const list = endpoint({
  method: 'GET',
  path: '/api/:segment',
  query: z.object({ q: z.string().optional(), page: z.number().optional(), district: z.string().optional() }),
  response: z.object({ data: z.array(z.string()) }),
})

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => vi.unstubAllGlobals())

describe('endpointPath', () => {
  it('substitutes the parameters, encoded', () => {
    expect(endpointPath(order, { id: 'a b/c?d' })).toBe('/api/orders/a%20b%2Fc%3Fd')
  })

  it('refuses a path whose parameter is missing', () => {
    expect(() => endpointPath(order, {})).toThrow('needs the parameter id')
  })

  it('appends the query without empty values', () => {
    expect(endpointPath(list, { segment: 'venue' }, { q: 'rose garden', page: 2, district: '', empty: undefined, none: null })).toBe(
      '/api/venue?q=rose+garden&page=2',
    )
    expect(endpointPath(list, { segment: 'venue' }, { q: '' })).toBe('/api/venue')
  })
})

describe('callApi', () => {
  it('answers the parsed body when it matches the schema', async () => {
    const fetch = vi.fn(async () => answer(200, { id: 'o1', total: 5 }))
    vi.stubGlobal('fetch', fetch)
    await expect(callApi(order, { params: { id: 'o1' } })).resolves.toEqual({ id: 'o1', total: 5 })
    expect(fetch).toHaveBeenCalledWith('/api/orders/o1', expect.objectContaining({ method: 'GET', credentials: 'same-origin' }))
  })

  it('detects an answer that breaks its contract (checks are on in tests)', async () => {
    expect(contractChecksOn()).toBe(true)
    vi.stubGlobal('fetch', async () => answer(200, { id: 'o1', total: 'five' }))
    const error = await callApi(order, { params: { id: 'o1' } }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'contract_violation', status: 200 })
    expect((error as ApiError).message).toContain('GET /api/orders/:id')
  })

  it('checks a lazily given schema too', async () => {
    const lazy = endpoint({ method: 'GET', path: '/api/me', response: lazySchema(async () => z.object({ user: z.null() })) })
    vi.stubGlobal('fetch', async () => answer(200, { user: 'someone' }))
    await expect(callApi(lazy)).rejects.toMatchObject({ code: 'contract_violation' })
  })

  it("throws a refusal as ApiError with the server's message, code and fields", async () => {
    vi.stubGlobal('fetch', async () =>
      answer(409, { message: 'Rose Garden Hall is already booked', code: 'date_taken', fields: { item1: 'Pick another date' } }),
    )
    await expect(callApi(order, { params: { id: 'o1' } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 409,
      code: 'date_taken',
      message: 'Rose Garden Hall is already booked',
      fields: { item1: 'Pick another date' },
    })
  })

  it('gives a refusal without a body a generic message and no code', async () => {
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 502 }))
    const refused = await callApi(order, { params: { id: 'o1' } }).then(
      () => new Error('expected a refusal'),
      (caught: unknown) => caught as Error,
    )
    expect(refused).toMatchObject({ status: 502, code: undefined })
    // The browser's own sentence is a message key, written in the page's language where it is shown.
    expect(inEnglish(refused.message)).toBe('Request failed (502)')
  })

  it('reports an unreachable server as network_error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(callApi(order, { params: { id: 'o1' } })).rejects.toMatchObject({ status: 0, code: 'network_error' })
  })

  it('sends JSON bodies with their content type, and 204 answers as null', async () => {
    const remove = endpoint({ method: 'POST', path: '/api/cart/checkout', body: z.object({ a: z.number() }), response: z.null() })
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    await expect(callApi(remove, { body: { a: 1 }, idempotencyKey: 'key-12345678' })).resolves.toBeNull()
    expect(fetch).toHaveBeenCalledWith(
      '/api/cart/checkout',
      expect.objectContaining({
        body: '{"a":1}',
        headers: {
          'accept-language': 'en',
          accept: 'application/json',
          'idempotency-key': 'key-12345678',
          'content-type': 'application/json',
        },
      }),
    )
  })
})

describe('loadApi and loadApiResult', () => {
  const contextAnswering = (status: number, body: unknown) =>
    ({
      api: vi.fn(async () => ({ status, headers: {}, json: () => body })),
      origin: 'http://x',
      cspNonce: '',
      apiContractChecks: true,
    }) as never

  it('answers the checked body in a loader', async () => {
    await expect(loadApi(contextAnswering(200, { id: 'o1', total: 1 }), order, { params: { id: 'o1' } })).resolves.toEqual({
      id: 'o1',
      total: 1,
    })
  })

  it('throws a refusal as a route error response with its status, message and code', async () => {
    const thrown = await loadApi(contextAnswering(403, { message: 'Admins only', code: 'forbidden' }), order, {
      params: { id: 'o1' },
    }).catch((caught: unknown) => caught)
    expect(thrown).toMatchObject({ init: { status: 403 }, data: { message: 'Admins only', code: 'forbidden' } })
  })

  it('hides a server error message from the page', async () => {
    const thrown = await loadApi(contextAnswering(500, { message: 'relation "x" does not exist' }), order, { params: { id: 'o1' } }).catch(
      (caught: unknown) => caught,
    )
    expect(thrown).toMatchObject({ init: { status: 500 } })
    expect(inEnglish((thrown as { data: { message: string } }).data.message)).toBe('Something went wrong. Please try again.')
  })

  it('hands the refusal back with loadApiResult', async () => {
    const result = await loadApiResult(contextAnswering(403, { message: 'No agency yet', code: 'no_agency' }), order, {
      params: { id: 'o1' },
    })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatchObject({ status: 403, code: 'no_agency', message: 'No agency yet' })
  })
})
