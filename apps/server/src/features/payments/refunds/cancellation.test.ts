import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { errorsBn } from '@utsab/shared/i18n/messages/errors'
import { createActor, type TActor } from '../../../../test/actors'
import { daysFromNow, VENUE_BOOKING, EVENT_PLACE } from '../../../../test/catalog-fixtures'
import { createTestApp } from '../../../../test/test-app'
import { cardPayments } from '../../../../test/card-payments'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../../db/factories'
import { orders, paymentIntents, payments, refunds, sslcommerzSimRefunds } from '../../../db/schema'

let t: Awaited<ReturnType<typeof createTestApp>>
let customer: TActor
let merchant: TActor
let otherMerchant: TActor
let strict: { id: string }
let moderate: { id: string }
let day = 100

beforeAll(async () => {
  t = await createTestApp({}, { listen: true })
  merchant = await createActor(t.app, 'hall-owner', 'merchant')
  otherMerchant = await createActor(t.app, 'other-owner', 'merchant')
  const { listings } = await insertAgencyWithListings(
    t.app.db,
    buildAgency({ name: 'Kadam Events', ownerId: merchant.id, email: 'bookings@kadam.example' }),
    [
      buildListing('venue', { name: 'Kadam Hall', priceBdt: 100_000, advancePercent: 30, cancellationPolicy: 'strict' }),
      buildListing('photographer', { name: 'Moderate Studio', priceBdt: 20_000, advancePercent: 50, cancellationPolicy: 'moderate' }),
    ],
  )
  strict = listings[0]!
  moderate = listings[1]!
  customer = await createActor(t.app, 'canceller')
})
afterAll(() => t.close())

const headers = (actor: TActor) => ({ cookie: actor.cookie })
const post = (url: string, payload: object, actor = customer) => t.app.inject({ method: 'POST', url, headers: headers(actor), payload })
const get = (url: string, actor = customer) => t.app.inject({ method: 'GET', url, headers: headers(actor) })
async function book(listingId: string, eventDate = daysFromNow(day++)) {
  // A venue's details, and where and when for a photographer (each kind reads its own).
  const response = await post('/api/orders', { listingId, eventDate, ...VENUE_BOOKING, ...EVENT_PLACE })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<TOrder>()
}
async function payNow(orderId: string) {
  return (await cardPayments(t.app).pay(customer.cookie, orderId)).intent.intentId
}
const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId))

