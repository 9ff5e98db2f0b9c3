import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { createActor } from '../../../../../test/actors'
import { cardPayments } from '../../../../../test/card-payments'
import { formPost, openGatewayTestApp } from '../../../../../test/gateway-fixtures'
import { orders, paymentIntents, refunds, sslcommerzSimRefunds, sslcommerzSimSessions } from '../../../../db/schema'
import { daysFromNow } from '../../../../../test/catalog-fixtures'
import { ownOrigin } from '../../../../lib/own-origin'
import { hostedProvider, reconcileHostedPayments, settleHostedPayment } from './hosted-checkout'
import { recordOrphanCharges } from '../../service'
import { settlePendingRefunds } from '../../refunds/cancellation'
import { REFUND_PROCESSING_MS, REFUND_REFUSAL } from '../../simulators/card-rules'
import { createSslcommerzClient, sslcommerzSignature } from './sslcommerz'
import { LATE_IPN_MS, SIMULATOR_PREFIX, SIMULATOR_STORE } from '../../simulators/sslcommerz-simulator'

let kit: Awaited<ReturnType<typeof openGatewayTestApp>>
let t: typeof kit.t
beforeAll(async () => {
  kit = await openGatewayTestApp('gateway')
  t = kit.t
})
afterAll(() => t.close())
const newOrder = () => kit.newOrder()
const intentRow = (id: string) => kit.intentRow(id)
const orderRow = (id: string) => kit.orderRow(id)
const paymentsFor = (checkoutId: string) => kit.paymentsFor(checkoutId)

const client = () => createSslcommerzClient({ ...SIMULATOR_STORE, baseUrl: () => `${ownOrigin(t.app)}/api${SIMULATOR_PREFIX}` })
const form = formPost

async function startCheckout(orderId: string, actor = kit.customer()) {
  return t.app.inject({ method: 'POST', url: '/api/payments/hosted-checkout', headers: { cookie: actor.cookie }, payload: { orderId } })
}

/** The hidden fields and target of the page the gateway sends back to the customer's browser. */
function returnForm(html: string) {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1]!, decode(match[2]!)]),
  )
  return { action: decode(action ?? ''), fields }
}
const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

/** Opens a checkout and pays on the simulator's hosted page; answers what the gateway sends the browser back with. */
async function payAtGateway(order: TOrder, choice: Record<string, string>) {
  const started = await startCheckout(order.id)
  expect(started.statusCode, started.body).toBe(200)
  const { redirectUrl, transactionId } = started.json<{ redirectUrl: string; transactionId: string }>()
  const hostedPage = new URL(redirectUrl).pathname
  expect((await t.app.inject({ method: 'GET', url: hostedPage })).body).toContain('Test mode')
  const answer = await t.app.inject({ method: 'POST', url: hostedPage, ...form(choice) })
  return { transactionId, answer, back: returnForm(answer.body) }
}
/**
 * Our transaction's session at the gateway carrying another amount (as if tampered with at initiation):
 * the gateway refuses a second session under one tran_id, so the one our checkout opened is changed.
 */
async function openSessionFor(transactionId: string, amount: string) {
  const [session] = await t.db
    .update(sslcommerzSimSessions)
    .set({ amountPoisha: Math.round(Number(amount) * 100) })
    .where(eq(sslcommerzSimSessions.tranId, transactionId))
    .returning()
  return { gatewayPageUrl: `${t.app.publicOrigin}/api${SIMULATOR_PREFIX}/pay/${session!.sessionkey}` }
}
const card = (number: string, ipn = 'before-return') => ({ method: 'card', cardNumber: number, expiry: '12/34', cvc: '123', ipn })
const wallet = (number: string, pin = '12121', ipn = 'before-return') => ({
  method: 'wallet',
  wallet: 'bkash',
  walletNumber: number,
  otp: '123456',
  pin,
  ipn,
})

/** The browser's return: a cross-site POST without our cookie. */
const comeBack = (back: { action: string; fields: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: new URL(back.action).pathname,
    ...form(back.fields),
    headers: { ...form(back.fields).headers, origin: 'https://sandbox.sslcommerz.com' },
  })

