import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { formPost, openGatewayTestApp } from '../../../../../test/gateway-fixtures'
import { bkashSimPayments, bkashSimRefunds, orders, refunds } from '../../../../db/schema'
import { daysFromNow } from '../../../../../test/catalog-fixtures'
import { ownOrigin } from '../../../../lib/own-origin'
import { createBkashClient } from './bkash'
import { reconcileBkashPayments } from './bkash-checkout'
import { BKASH_SIMULATOR_ACCOUNT, BKASH_SIMULATOR_API } from '../../simulators/bkash-simulator'

const en = (key: 'gateway.bkash.heading') => serverTranslator('en').t(key)
const bn = (key: 'gateway.bkash.heading') => serverTranslator('bn').t(key)

let kit: Awaited<ReturnType<typeof openGatewayTestApp>>
let t: typeof kit.t
beforeAll(async () => {
  kit = await openGatewayTestApp('bkash')
  t = kit.t
})
afterAll(() => t.close())
const newOrder = () => kit.newOrder()
const intentRow = (id: string) => kit.intentRow(id)
const orderRow = (id: string) => kit.orderRow(id)
const paymentsFor = (checkoutId: string) => kit.paymentsFor(checkoutId)

const client = (account: Partial<Record<keyof typeof BKASH_SIMULATOR_ACCOUNT, string>> = {}) =>
  createBkashClient({ ...BKASH_SIMULATOR_ACCOUNT, ...account, baseUrl: () => `${ownOrigin(t.app)}/api${BKASH_SIMULATOR_API}` })
const form = formPost

async function startBkash(orderId: string, actor = kit.customer()) {
  return t.app.inject({ method: 'POST', url: '/api/payments/bkash-checkout', headers: { cookie: actor.cookie }, payload: { orderId } })
}

/** Creates the bKash payment and confirms it on the simulator's wallet page; answers where bKash sends the browser. */
async function authorize(order: TOrder, wallet: Record<string, string>) {
  const started = await startBkash(order.id)
  expect(started.statusCode, started.body).toBe(200)
  const { redirectUrl, transactionId } = started.json<{ redirectUrl: string; transactionId: string }>()
  const walletPage = new URL(redirectUrl).pathname
  expect((await t.app.inject({ method: 'GET', url: walletPage })).body).toContain('Test mode')
  const answer = await t.app.inject({ method: 'POST', url: walletPage, ...form(wallet) })
  return { transactionId, answer, callback: answer.headers.location ? new URL(String(answer.headers.location)) : undefined }
}
const wallet = (number: string, pin = '12121') => ({ action: 'pay', walletNumber: number, otp: '123456', pin })
/** The browser's return to our callback, with the query bKash put on it. */
const comeBack = (callback: URL) => t.app.inject({ method: 'GET', url: callback.pathname + callback.search })

