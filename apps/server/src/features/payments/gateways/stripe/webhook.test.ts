import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '@utsab/shared/format'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { createActor, type TActor } from '../../../../../test/actors'
import { daysFromNow, insertListings, bookingOf } from '../../../../../test/catalog-fixtures'
import { createTestApp } from '../../../../../test/test-app'
import { orders, paymentIntents, payments } from '../../../../db/schema'

const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures'
const stripe = new Stripe('sk_test_unused')

let t: Awaited<ReturnType<typeof createTestApp>>
let customer: TActor
let listing: Awaited<ReturnType<typeof insertListings>>

/** Stripe's API, played on loopback: it answers refunds and remembers what it was asked. */
const stripeCalls: { method: string; url: string; body: string; idempotencyKey: string | undefined }[] = []
const stripeApi = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString()))
  request.on('end', () => {
    stripeCalls.push({ method: request.method!, url: request.url!, body, idempotencyKey: request.headers['idempotency-key'] as string })
    const intentId = new URLSearchParams(body).get('payment_intent')
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ id: `re_${intentId}`, object: 'refund', status: 'succeeded', payment_intent: intentId }))
  })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve))
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_unused',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`,
  })
  customer = await createActor(t.app, 'stripe-customer')
  listing = await insertListings(t.app)
})
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => stripeApi.close(() => resolve()))
})

let sequence = 0
/** An order with a Stripe intent we created (mirrored), as after POST /api/create-payment-intent. */
async function orderWithIntent(payload: object = bookingOf(listing.costume)) {
  const order = (
    await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: customer.cookie },
      payload,
    })
  ).json<TOrder>()
  const id = `pi_${++sequence}_${Date.now()}`
  await t.db.insert(paymentIntents).values({
    id,
    provider: 'stripe',
    checkoutId: order.checkoutId!,
    customerId: (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.customerId,
    amountBdt: order.total,
    clientSecret: `${id}_secret_x`,
  })
  return { order, intentId: id }
}

function event(id: string, type: string, intent: { id: string; amount: number; status: string; checkoutId: string }) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: 'bdt',
        status: intent.status,
        metadata: { checkoutId: intent.checkoutId },
      },
    },
  })
}

const send = (payload: string, signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  })

const paymentRows = (intentId: string) => t.db.select().from(payments).where(eq(payments.transactionId, intentId))
const orderStatus = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.status

describe('Stripe webhook', () => {
  it('records a succeeded payment once, however often the event is replayed or re-sent', async () => {
    const { order, intentId } = await orderWithIntent()
    const succeeded = event('evt_a1', 'payment_intent.succeeded', {
      id: intentId,
      amount: order.total * 100,
      status: 'succeeded',
      checkoutId: order.checkoutId!,
    })
    const first = await send(succeeded)
    expect(first.statusCode, first.body).toBe(200)
    expect(await orderStatus(order.id)).toBe('paid')
    expect(await paymentRows(intentId)).toHaveLength(1)
    // Stripe is a real payment provider: its receipts do not say "Test mode".
    expect(t.mailbox.lastTo(customer.email)?.subject).toBe(`Payment received: ${formatMoney(order.total)}`)

    expect((await send(succeeded)).json()).toMatchObject({ duplicate: true })
    const resent = event('evt_a2', 'payment_intent.succeeded', {
      id: intentId,
      amount: order.total * 100,
      status: 'succeeded',
      checkoutId: order.checkoutId!,
    })
    await Promise.all([send(resent), send(resent)])
    expect(await paymentRows(intentId)).toHaveLength(1)
  })

  it('never moves a paid order back when events arrive out of order', async () => {
    const { order, intentId } = await orderWithIntent()
    const intent = { id: intentId, amount: order.total * 100, checkoutId: order.checkoutId! }
    await send(event('evt_b1', 'payment_intent.succeeded', { ...intent, status: 'succeeded' }))
    await send(event('evt_b0', 'payment_intent.processing', { ...intent, status: 'processing' }))
    await send(event('evt_b2', 'payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' }))
    expect(await orderStatus(order.id)).toBe('paid')
    const [mirror] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId))
    expect(mirror?.status).toBe('succeeded')
  })

  it('refuses a tampered or unsigned event', async () => {
    const { order, intentId } = await orderWithIntent()
    const payload = event('evt_c1', 'payment_intent.succeeded', {
      id: intentId,
      amount: order.total * 100,
      status: 'succeeded',
      checkoutId: order.checkoutId!,
    })
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const tampered = payload.replace(String(order.total * 100), '100')
    expect((await send(tampered, signature)).statusCode).toBe(400)
    expect((await send(payload, 'nonsense')).statusCode).toBe(400)
    const otherSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })
    expect((await send(payload, otherSecret)).statusCode).toBe(400)
    expect(await orderStatus(order.id)).toBe('pending')
  })

  it('ignores an intent we did not create, or one for another amount', async () => {
    const { order, intentId } = await orderWithIntent()
    await send(
      event('evt_d1', 'payment_intent.succeeded', { id: intentId, amount: 100, status: 'succeeded', checkoutId: order.checkoutId! }),
    )
    await send(
      event('evt_d2', 'payment_intent.succeeded', {
        id: 'pi_unknown',
        amount: order.total * 100,
        status: 'succeeded',
        checkoutId: order.checkoutId!,
      }),
    )
    expect(await orderStatus(order.id)).toBe('pending')
    expect(await paymentRows(intentId)).toHaveLength(0)
  })

  it('refunds a charge whose date was lost through Stripe, once, and tells the customer', async () => {
    const eventDate = daysFromNow(90)
    const { order, intentId } = await orderWithIntent(bookingOf(listing.venue, eventDate))
    // The hold lapsed before the charge was known here, and someone else booked the date.
    await t.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, order.id))
    const rival = await createActor(t.app, 'stripe-rival')
    const rivalOrder = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: rival.cookie },
      payload: bookingOf(listing.venue, eventDate),
    })
    expect(rivalOrder.statusCode).toBe(201)
    const intent = { id: intentId, amount: order.total * 100, status: 'succeeded', checkoutId: order.checkoutId! }
    const answer = await send(event('evt_e1', 'payment_intent.succeeded', intent))
    expect(answer.statusCode, answer.body).toBe(200)
    expect((await send(event('evt_e2', 'payment_intent.succeeded', intent))).statusCode).toBe(200)

    const refunds = stripeCalls.filter((call) => call.url === '/v1/refunds')
    expect(refunds).toHaveLength(1)
    expect(new URLSearchParams(refunds[0]!.body).get('payment_intent')).toBe(intentId)
    expect(refunds[0]!.idempotencyKey).toBe(`refund-${intentId}`)
    const [mirror] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId))
    expect(mirror).toMatchObject({ status: 'refunded', refundId: `re_${intentId}` })
    expect(await paymentRows(intentId)).toHaveLength(0)
    expect(await orderStatus(order.id)).toBe('expired')
    expect(t.mailbox.messages.filter((mail) => mail.to === customer.email && mail.subject.startsWith('Refund of'))).toHaveLength(1)
  })
})
