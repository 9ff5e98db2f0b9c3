import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TListingKind } from '@utsab/shared/constants'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { createActor, type TActor } from '../../../../../test/actors'
import { bookingOf, daysFromNow } from '../../../../../test/catalog-fixtures'
import { formPost } from '../../../../../test/gateway-fixtures'
import { createMerchantWithListing } from '../../../../../test/merchant-fixtures'
import { createTestApp } from '../../../../../test/test-app'
import { bkashSimPayments, ledgerEntries, orders, paymentIntents, payments, user } from '../../../../db/schema'
import { ownOrigin } from '../../../../lib/own-origin'
import { CAPTURE_HOLD_JOB } from '../../../../lib/request-holds'
import { moveOrders } from '../../../../db/order-lifecycle'
import { BKASH_SIMULATOR_ACCOUNT, BKASH_SIMULATOR_API } from '../../simulators/bkash-simulator'
import { createBkashClient, type TBkashAnswer, type TBkashClient } from './bkash'
import { reconcileBkashPayments } from './bkash-checkout'
import { captureBkashHold, executeBkashHold, reconcileBkashHolds, releaseBkashHolds } from './bkash-holds'

/**
 * A request's advance held with bKash's Authorized and Capture (decision 052), against the simulator: authorized
 * while the request waits, captured when the merchant accepts (a paid advance: payment, ledger, confirmed booking),
 * voided when they decline, the customer withdraws or the request lapses; a capture that fails falls back to paying.
 */

type TOwned = { merchant: TActor; listing: { id: string; kind: TListingKind; name: string } }
let t: Awaited<ReturnType<typeof createTestApp>>
let admin: TActor
let venue: TOwned
let rival: TOwned
let day = 60
beforeAll(async () => {
  // Listening: the bKash simulator is reached over HTTP where the app listens, as bKash is.
  t = await createTestApp({}, { listen: true })
  admin = await createActor(t.app, 'hold-admin', 'admin')
  venue = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'hold-venue', 'venue')
  rival = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'hold-rival', 'venue')
})
afterAll(() => t.close())

const as = (actor: TActor) => ({ cookie: actor.cookie })
const client = () => createBkashClient({ ...BKASH_SIMULATOR_ACCOUNT, baseUrl: () => `${ownOrigin(t.app)}/api${BKASH_SIMULATOR_API}` })
let customers = 0
/** A new customer's request on the venue (one customer may keep only a few requests open). */
async function newRequest() {
  const customer = await createActor(t.app, `hold-customer-${++customers}`)
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: as(customer),
    payload: bookingOf(venue.listing, daysFromNow(++day)),
  })
  expect(placed.statusCode, placed.body).toBe(201)
  const order = placed.json<TOrder>()
  expect(order.status).toBe('requested')
  expect(order.advance).toBeGreaterThan(0)
  return { customer, order }
}
const startHold = (actor: TActor, orderId: string, extra: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/payments/bkash-hold', headers: as(actor), payload: { orderId, locale: 'en', ...extra } })
const wallet = { action: 'pay', walletNumber: '01770618575', otp: '123456', pin: '12121' }

/** The customer holds the request's advance: bKash's page, the wallet's approval, and the browser back to us. */
async function hold(customer: TActor, order: TOrder) {
  const started = await startHold(customer, order.id)
  expect(started.statusCode, started.body).toBe(200)
  const { redirectUrl, transactionId } = started.json<{ redirectUrl: string; transactionId: string }>()
  const approved = await t.app.inject({ method: 'POST', url: new URL(redirectUrl).pathname, ...formPost(wallet) })
  const callback = new URL(String(approved.headers.location))
  const back = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search })
  expect(back.statusCode).toBe(303)
  return { intentId: transactionId, back: String(back.headers.location), callback }
}
const intentRow = async (id: string) => (await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!
const simPayment = async (intentId: string) =>
  (await t.db.select().from(bkashSimPayments).where(eq(bkashSimPayments.merchantInvoiceNumber, intentId)))[0]!
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!
const readOrder = async (actor: TActor, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: as(actor) })).json<TOrder>()
const answer = (order: TOrder, action: 'accept' | 'decline', actor = venue.merchant) =>
  t.app.inject({
    method: 'POST',
    url: `/api/merchant/bookings/${order.id}/${action}`,
    headers: as(actor),
    payload: action === 'decline' ? { reason: 'The hall is closed for repairs that week' } : undefined,
  })
