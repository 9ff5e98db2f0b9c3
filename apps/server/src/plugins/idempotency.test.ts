import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { createActor, type TActor } from '../../test/actors'
import { daysFromNow, insertListings, bookingOf } from '../../test/catalog-fixtures'
import { createTestApp } from '../../test/test-app'
import { idempotencyKeys, orders } from '../db/schema'
import { IDEMPOTENCY_KEY_TTL_MS } from './idempotency'

let t: Awaited<ReturnType<typeof createTestApp>>
let listing: Awaited<ReturnType<typeof insertListings>>
let customer: TActor
let other: TActor
let sequence = 0

beforeAll(async () => {
  t = await createTestApp()
  listing = await insertListings(t.app)
  customer = await createActor(t.app, 'double-clicker')
  other = await createActor(t.app, 'other-clicker')
})
afterAll(() => t.close())

const newKey = () => `key-${Date.now()}-${++sequence}`
const post = (url: string, actor: TActor, payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: actor.cookie, ...(key ? { 'idempotency-key': key } : {}) }, payload })
const ordersOf = (actor: TActor) => t.db.select().from(orders).where(eq(orders.customerEmail, actor.email))

describe('Idempotency-Key on creating routes', () => {
  it('two concurrent POST /api/orders with one key create one order, and both answers are the same', async () => {
    const before = (await ordersOf(customer)).length
    const key = newKey()
    const [first, second] = await Promise.all([
      post('/api/orders', customer, bookingOf(listing.costume), key),
      post('/api/orders', customer, bookingOf(listing.costume), key),
    ])
    expect(first.statusCode, first.body).toBe(201)
    expect(second.statusCode, second.body).toBe(201)
    expect(second.json<TOrder>()).toEqual(first.json<TOrder>())
    expect(await ordersOf(customer)).toHaveLength(before + 1)
    // A retry later (the answer was lost) is answered the same, marked as a replay.
    const retry = await post('/api/orders', customer, bookingOf(listing.costume), key)
    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toEqual(first.json())
    expect(await ordersOf(customer)).toHaveLength(before + 1)
  })

  it('replays a refusal too, so a double click on a taken date is told once, the same way', async () => {
    const taken = bookingOf(listing.venue, daysFromNow(300))
    expect((await post('/api/orders', other, taken)).statusCode).toBe(201)
    const key = newKey()
    const answers = await Promise.all([1, 2].map(() => post('/api/orders', customer, taken, key)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([409, 409])
    expect(answers[1]!.json()).toEqual(answers[0]!.json())
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1)
  })

  it('refuses a key reused for a different request (422 idempotency_key_reused), and never creates for it', async () => {
    const key = newKey()
    expect((await post('/api/orders', customer, bookingOf(listing.costume), key)).statusCode).toBe(201)
    const before = (await ordersOf(customer)).length
    const reused = await post('/api/orders', customer, { listingId: listing.photographer.id, eventDate: '2099-01-01' }, key)
    expect(reused.statusCode).toBe(422)
    expect(reused.json().code).toBe('idempotency_key_reused')
    const otherRoute = await post('/api/cart', customer, bookingOf(listing.costume), key)
    expect(otherRoute.json().code).toBe('idempotency_key_reused')
    expect(await ordersOf(customer)).toHaveLength(before)
  })

  it("keeps each user's keys apart, refuses a malformed key, and works without one", async () => {
    const key = newKey()
    const mine = await post('/api/orders', customer, bookingOf(listing.costume), key)
    const theirs = await post('/api/orders', other, bookingOf(listing.costume), key)
    expect(theirs.statusCode).toBe(201)
    expect(theirs.json().id).not.toBe(mine.json().id)
    const malformed = await post('/api/orders', customer, bookingOf(listing.costume), 'short')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().code).toBe('invalid_idempotency_key')
    const a = await post('/api/orders', customer, bookingOf(listing.costume))
    const b = await post('/api/orders', customer, bookingOf(listing.costume))
    expect(a.json().id).not.toBe(b.json().id)
  })

  it('deduplicates checkout and payment recording the same way', async () => {
    await post('/api/cart', customer, bookingOf(listing.costume), newKey())
    const key = newKey()
    const [first, second] = await Promise.all([
      post('/api/cart/checkout', customer, {}, key),
      post('/api/cart/checkout', customer, {}, key),
    ])
    expect(first.statusCode, first.body).toBe(201)
    expect(second.json()).toEqual(first.json())
  })

  it('forgets a key after a day: it then names a new request', async () => {
    const key = newKey()
    const first = await post('/api/orders', customer, bookingOf(listing.costume), key)
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - ${`${IDEMPOTENCY_KEY_TTL_MS + 60_000} milliseconds`}::interval` })
      .where(eq(idempotencyKeys.key, key))
    const later = await post('/api/orders', customer, bookingOf(listing.costume), key)
    expect(later.statusCode).toBe(201)
    expect(later.json().id).not.toBe(first.json().id)
  })
})
