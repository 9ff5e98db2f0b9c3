import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { addDays, todayInDhaka } from '@utsab/shared/format'
import { createActor, type TActor } from '../../../test/actors'
import { daysFromNow, VENUE_BOOKING, EVENT_PLACE } from '../../../test/catalog-fixtures'
import { cardPayments } from '../../../test/card-payments'
import { createTestApp } from '../../../test/test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../db/factories'
import { orders, paymentIntents, payments } from '../../db/schema'
import { remindBalancesDue } from './balances'

let t: Awaited<ReturnType<typeof createTestApp>>
let customer: TActor
let venue: { id: string }
let noAdvance: { id: string }
let day = 60
let cards: ReturnType<typeof cardPayments>

beforeAll(async () => {
  t = await createTestApp({}, { listen: true })
  cards = cardPayments(t.app)
  const { listings } = await insertAgencyWithListings(t.app.db, buildAgency({ name: 'Shonar Bangla Halls' }), [
    buildListing('venue', { name: 'Kadam Hall', priceBdt: 215_001, advancePercent: 25, cancellationPolicy: 'strict' }),
    buildListing('photographer', { name: 'Pay Later Studio', priceBdt: 12_000, advancePercent: 0 }),
  ])
  venue = listings[0]!
  noAdvance = listings[1]!
  customer = await createActor(t.app, 'family')
})
afterAll(() => t.close())

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie: customer.cookie }, payload })
const book = async (listingId: string, eventDate = daysFromNow(day++)) => {
  // A venue's details, and where and when for a photographer (each kind reads its own).
  const response = await post('/api/orders', { listingId, eventDate, ...VENUE_BOOKING, ...EVENT_PLACE })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<TOrder>()
}
const read = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { cookie: customer.cookie } })).json<TOrder>()
/** Pays what the order asks now with the test card, as the payment page does. */
async function payNow(orderId: string) {
  const { intent, recorded } = await cards.pay(customer.cookie, orderId)
  expect(recorded.payment.transactionId).toBe(intent.intentId)
  return { amount: intent.amount, stage: intent.stage, intentId: intent.intentId }
}

describe('advances and balances', () => {
  it('confirms a dated booking with its advance and makes it Paid with the balance', async () => {
    const eventDate = daysFromNow(90)
    const placed = await book(venue.id, eventDate)
    // 25 % of 2,15,001, rounded up; the rest due a week before the event.
    expect(placed).toMatchObject({
      status: 'pending',
      total: 215_001,
      advance: 53_751,
      balance: 161_250,
      amountPaid: 0,
      balanceDueOn: addDays(eventDate, -7),
      cancellationPolicy: 'strict',
    })

    const advance = await payNow(placed.id)
    expect(advance).toMatchObject({ amount: 53_751, stage: 'booking' })
    expect(await read(placed.id)).toMatchObject({
      status: 'confirmed',
      paid: false,
      amountPaid: 53_751,
      transactionId: advance.intentId,
      paidAt: null,
      expiresAt: null,
    })
    // The date stays taken while the balance is due.
    const taken = await post('/api/orders', { listingId: venue.id, eventDate, ...VENUE_BOOKING })
    expect(taken.statusCode).toBe(409)

    const balance = await payNow(placed.id)
    expect(balance).toMatchObject({ amount: 161_250, stage: 'balance' })
    expect(await read(placed.id)).toMatchObject({ status: 'paid', paid: true, amountPaid: 215_001, transactionId: balance.intentId })
    const again = await post('/api/create-payment-intent', { orderId: placed.id })
    expect(again.statusCode).toBe(409)
    const recorded = await t.db.select().from(payments).where(eq(payments.email, customer.email))
    expect(recorded.map((row) => row.priceBdt).sort()).toEqual(expect.arrayContaining([53_751, 161_250]))

    const receipt = t.mailbox.messages.find((mail) => mail.to === customer.email && mail.subject.includes('53,751'))
    expect(receipt?.text).toContain('the balance of 1,61,250 BDT is due by')
  })

  it('asks the whole price when the event is too close for a balance', async () => {
    const placed = await book(venue.id, daysFromNow(5))
    expect(placed).toMatchObject({ advance: 215_001, balance: 0, balanceDueOn: null })
    expect((await payNow(placed.id)).amount).toBe(215_001)
    expect(await read(placed.id)).toMatchObject({ status: 'paid', paid: true, amountPaid: 215_001 })
  })

  it('confirms at once a booking whose merchant asks no advance; the whole price is the balance', async () => {
    const placed = await book(noAdvance.id)
    expect(placed).toMatchObject({ status: 'confirmed', advance: 0, balance: 12_000, amountPaid: 0, expiresAt: null })
    const paid = await payNow(placed.id)
    expect(paid).toMatchObject({ amount: 12_000, stage: 'balance' })
    expect(await read(placed.id)).toMatchObject({ status: 'paid', amountPaid: 12_000 })
  })

  it('a balance is refused once its booking is cancelled meanwhile, and its charge refunded', async () => {
    const placed = await book(venue.id)
    await payNow(placed.id)
    const intent = await cards.opened(customer.cookie, placed.id)
    await t.db.update(orders).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(orders.id, placed.id))
    // The gateway takes the card (it knows nothing of the cancellation); the money goes back at once.
    const charged = await cards.sendCard(intent)
    expect(charged.json().status).toBe('VALID')
    expect((await post('/api/payments', { intentId: intent.intentId })).statusCode).toBe(409)
    const [row] = await t.db.select({ status: paymentIntents.status }).from(paymentIntents).where(eq(paymentIntents.id, intent.intentId))
    expect(row!.status).toBe('refunded')
  })
})

