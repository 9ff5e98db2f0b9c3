import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TAvailability, TOrder } from '@utsab/shared/schemas/orders'
import { formatDate } from '@utsab/shared/format'
import { errorsBn } from '@utsab/shared/i18n/messages/errors'
import { TEXTS } from '@utsab/shared/texts'
import { emailsEn } from '@utsab/shared/i18n/messages/emails'
import { createActor, type TActor } from '../../../test/actors'
import { daysFromNow, insertListings, bookingOf, EVENT_PLACE } from '../../../test/catalog-fixtures'
import { cardPayments } from '../../../test/card-payments'
import { createTestApp } from '../../../test/test-app'
import { orders, paymentIntents, payments, sslcommerzSimRefunds, sslcommerzSimSessions } from '../../db/schema'
import { errorMessage } from '../../lib/errors'
import { CARD_MESSAGES } from './simulators/card-rules'

const english = (code: Parameters<typeof errorMessage>[1]) => errorMessage('en', code)

let t: Awaited<ReturnType<typeof createTestApp>>
let listing: Awaited<ReturnType<typeof insertListings>>
let customer: TActor
let other: TActor
let day = 40

beforeAll(async () => {
  t = await createTestApp({}, { listen: true })
  listing = await insertListings(t.app)
  customer = await createActor(t.app, 'payer')
  other = await createActor(t.app, 'stranger')
})
afterAll(() => t.close())

const as = (actor: TActor) => ({ cookie: actor.cookie })
const post = (url: string, actor: TActor | null, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: actor ? as(actor) : {}, payload })
async function newOrder(kind: 'venue' | 'costume' = 'venue') {
  const response = await post(
    '/api/orders',
    customer,
    kind === 'venue' ? bookingOf(listing.venue, daysFromNow(day++)) : bookingOf(listing.costume),
  )
  return response.json<TOrder>()
}
const intentFor = async (orderId: string, actor = customer) => post('/api/create-payment-intent', actor, { orderId, price: 1 })
const cards = () => cardPayments(t.app)
/** The card sent where the payment page sends it (the SSLCommerz simulator's card path). */
const sendCard = (intent: { cardUrl?: string }, cardNumber: string, overrides: Record<string, string> = {}) =>
  cards().sendCard(intent, { cardNumber, ...overrides })
/** A card the gateway took whose notice never came (the IPN lost): only the gateway knows, until someone asks. */
const chargeQuietly = async (intent: { cardUrl?: string }) => {
  const answer = await sendCard(intent, '4242424242424242', { ipn: 'never' })
  expect(answer.json().status).toBe('VALID')
}
/** The refunds the gateway made of a whole payment (our refe_id for it). */
const gatewayRefundsOf = (tranId: string) =>
  t.db
    .select()
    .from(sslcommerzSimRefunds)
    .where(eq(sslcommerzSimRefunds.refeId, `rf_${tranId}`))
const simSessionOf = async (tranId: string) =>
  (await t.db.select().from(sslcommerzSimSessions).where(eq(sslcommerzSimSessions.tranId, tranId)))[0]!

