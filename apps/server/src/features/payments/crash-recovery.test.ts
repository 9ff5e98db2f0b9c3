import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { createActor, type TActor } from '../../../test/actors'
import { cardPayments } from '../../../test/card-payments'
import { daysFromNow, insertListings, bookingOf } from '../../../test/catalog-fixtures'
import { createTestApp } from '../../../test/test-app'
import { paymentIntents, payments, sslcommerzSimSessions } from '../../db/schema'

// Found by the crash drill (bench/crash-drill.mjs): a customer whose payment answer was lost (the
// server died) reloads and pays again; two tabs pay at once; a double click sends the card twice.

let t: Awaited<ReturnType<typeof createTestApp>>
let listing: Awaited<ReturnType<typeof insertListings>>
let customer: TActor
let cards: ReturnType<typeof cardPayments>
let day = 200

beforeAll(async () => {
  t = await createTestApp({}, { listen: true })
  listing = await insertListings(t.app)
  customer = await createActor(t.app, 'reloader')
  cards = cardPayments(t.app)
})
afterAll(() => t.close())

const newOrder = async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: customer.cookie },
    payload: bookingOf(listing.venue, daysFromNow(day++)),
  })
  return response.json<TOrder>()
}
const intentsOf = (checkoutId: string) => t.db.select().from(paymentIntents).where(eq(paymentIntents.checkoutId, checkoutId))
const paymentsOf = (checkoutId: string) => t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId))
/** What the gateway took for a transaction: its sessions that were paid. */
const chargesOf = async (tranId: string) =>
  (await t.db.select().from(sslcommerzSimSessions).where(eq(sslcommerzSimSessions.tranId, tranId))).filter((session) =>
    ['VALID', 'VALIDATED'].includes(session.status),
  )

describe('paying after a lost answer', () => {
  it('a reload after the card went through gets the same payment, so the checkout is charged once', async () => {
    const order = await newOrder()
    const first = await cards.opened(customer.cookie, order.id)
    // The gateway took the card, but no notice came and the page never heard back.
    expect((await cards.sendCard(first, { ipn: 'never' })).json().status).toBe('VALID')
    const again = await cards.opened(customer.cookie, order.id)
    expect(again.intentId).toBe(first.intentId)
    // Sending the card again takes nothing more: the gateway answers that the session is paid.
    expect((await cards.sendCard(again)).json()).toEqual({ status: 'VALID', tran_id: first.intentId })
    // Recording asks the gateway for its word when no notice came (or finds what the reconciliation settled).
    expect([200, 201]).toContain((await cards.record(customer.cookie, again.intentId)).statusCode)
    expect(await chargesOf(first.intentId)).toHaveLength(1)
    expect(await intentsOf(order.checkoutId!)).toHaveLength(1)
    expect(await paymentsOf(order.checkoutId!)).toHaveLength(1)
  })

  it('a double click sends the card twice at once: one charge, one payment', async () => {
    const order = await newOrder()
    const intent = await cards.opened(customer.cookie, order.id)
    const answers = await Promise.all(Array.from({ length: 5 }, () => cards.sendCard(intent)))
    expect(answers.map((answer) => answer.json().status)).toEqual(Array(5).fill('VALID'))
    const records = await Promise.all(Array.from({ length: 3 }, () => cards.record(customer.cookie, intent.intentId)))
    expect(records.map((record) => record.statusCode).every((status) => status === 200 || status === 201)).toBe(true)
    expect(await chargesOf(intent.intentId)).toHaveLength(1)
    expect(await paymentsOf(order.checkoutId!)).toHaveLength(1)
  })

  it('two tabs that each opened a payment and both pay end in one payment and one refund', async () => {
    const order = await newOrder()
    const first = await cards.opened(customer.cookie, order.id)
    // The first tab's session ends without a payment (a refused card), so the second tab gets its own.
    await cards.sendCard(first, { cardNumber: '4000000000000002' })
    const second = await cards.opened(customer.cookie, order.id)
    expect(second.intentId).not.toBe(first.intentId)
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/payments/hosted-checkout',
      headers: { cookie: customer.cookie },
      payload: { orderId: order.id },
    })
    const thirdIntent = { cardUrl: `${new URL(third.json().redirectUrl).pathname}/card` }
    const answers = await Promise.all([cards.sendCard(second), cards.sendCard(thirdIntent)])
    expect(answers.map((answer) => answer.json().status)).toEqual(['VALID', 'VALID'])
    await expect
      .poll(async () => (await intentsOf(order.checkoutId!)).map((intent) => intent.status).sort(), { timeout: 5_000 })
      .toEqual(['failed', 'refunded', 'succeeded'])
    expect(await paymentsOf(order.checkoutId!)).toHaveLength(1)
  })
})
