import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TListingKind } from '@utsab/shared/constants'
import type { TConversation } from '@utsab/shared/schemas/messages'
import type { TOrderDetail } from '@utsab/shared/schemas/orders'
import type { TQuote, TQuoteAccepted, TSendQuoteInput } from '@utsab/shared/schemas/quotes'
import { orders, quotes } from '../../db/schema'
import { createActor, createUnverifiedActor, type TActor, uniqueMobile } from '../../../test/actors'
import { cardPayments } from '../../../test/card-payments'
import { costumeBooking, daysFromNow, EVENT_PLACE } from '../../../test/catalog-fixtures'
import { createMerchantWithListing } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: TActor
let customer: TActor
let other: TActor
type TOwned = { merchant: TActor; listing: { id: string; kind: TListingKind; name: string; price: number } }
let venue: TOwned
let photographer: TOwned

const as = (actor: TActor) => ({ cookie: actor.cookie })
const ask = async (actor: TActor, listingId: string) => {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: as(actor),
    payload: { listingId, body: 'Could you price the Gold menu for 300 guests on our reception?' },
  })
  expect(started.statusCode, started.body).toBe(201)
  return started.json<TConversation>()
}
const send = (actor: TActor, conversationId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/quotes`, headers: as(actor), payload })
const listQuotes = (actor: TActor, conversationId: string) =>
  t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/quotes`, headers: as(actor) })
