import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { TEXTS } from '@utsab/shared/texts'
import { createActor, type TActor } from '../../../test/actors'
import { daysFromNow, insertListings } from '../../../test/catalog-fixtures'
import { createTestApp } from '../../../test/test-app'
import { paymentIntents, payments } from '../../db/schema'
import { releaseStaleTestCharges, STALE_PROCESSING_MS } from './providers'

// Found by the crash drill (bench/crash-drill.mjs): a customer whose payment answer was lost (the
// server died) reloads and pays again; two tabs pay at once; a confirmation dies mid-charge.

let t: Awaited<ReturnType<typeof createTestApp>>
let listing: Awaited<ReturnType<typeof insertListings>>
let customer: TActor
let day = 200

beforeAll(async () => {
  t = await createTestApp()
  listing = await insertListings(t.app)
  customer = await createActor(t.app, 'reloader')
})
afterAll(() => t.close())

const post = (url: string, payload: object, cookie: string | null = customer.cookie) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload })
const newOrder = async () => (await post('/api/orders', { listingId: listing.venue.id, eventDate: daysFromNow(day++) })).json<TOrder>()
const intentFor = async (orderId: string) => (await post('/api/create-payment-intent', { orderId })).json()
const confirm = (clientSecret: string) =>
  post('/api/test-payments/confirm', { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }, null)
const intentsOf = (checkoutId: string) => t.db.select().from(paymentIntents).where(eq(paymentIntents.checkoutId, checkoutId))

describe('paying after a lost answer', () => {
  it('a reload after the charge went through gets the same intent, so the checkout is charged once', async () => {
    const order = await newOrder()
    const first = await intentFor(order.id)
    expect((await confirm(first.clientSecret)).json().status).toBe('succeeded')
    // The answer to POST /api/payments never arrived; the customer reloads the payment page.
    const again = await intentFor(order.id)
    expect(again.intentId).toBe(first.intentId)
    // Confirming again charges nothing: the processor says it already succeeded, and the payment is recorded.
    const repeat = await confirm(again.clientSecret)
    expect(repeat.statusCode).toBe(409)
    expect(repeat.json().message).toBe(TEXTS.paymentAlreadySucceeded)
    expect((await post('/api/payments', { intentId: again.intentId })).statusCode).toBe(201)
    expect(await intentsOf(order.checkoutId!)).toHaveLength(1)
    expect(await t.db.select().from(payments).where(eq(payments.checkoutId, order.checkoutId!))).toHaveLength(1)
  })

  it('two tabs starting to pay at once get one intent', async () => {
    const order = await newOrder()
    const answers = await Promise.all(Array.from({ length: 6 }, () => intentFor(order.id)))
    expect(new Set(answers.map((answer) => answer.intentId)).size).toBe(1)
    expect(await intentsOf(order.checkoutId!)).toHaveLength(1)
  })

  it('a confirmation that died mid-charge blocks paying only until its claim is stale', async () => {
    const order = await newOrder()
    const { clientSecret, intentId } = await intentFor(order.id)
    // What a process killed between claiming the intent and recording the charge leaves behind.
    await t.db.update(paymentIntents).set({ status: 'processing', updatedAt: new Date() }).where(eq(paymentIntents.id, intentId))
    expect((await confirm(clientSecret)).statusCode).toBe(409)
    await t.db
      .update(paymentIntents)
      .set({ updatedAt: new Date(Date.now() - STALE_PROCESSING_MS - 1000) })
      .where(eq(paymentIntents.id, intentId))
    const retried = await confirm(clientSecret)
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json().status).toBe('succeeded')
    expect((await post('/api/payments', { intentId })).statusCode).toBe(201)
  })

  it('releases a charge cut short once its claim is stale, and leaves fresh claims and other states alone', async () => {
    const stuck = await intentFor((await newOrder()).id)
    const fresh = await intentFor((await newOrder()).id)
    const untouched = await intentFor((await newOrder()).id)
    const longAgo = new Date(Date.now() - STALE_PROCESSING_MS - 1000)
    await t.db.update(paymentIntents).set({ status: 'processing', updatedAt: longAgo }).where(eq(paymentIntents.id, stuck.intentId))
    await t.db.update(paymentIntents).set({ status: 'processing', updatedAt: new Date() }).where(eq(paymentIntents.id, fresh.intentId))
    await t.db.update(paymentIntents).set({ status: 'failed', updatedAt: longAgo }).where(eq(paymentIntents.id, untouched.intentId))
    expect(await releaseStaleTestCharges(t.db)).toBe(1)
    const statusOf = async (id: string) => (await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!.status
    expect(await statusOf(stuck.intentId)).toBe('requires_payment_method')
    expect(await statusOf(fresh.intentId)).toBe('processing')
    expect(await statusOf(untouched.intentId)).toBe('failed')
    expect((await confirm(stuck.clientSecret)).json().status).toBe('succeeded')
  })
})
