import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TListingKind } from '@utsab/shared/constants'
import { apiListPath } from '@utsab/shared/kinds'
import type { TConversation } from '@utsab/shared/schemas/messages'
import type { TAvailability, TOrder, TOrderDetail } from '@utsab/shared/schemas/orders'
import type { TQuote, TQuoteAccepted, TRequestQuoted, TSendQuoteInput } from '@utsab/shared/schemas/quotes'
import { conversationMessages, conversations, orders, quotes } from '../../db/schema'
import { createActor, type TActor } from '../../../test/actors'
import { cardPayments } from '../../../test/card-payments'
import { bookingOf, daysFromNow, EVENT_PLACE } from '../../../test/catalog-fixtures'
import { createMerchantWithListing } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'

/**
 * A request to book answered with a quote (issue 37, decision 057): the request is declined as any decline is, its date
 * free, and the quote goes to the customer's question conversation, which books at its price when accepted.
 */

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: TActor
type TOwned = { merchant: TActor; listing: { id: string; kind: TListingKind; name: string; price: number } }
let venue: TOwned
let rival: TOwned
let photographer: TOwned

const as = (actor: TActor) => ({ cookie: actor.cookie })
let customers = 0
/** A new customer (each keeps only a few requests open) and their request for the venue's evening on `date`. */
async function newRequest(date: string) {
  const customer = await createActor(t.app, `rq-customer-${++customers}`)
  const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: as(customer), payload: bookingOf(venue.listing, date) })
  expect(placed.statusCode, placed.body).toBe(201)
  const request = placed.json<TOrder>()
  expect(request.status).toBe('requested')
  return { customer, request }
}
/** The merchant's price: the hall's evening and a menu per guest, 25 % now, for 5 days; the date and details left to the request. */
const quoteBody = (change: Partial<TSendQuoteInput> = {}): TSendQuoteInput => ({
  lines: [
    { name: 'Hall, evening', unit: 'booking', unitPrice: 120_000, quantity: 1 },
    { name: 'Silver menu', unit: 'guest', unitPrice: 900, quantity: 150 },
  ],
  advancePercent: 25,
  cancellationPolicy: 'moderate',
  validDays: 5,
  note: 'Our price for the evening with the Silver menu, as you asked.',
  ...change,
})
const answerWithQuote = (request: Pick<TOrder, 'id'>, body: object = quoteBody(), actor = venue.merchant) =>
  t.app.inject({ method: 'POST', url: `/api/merchant/bookings/${request.id}/quote`, headers: as(actor), payload: body })
const answer = (request: Pick<TOrder, 'id'>, action: 'accept' | 'decline', actor = venue.merchant) =>
  t.app.inject({
    method: 'POST',
    url: `/api/merchant/bookings/${request.id}/${action}`,
    headers: as(actor),
    payload: action === 'decline' ? { reason: 'The hall is closed that week' } : undefined,
  })