describe('payment intents', () => {
  it('computes the amount on the server, ignoring what the client sends, and opens the gateway session for it', async () => {
    const placed = await newOrder('costume')
    const response = await intentFor(placed.id)
    expect(response.statusCode, response.body).toBe(200)
    const intent = response.json()
    expect(intent).toMatchObject({ amount: 6_700, currency: 'BDT', provider: 'sslcommerz', testMode: true })
    expect(intent.intentId).toMatch(/^ssl_[0-9a-f]{24}$/)
    expect(intent.cardUrl).toBe(`/api/test-gateways/sslcommerz/pay/${intent.clientSecret}/card`)
    expect(await simSessionOf(intent.intentId)).toMatchObject({ amountPoisha: 670_000, status: 'PENDING', sessionkey: intent.clientSecret })
    // A reload (or a second tab) pays the same open session.
    expect((await intentFor(placed.id)).json().intentId).toBe(intent.intentId)
  })

  it("refuses someone else's order, and a cancelled or expired one", async () => {
    const placed = await newOrder()
    expect((await intentFor(placed.id, other)).statusCode).toBe(404)
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, placed.id))
    const expired = await intentFor(placed.id)
    expect(expired.statusCode).toBe(409)
    expect(expired.json().message).toMatch(/expired/)
    const cancelled = await newOrder('costume')
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${cancelled.id}`, headers: as(customer) })
    expect((await intentFor(cancelled.id)).json().message).toMatch(/cancelled/)
  })
})

describe("the card form pays through the SSLCommerz simulator's card path, with Stripe's test cards", () => {
  it.each([
    ['4000 0000 0000 0002', english(CARD_MESSAGES.declined)],
    ['4000 0000 0000 9995', english(CARD_MESSAGES.insufficientFunds)],
    ['4000 0000 0000 0069', english(CARD_MESSAGES.expiredCard)],
    ['4000 0000 0000 0127', english(CARD_MESSAGES.incorrectCvc)],
    ['4111 1111 1111 1111', english(CARD_MESSAGES.notTestCard)],
  ])('%s is refused with "%s": nothing is recorded, and the next try gets a new session', async (card, message) => {
    const placed = await newOrder('costume')
    const intent = (await intentFor(placed.id)).json()
    const result = await sendCard(intent, card)
    expect(result.statusCode).toBe(200)
    expect(result.json()).toMatchObject({ status: 'FAILED', tran_id: intent.intentId, error: { message } })
    expect((await post('/api/payments', customer, { intentId: intent.intentId })).statusCode).toBe(409)
    // The gateway's notice of the failure ended our attempt; the page asks again and pays a new session.
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.intentId))
    expect(row!.status).toBe('failed')
    const retry = (await intentFor(placed.id)).json()
    expect(retry.intentId).not.toBe(intent.intentId)
    expect((await sendCard(retry, '4242 4242 4242 4242')).json().status).toBe('VALID')
    expect((await post('/api/payments', customer, { intentId: retry.intentId })).json().orders[0]).toMatchObject({ status: 'paid' })
  })

  it('tells a Bangla page why the card was refused in Bangla, with the same code', async () => {
    const placed = await newOrder('costume')
    const intent = (await intentFor(placed.id)).json()
    const result = await cards().sendCard(intent, { cardNumber: '4000 0000 0000 0002' }, { 'accept-language': 'bn' })
    expect(result.json()).toMatchObject({ status: 'FAILED', error: { code: 'card_declined', message: errorsBn['errors.card.declined'] } })
  })

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', english(CARD_MESSAGES.invalidNumber)],
    [{ cardNumber: '4242' }, 'cardNumber', english(CARD_MESSAGES.incompleteNumber)],
    [{ expiry: '13/30' }, 'expiry', english(CARD_MESSAGES.invalidExpiry)],
    [{ expiry: '01/20' }, 'expiry', english(CARD_MESSAGES.pastExpiry)],
    [{ cvc: '1' }, 'cvc', english(CARD_MESSAGES.incompleteCvc)],
  ])('refuses a malformed card form %j under its field, and keeps the session open', async (overrides, field, message) => {
    const placed = await newOrder('costume')
    const intent = (await intentFor(placed.id)).json()
    const result = await sendCard(intent, '4242 4242 4242 4242', overrides)
    expect(result.statusCode).toBe(400)
    expect(result.json().fields[field]).toBe(message)
    expect((await simSessionOf(intent.intentId)).status).toBe('PENDING')
  })

  it('refuses every wrong field of a card form at once, each under its own field', async () => {
    const placed = await newOrder('costume')
    const intent = (await intentFor(placed.id)).json()
    const result = await sendCard(intent, '4242 4242 4242 4241', { expiry: '01/20', cvc: '1' })
    expect(result.statusCode).toBe(400)
    expect(result.json()).toMatchObject({
      code: CARD_MESSAGES.invalidNumber,
      fields: {
        cardNumber: english(CARD_MESSAGES.invalidNumber),
        expiry: english(CARD_MESSAGES.pastExpiry),
        cvc: english(CARD_MESSAGES.incompleteCvc),
      },
    })
    expect((await simSessionOf(intent.intentId)).status).toBe('PENDING')
  })

  it('an ended or unknown session is said so, with a code the page acts on', async () => {
    const unknown = await sendCard({ cardUrl: '/api/test-gateways/sslcommerz/pay/NO-SUCH-SESSION/card' }, '4242424242424242')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('session_unknown')
    const placed = await newOrder('costume')
    const intent = (await intentFor(placed.id)).json()
    await sendCard(intent, '4000 0000 0000 0002')
    const ended = await sendCard(intent, '4242424242424242')
    expect(ended.statusCode).toBe(409)
    expect(ended.json().code).toBe('session_ended')
    const bangla = await cards().sendCard(intent, {}, { 'accept-language': 'bn' })
    expect(bangla.json().message).toBe(errorsBn['errors.card.sessionEnded'])
  })

  it('holds a card the gateway flags as risky: nothing is paid until an admin reviews it, and the page is told why', async () => {
    const placed = await newOrder('costume')
    const intent = (await intentFor(placed.id)).json()
    expect((await sendCard(intent, '4000 0000 0000 9235')).json().status).toBe('VALID')
    const recorded = await post('/api/payments', customer, { intentId: intent.intentId })
    expect(recorded.statusCode).toBe(409)
    expect(recorded.json().code).toBe('payment_under_review')
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.intentId))
    expect(row).toMatchObject({ status: 'held', riskLevel: 1 })
    expect((await intentFor(placed.id)).json().code).toBe('payment_under_review')
  })

  it('keeps no card number: the gateway masks it, and our rows hold none of it', async () => {
    const placed = await newOrder('costume')
    const intent = (await intentFor(placed.id)).json()
    await sendCard(intent, '4242424242424242')
    const [row] = await t.db
      .select({ json: sql<string>`row_to_json(${paymentIntents})::text` })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.intentId))
    expect(row!.json).toContain('"card_type":"VISA-City Bank"')
    expect(row!.json).not.toContain('4242424242424242')
    expect((await simSessionOf(intent.intentId)).cardNo).toBe('424242XXXXXX4242')
  })
})

describe('recording payments exactly once', () => {
  it('records a succeeded payment once, marks the order paid, and then refuses to cancel or pay it again', async () => {
    const placed = await newOrder()
    const intent = (await intentFor(placed.id)).json()
    const { intentId } = intent
    expect((await post('/api/payments', customer, { intentId })).statusCode).toBe(409)
    expect((await sendCard(intent, '4242 4242 4242 4242')).json().status).toBe('VALID')
    // The session is paid: sending the card again takes nothing more.
    expect((await sendCard(intent, '4242 4242 4242 4242')).json()).toEqual({ status: 'VALID', tran_id: intentId })

    // The gateway's notice came first and recorded it; the page's call answers the same payment.
    const first = await post('/api/payments', customer, { intentId, price: 1, name: 'Forged' })
    expect([200, 201], first.body).toContain(first.statusCode)
    expect(first.json().payment).toMatchObject({ transactionId: intentId, price: 80_000, email: customer.email, bookingId: placed.id })
    expect(first.json().orders[0]).toMatchObject({ status: 'paid', paid: true, transactionId: intentId, paidAt: expect.any(String) })
    // The booking page reads the same: paid, with its transaction id.
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: { cookie: customer.cookie } })
    expect(read.json()).toMatchObject({ status: 'paid', transactionId: intentId, paidAt: expect.any(String) })
    const receipt = t.mailbox.lastTo(customer.email)
    expect(receipt?.subject).toBe('[Test mode] Payment received: 80,000 BDT')
    expect(receipt?.html).toContain(emailsEn['emails.testModeNoMoney'])
    expect(receipt?.text).toContain(`http://utsab.test/orders/${placed.id}`)
    const invite = receipt?.attachments?.[0]
    expect(invite?.filename).toMatch(/\.ics$/)
    // The evening shift: 18:00 to 23:00 in Dhaka (UTC+6).
    expect(invite?.content).toContain(`DTSTART:${placed.eventDate!.replaceAll('-', '')}T120000Z`)
    expect(invite?.content).toContain(`DTEND:${placed.eventDate!.replaceAll('-', '')}T170000Z`)
    expect(invite?.content).toContain('SUMMARY:Shapla Hall (Padma Events)')

    const again = await post('/api/payments', customer, { intentId })
    expect(again.statusCode).toBe(200)
    expect(t.mailbox.messages.filter((mail) => mail.subject.includes('Payment received') && mail.text.includes(intentId))).toHaveLength(1)
    expect(await t.db.select().from(payments).where(eq(payments.transactionId, intentId))).toHaveLength(1)
    // The booking itself now shows when it was paid and with which transaction (the booking page and the lists).
    const booking = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: as(customer) })
    expect(booking.json()).toMatchObject({ status: 'paid', transactionId: intentId, paidAt: expect.any(String) })
    const own = await t.app.inject({ method: 'GET', url: '/api/order', headers: as(customer) })
    expect(own.json().data.find((order: { id: string }) => order.id === placed.id)).toMatchObject({ transactionId: intentId })

    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${placed.id}`, headers: as(customer) })).statusCode).toBe(409)
    expect((await intentFor(placed.id)).json().message).toMatch(/already paid/)
    expect((await post('/api/payments', other, { intentId })).statusCode).toBe(404)
  })

  it('survives a storm of double clicks and retries: one state change, one payment row', async () => {
    const placed = await newOrder()
    const intent = (await intentFor(placed.id)).json()
    const { intentId } = intent
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendCard(intent, '4242424242424242')))
    // Every click is told it went through; the gateway took the money once.
    expect(answers.map((response) => response.json().status)).toEqual(Array(10).fill('VALID'))
    expect((await simSessionOf(intentId)).bankTranId).toBeTruthy()
    const records = await Promise.all(Array.from({ length: 20 }, () => post('/api/payments', customer, { intentId })))
    const statuses = records.map((response) => response.statusCode)
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true)
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(1)
    expect(await t.db.select().from(payments).where(eq(payments.transactionId, intentId))).toHaveLength(1)
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId))
    expect(row?.status).toBe('succeeded')
    expect(t.mailbox.messages.filter((mail) => mail.text.includes(intentId) && mail.to === customer.email)).toHaveLength(1)
  })

  it('pays a whole checkout with one payment', async () => {
    const shopper = await createActor(t.app, 'cart-payer')
    for (const payload of [
      bookingOf(listing.venue, daysFromNow(day++)),
      { ...EVENT_PLACE, listingId: listing.photographer.id, eventDate: daysFromNow(day++) },
      bookingOf(listing.costume),
    ]) {
      await post('/api/cart', shopper, payload)
    }
    const { orders: placed } = (await post('/api/cart/checkout', shopper, {})).json()
    const intent = (await intentFor(placed[1].id, shopper)).json()
    expect(intent.amount).toBe(80_000 + 15_000 + 6_700)
    expect(intent.orders).toHaveLength(3)
    expect((await sendCard(intent, '4242424242424242')).json().status).toBe('VALID')
    const recorded = await post('/api/payments', shopper, { intentId: intent.intentId })
    expect([200, 201]).toContain(recorded.statusCode)
    expect(recorded.json().orders.every((o: TOrder) => o.paid)).toBe(true)
  })
})

describe('a succeeded charge always ends in a paid order or a refund', () => {
  const payFor = async (actor: TActor, eventDate = daysFromNow(day++)) => {
    const placed = (await post('/api/orders', actor, bookingOf(listing.venue, eventDate))).json<TOrder>()
    const intent = (await intentFor(placed.id, actor)).json()
    return { placed, intent }
  }
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!
  const intentRow = async (id: string) => (await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!
  /** Whether the venue's evening of that date (the shift these tests book) is taken, alone or with the day. */
  const booked = async (eventDate: string) => {
    const calendar = (await t.app.inject({ method: 'GET', url: `/api/venue/${listing.venue.id}/availability` })).json<TAvailability>()
    return (
      calendar.booked.includes(eventDate) || calendar.takenShifts.some((taken) => taken.date === eventDate && taken.shift === 'evening')
    )
  }

  it("(a) a paid order cannot be cancelled; one cancelled before the gateway's word arrived gets its money back", async () => {
    const payer = await createActor(t.app, 'charged-then-cancels')
    const paid = await payFor(payer)
    expect((await sendCard(paid.intent, '4242424242424242')).json().status).toBe('VALID')
    expect((await orderRow(paid.placed.id)).status).toBe('paid')
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${paid.placed.id}`, headers: as(payer) })).statusCode).toBe(409)

    // The gateway took the card but its notice has not come: the booking may still be cancelled (the
    // gateway does not hold it), and the money that arrives for it afterwards goes back.
    const { placed, intent } = await payFor(payer)
    await chargeQuietly(intent)
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/orders/${placed.id}`, headers: as(payer) })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(await booked(placed.eventDate!)).toBe(false)
    const recorded = await post('/api/payments', payer, { intentId: intent.intentId })
    expect(recorded.json().code).toBe('date_lost_refunded')
    expect(await intentRow(intent.intentId)).toMatchObject({ status: 'refunded' })
    expect(await gatewayRefundsOf(intent.intentId)).toHaveLength(1)
  })

  it("another checkout's charge changes nothing: an unpaid order is still cancelled, a lapsed hold still expires", async () => {
    const payer = await createActor(t.app, 'bystander')
    const paid = await payFor(payer)
    expect((await sendCard(paid.intent, '4242424242424242')).json().status).toBe('VALID')
    const unpaid = await payFor(payer)
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/orders/${unpaid.placed.id}`, headers: as(payer) })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const lapsing = await payFor(payer)
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, lapsing.placed.id))
    expect(await booked(lapsing.placed.eventDate!)).toBe(false)
  })

  it('(a) refuses to cancel while the charge is in flight', async () => {
    const payer = await createActor(t.app, 'in-flight-cancel')
    const { placed, intent } = await payFor(payer)
    await t.db.update(paymentIntents).set({ status: 'processing', updatedAt: new Date() }).where(eq(paymentIntents.id, intent.intentId))
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/orders/${placed.id}`, headers: as(payer) })
    expect(cancel.json().code).toBe('payment_started')
    expect((await orderRow(placed.id)).status).toBe('pending')
  })

  it('(b) a hold that lapses while its charge is in flight keeps its date, and the payment is recorded', async () => {
    const payer = await createActor(t.app, 'slow-charge')
    const { placed, intent } = await payFor(payer)
    await t.db.update(paymentIntents).set({ status: 'processing', updatedAt: new Date() }).where(eq(paymentIntents.id, intent.intentId))
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, placed.id))
    // Anyone looking at the calendar sweeps lapsed holds: this one's charge is under way, so it stays.
    expect(await booked(placed.eventDate!)).toBe(true)
    const rival = await createActor(t.app, 'slow-charge-rival')
    expect((await post('/api/orders', rival, bookingOf(listing.venue, placed.eventDate!))).statusCode).toBe(409)
    await t.db.update(paymentIntents).set({ status: 'succeeded' }).where(eq(paymentIntents.id, intent.intentId))
    const recorded = await post('/api/payments', payer, { intentId: intent.intentId })
    expect(recorded.statusCode, recorded.body).toBe(201)
    expect((await orderRow(placed.id)).status).toBe('paid')
  })

  it('(b) a succeeded charge for a hold already marked expired is paid while its date is free', async () => {
    const payer = await createActor(t.app, 'late-recorder')
    const { placed, intent } = await payFor(payer)
    await chargeQuietly(intent)
    await t.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, placed.id))
    const recorded = await post('/api/payments', payer, { intentId: intent.intentId })
    expect([200, 201], recorded.body).toContain(recorded.statusCode)
    expect((await orderRow(placed.id)).status).toBe('paid')
  })

  it('(c) a date booked by someone else meanwhile: the charge is refunded, the customer told, once', async () => {
    const payer = await createActor(t.app, 'date-lost')
    const { placed, intent } = await payFor(payer)
    await chargeQuietly(intent)
    // What a lapse before this fix (or a stale claim released by a crash) left behind: the hold gone, the money taken.
    await t.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, placed.id))
    const rival = await createActor(t.app, 'date-lost-rival')
    expect((await post('/api/orders', rival, bookingOf(listing.venue, placed.eventDate!))).statusCode).toBe(201)

    const answers = await Promise.all([1, 2, 3].map(() => post('/api/payments', payer, { intentId: intent.intentId })))
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(409)
      expect(answer.json()).toMatchObject({ code: 'date_lost_refunded', message: TEXTS.dateLostRefunded })
    }
    const refunded = await intentRow(intent.intentId)
    expect(refunded).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^[0-9a-f]{16}$/) })
    expect(refunded.refundedAt).toBeInstanceOf(Date)
    expect(await t.db.select().from(payments).where(eq(payments.transactionId, intent.intentId))).toHaveLength(0)
    const notices = t.mailbox.messages.filter((mail) => mail.to === payer.email && mail.subject.includes('Refund of 80,000 BDT'))
    expect(notices).toHaveLength(1)
    expect(notices[0]!.text).toContain(formatDate(placed.eventDate!))
    expect((await post('/api/payments', payer, { intentId: intent.intentId })).json().code).toBe('date_lost_refunded')
    // The gateway gave the money back once, however many asked.
    expect(await gatewayRefundsOf(intent.intentId)).toHaveLength(1)
  })
})