describe('balance reminders', () => {
  it('reminds once when the balance comes near, once when it is due, and never twice', async () => {
    const placed = await book(venue.id)
    await payNow(placed.id)
    const dueOn = (await read(placed.id)).balanceDueOn!
    const at = (date: string) => new Date(`${date}T06:00:00Z`)
    const reminders = () =>
      t.mailbox.messages.filter(
        (mail) => mail.to === customer.email && mail.subject.includes(`Balance of`) && mail.subject.includes(`#${placed.number}`),
      )

    expect(await remindBalancesDue(t.app, at(addDays(dueOn, -4)))).toBe(0)
    await remindBalancesDue(t.app, at(addDays(dueOn, -3)))
    await t.sendQueuedMail()
    expect(reminders().map((mail) => mail.subject)).toEqual([expect.stringMatching(/Balance of 1,61,250 BDT due by /)])
    await remindBalancesDue(t.app, at(addDays(dueOn, -1)))
    expect(reminders()).toHaveLength(1)
    await remindBalancesDue(t.app, at(dueOn))
    await Promise.all([remindBalancesDue(t.app, at(addDays(dueOn, 1))), remindBalancesDue(t.app, at(addDays(dueOn, 1)))])
    await t.sendQueuedMail()
    expect(reminders().map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/due by/),
      expect.stringMatching(/Balance of 1,61,250 BDT due now/),
    ])
    expect(reminders()[1]!.html).toContain(`/payment/${placed.id}`)
  })

  it('sends nothing for a booking paid in full', async () => {
    const placed = await book(venue.id)
    await payNow(placed.id)
    await payNow(placed.id)
    const before = t.mailbox.messages.length
    await remindBalancesDue(t.app, new Date(`${addDays(todayInDhaka(), 200)}T06:00:00Z`))
    await t.sendQueuedMail()
    expect(t.mailbox.messages.slice(before).filter((mail) => mail.subject.includes(`#${placed.number}`))).toHaveLength(0)
  })
})

describe('a listing’s advance and cancellation policy', () => {
  it('is shown with the listing', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/venue/${venue.id}` })
    expect(response.json()).toMatchObject({ advancePercent: 25, cancellationPolicy: 'strict' })
  })
})