describe('SSLCommerz hosted checkout, against the simulator', () => {
  it("sends the booking's mobile number as cus_phone, in the gateway's 01XXXXXXXXX form", async () => {
    const order = await newOrder()
    const started = await startCheckout(order.id)
    expect(started.statusCode, started.body).toBe(200)
    const [session] = await t.db.select().from(sslcommerzSimSessions).where(eq(sslcommerzSimSessions.tranId, started.json().transactionId))
    expect(order.details.phone).toMatch(/^\+8801\d{9}$/)
    expect(session!.request.cus_phone).toBe(order.details.phone!.slice(3))
  })

  it('takes a card payment: the IPN records it before the browser returns, and the return lands on the payment page', async () => {
    const order = await newOrder()
    const { transactionId, back } = await payAtGateway(order, card('4242 4242 4242 4242'))
    expect(back.action).toBe('http://utsab.test/api/payments/sslcommerz/success')
    // The IPN came first: the booking is paid before the customer is back.
    expect((await orderRow(order.id)).status).toBe('paid')
    const returned = await comeBack(back)
    expect(returned.statusCode).toBe(303)
    expect(returned.headers.location).toBe(`/payment/${order.id}?paid=${transactionId}`)
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: kit.customer().cookie },
      payload: { intentId: transactionId },
    })
    expect(recorded.statusCode).toBe(200)
    expect(recorded.json().payment).toMatchObject({ transactionId, price: order.total })
    const intent = await intentRow(transactionId)
    expect(intent).toMatchObject({ status: 'succeeded', cardType: 'VISA-City Bank', riskLevel: 0 })
    expect(intent.valId).toBeTruthy()
    expect(intent.bankTranId).toBeTruthy()
    expect(await paymentsFor(order.checkoutId!)).toHaveLength(1)
    expect(t.mailbox.messages.filter((mail) => mail.to === kit.customer().email && mail.text.includes(transactionId))).toHaveLength(1)
  })

  it('takes bKash from a test wallet, and comes back in Bangla when the payment started on a Bangla page', async () => {
    const order = await newOrder()
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/payments/hosted-checkout',
      headers: { cookie: kit.customer().cookie },
      payload: { orderId: order.id, locale: 'bn' },
    })
    const page = new URL(started.json().redirectUrl).pathname
    const answer = await t.app.inject({ method: 'POST', url: page, ...form(wallet('01770618575', '12121', 'never')) })
    const returned = await comeBack(returnForm(answer.body))
    expect(returned.headers.location).toBe(`/bn/payment/${order.id}?paid=${started.json().transactionId}`)
    expect(await intentRow(started.json().transactionId)).toMatchObject({ status: 'succeeded', cardType: 'BKASH-BKash' })
  })

  it("asks again for a wrong PIN or OTP on the gateway's page, and ends the attempt on insufficient balance", async () => {
    const order = await newOrder()
    const wrongPin = await payAtGateway(order, wallet('01770618575', '99999'))
    // The gateway's page again, asking once more (a page, not an error answer).
    expect(wrongPin.answer.statusCode).toBe(200)
    expect(wrongPin.answer.body).toContain('Wrong PIN')
    const poor = await payAtGateway(order, wallet('01770618576'))
    expect(poor.back.action).toBe('http://utsab.test/api/payments/sslcommerz/fail')
    expect(poor.back.fields.error).toBe('Insufficient Balance')
    const returned = await comeBack(poor.back)
    expect(returned.headers.location).toBe(`/payment/${order.id}?gateway=failed&code=insufficient_balance&wallet=bkash`)
    expect(await intentRow(poor.transactionId)).toMatchObject({ status: 'failed', lastError: 'Insufficient Balance' })
    expect((await orderRow(order.id)).status).toBe('pending')
  })

  it('ends a declined card or a cancelled checkout without a payment', async () => {
    const order = await newOrder()
    const declined = await payAtGateway(order, card('4000 0000 0000 0002'))
    expect((await comeBack(declined.back)).headers.location).toBe(`/payment/${order.id}?gateway=failed`)
    const cancelled = await payAtGateway(order, { method: 'cancel' })
    expect((await comeBack(cancelled.back)).headers.location).toBe(`/payment/${order.id}?gateway=cancelled`)
    expect(await paymentsFor(order.checkoutId!)).toHaveLength(0)
  })

  it('records a payment once when the IPN comes twice, and a late failure notice does not undo it', async () => {
    const twice = await newOrder()
    const first = await payAtGateway(twice, card('4242424242424242', 'twice'))
    await comeBack(first.back)
    expect(await paymentsFor(twice.checkoutId!)).toHaveLength(1)
    expect(t.mailbox.messages.filter((mail) => mail.text.includes(first.transactionId))).toHaveLength(1)

    const stale = await newOrder()
    const second = await payAtGateway(stale, card('4242424242424242', 'out-of-order'))
    expect(await intentRow(second.transactionId)).toMatchObject({ status: 'succeeded' })
    expect((await orderRow(stale.id)).status).toBe('paid')
  })

  it('records a late IPN when the browser never returns', async () => {
    const order = await newOrder()
    await payAtGateway(order, card('4242424242424242', 'late'))
    expect((await orderRow(order.id)).status).toBe('pending')
    await new Promise((resolve) => setTimeout(resolve, LATE_IPN_MS + 1000))
    expect((await orderRow(order.id)).status).toBe('paid')
  })

  it('reconciles a payment whose IPN never came and whose browser never returned, with the transaction query', async () => {
    const order = await newOrder()
    const { transactionId } = await payAtGateway(order, card('4242424242424242', 'never'))
    expect(await intentRow(transactionId)).toMatchObject({ status: 'requires_payment_method' })
    const result = await reconcileHostedPayments(t.app, client(), new Date(), { quietMs: 0 })
    expect(result.settled).toBeGreaterThanOrEqual(1)
    expect((await orderRow(order.id)).status).toBe('paid')
    expect(await paymentsFor(order.checkoutId!)).toHaveLength(1)
    // An attempt left unpaid for long is closed.
    const abandoned = await newOrder()
    const left = (await startCheckout(abandoned.id)).json().transactionId as string
    await reconcileHostedPayments(t.app, client(), new Date(Date.now() + 2 * 3600_000), { quietMs: 0 })
    expect(await intentRow(left)).toMatchObject({ status: 'failed' })
  })

  it('refuses an IPN whose signature does not match, and a return whose val_id is for another transaction', async () => {
    const order = await newOrder()
    const { transactionId, back } = await payAtGateway(order, card('4242424242424242', 'never'))
    const tampered = { ...back.fields, amount: '1.00' }
    const ipn = await t.app.inject({ method: 'POST', url: '/api/payments/sslcommerz/ipn', ...form(tampered) })
    expect(ipn.statusCode).toBe(400)
    expect(ipn.json().code).toBe('invalid_signature')
    expect((await orderRow(order.id)).status).toBe('pending')

    // A paid val_id of a cheaper, unrelated checkout, posted as this one's return.
    const cheap = await newOrder()
    const paidCheap = await payAtGateway(cheap, card('4242424242424242', 'never'))
    const forged = await comeBack({ action: back.action, fields: { ...back.fields, val_id: paidCheap.back.fields.val_id! } })
    expect(forged.headers.location).toBe(`/payment/${order.id}?gateway=failed`)
    expect(await intentRow(transactionId)).toMatchObject({ status: 'requires_payment_method' })
  })

  it('holds a payment the gateway flags as risky (risk_level 1) or that carries another amount, for an admin', async () => {
    const risky = await newOrder()
    const flagged = await payAtGateway(risky, card('4000 0000 0000 9235'))
    expect((await comeBack(flagged.back)).headers.location).toBe(`/payment/${risky.id}?gateway=held`)
    expect(await intentRow(flagged.transactionId)).toMatchObject({ status: 'held', riskLevel: 1, lastError: 'risk_level_1' })
    expect((await orderRow(risky.id)).status).toBe('pending')
    // Nothing more to pay while it is checked: a second payment would only have to be refunded.
    const again = await startCheckout(risky.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('payment_under_review')

    // A session opened at the gateway for our transaction id with another amount, then paid.
    const order = await newOrder()
    const { transactionId } = (await startCheckout(order.id)).json()
    const other = await openSessionFor(transactionId, '100.00')
    const answer = await t.app.inject({ method: 'POST', url: new URL(other.gatewayPageUrl).pathname, ...form(card('4242424242424242')) })
    expect(answer.statusCode).toBe(200)
    expect(await intentRow(transactionId)).toMatchObject({ status: 'held', lastError: 'amount_mismatch' })
    expect((await orderRow(order.id)).status).toBe('pending')
  })

  it("refunds through the gateway's refund API when the booking was cancelled while the customer paid", async () => {
    const order = await newOrder()
    const started = (await startCheckout(order.id)).json()
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: { cookie: kit.customer().cookie } })
    const answer = await t.app.inject({ method: 'POST', url: new URL(started.redirectUrl).pathname, ...form(card('4242424242424242')) })
    expect((await comeBack(returnForm(answer.body))).headers.location).toBe(`/payment/${order.id}?gateway=refunded`)
    const intent = await intentRow(started.transactionId)
    expect(intent.status).toBe('refunded')
    const refunds = await t.db.select().from(sslcommerzSimRefunds).where(eq(sslcommerzSimRefunds.bankTranId, intent.bankTranId!))
    expect(refunds).toEqual([expect.objectContaining({ amountPoisha: order.total * 100, refundRefId: intent.refundId })])
    expect((await client().refundStatus(intent.refundId!)).status).toBe('refunded')
  })

  it('takes partial refunds up to the amount paid, each refe_id once', async () => {
    const order = await newOrder()
    const { transactionId } = await payAtGateway(order, card('4242424242424242'))
    const { bankTranId } = await intentRow(transactionId)
    const half = (order.total * 100) / 2
    const first = await client().refund({ bankTranId: bankTranId!, amountPoisha: half, refeId: 'part-1', remarks: 'first half' })
    const again = await client().refund({ bankTranId: bankTranId!, amountPoisha: half, refeId: 'part-1', remarks: 'first half' })
    expect(first.status).toBe('success')
    expect(again.refundRefId).toBe(first.refundRefId)
    expect((await client().refund({ bankTranId: bankTranId!, amountPoisha: half, refeId: 'part-2', remarks: 'rest' })).status).toBe(
      'success',
    )
    const tooMuch = await client().refund({ bankTranId: bankTranId!, amountPoisha: 100, refeId: 'part-3', remarks: 'more' })
    expect(tooMuch).toMatchObject({ status: 'failed', errorReason: expect.stringMatching(/greater than the refundable/) })
  })

  it('takes at most 10 refunds of a transaction, each with at most 255 characters of remarks (no table filled a paisa at a time)', async () => {
    const order = await newOrder()
    const { transactionId } = await payAtGateway(order, card('4242424242424242'))
    const { bankTranId } = await intentRow(transactionId)
    const refund = (refeId: string, remarks = 'part') => client().refund({ bankTranId: bankTranId!, amountPoisha: 100, refeId, remarks })
    expect(await refund('long', 'x'.repeat(256))).toMatchObject({ status: 'failed', errorReason: expect.stringMatching(/at most 255/) })
    for (let part = 1; part <= 10; part++) expect((await refund(`part-${part}`)).status).toBe('success')
    expect(await refund('part-11')).toMatchObject({ status: 'failed', errorReason: expect.stringMatching(/at most 10 refunds/) })
  })

  it("gives a cancelled booking's refund back through the gateway, the policy's share of it", async () => {
    const order = await newOrder()
    const { transactionId } = await payAtGateway(order, wallet('01770618575'))
    // Moderate, 7 to 29 days before the event: half comes back.
    await t.db
      .update(orders)
      .set({ eventDate: daysFromNow(15) })
      .where(eq(orders.id, order.id))
    const headers = { cookie: kit.customer().cookie }
    const quote = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/cancellation`, headers })).json()
    expect(quote).toMatchObject({ refundPercent: 50, refund: order.total / 2 })
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers,
      payload: { expectedRefund: quote.refund },
    })
    expect(cancelled.json()).toMatchObject({ order: { status: 'cancelled', refund: order.total / 2 }, refundDone: true })
    const intent = await intentRow(transactionId)
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))
    const atGateway = await t.db.select().from(sslcommerzSimRefunds).where(eq(sslcommerzSimRefunds.bankTranId, intent.bankTranId!))
    expect(atGateway).toEqual([expect.objectContaining({ amountPoisha: order.total * 50, refundRefId: refund!.providerRefundId })])
    // The payment stands: only part of it went back.
    expect(intent.status).toBe('succeeded')
  })

  it("refuses a checkout above the gateway's 5,00,000 BDT limit with a clear message, and another person's order", async () => {
    const order = await newOrder()
    await t.db.execute(
      sql`update orders set unit_price_bdt = 600000, price_bdt = 600000, total_bdt = 600000, advance_bdt = 600000 where id = ${order.id}`,
    )
    const refused = await startCheckout(order.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'over_gateway_limit',
      message: expect.stringMatching(/at most 5,00,000 BDT.*6,00,000 BDT/),
    })
    const bangla = await t.app.inject({
      method: 'POST',
      url: '/api/payments/hosted-checkout',
      headers: { cookie: kit.customer().cookie, 'accept-language': 'bn' },
      payload: { orderId: order.id },
    })
    expect(bangla.json().message).toMatch(/৫,০০,০০০/)
    expect((await startCheckout((await newOrder()).id, kit.other)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/hosted-checkout', payload: { orderId: order.id } })).statusCode).toBe(
      401,
    )
  })

  it("answers the gateway's own refusals: wrong store credentials, a missing field", async () => {
    const wrong = createSslcommerzClient({
      storeId: 'utsabtest',
      storePassword: 'wrong',
      baseUrl: () => `${ownOrigin(t.app)}/api${SIMULATOR_PREFIX}`,
    })
    expect(await wrong.initSession({ total_amount: '10.00' })).toEqual({
      ok: false,
      reason: 'Store Credential Error Or Store is De-active',
    })
    expect(await client().initSession({ total_amount: '10.00' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/'currency' is missing/),
    })
    expect((await client().validate('no-such-val-id')).status).toBe('INVALID_TRANSACTION')
  })
})

describe('a charge nobody recorded', () => {
  const providerFor = (provider: string) => (provider === 'sslcommerz' ? hostedProvider(t.app, client()) : undefined)
  /** A card the gateway took, left as a crash right after its word was written leaves it: succeeded, not recorded. */
  async function cardChargeNotRecorded(order: TOrder) {
    const cards = cardPayments(t.app)
    const intent = await cards.opened(kit.customer().cookie, order.id)
    expect((await cards.sendCard(intent, { ipn: 'never' })).json().status).toBe('VALID')
    const [session] = await t.db.select().from(sslcommerzSimSessions).where(eq(sslcommerzSimSessions.tranId, intent.intentId))
    await t.db
      .update(paymentIntents)
      .set({ status: 'succeeded', valId: session!.valId, bankTranId: session!.bankTranId, paidPoisha: session!.amountPoisha })
      .where(eq(paymentIntents.id, intent.intentId))
    return intent.intentId
  }

  it('is recorded by the sweep when the browser never said so, with its receipt', async () => {
    const order = await newOrder()
    const intentId = await cardChargeNotRecorded(order)
    expect((await orderRow(order.id)).status).toBe('pending')
    expect(await recordOrphanCharges(t.app, providerFor, { quietMs: 0 })).toBeGreaterThanOrEqual(1)
    await t.sendQueuedMail()
    expect((await orderRow(order.id)).status).toBe('paid')
    expect(t.mailbox.messages.filter((mail) => mail.text.includes(intentId))).toHaveLength(1)
  })

  it('is refunded by the sweep when the checkout was paid again another way (a lost answer, then the gateway)', async () => {
    const order = await newOrder()
    const cardIntent = await cardChargeNotRecorded(order)
    // The customer, who never saw the card's answer, pays again at the gateway.
    const { transactionId } = await payAtGateway(order, card('4242424242424242'))
    expect(await intentRow(transactionId)).toMatchObject({ status: 'succeeded' })
    await recordOrphanCharges(t.app, providerFor, { quietMs: 0 })
    expect(await intentRow(cardIntent)).toMatchObject({ status: 'refunded' })
    expect(await paymentsFor(order.checkoutId!)).toEqual([expect.objectContaining({ transactionId })])
  })
})

describe("an admin's review of held payments", () => {
  it('lists held payments; releasing a risky one pays its booking once, and a second review is refused', async () => {
    const admin = await createActor(t.app, 'gateway-admin', 'admin')
    const order = await newOrder()
    const { transactionId } = await payAtGateway(order, card('4000 0000 0000 9235'))
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/held-payments', headers: { cookie: admin.cookie } })
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ transactionId, amount: order.total, reason: 'risk', customerEmail: kit.customer().email }),
    )
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/held-payments', headers: { cookie: kit.customer().cookie } })).statusCode,
    ).toBe(403)

    const release = (who = admin) =>
      t.app.inject({ method: 'POST', url: `/api/admin/held-payments/${transactionId}/release`, headers: { cookie: who.cookie } })
    expect((await release(kit.customer())).statusCode).toBe(403)
    const [first, second] = await Promise.all([release(), release()])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409])
    expect((await orderRow(order.id)).status).toBe('paid')
    expect(await paymentsFor(order.checkoutId!)).toHaveLength(1)
    expect(t.mailbox.messages.filter((mail) => mail.to === kit.customer().email && mail.text.includes(transactionId))).toHaveLength(1)
  })

  it('refunds a payment for another amount through the gateway, and never releases it', async () => {
    const admin = await createActor(t.app, 'gateway-admin-2', 'admin')
    const order = await newOrder()
    const { transactionId } = (await startCheckout(order.id)).json()
    const other = await openSessionFor(transactionId, '250.00')
    await t.app.inject({ method: 'POST', url: new URL(other.gatewayPageUrl).pathname, ...form(card('4242424242424242')) })
    const headers = { cookie: admin.cookie }
    const release = await t.app.inject({ method: 'POST', url: `/api/admin/held-payments/${transactionId}/release`, headers })
    expect(release.statusCode).toBe(409)
    expect(release.json().code).toBe('amount_mismatch')
    // A late notice while the refund is under way changes nothing (and does not loop).
    await t.db.update(paymentIntents).set({ status: 'refunding' }).where(eq(paymentIntents.id, transactionId))
    const { valId } = await intentRow(transactionId)
    expect(await settleHostedPayment(t.app, client(), transactionId, valId!)).toBe('held')
    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/held-payments/${transactionId}/refund`, headers })
    expect(refund.json()).toEqual({ status: 'refunded' })
    const intent = await intentRow(transactionId)
    expect(intent.status).toBe('refunded')
    const refunds = await t.db.select().from(sslcommerzSimRefunds).where(eq(sslcommerzSimRefunds.bankTranId, intent.bankTranId!))
    // What the gateway took (250 BDT), not what the bookings come to.
    expect(refunds.map((row) => row.amountPoisha)).toEqual([25_000])
    expect(await paymentsFor(order.checkoutId!)).toHaveLength(0)
    expect(t.mailbox.lastTo(kit.customer().email)?.subject).toMatch(/Refund/)
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/held-payments/${transactionId}/refund`, headers })).statusCode).toBe(409)
  })
})

describe('refunds SSLCommerz answers as processing (issue 35)', () => {
  const providerFor = (provider: string) => (provider === 'sslcommerz' ? hostedProvider(t.app, client()) : undefined)
  const sweep = () => settlePendingRefunds(t.app, providerFor)
  /** Paid with `cardNumber`, then cancelled by its customer: answers the order, its payment and the cancellation's answer. */
  async function cancelPaidWith(cardNumber: string) {
    const order = await newOrder()
    const { transactionId } = await payAtGateway(order, card(cardNumber))
    const headers = { cookie: kit.customer().cookie }
    const quote = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/cancellation`, headers })).json()
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers,
      payload: { expectedRefund: quote.refund },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    return { order, transactionId, headers, cancelled: cancelled.json(), refund: quote.refund as number }
  }
  const refundRow = async (orderId: string) => (await t.db.select().from(refunds).where(eq(refunds.orderId, orderId)))[0]!
  const customerSees = async (orderId: string, headers: { cookie: string }) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers })).json<TOrder>().refunds
  /** The gateway's clock moved on: the refund was asked for longer ago than it takes to process. */
  const processingOver = (refundRefId: string) =>
    t.db
      .update(sslcommerzSimRefunds)
      .set({ initiatedOn: new Date(Date.now() - 2 * REFUND_PROCESSING_MS) })
      .where(eq(sslcommerzSimRefunds.refundRefId, refundRefId))

  it('is not recorded as refunded at once; the sweep asks the refund query and records it once the gateway says refunded', async () => {
    const { order, headers, cancelled, refund } = await cancelPaidWith('4000 0000 0000 7726')
    expect(cancelled).toMatchObject({ order: { status: 'cancelled', refund }, refundDone: false })
    const processing = await refundRow(order.id)
    expect(processing).toMatchObject({ status: 'processing', completedAt: null, providerRefundId: expect.any(String) })
    expect(await customerSees(order.id, headers)).toEqual([
      expect.objectContaining({ amount: refund, state: 'pending', completedAt: null }),
    ])
    // Still processing at the gateway: still pending here.
    expect(await sweep()).toBe(0)
    expect((await refundRow(order.id)).status).toBe('processing')
    await processingOver(processing.providerRefundId!)
    expect(await sweep()).toBe(1)
    expect(await refundRow(order.id)).toMatchObject({ status: 'succeeded', completedAt: expect.any(Date) })
    expect(await customerSees(order.id, headers)).toEqual([
      expect.objectContaining({ state: 'succeeded', completedAt: expect.any(String) }),
    ])
    expect(await sweep()).toBe(0)
  })

  it("a refund the gateway cancels reaches the admins' held payments with the gateway's reason", async () => {
    const admin = await createActor(t.app, 'refund-admin', 'admin')
    const { order, transactionId, headers, refund } = await cancelPaidWith('4000 0000 0000 5126')
    const processing = await refundRow(order.id)
    expect(processing.status).toBe('processing')
    await processingOver(processing.providerRefundId!)
    expect(await sweep()).toBe(0)
    expect(await refundRow(order.id)).toMatchObject({ status: 'refused', lastError: REFUND_REFUSAL, completedAt: null })
    expect(await customerSees(order.id, headers)).toEqual([expect.objectContaining({ amount: refund, state: 'failed' })])
    const held = await t.app.inject({ method: 'GET', url: '/api/admin/held-payments', headers: { cookie: admin.cookie } })
    expect(held.json().data).toContainEqual(
      expect.objectContaining({
        transactionId,
        amount: refund,
        reason: 'refund_refused',
        refusal: REFUND_REFUSAL,
        customerEmail: kit.customer().email,
        bookings: [expect.objectContaining({ id: order.id })],
      }),
    )
    // Refused is an answer: the sweep does not ask again.
    expect(await sweep()).toBe(0)
    expect((await refundRow(order.id)).status).toBe('refused')
  })

  it('a whole payment refunded as processing stays refunding until the gateway says; one it refuses is held with the reason', async () => {
    const admin = await createActor(t.app, 'refund-admin-2', 'admin')
    const headers = { cookie: admin.cookie }
    /** A payment of another amount than its booking (held), paid with `cardNumber`, then refunded by an admin. */
    const refundedHeld = async (cardNumber: string) => {
      const order = await newOrder()
      const { transactionId } = (await startCheckout(order.id)).json()
      const other = await openSessionFor(transactionId, '250.00')
      await t.app.inject({ method: 'POST', url: new URL(other.gatewayPageUrl).pathname, ...form(card(cardNumber)) })
      expect((await intentRow(transactionId)).status).toBe('held')
      const refunded = await t.app.inject({ method: 'POST', url: `/api/admin/held-payments/${transactionId}/refund`, headers })
      expect(refunded.statusCode, refunded.body).toBe(200)
      return transactionId as string
    }
    const reconcile = () => reconcileHostedPayments(t.app, client(), new Date(), { quietMs: 0 })

    const given = await refundedHeld('4000 0000 0000 7726')
    const taken = await intentRow(given)
    expect(taken).toMatchObject({ status: 'refunding', refundId: expect.any(String), refundedAt: null })
    await reconcile()
    expect((await intentRow(given)).status).toBe('refunding')
    await processingOver(taken.refundId!)
    expect(await reconcile()).toMatchObject({ refunded: 1 })
    expect(await intentRow(given)).toMatchObject({ status: 'refunded', refundId: taken.refundId, refundedAt: expect.any(Date) })

    const refused = await refundedHeld('4000 0000 0000 5126')
    await processingOver((await intentRow(refused)).refundId!)
    expect(await reconcile()).toMatchObject({ refused: 1 })
    expect((await intentRow(refused)).status).toBe('held')
    const held = await t.app.inject({ method: 'GET', url: '/api/admin/held-payments', headers })
    expect(held.json().data).toContainEqual(
      expect.objectContaining({ transactionId: refused, reason: 'refund_refused', refusal: REFUND_REFUSAL }),
    )
    // Asking again would be answered the same: the admin is told to settle it at the gateway.
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/held-payments/${refused}/refund`, headers })
    expect([again.statusCode, again.json().code]).toEqual([409, 'refund_refused'])
  })
})

describe('the IPN signature', () => {
  it('is md5 over the named fields and md5(store password), sorted by name', () => {
    const fields = { tran_id: 'T1', amount: '10.00', status: 'VALID' }
    const md5 = (text: string) => createHash('md5').update(text).digest('hex')
    const expected = md5(`amount=10.00&status=VALID&store_passwd=${md5('pass')}&tran_id=T1`)
    expect(sslcommerzSignature(fields, ['tran_id', 'amount', 'status'], 'pass')).toBe(expected)
  })
})
