import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refundArrivesBy } from '@utsab/shared/booking-money'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TOrderReview } from '@utsab/shared/schemas/reviews'
import { createActor, type TActor } from '../../../test/actors'
import { cardPayments } from '../../../test/card-payments'
import { daysFromNow, VENUE_BOOKING } from '../../../test/catalog-fixtures'
import { createTestApp } from '../../../test/test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../db/factories'
import { paymentMethodOf } from '../../db/order-records'
import { orders, refunds } from '../../db/schema'

/** Issue 33: cancelled and expired bookings stay in the customer's list, with every payment and every refund. */
let t: Awaited<ReturnType<typeof createTestApp>>
let customer: TActor
let hall: { id: string }
let studio: { id: string }
let day = 200

beforeAll(async () => {
  t = await createTestApp({}, { listen: true })
  const merchant = await createActor(t.app, 'history-owner', 'merchant')
  const { listings } = await insertAgencyWithListings(t.app.db, buildAgency({ name: 'History Events', ownerId: merchant.id }), [
    buildListing('venue', { name: 'History Hall', priceBdt: 100_000, advancePercent: 30, cancellationPolicy: 'flexible' }),
    buildListing('photographer', { name: 'History Studio', priceBdt: 20_000, advancePercent: 50, cancellationPolicy: 'flexible' }),
  ])
  hall = listings[0]!
  studio = listings[1]!
  customer = await createActor(t.app, 'history-customer')
})
afterAll(() => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: customer.cookie } })
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie: customer.cookie }, payload })
/** A venue's shift and guests, and where and when a photographer comes: each kind reads its own. */
const DETAILS = { ...VENUE_BOOKING, eventAddress: 'Community centre, House 9, Road 3, Uttara, Dhaka', eventTime: '16:30' }
async function book(listingId: string, eventDate = daysFromNow(day++)) {
  const response = await post('/api/orders', { listingId, eventDate, ...DETAILS })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<TOrder>()
}
const payNow = async (orderId: string) => (await cardPayments(t.app).pay(customer.cookie, orderId)).intent.intentId
const myOrders = async () => {
  const response = await get('/api/order')
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ data: TOrder[] }>().data
}

describe('the customer’s list keeps every booking', () => {
  it('a booking cancelled with money paid stays, with its refund, its state and the day it should arrive', async () => {
    const placed = await book(hall.id)
    const intentId = await payNow(placed.id)
    const cancelled = await post(`/api/orders/${placed.id}/cancel`, { expectedRefund: 30_000 })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, placed.id))

    const listed = (await myOrders()).find((order) => order.id === placed.id)
    expect(listed).toMatchObject({
      status: 'cancelled',
      refund: 30_000,
      amountPaid: 30_000,
      payments: [{ part: 'advance', amount: 30_000, transactionId: intentId, method: 'card' }],
      refunds: [{ amount: 30_000, state: 'succeeded', method: 'card', requestedAt: row!.createdAt.toISOString() }],
    })
    // A card refund should arrive within 10 working days of being asked for.
    expect(listed!.refunds[0]!.arrivesBy).toBe(refundArrivesBy(row!.createdAt, 'card'))
    expect(listed!.refunds[0]!.completedAt).not.toBeNull()
    // The booking's page says the same.
    expect((await get(`/api/orders/${placed.id}`)).json()).toMatchObject({ refunds: listed!.refunds, payments: listed!.payments })
  })

  it('a refund the provider refused last time reads as failed (it is asked again); unpaid cancelled and expired bookings stay with no refund', async () => {
    const refused = await book(hall.id)
    await payNow(refused.id)
    expect((await post(`/api/orders/${refused.id}/cancel`, { expectedRefund: 30_000 })).statusCode).toBe(200)
    // As the sweep leaves a refund the provider turned down: still pending, with its error.
    await t.db
      .update(refunds)
      .set({ status: 'pending', completedAt: null, lastError: 'gateway down' })
      .where(eq(refunds.orderId, refused.id))

    const unpaid = await book(hall.id)
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/orders/${unpaid.id}`, headers: { cookie: customer.cookie } })
    expect(removed.json()).toEqual({ deletedCount: 1 })
    const lapsed = await book(studio.id)
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, lapsed.id))

    const listed = new Map((await myOrders()).map((order) => [order.id, order]))
    expect(listed.get(refused.id)?.refunds).toEqual([expect.objectContaining({ state: 'failed', completedAt: null })])
    expect(listed.get(unpaid.id)).toMatchObject({ status: 'cancelled', payments: [], refunds: [] })
    expect(listed.get(lapsed.id)).toMatchObject({ status: 'expired', payments: [], refunds: [] })
  })
})

describe('payments', () => {
  it('lists the advance and the balance, each with its own transaction id', async () => {
    const placed = await book(studio.id, daysFromNow(60))
    const advance = await payNow(placed.id)
    const balance = await payNow(placed.id)
    expect(advance).not.toBe(balance)
    const order = (await get(`/api/orders/${placed.id}`)).json<TOrder>()
    expect(order).toMatchObject({
      status: 'paid',
      transactionId: balance,
      payments: [
        { part: 'advance', amount: 10_000, transactionId: advance, method: 'card' },
        { part: 'balance', amount: 10_000, transactionId: balance, method: 'card' },
      ],
      refunds: [],
    })
    expect((await myOrders()).find((entry) => entry.id === placed.id)?.payments).toEqual(order.payments)
  })

  it('names the method from the gateway: bKash, Nagad, cards, and other banking', () => {
    expect(paymentMethodOf({ provider: 'bkash', cardType: null })).toBe('bkash')
    expect(paymentMethodOf({ provider: 'sslcommerz', cardType: 'BKASH-BKash' })).toBe('bkash')
    expect(paymentMethodOf({ provider: 'sslcommerz', cardType: 'NAGAD-Nagad' })).toBe('nagad')
    expect(paymentMethodOf({ provider: 'sslcommerz', cardType: 'VISA-City Bank' })).toBe('card')
    expect(paymentMethodOf({ provider: 'stripe', cardType: null })).toBe('card')
    expect(paymentMethodOf({ provider: 'sslcommerz', cardType: 'DBBLMOBILEB-Dbbl Mobile Banking' })).toBe('other')
  })
})

describe('reviews of a cancelled booking', () => {
  it('are refused, even after its day', async () => {
    const placed = await book(studio.id, daysFromNow(40))
    await payNow(placed.id)
    expect((await post(`/api/orders/${placed.id}/cancel`, { expectedRefund: 10_000 })).statusCode).toBe(200)
    await t.db
      .update(orders)
      .set({ eventDate: daysFromNow(-2) })
      .where(eq(orders.id, placed.id))

    expect((await get(`/api/orders/${placed.id}/review`)).json<TOrderReview>()).toMatchObject({ open: false, opensOn: null, review: null })
    const refused = await post(`/api/orders/${placed.id}/review`, { rating: 5, body: 'Lovely photographs, and on time for the holud.' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'review_not_allowed' })

    // No invitation goes out for it either: reviews.test.ts.
  })
})