const accept = (actor: TActor, quoteId: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/quotes/${quoteId}/accept`, headers: as(actor), payload })
const withdraw = (actor: TActor, quoteId: string) =>
  t.app.inject({ method: 'POST', url: `/api/quotes/${quoteId}/withdraw`, headers: as(actor) })
const orderOf = async (actor: TActor, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: as(actor) })).json<TOrderDetail>()

/** A reception for 300: the hall's evening and the Gold menu per guest, 30 % now, for 7 days. */
const receptionQuote = (eventDate: string): TSendQuoteInput => ({
  eventDate,
  shift: 'evening',
  guests: 300,
  lines: [
    { name: 'Hall, evening', unit: 'booking', unitPrice: 150_000, quantity: 1 },
    { name: 'Gold menu', unit: 'guest', unitPrice: 1_250, quantity: 300 },
  ],
  advancePercent: 30,
  cancellationPolicy: 'strict',
  validDays: 7,
  note: 'With the stage decoration included, as we discussed.',
})

beforeAll(async () => {
  t = await createTestApp({}, { listen: true })
  admin = await createActor(t.app, 'quote-admin', 'admin')
  customer = await createActor(t.app, 'quote-customer')
  other = await createActor(t.app, 'quote-other')
  venue = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'quote-venue', 'venue')
  photographer = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'quote-photo', 'photographer')
})
afterAll(() => t.close())

describe('quotes in a conversation', () => {
  it('the merchant sends a quote; both sides read it; the customer has it unread as a message', async () => {
    const conversation = await ask(customer, venue.listing.id)
    const sent = await send(venue.merchant, conversation.id, receptionQuote(daysFromNow(60)))
    expect(sent.statusCode, sent.body).toBe(201)
    const quote = sent.json<TQuote>()
    expect(quote).toMatchObject({
      state: 'open',
      total: 525_000,
      advancePercent: 30,
      advance: 157_500,
      cancellationPolicy: 'strict',
      details: { shift: 'evening', guests: 300 },
      listing: { id: venue.listing.id },
    })
    expect(quote.lines[1]).toMatchObject({ kind: 'item', name: 'Gold menu', unit: 'guest', quantity: 300, amount: 375_000 })
    for (const reader of [customer, venue.merchant]) {
      const listed = await listQuotes(reader, conversation.id)
      expect(listed.statusCode).toBe(200)
      expect(listed.json<TQuote[]>().map((entry) => entry.id)).toEqual([quote.id])
    }
    const inbox = await t.app.inject({ method: 'GET', url: '/api/conversations/unread', headers: as(customer) })
    expect(inbox.json<{ count: number }>().count).toBeGreaterThanOrEqual(1)
  })

  it('accepting books at the quoted price, advance and policy, even for a hall that takes requests; paying confirms it', async () => {
    const conversation = await ask(other, venue.listing.id)
    const date = daysFromNow(75)
    const quote = (await send(venue.merchant, conversation.id, receptionQuote(date))).json<TQuote>()
    const accepted = await accept(other, quote.id)
    expect(accepted.statusCode, accepted.body).toBe(201)
    const { orderId } = accepted.json<TQuoteAccepted>()
    const order = await orderOf(other, orderId)
    expect(order).toMatchObject({ status: 'pending', eventDate: date, total: 525_000, advance: 157_500, cancellationPolicy: 'strict' })
    expect(order.lines.map((line) => line.name)).toEqual(['Hall, evening', 'Gold menu'])
    // Accepting again answers the same booking while it waits for the advance.
    const again = await accept(other, quote.id)
    expect(again.json<TQuoteAccepted>().orderId).toBe(orderId)
    expect((await listQuotes(other, conversation.id)).json<TQuote[]>()[0]).toMatchObject({ state: 'accepted', orderId })
    // The quote holds the date: nobody else books that evening.
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: as(customer),
      payload: { listingId: venue.listing.id, eventDate: date, shift: 'evening', guests: 100 },
    })
    expect(taken.statusCode).toBe(409)
    const card = cardPayments(t.app)
    const { intent } = await card.pay(other.cookie, orderId)
    expect(intent.amount).toBe(157_500)
    expect((await orderOf(other, orderId)).status).toBe('confirmed')
    expect((await listQuotes(venue.merchant, conversation.id)).json<TQuote[]>()[0]!.state).toBe('booked')
    const booked = await accept(other, quote.id)
    expect(booked.statusCode).toBe(409)
    expect(booked.json()).toMatchObject({ code: 'quote_booked' })
    const late = await withdraw(venue.merchant, quote.id)
    expect(late.json()).toMatchObject({ code: 'quote_booked' })
  })

  it('a withdrawn or expired quote can no longer be accepted, with a sentence saying so', async () => {
    const conversation = await ask(customer, photographer.listing.id)
    const base = {
      eventDate: daysFromNow(50),
      ...EVENT_PLACE,
      lines: [{ name: 'Holud, 6 hours, two photographers', unit: 'booking', unitPrice: 35_000, quantity: 1 }],
      advancePercent: 25,
      cancellationPolicy: 'moderate',
      validDays: 3,
    } as const
    const first = (await send(photographer.merchant, conversation.id, base)).json<TQuote>()
    expect((await withdraw(photographer.merchant, first.id)).json<TQuote>().state).toBe('withdrawn')
    const refused = await accept(customer, first.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'quote_withdrawn', message: expect.stringMatching(/withdrew/) })
    const second = (await send(photographer.merchant, conversation.id, base)).json<TQuote>()
    await t.app.db
      .update(quotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, second.id))
    const expired = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${second.id}/accept`,
      headers: { ...as(customer), 'accept-language': 'bn' },
      payload: {},
    })
    expect(expired.statusCode).toBe(409)
    expect(expired.json()).toMatchObject({ code: 'quote_expired', message: expect.stringMatching(/মেয়াদ/) })
    expect((await listQuotes(customer, conversation.id)).json<TQuote[]>().map((quote) => quote.state)).toEqual(['withdrawn', 'expired'])
  })

  it('only the merchant of the conversation sends, only its customer accepts; strangers get 404', async () => {
    const conversation = await ask(customer, venue.listing.id)
    const quote = (await send(venue.merchant, conversation.id, receptionQuote(daysFromNow(90)))).json<TQuote>()
    expect((await send(photographer.merchant, conversation.id, receptionQuote(daysFromNow(90)))).statusCode).toBe(404)
    expect((await listQuotes(other, conversation.id)).statusCode).toBe(404)
    expect((await accept(other, quote.id)).json()).toMatchObject({ code: 'quote_not_found' })
    expect((await accept(venue.merchant, quote.id)).statusCode).toBe(404)
    expect((await withdraw(photographer.merchant, quote.id)).statusCode).toBe(404)
    // A customer cannot quote themselves (merchants only), and nobody signed out reads anything.
    expect((await send(customer, conversation.id, receptionQuote(daysFromNow(90)))).statusCode).toBe(403)
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/conversations/${conversation.id}/quotes` })
    expect(anonymous.statusCode).toBe(401)
  })

  it('bad input is a 400 naming the field, in the reader’s language, and writes nothing', async () => {
    const conversation = await ask(await createActor(t.app, 'quote-bad-input'), venue.listing.id)
    const cases: [object, RegExp][] = [
      [{ ...receptionQuote(daysFromNow(30)), lines: [] }, /at least one item/],
      [{ ...receptionQuote(daysFromNow(30)), lines: [{ name: 'Hall', unit: 'booking', unitPrice: 0, quantity: 1 }] }, /comes to nothing/],
      [{ ...receptionQuote(daysFromNow(30)), advancePercent: 120 }, /Advance/],
      [{ ...receptionQuote(daysFromNow(30)), validDays: 0 }, /Days the quote stands/],
      [{ ...receptionQuote(daysFromNow(30)), shift: undefined }, /shift/i],
      [receptionQuote(daysFromNow(-2)), /past/],
    ]
    for (const [payload, sentence] of cases) {
      const refused = await send(venue.merchant, conversation.id, payload)
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400)
      expect(refused.json().message).toMatch(sentence)
      expect(refused.json().code).toEqual(expect.any(String))
    }
    expect((await listQuotes(venue.merchant, conversation.id)).json<TQuote[]>()).toEqual([])
  })

  it('at most five open quotes in one conversation; a booking’s own conversation takes none', async () => {
    const fresh = await createActor(t.app, 'quote-many')
    const conversation = await ask(fresh, photographer.listing.id)
    const quote = {
      eventDate: daysFromNow(45),
      ...EVENT_PLACE,
      lines: [{ name: 'Wedding, 8 hours', unit: 'booking', unitPrice: 40_000, quantity: 1 }],
      advancePercent: 20,
      cancellationPolicy: 'flexible',
      validDays: 5,
    }
    for (let i = 0; i < 5; i++) expect((await send(photographer.merchant, conversation.id, quote)).statusCode).toBe(201)
    const sixth = await send(photographer.merchant, conversation.id, quote)
    expect(sixth.statusCode).toBe(409)
    expect(sixth.json()).toMatchObject({ code: 'quotes_open_max', message: expect.stringMatching(/5 open quotes/) })
    const { orderId } = (await accept(fresh, (await listQuotes(fresh, conversation.id)).json<TQuote[]>()[0]!.id)).json<TQuoteAccepted>()
    const bookingThread = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: as(photographer.merchant),
      payload: { orderId, body: 'Thank you! We will call you a week before.' },
    })
    const refused = await send(photographer.merchant, bookingThread.json<TConversation>().id, quote)
    expect(refused.json()).toMatchObject({ code: 'quote_for_question_only' })
  })

  it('a customer who has proved neither email nor number may still accept: the quote is the merchant’s answer', async () => {
    const unverified = await createUnverifiedActor(t.app, 'quote-unverified')
    const conversation = await ask(unverified, venue.listing.id)
    const quote = (await send(venue.merchant, conversation.id, receptionQuote(daysFromNow(100)))).json<TQuote>()
    const withoutNumber = await accept(unverified, quote.id)
    expect(withoutNumber.json()).toMatchObject({ code: 'phone_required', fields: { phone: expect.any(String) } })
    const accepted = await accept(unverified, quote.id, { phone: uniqueMobile() })
    expect(accepted.statusCode, accepted.body).toBe(201)
    expect((await orderOf(unverified, accepted.json<TQuoteAccepted>().orderId)).status).toBe('pending')
  })
})

describe('a quote whose booking waits, lapses or outlives it', () => {
  it('while its booking waits the quote reads accepted, even past its time, and stays; once the booking lapses it can be withdrawn', async () => {
    const family = await createActor(t.app, 'quote-lapse')
    const conversation = await ask(family, venue.listing.id)
    const quote = (await send(venue.merchant, conversation.id, receptionQuote(daysFromNow(110)))).json<TQuote>()
    const { orderId } = (await accept(family, quote.id)).json<TQuoteAccepted>()
    expect((await withdraw(venue.merchant, quote.id)).json()).toMatchObject({ code: 'quote_booked' })
    await t.app.db
      .update(quotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, quote.id))
    expect((await listQuotes(family, conversation.id)).json<TQuote[]>()[0]).toMatchObject({ state: 'accepted', orderId })
    // The booking's hold lapses unpaid: the quote, past its time too, reads expired and its merchant may withdraw it.
    await t.app.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId))
    expect((await listQuotes(family, conversation.id)).json<TQuote[]>()[0]!.state).toBe('expired')
    expect((await accept(family, quote.id)).json()).toMatchObject({ code: 'quote_expired' })
    const withdrawn = await withdraw(venue.merchant, quote.id)
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect(withdrawn.json<TQuote>()).toMatchObject({ state: 'withdrawn', orderId: null })
  })

  it('an undated booking from a quote (costumes) waits for its payment for the hold’s time, not for ever', async () => {
    const tailor = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'quote-tailor', 'costume')
    const family = await createActor(t.app, 'quote-costume')
    const conversation = await ask(family, tailor.listing.id)
    const sent = await send(tailor.merchant, conversation.id, {
      ...costumeBooking(),
      lines: [{ name: 'Two sherwanis, tailored', unit: 'booking', unitPrice: 18_000, quantity: 2 }],
      advancePercent: 50,
      cancellationPolicy: 'moderate',
      validDays: 1,
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const { orderId } = (await accept(family, sent.json<TQuote>().id)).json<TQuoteAccepted>()
    const order = await orderOf(family, orderId)
    expect(order).toMatchObject({ status: 'pending', total: 36_000 })
    expect(order.expiresAt).not.toBeNull()
  })
})