const runCaptures = () => t.app.jobs.runDue({ kinds: [CAPTURE_HOLD_JOB] })

describe("a request's advance held with bKash (Authorized and Capture)", () => {
  it("holds exactly the request's advance, whatever the browser sends, and only for the request's customer", async () => {
    const { customer, order } = await newRequest()
    const stranger = await createActor(t.app, 'hold-stranger')
    expect((await startHold(stranger, order.id)).json()).toMatchObject({ code: 'order_not_found' })
    expect((await startHold(venue.merchant, order.id)).statusCode).toBe(404)
    const { intentId, back } = await hold(customer, order)
    expect(back).toBe('/orders?hold=authorized')
    expect(await intentRow(intentId)).toMatchObject({ intent: 'authorization', status: 'authorized', amountBdt: order.advance })
    expect(await simPayment(intentId)).toMatchObject({ intent: 'authorization', status: 'Authorized', amountPoisha: order.advance * 100 })
    // Held, not paid: no payment, no ledger, the request still waits; the customer sees it held.
    expect(await t.db.select().from(payments).where(eq(payments.checkoutId, order.checkoutId!))).toHaveLength(0)
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id))).toHaveLength(0)
    expect(await readOrder(customer, order.id)).toMatchObject({ status: 'requested', amountPaid: 0, advanceHold: 'held' })
    // One hold at a time; a second start is refused, and an amount from the browser is not read.
    expect((await startHold(customer, order.id, { amount: 1 })).json()).toMatchObject({ code: 'request_hold_exists' })
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: as(customer) })
    await releaseBkashHolds(t.app, client())
  })

  it('is refused for a request answered already (a booking that is no request: the access matrix)', async () => {
    const { customer, order } = await newRequest()
    expect((await answer(order, 'decline')).statusCode).toBe(200)
    const refused = await startHold(customer, order.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'request_hold_unavailable', message: expect.stringMatching(/waiting for the merchant/) })
  })

  it("captured when the merchant accepts: the booking is confirmed and paid from the hold, with the ledger's postings, once", async () => {
    const { customer, order } = await newRequest()
    const { intentId, callback } = await hold(customer, order)
    // Another merchant cannot answer it, so cannot capture it.
    expect((await answer(order, 'accept', rival.merchant)).statusCode).toBe(404)
    expect((await intentRow(intentId)).status).toBe('authorized')
    expect((await answer(order, 'accept')).statusCode).toBe(200)
    // The capture may run (and mail its receipt) before this reads: the acceptance's mail is one of the customer's.
    expect(t.mailbox.messages.filter((mail) => mail.to === customer.email).map((mail) => mail.text)).toContainEqual(
      expect.stringMatching(/you held with bKash is being taken now/),
    )
    await runCaptures()
    expect(await intentRow(intentId)).toMatchObject({ status: 'succeeded', paidPoisha: order.advance * 100 })
    expect((await simPayment(intentId)).status).toBe('Completed')
    const paid = await readOrder(customer, order.id)
    // The advance confirms the booking (or, being its whole price, pays it).
    const whole = order.advance === order.total
    expect(paid).toMatchObject({
      status: whole ? 'paid' : 'confirmed',
      amountPaid: order.advance,
      advanceHold: 'captured',
      transactionId: intentId,
    })
    expect(paid.payments).toEqual([expect.objectContaining({ method: 'bkash', amount: order.advance, part: whole ? 'full' : 'advance' })])
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, intentId))
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.reduce((sum, entry) => sum + entry.amountPoisha, 0)).toBe(0)
    expect(t.mailbox.lastTo(customer.email)?.text).toContain(intentId)
    // Idempotent: the job again, the capture again, the callback again, the sweep: nothing more is taken or written.
    expect(await captureBkashHold(t.app, client(), intentId)).toBe('pending')
    await t.app.inject({ method: 'GET', url: callback.pathname + callback.search })
    expect(await releaseBkashHolds(t.app, client())).toBe(0)
    expect(await t.db.select().from(payments).where(eq(payments.checkoutId, order.checkoutId!))).toHaveLength(1)
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, intentId))).toHaveLength(entries.length)
    expect((await simPayment(intentId)).status).toBe('Completed')
  })

  it('voided when the merchant declines, the customer withdraws, or the request lapses; never captured afterwards', async () => {
    const declined = await newRequest()
    const withdrawn = await newRequest()
    const lapsed = await newRequest()
    const held = {
      declined: (await hold(declined.customer, declined.order)).intentId,
      withdrawn: (await hold(withdrawn.customer, withdrawn.order)).intentId,
      lapsed: (await hold(lapsed.customer, lapsed.order)).intentId,
    }
    expect((await answer(declined.order, 'decline')).statusCode).toBe(200)
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/orders/${withdrawn.order.id}`, headers: as(withdrawn.customer) })
    expect(cancel.statusCode, cancel.body).toBe(200)
    // Lapsed as orders' lapseRequests moves it (features do not import each other).
    expect(await moveOrders(t.db, { from: ['requested'], to: 'expired', where: eq(orders.id, lapsed.order.id) })).toHaveLength(1)
    // The sweep (run with the bKash reconciliation) voids each once.
    expect((await reconcileBkashHolds(t.app, client())).released).toBe(3)
    for (const intentId of Object.values(held)) {
      expect(await intentRow(intentId)).toMatchObject({ status: 'voided' })
      expect((await simPayment(intentId)).status).toBe('Cancelled')
    }
    expect(await readOrder(declined.customer, declined.order.id)).toMatchObject({ status: 'cancelled', advanceHold: 'released' })
    expect(await readOrder(withdrawn.customer, withdrawn.order.id)).toMatchObject({ advanceHold: 'released', amountPaid: 0 })
    expect(await releaseBkashHolds(t.app, client())).toBe(0)
    // A capture asked after the void takes nothing: the row is no longer to capture, and bKash refuses it anyway.
    expect(await captureBkashHold(t.app, client(), held.declined)).toBe('pending')
    expect(await client().capture((await intentRow(held.declined)).gatewaySession!)).toMatchObject({ statusCode: '2056' })
    expect(await t.db.select().from(payments).where(eq(payments.transactionId, held.declined))).toHaveLength(0)
  })

  it("voided when the merchant answers with a quote instead (decision 057); the quote's booking is paid on its own", async () => {
    const { customer, order } = await newRequest()
    const { intentId } = await hold(customer, order)
    const quoted = await t.app.inject({
      method: 'POST',
      url: `/api/merchant/bookings/${order.id}/quote`,
      headers: as(venue.merchant),
      payload: {
        lines: [{ name: 'Hall, evening', unit: 'booking', unitPrice: 90_000, quantity: 1 }],
        advancePercent: 20,
        cancellationPolicy: 'moderate',
        validDays: 3,
      },
    })
    expect(quoted.statusCode, quoted.body).toBe(201)
    const { quote } = quoted.json<{ quote: { id: string } }>()
    // The answer claims no capture: the hold is the declined request's, released by the sweep like any decline's.
    await runCaptures()
    expect((await intentRow(intentId)).status).toBe('authorized')
    expect((await reconcileBkashHolds(t.app, client())).released).toBe(1)
    expect(await intentRow(intentId)).toMatchObject({ status: 'voided' })
    expect((await simPayment(intentId)).status).toBe('Cancelled')
    expect(await readOrder(customer, order.id)).toMatchObject({ status: 'cancelled', amountPaid: 0, advanceHold: 'released' })
    // Accepting the quote books at its price; its advance is paid afresh, never from the released hold.
    const accepted = await t.app.inject({ method: 'POST', url: `/api/quotes/${quote.id}/accept`, headers: as(customer), payload: {} })
    expect(accepted.statusCode, accepted.body).toBe(201)
    const booking = await readOrder(customer, accepted.json<{ orderId: string }>().orderId)
    expect(booking).toMatchObject({ status: 'pending', total: 90_000, advance: 18_000, amountPaid: 0 })
    expect(booking.advanceHold).toBeUndefined()
    expect(await t.db.select().from(payments).where(eq(payments.transactionId, intentId))).toHaveLength(0)
  })

  it('a capture bKash refuses (the authorization ended) falls back to paying within the acceptance window, and nothing is confirmed', async () => {
    const { customer, order } = await newRequest()
    const { intentId } = await hold(customer, order)
    // The authorization ends at bKash behind our back (it expired).
    expect(await client().void((await intentRow(intentId)).gatewaySession!)).toMatchObject({ transactionStatus: 'Cancelled' })
    expect((await answer(order, 'accept')).statusCode).toBe(200)
    await runCaptures()
    const row = await intentRow(intentId)
    expect(row.status).toBe('voided')
    expect(row.lastError).toMatch(/^capture_failed: 2056/)
    const accepted = await readOrder(customer, order.id)
    expect(accepted).toMatchObject({ status: 'pending', amountPaid: 0, advanceHold: 'released' })
    expect(new Date(accepted.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000)
    // The acceptance said the advance was being taken: the customer is told it was not, and to pay by the deadline.
    const told = await t.mailbox.waitFor(customer.email, /pay the advance to confirm it/)
    expect(told.text).toMatch(/bKash could not take the advance/)
    expect(told.text).toContain(`/payment/${order.id}`)
    expect(told.text).toContain(`/orders/${order.id}`)
    // The customer pays as before.
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/bkash-checkout',
      headers: as(customer),
      payload: { orderId: order.id },
    })
    expect(pay.statusCode, pay.body).toBe(200)
  })

  it('a capture bKash never answered is settled by the reconciliation: released when still only held', async () => {
    const { customer, order } = await newRequest()
    const { intentId } = await hold(customer, order)
    // Claimed for capture by the acceptance, then the capture's answer was lost (the job is not run here).
    await t.db
      .update(orders)
      .set({ status: 'pending', answeredAt: new Date(), expiresAt: new Date(Date.now() + 24 * 3_600_000) })
      .where(eq(orders.id, order.id))
    await t.db
      .update(paymentIntents)
      .set({ status: 'processing', updatedAt: new Date(Date.now() - 120_000) })
      .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'authorized')))
    // Meanwhile paying again is refused: the hold may still pay it.
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: as(customer),
      payload: { orderId: order.id },
    })
    expect(twice.json()).toMatchObject({ code: 'request_hold_capturing' })
    expect((await reconcileBkashHolds(t.app, client())).released).toBe(1)
    expect(await intentRow(intentId)).toMatchObject({ status: 'voided', lastError: 'capture_failed: no_answer' })
    expect((await simPayment(intentId)).status).toBe('Cancelled')
    expect((await orderRow(order.id)).status).toBe('pending')
  })

  it('a payer whose browser never came back from bKash: the reconciliation executes the hold', async () => {
    const { customer, order } = await newRequest()
    const started = (await startHold(customer, order.id)).json<{ redirectUrl: string; transactionId: string }>()
    await t.app.inject({ method: 'POST', url: new URL(started.redirectUrl).pathname, ...formPost(wallet) })
    await t.db
      .update(paymentIntents)
      .set({ updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(paymentIntents.id, started.transactionId))
    expect((await reconcileBkashHolds(t.app, client())).settled).toBe(1)
    expect((await intentRow(started.transactionId)).status).toBe('authorized')
    expect((await simPayment(started.transactionId)).executedAt).not.toBeNull()
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: as(customer) })
    expect(await releaseBkashHolds(t.app, client())).toBe(1)
  })

  it('two holds of one request executed at once: only one is marked held, the other is released', async () => {
    const { customer, order } = await newRequest()
    const approve = async () => {
      const started = (await startHold(customer, order.id)).json<{ redirectUrl: string; transactionId: string }>()
      await t.app.inject({ method: 'POST', url: new URL(started.redirectUrl).pathname, ...formPost(wallet) })
      return started.transactionId
    }
    const first = await approve()
    const second = await approve()
    // Both started before either saw the other (two starts at once): both wait to be executed.
    await t.db.update(paymentIntents).set({ status: 'requires_payment_method' }).where(eq(paymentIntents.id, first))
    // bKash answers both executes together, so both executions check for another hold at the same moment.
    const real = client()
    let arrived = 0
    let bothArrived: () => void = () => undefined
    const together = new Promise<void>((resolve) => (bothArrived = resolve))
    const racing: TBkashClient = {
      ...real,
      execute: async (paymentId: string) => {
        const executed = await real.execute(paymentId)
        if (++arrived === 2) bothArrived()
        await together
        return executed
      },
    }
    const outcomes = await Promise.all([first, second].map(async (id) => executeBkashHold(t.app, racing, await intentRow(id))))
    expect(outcomes.sort()).toEqual(['authorized', 'released'])
    const rows = [await intentRow(first), await intentRow(second)]
    expect(rows.filter((row) => row.status === 'authorized')).toHaveLength(1)
    const loser = rows.find((row) => row.status !== 'authorized')!
    expect(loser).toMatchObject({ status: 'voided', lastError: 'held_twice' })
    expect((await simPayment(loser.id)).status).toBe('Cancelled')
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: as(customer) })
    await releaseBkashHolds(t.app, client())
  })

  it('a payer who cancels on bKash leaves the request waiting without a hold; they may try again', async () => {
    const { customer, order } = await newRequest()
    const started = (await startHold(customer, order.id)).json<{ redirectUrl: string; transactionId: string }>()
    const cancelled = await t.app.inject({
      method: 'POST',
      url: new URL(started.redirectUrl).pathname,
      ...formPost({ action: 'cancel' }),
    })
    const callback = new URL(String(cancelled.headers.location))
    const back = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search })
    expect(back.headers.location).toBe('/orders?hold=cancelled')
    expect((await intentRow(started.transactionId)).status).toBe('failed')
    const shown = await readOrder(customer, order.id)
    expect(shown.status).toBe('requested')
    expect(shown.advanceHold).toBeUndefined()
    expect((await hold(customer, order)).back).toBe('/orders?hold=authorized')
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: as(customer) })
    await releaseBkashHolds(t.app, client())
  })

  it('a new start ends the earlier one the payer never finished, so holds never pile up', async () => {
    const { customer, order } = await newRequest()
    const first = (await startHold(customer, order.id)).json<{ transactionId: string }>()
    const second = (await startHold(customer, order.id)).json<{ transactionId: string }>()
    expect(await intentRow(first.transactionId)).toMatchObject({ status: 'failed', lastError: 'replaced' })
    expect((await intentRow(second.transactionId)).status).toBe('requires_payment_method')
    const open = await t.db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.checkoutId, order.checkoutId!), eq(paymentIntents.status, 'requires_payment_method')))
    expect(open.map((row) => row.id)).toEqual([second.transactionId])
  })

  it("open holds never crowd sale payments out of the reconciliation's batch, and the oldest are asked first", async () => {
    const owner = await createActor(t.app, 'hold-flooder')
    const stale = (minutes: number) => new Date(Date.now() - minutes * 60_000)
    const row = (intent: 'sale' | 'authorization', minutes: number, status: 'requires_payment_method' | 'processing') => {
      const id = `${intent === 'sale' ? 'bk' : 'bh'}_flood_${randomUUID()}`
      return {
        id,
        provider: 'bkash',
        intent,
        status,
        checkoutId: randomUUID(),
        customerId: owner.id,
        amountBdt: 100,
        clientSecret: `${id}_secret`,
        gatewaySession: `session-${id}`,
        updatedAt: stale(minutes),
      }
    }
    // A flood of holds quiet longer than any sale, and of sales started recently; the sale quiet longest is another
    // status (an execute whose answer was lost), which a batch without an order of its own reaches last.
    const flood = [
      ...Array.from({ length: 100 }, () => row('authorization', 90, 'requires_payment_method')),
      ...Array.from({ length: 100 }, () => row('sale', 5, 'requires_payment_method')),
    ]
    const oldest = row('sale', 70, 'processing')
    await t.db.insert(paymentIntents).values([...flood, oldest])
    try {
      const asked: string[] = []
      const quiet: TBkashClient = {
        ...client(),
        query: async (paymentId: string): Promise<TBkashAnswer> => {
          asked.push(paymentId)
          return { statusCode: '0000', transactionStatus: 'Initiated', paymentID: paymentId }
        },
      }
      const result = await reconcileBkashPayments(t.app, quiet)
      expect(asked).toContain(oldest.gatewaySession)
      expect(asked.filter((paymentId) => paymentId.includes('bh_'))).toHaveLength(0)
      expect((await intentRow(oldest.id)).status).toBe('failed')
      expect(result.abandoned).toBeGreaterThanOrEqual(1)
    } finally {
      await t.db.delete(paymentIntents).where(
        inArray(
          paymentIntents.id,
          [...flood, oldest].map((flooded) => flooded.id),
        ),
      )
    }
  })

  it('a capture whose hold bKash no longer answers for is released, never just ended, and the customer is told in Bangla', async () => {
    const { customer, order } = await newRequest()
    await t.db.update(user).set({ locale: 'bn' }).where(eq(user.id, customer.id))
    const { intentId } = await hold(customer, order)
    // Accepted and claimed for capture, whose answer was lost long ago; bKash's query now answers only an error.
    await t.db
      .update(orders)
      .set({ status: 'pending', answeredAt: new Date(), expiresAt: new Date(Date.now() + 24 * 3_600_000) })
      .where(eq(orders.id, order.id))
    await t.db
      .update(paymentIntents)
      .set({ status: 'processing', updatedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'authorized')))
    const erring: TBkashClient = {
      ...client(),
      query: async (): Promise<TBkashAnswer> => ({ statusCode: '2001', statusMessage: 'Invalid App Key' }),
    }
    await reconcileBkashHolds(t.app, erring)
    const row = await intentRow(intentId)
    expect(row.status).not.toBe('failed')
    expect(row).toMatchObject({ status: 'voided', lastError: 'capture_failed: 2001' })
    expect((await simPayment(intentId)).status).toBe('Cancelled')
    const told = await t.mailbox.waitFor(customer.email, /নিশ্চিত করতে অগ্রিম দিন/)
    expect(told.text).toMatch(/বিকাশ নিতে পারেনি/)
    expect(told.text).toContain(`/bn/payment/${order.id}`)
  })

  it('a hold to void that bKash captured after all is settled as a payment (here refunded: the request was declined)', async () => {
    const { customer, order } = await newRequest()
    const { intentId } = await hold(customer, order)
    expect((await answer(order, 'decline')).statusCode).toBe(200)
    // The capture reached bKash after we gave up on it.
    expect(await client().capture((await intentRow(intentId)).gatewaySession!)).toMatchObject({ transactionStatus: 'Completed' })
    await releaseBkashHolds(t.app, client())
    const row = await intentRow(intentId)
    expect(row.status).not.toBe('voiding')
    expect(row).toMatchObject({ status: 'refunded', paidPoisha: order.advance * 100 })
    expect(await readOrder(customer, order.id)).toMatchObject({ status: 'cancelled' })
  })

  it('a hold the simulator has kept for more than a day is still captured: its clean-up drops only payments that hold no money', async () => {
    const { customer, order } = await newRequest()
    const { intentId } = await hold(customer, order)
    // Held two days ago (a request waits up to 48 hours).
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000)
    await t.db.update(bkashSimPayments).set({ createdAt: twoDaysAgo }).where(eq(bkashSimPayments.merchantInvoiceNumber, intentId))
    // Any new payment runs the simulator's clean-up; the held one stays, and is taken on acceptance.
    const other = await newRequest()
    expect((await startHold(other.customer, other.order.id)).statusCode).toBe(200)
    expect((await simPayment(intentId)).status).toBe('Authorized')
    expect((await answer(order, 'accept')).statusCode).toBe(200)
    await runCaptures()
    expect(await intentRow(intentId)).toMatchObject({ status: 'succeeded' })
  })

  it('limits how often one account starts holds, as creating orders is limited', async () => {
    // A factor of 0.1 leaves 3 starts per window.
    const limited = await createTestApp({ ORDER_RATE_LIMIT_FACTOR: '0.1' })
    try {
      const customer = await createActor(limited.app, 'hold-hasty')
      const start = (actor: TActor) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/payments/bkash-hold',
          headers: as(actor),
          payload: { orderId: randomUUID(), locale: 'en' },
        })
      for (let i = 0; i < 3; i++) expect((await start(customer)).statusCode).toBe(404)
      const refused = await start(customer)
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toMatchObject({ code: 'orders_rate_limited' })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect((await start(await createActor(limited.app, 'hold-patient'))).statusCode).toBe(404)
    } finally {
      await limited.close()
    }
  })
})