describe("bKash's tokenized checkout, against the simulator", () => {
  it("sends the booking's mobile number as payerReference, in bKash's 01XXXXXXXXX form", async () => {
    const order = await newOrder()
    const started = await startBkash(order.id)
    expect(started.statusCode, started.body).toBe(200)
    const [payment] = await t.db
      .select()
      .from(bkashSimPayments)
      .where(eq(bkashSimPayments.merchantInvoiceNumber, started.json().transactionId))
    expect(order.details.phone).toMatch(/^\+8801\d{9}$/)
    expect(payment!.payerReference).toBe(order.details.phone!.slice(3))
  })

  it('creates, the customer confirms with OTP and PIN, the server executes once on the callback, and the booking is paid', async () => {
    const order = await newOrder()
    const { transactionId, callback } = await authorize(order, wallet('01770618575'))
    expect(callback?.origin + callback!.pathname).toBe('http://utsab.test/api/payments/bkash/callback/en')
    expect(callback!.searchParams.get('status')).toBe('success')
    const returned = await comeBack(callback!)
    expect(returned.statusCode).toBe(303)
    expect(returned.headers.location).toBe(`/payment/${order.id}?paid=${transactionId}`)
    const intent = await intentRow(transactionId)
    expect(intent).toMatchObject({ status: 'succeeded', paidPoisha: order.total * 100 })
    expect(intent.trxId).toMatch(/^[A-Z0-9]{10}$/)
    expect((await orderRow(order.id)).status).toBe('paid')

    // A reload of the callback executes nothing more: bKash says it was executed (2117), and nothing is recorded twice.
    expect((await comeBack(callback!)).headers.location).toBe(`/payment/${order.id}?paid=${transactionId}`)
    expect(await paymentsFor(order.checkoutId!)).toHaveLength(1)
    expect(t.mailbox.messages.filter((mail) => mail.to === kit.customer().email && mail.text.includes(transactionId))).toHaveLength(1)
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: kit.customer().cookie },
      payload: { intentId: transactionId },
    })
    expect(recorded.json().payment).toMatchObject({ transactionId, price: order.total })
  })

  it("speaks the language chosen on bKash's page, or on the site", async () => {
    const order = await newOrder()
    const page = new URL((await startBkash(order.id)).json().redirectUrl).pathname
    const heading = (html: string) => /<h1>([^<]+)<\/h1>/.exec(html)?.[1]
    expect(heading((await t.app.inject({ method: 'GET', url: page })).body)).toBe(en('gateway.bkash.heading'))
    expect(heading((await t.app.inject({ method: 'GET', url: `${page}?lang=bn` })).body)).toBe(bn('gateway.bkash.heading'))
    expect(heading((await t.app.inject({ method: 'GET', url: page, headers: { cookie: 'utsab_lang=bn' } })).body)).toBe(
      bn('gateway.bkash.heading'),
    )
  })

  it('asks again for a wrong PIN; insufficient balance and a cancel come back without a payment', async () => {
    const order = await newOrder()
    const wrong = await authorize(order, wallet('01770618575', '00000'))
    expect(wrong.answer.statusCode).toBe(200)
    expect(wrong.answer.body).toContain('Wrong PIN')
    // bKash refuses a short balance at execute with its documented 2023: the page is told why.
    const poor = await authorize(order, wallet('01770618576'))
    expect(poor.callback!.searchParams.get('status')).toBe('success')
    expect((await comeBack(poor.callback!)).headers.location).toBe(
      `/payment/${order.id}?gateway=failed&code=insufficient_balance&wallet=bkash`,
    )
    expect(await intentRow(poor.transactionId)).toMatchObject({ status: 'failed', lastError: '2023' })
    const late = await authorize(order, wallet('01770618577'))
    expect((await comeBack(late.callback!)).headers.location).toBe(`/payment/${order.id}?gateway=failed`)
    const cancelled = await authorize(order, { action: 'cancel' })
    expect((await comeBack(cancelled.callback!)).headers.location).toBe(`/payment/${order.id}?gateway=cancelled`)
    expect(await paymentsFor(order.checkoutId!)).toHaveLength(0)
  })

  it('executes a payment the customer authorized but never came back from, when reconciling', async () => {
    const order = await newOrder()
    const { transactionId } = await authorize(order, wallet('01770618575'))
    expect(await intentRow(transactionId)).toMatchObject({ status: 'requires_payment_method' })
    const result = await reconcileBkashPayments(t.app, client(), new Date(), { quietMs: 0 })
    expect(result.settled).toBeGreaterThanOrEqual(1)
    expect((await orderRow(order.id)).status).toBe('paid')
  })

  it('reads the outcome with the query when the answer to execute was lost, and records the payment once', async () => {
    const order = await newOrder()
    const { transactionId, callback } = await authorize(order, wallet('01770618575'))
    // bKash executed it (our call reached it), but its answer never came back to us.
    const paymentId = callback!.searchParams.get('paymentID')!
    expect((await client().execute(paymentId)).transactionStatus).toBe('Completed')
    expect((await comeBack(callback!)).headers.location).toBe(`/payment/${order.id}?paid=${transactionId}`)
    expect(await paymentsFor(order.checkoutId!)).toHaveLength(1)
  })

  it("refunds through bKash's refund API when the booking was cancelled while the customer paid", async () => {
    const order = await newOrder()
    const started = (await startBkash(order.id)).json()
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: { cookie: kit.customer().cookie } })
    const answer = await t.app.inject({ method: 'POST', url: new URL(started.redirectUrl).pathname, ...form(wallet('01770618575')) })
    const callback = new URL(String(answer.headers.location))
    expect((await comeBack(callback)).headers.location).toBe(`/payment/${order.id}?gateway=refunded`)
    const intent = await intentRow(started.transactionId)
    expect(intent.status).toBe('refunded')
    const refunds = await t.db.select().from(bkashSimRefunds).where(eq(bkashSimRefunds.paymentId, intent.gatewaySession!))
    expect(refunds).toEqual([expect.objectContaining({ amountPoisha: order.total * 100, refundTrxId: intent.refundId })])
    expect(t.mailbox.lastTo(kit.customer().email)?.subject).toMatch(/Refund/)
  })

  it('takes several partial refunds up to the amount and refuses more (2026)', async () => {
    const order = await newOrder()
    const { transactionId, callback } = await authorize(order, wallet('01770618575'))
    await comeBack(callback!)
    const { gatewaySession, trxId } = await intentRow(transactionId)
    const third = Math.floor((order.total * 100) / 3)
    for (const sku of ['a', 'b', 'c'])
      expect(
        (await client().refund({ paymentId: gatewaySession!, trxId: trxId!, amountPoisha: third, sku, reason: 'part' })).statusCode,
      ).toBe('0000')
    const tooMuch = await client().refund({
      paymentId: gatewaySession!,
      trxId: trxId!,
      amountPoisha: order.total * 100,
      sku: 'd',
      reason: 'all',
    })
    expect(tooMuch.statusCode).toBe('2026')
    expect((await client().refundStatus(gatewaySession!, trxId!)).refundTrxID).toBeTruthy()
  })

  it("gives a cancelled booking's refund back through bKash, the policy's share of it, once", async () => {
    const order = await newOrder()
    const { transactionId, callback } = await authorize(order, wallet('01770618575'))
    await comeBack(callback!)
    await t.db
      .update(orders)
      .set({ eventDate: daysFromNow(15) })
      .where(eq(orders.id, order.id))
    const headers = { cookie: kit.customer().cookie }
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers,
      payload: { expectedRefund: order.total / 2 },
    })
    expect(cancelled.json()).toMatchObject({ order: { status: 'cancelled', refund: order.total / 2 }, refundDone: true })
    const intent = await intentRow(transactionId)
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))
    const atBkash = await t.db.select().from(bkashSimRefunds).where(eq(bkashSimRefunds.paymentId, intent.gatewaySession!))
    expect(atBkash).toEqual([
      expect.objectContaining({ amountPoisha: order.total * 50, refundTrxId: refund!.providerRefundId, sku: refund!.id }),
    ])
  })

  it("refuses another person's order and a visitor, and bKash refuses wrong credentials", async () => {
    const order = await newOrder()
    expect((await startBkash(order.id, kit.other)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/bkash-checkout', payload: { orderId: order.id } })).statusCode).toBe(
      401,
    )
    await expect(client({ password: 'wrong' }).query('TR0011X')).rejects.toThrow(/refused the token grant/)
    expect((await client().query('TR0011NOSUCHPAYMENT')).statusCode).toBe('2002')
  })
})