describe('a customer cancels a booking with money paid', () => {
  it('shows what comes back, takes exactly that, refunds it through the payment, and frees the date', async () => {
    const eventDate = daysFromNow(day++)
    const placed = await book(strict.id, eventDate)
    const advanceIntent = await payNow(placed.id)
    // Strict: 60 days or more before the event, half of what was paid comes back.
    const quote = await get(`/api/orders/${placed.id}/cancellation`)
    expect(quote.json()).toEqual({ orderId: placed.id, policy: 'strict', amountPaid: 30_000, refundPercent: 50, refund: 15_000 })

    const wrong = await post(`/api/orders/${placed.id}/cancel`, { expectedRefund: 30_000 })
    expect(wrong.statusCode).toBe(409)
    expect(wrong.json()).toMatchObject({ code: 'refund_changed', message: expect.stringContaining('15,000 BDT') })
    expect((await get(`/api/orders/${placed.id}`)).json().status).toBe('confirmed')

    const cancelled = await post(`/api/orders/${placed.id}/cancel`, { expectedRefund: 15_000 })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ order: { status: 'cancelled', refund: 15_000, amountPaid: 30_000 }, refundDone: true })
    expect(await refundsOf(placed.id)).toEqual([
      expect.objectContaining({ intentId: advanceIntent, amountBdt: 15_000, status: 'succeeded', reason: 'customer_cancelled' }),
    ])
    const mail = t.mailbox.lastTo(customer.email)
    expect(mail?.subject).toContain(`#${placed.number} cancelled`)
    expect(mail?.text).toContain('We are refunding 15,000 BDT')
    // The receipt's calendar event is cancelled: same UID, a later version (RFC 5545/5546).
    const receipt = t.mailbox.messages.find(
      (sent) => sent.to === customer.email && sent.subject.includes('Payment received') && sent.text.includes(placed.id),
    )
    const uid = `UID:order-${placed.id}@utsab`
    expect(receipt?.attachments?.[0]?.content).toContain(uid)
    expect(mail?.attachments?.[0]).toMatchObject({ contentType: expect.stringContaining('method=CANCEL') })
    expect(mail?.attachments?.[0]?.content).toEqual(
      expect.stringMatching(new RegExp(`METHOD:CANCEL[\\s\\S]*${uid}\r\nDTSTAMP:\\w+\r\nSEQUENCE:1\r\nSTATUS:CANCELLED`)),
    )
    expect(t.mailbox.lastTo('bookings@kadam.example')?.subject).toContain('Booking cancelled')

    // Exactly once: cancelling again changes nothing and refunds nothing more.
    const again = await post(`/api/orders/${placed.id}/cancel`, { expectedRefund: 15_000 })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('already_cancelled')
    expect(await refundsOf(placed.id)).toHaveLength(1)
    // The date is free again.
    await book(strict.id, eventDate)
  })

  it('gives back the balance first, then the advance, when both were paid', async () => {
    const placed = await book(moderate.id, daysFromNow(60))
    const advanceIntent = await payNow(placed.id)
    const balanceIntent = await payNow(placed.id)
    // Now 12 days before the event: the moderate policy gives half of 20,000 back.
    await t.db
      .update(orders)
      .set({ eventDate: daysFromNow(12) })
      .where(eq(orders.id, placed.id))
    const { refund } = (await get(`/api/orders/${placed.id}/cancellation`)).json()
    expect(refund).toBe(10_000)
    const cancelled = await post(`/api/orders/${placed.id}/cancel`, { expectedRefund: 10_000 })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const parts = await refundsOf(placed.id)
    expect(parts.map(({ intentId, amountBdt }) => ({ intentId, amountBdt }))).toEqual([{ intentId: balanceIntent, amountBdt: 10_000 }])
    expect(parts.every((part) => part.intentId !== advanceIntent)).toBe(true)
  })

  it('nothing comes back this close to the event, and the customer is told so before', async () => {
    const placed = await book(strict.id, daysFromNow(day++))
    await payNow(placed.id)
    await t.db
      .update(orders)
      .set({ eventDate: daysFromNow(3) })
      .where(eq(orders.id, placed.id))
    expect((await get(`/api/orders/${placed.id}/cancellation`)).json()).toMatchObject({ refundPercent: 0, refund: 0 })
    const cancelled = await post(`/api/orders/${placed.id}/cancel`, { expectedRefund: 0 })
    expect(cancelled.json()).toMatchObject({ order: { status: 'cancelled', refund: 0 }, refundDone: true })
    expect(await refundsOf(placed.id)).toHaveLength(0)
    expect(t.mailbox.lastTo(customer.email)?.text).toContain('nothing is refunded')
  })

  it('the plain cancel of an unpaid order refuses a confirmed one; strangers and merchants see nothing', async () => {
    const placed = await book(strict.id)
    await payNow(placed.id)
    const plain = await t.app.inject({ method: 'DELETE', url: `/api/orders/${placed.id}`, headers: headers(customer) })
    expect(plain.statusCode).toBe(409)
    const stranger = await createActor(t.app, 'stranger')
    expect((await get(`/api/orders/${placed.id}/cancellation`, stranger)).statusCode).toBe(404)
    expect((await post(`/api/orders/${placed.id}/cancel`, { expectedRefund: 15_000 }, stranger)).statusCode).toBe(404)
    expect((await post(`/api/orders/${placed.id}/cancel`, { expectedRefund: -1 })).statusCode).toBe(400)
    const pending = await book(moderate.id)
    expect((await get(`/api/orders/${pending.id}/cancellation`)).statusCode).toBe(409)
  })

  it('answers in Bangla when the amount changed', async () => {
    const placed = await book(strict.id)
    await payNow(placed.id)
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/cancel`,
      headers: { ...headers(customer), 'accept-language': 'bn' },
      payload: { expectedRefund: 1 },
    })
    expect(wrong.json().message).toBe(errorsBn['errors.refundChanged'].replace('{refund}', '১৫,০০০ ৳').replace('{expected}', '১ ৳'))
  })
})

describe('a merchant cancels a booking', () => {
  it('refunds everything paid, with the reason the customer reads; another merchant cannot', async () => {
    const placed = await book(strict.id)
    const intentId = await payNow(placed.id)
    expect((await post(`/api/merchant/bookings/${placed.id}/cancel`, { reason: 'Flooded hall' }, otherMerchant)).statusCode).toBe(404)
    expect((await post(`/api/merchant/bookings/${placed.id}/cancel`, { reason: 'x' }, merchant)).statusCode).toBe(400)
    expect((await post(`/api/merchant/bookings/${placed.id}/cancel`, { reason: 'Flooded hall' }, customer)).statusCode).toBe(403)
    const cancelled = await post(`/api/merchant/bookings/${placed.id}/cancel`, { reason: 'The hall flooded in the monsoon' }, merchant)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().order).toMatchObject({ status: 'cancelled', refund: 30_000 })
    expect(await refundsOf(placed.id)).toEqual([expect.objectContaining({ intentId, amountBdt: 30_000, reason: 'merchant_cancelled' })])
    expect(t.mailbox.lastTo(customer.email)?.text).toContain('The hall flooded in the monsoon')
    expect(t.mailbox.lastTo(customer.email)?.attachments?.[0]?.content).toContain('STATUS:CANCELLED')
  })
})

describe('refunds left pending', () => {
  it('are taken by the sweep, once, after a crash between the cancellation and its refund', async () => {
    const placed = await book(strict.id)
    const intentId = await payNow(placed.id)
    // As a crash would leave it: cancelled, its refund written but never asked for.
    await t.db.update(orders).set({ status: 'cancelled', cancelledAt: new Date(), refundBdt: 15_000 }).where(eq(orders.id, placed.id))
    await t.db
      .insert(refunds)
      .values({ id: `rf_crash_${placed.number}`, intentId, orderId: placed.id, amountBdt: 15_000, reason: 'customer_cancelled' })
    await expect.poll(async () => (await refundsOf(placed.id))[0]?.status, { timeout: 15_000, interval: 250 }).toBe('succeeded')
    const [row] = await refundsOf(placed.id)
    expect(row).toMatchObject({ attempts: 1, providerRefundId: expect.stringMatching(/^[0-9a-f]{16}$/) })
    // The gateway gave it back once, under our refund's id.
    const atGateway = await t.db.select().from(sslcommerzSimRefunds).where(eq(sslcommerzSimRefunds.refeId, row!.id))
    expect(atGateway).toMatchObject([{ amountPoisha: 1_500_000, refundRefId: row!.providerRefundId }])
    // The payment and its intent stand: a partial refund is not a charge that failed.
    expect((await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)))[0]?.status).toBe('succeeded')
    expect(await t.db.select().from(payments).where(eq(payments.transactionId, intentId))).toHaveLength(1)
  })
})