const orderOf = async (actor: TActor, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: as(actor) })).json<TOrderDetail>()
const quotesIn = async (actor: TActor, conversationId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/quotes`, headers: as(actor) })).json<TQuote[]>()
const takenOn = async (date: string) =>
  (await t.app.inject({ method: 'GET', url: `${apiListPath('venue')}/${venue.listing.id}/availability` }))
    .json<TAvailability>()
    .takenShifts.some((entry) => entry.date === date && entry.shift === 'evening')
const mailsTo = (actor: TActor) => t.mailbox.messages.filter((mail) => mail.to === actor.email)
const questionThreads = (customer: TActor) =>
  t.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.customerId, customer.id), isNull(conversations.orderId)))

beforeAll(async () => {
  // Listening: the card simulator is reached over HTTP where the app listens.
  t = await createTestApp({}, { listen: true })
  admin = await createActor(t.app, 'rq-admin', 'admin')
  venue = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'rq-venue', 'venue')
  rival = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'rq-rival', 'venue')
  photographer = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'rq-photo', 'photographer')
})
afterAll(() => t.close())

describe('a request to book answered with a quote', () => {
  it("declines the request (its date free) and sends the quote, with the request's date and details, to a new question thread", async () => {
    const date = daysFromNow(50)
    const { customer, request } = await newRequest(date)
    expect(await takenOn(date)).toBe(true)
    const before = mailsTo(customer).length
    const answered = await answerWithQuote(request)
    expect(answered.statusCode, answered.body).toBe(201)
    const { order, quote } = answered.json<TRequestQuoted>()
    expect(order).toMatchObject({
      id: request.id,
      status: 'cancelled',
      request: { outcome: 'declined', quote: { id: quote.id, number: quote.number, conversationId: quote.conversationId } },
    })
    expect(quote).toMatchObject({ state: 'open', eventDate: date, details: { shift: 'evening', guests: 150 }, total: 255_000 })
    expect(quote.lines.map((line) => [line.name, line.amount])).toEqual([
      ['Hall, evening', 120_000],
      ['Silver menu', 135_000],
    ])
    expect(await takenOn(date)).toBe(false)
    // The customer's booking page says so and links to the quote; the merchant's list too.
    expect((await orderOf(customer, request.id)).request).toMatchObject({
      outcome: 'declined',
      quote: { conversationId: quote.conversationId },
    })
    const merchantList = await t.app.inject({ method: 'GET', url: '/api/merchant/bookings', headers: as(venue.merchant) })
    expect(merchantList.json<{ data: TOrder[] }>().data.find((row) => row.id === request.id)?.request?.quote?.number).toBe(quote.number)
    // The quote is in the customer's one question thread about the hall, unread, for both sides.
    const thread = await t.app.inject({ method: 'GET', url: `/api/conversations/${quote.conversationId}`, headers: as(customer) })
    expect(thread.json<TConversation>()).toMatchObject({ order: null, listing: { id: venue.listing.id }, side: 'customer' })
    expect((await quotesIn(venue.merchant, quote.conversationId)).map((entry) => entry.id)).toEqual([quote.id])
    expect((await t.db.select().from(quotes).where(eq(quotes.id, quote.id)))[0]).toMatchObject({ requestId: request.id })
    // Told once, by the request's notice in its own words (not "declined"), linked to the quote; the quote's message is
    // not mailed again by the messages' sweep.
    const told = mailsTo(customer).slice(before)
    expect(told).toHaveLength(1)
    expect(told[0]!.subject).toContain(`Request #${request.number}: ${request.agencyName} sent you a quote instead`)
    expect(told[0]!.text).toContain(`quote #${quote.number}`)
    expect(told[0]!.text).toContain(`/dashboard/messages/${quote.conversationId}`)
    expect(told[0]!.text).not.toMatch(/declined|cannot take/i)
    const messages = await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, quote.conversationId))
    expect(messages).toEqual([expect.objectContaining({ fromSide: 'merchant', emailedAt: expect.any(Date) })])
  })

  it('accepting the quote books the freed date at the quote’s price; paying its advance confirms it', async () => {
    const date = daysFromNow(51)
    const { customer, request } = await newRequest(date)
    const { quote } = (await answerWithQuote(request)).json<TRequestQuoted>()
    const accepted = await t.app.inject({ method: 'POST', url: `/api/quotes/${quote.id}/accept`, headers: as(customer), payload: {} })
    expect(accepted.statusCode, accepted.body).toBe(201)
    const { orderId } = accepted.json<TQuoteAccepted>()
    expect(orderId).not.toBe(request.id)
    const booking = await orderOf(customer, orderId)
    expect(booking).toMatchObject({
      status: 'pending',
      eventDate: date,
      details: { shift: 'evening', guests: 150 },
      total: 255_000,
      advance: 63_750,
      cancellationPolicy: 'moderate',
      request: null,
    })
    expect(await takenOn(date)).toBe(true)
    const { intent } = await cardPayments(t.app).pay(customer.cookie, orderId)
    expect(intent.amount).toBe(63_750)
    expect((await orderOf(customer, orderId)).status).toBe('confirmed')
    // The declined request took nothing.
    expect(await orderOf(customer, request.id)).toMatchObject({ status: 'cancelled', amountPaid: 0, refunds: [] })
  })

  it('goes to the question thread the customer already has, with a date and details of the merchant’s own', async () => {
    const { customer, request } = await newRequest(daysFromNow(52))
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: as(customer),
      payload: { listingId: venue.listing.id, body: 'Is the evening free for 150 guests?' },
    })
    const thread = asked.json<TConversation>()
    const other = daysFromNow(53)
    const answered = await answerWithQuote(request, quoteBody({ eventDate: other, shift: 'day', guests: 120 }))
    expect(answered.statusCode, answered.body).toBe(201)
    const { quote } = answered.json<TRequestQuoted>()
    expect(quote).toMatchObject({ conversationId: thread.id, eventDate: other, details: { shift: 'day', guests: 120 } })
    expect(await questionThreads(customer)).toHaveLength(1)
  })

  it('a second answer is 409, another merchant’s 404; one already answered, withdrawn or lapsed is refused', async () => {
    const { request } = await newRequest(daysFromNow(54))
    expect((await answerWithQuote(request, quoteBody(), rival.merchant)).json()).toMatchObject({ code: 'request_not_found' })
    expect((await answerWithQuote(request, quoteBody(), photographer.merchant)).statusCode).toBe(404)
    expect((await answerWithQuote(request)).statusCode).toBe(201)
    for (const again of [await answerWithQuote(request), await answer(request, 'accept'), await answer(request, 'decline')]) {
      expect(again.statusCode).toBe(409)
      expect(again.json()).toMatchObject({ code: 'request_answered' })
    }
    const declined = await newRequest(daysFromNow(55))
    expect((await answer(declined.request, 'decline')).statusCode).toBe(200)
    expect((await answerWithQuote(declined.request)).json()).toMatchObject({ code: 'request_answered' })
    const withdrawn = await newRequest(daysFromNow(56))
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${withdrawn.request.id}`, headers: as(withdrawn.customer) })
    expect((await answerWithQuote(withdrawn.request)).json()).toMatchObject({ code: 'request_withdrawn' })
    const lapsed = await newRequest(daysFromNow(57))
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, lapsed.request.id))
    const late = await answerWithQuote(lapsed.request)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ code: 'request_lapsed' })
    // No quote was written for any of them.
    const written = await t.db.select({ requestId: quotes.requestId }).from(quotes)
    const refused = [declined, withdrawn, lapsed].map(({ request: row }) => row.id)
    expect(written.filter((row) => refused.includes(row.requestId!))).toEqual([])
  })

  it('a booking that is no request, and a customer, are refused', async () => {
    const customer = await createActor(t.app, 'rq-instant')
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: as(customer),
      payload: bookingOf(photographer.listing, daysFromNow(58)),
    })
    expect(booked.json<TOrder>().status).toBe('pending')
    const quoted = await answerWithQuote(booked.json<TOrder>(), { ...quoteBody(), ...EVENT_PLACE }, photographer.merchant)
    expect(quoted.json()).toMatchObject({ code: 'request_not_found' })
    const { request } = await newRequest(daysFromNow(59))
    expect((await answerWithQuote(request, quoteBody(), customer)).statusCode).toBe(403)
  })

  it('a quote the checks refuse writes nothing: the request still waits, its date held, no thread or message', async () => {
    const date = daysFromNow(60)
    const { customer, request } = await newRequest(date)
    // Refused by the schema (a 400 naming the field) and by the booking's checks inside the answer's transaction.
    const cases: [object, number, RegExp][] = [
      [quoteBody({ lines: [] }), 400, /at least one item/],
      [quoteBody({ eventDate: daysFromNow(-3) }), 400, /past/],
      [quoteBody({ guests: 1_000_000 }), 400, /guests/i],
    ]
    for (const [body, status, sentence] of cases) {
      const refused = await answerWithQuote(request, body)
      expect(refused.statusCode, refused.body).toBe(status)
      expect(refused.json().message).toMatch(sentence)
    }
    // Five open quotes in the thread already: the sixth is refused after the thread was found, and all of it rolls back.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: as(customer),
      payload: { listingId: venue.listing.id, body: 'Could you price the evening?' },
    })
    const thread = asked.json<TConversation>()
    for (let i = 0; i < 5; i++) {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${thread.id}/quotes`,
        headers: as(venue.merchant),
        payload: { ...quoteBody(), eventDate: date, shift: 'evening', guests: 150 },
      })
      expect(sent.statusCode, sent.body).toBe(201)
    }
    const full = await answerWithQuote(request)
    expect(full.statusCode).toBe(409)
    expect(full.json()).toMatchObject({ code: 'quotes_open_max' })
    expect(await orderOf(customer, request.id)).toMatchObject({ status: 'requested', request: { outcome: 'waiting' } })
    expect((await orderOf(customer, request.id)).request?.quote).toBeUndefined()
    expect(await takenOn(date)).toBe(true)
    expect(await quotesIn(customer, thread.id)).toHaveLength(5)
    const messages = await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, thread.id))
    expect(messages).toHaveLength(6)
    // Still waiting, it can be answered as before.
    expect((await answer(request, 'accept')).statusCode).toBe(200)
  })

  it('in Bangla for a Bangla reader: the notice says a quote came in the request’s place', async () => {
    const { customer, request } = await newRequest(daysFromNow(61))
    const chosen = await t.app.inject({ method: 'POST', url: '/api/language', headers: as(customer), payload: { locale: 'bn' } })
    expect(chosen.statusCode).toBe(204)
    const before = mailsTo(customer).length
    expect((await answerWithQuote(request)).statusCode).toBe(201)
    const told = mailsTo(customer).slice(before)
    expect(told).toHaveLength(1)
    expect(told[0]!.subject).toMatch(/অনুরোধের বদলে একটি কোটেশন পাঠিয়েছেন/)
  })
})
