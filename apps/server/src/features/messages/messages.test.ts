import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TListingKind } from '@utsab/shared/constants'
import type { TConversation, TInbox } from '@utsab/shared/schemas/messages'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { createActor, type TActor } from '../../../test/actors'
import { bookingOf, daysFromNow } from '../../../test/catalog-fixtures'
import { createMerchantWithListing } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'
import { emailNewMessages } from './service'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: TActor
let customer: TActor
let other: TActor
type TOwned = { merchant: TActor; listing: { id: string; kind: TListingKind; name: string } }
let photographer: TOwned
let rival: TOwned

const as = (actor: TActor, locale?: string) => ({ cookie: actor.cookie, ...(locale ? { 'accept-language': locale } : {}) })
const start = (actor: TActor, payload: object) => t.app.inject({ method: 'POST', url: '/api/conversations', headers: as(actor), payload })
const read = (actor: TActor, id: string) => t.app.inject({ method: 'GET', url: `/api/conversations/${id}`, headers: as(actor) })
const send = (actor: TActor, id: string, body: string) =>
  t.app.inject({ method: 'POST', url: `/api/conversations/${id}/messages`, headers: as(actor), payload: { body } })
const inboxOf = async (actor: TActor) =>
  (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: as(actor) })).json<TInbox>().data
const unread = async (actor: TActor) =>
  (await t.app.inject({ method: 'GET', url: '/api/conversations/unread', headers: as(actor) })).json<{ count: number }>().count

beforeAll(async () => {
  t = await createTestApp()
  admin = await createActor(t.app, 'message-admin', 'admin')
  customer = await createActor(t.app, 'message-customer')
  other = await createActor(t.app, 'message-other')
  photographer = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'message-photo', 'photographer')
  rival = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'message-rival', 'photographer')
})
afterAll(() => t.close())

describe('messages', () => {
  let question: TConversation

  it('a customer asks a listing’s merchant before booking; asking again continues the same conversation', async () => {
    const first = await start(customer, { listingId: photographer.listing.id, body: '  Are you free on 14 February in Rajshahi?  ' })
    expect(first.statusCode, first.body).toBe(201)
    question = first.json<TConversation>()
    expect(question).toMatchObject({ side: 'customer', order: null, unread: 0, reported: null, listing: { id: photographer.listing.id } })
    expect(question.messages).toMatchObject([{ from: 'customer', body: 'Are you free on 14 February in Rajshahi?' }])
    const again = (
      await start(customer, { listingId: photographer.listing.id, body: 'And how many hours is the full-day package?' })
    ).json<TConversation>()
    expect(again.id).toBe(question.id)
    expect(again.messages).toHaveLength(2)
    // Another customer's question is a conversation of its own.
    const theirs = (await start(other, { listingId: photographer.listing.id, body: 'Do you travel to Bogura?' })).json<TConversation>()
    expect(theirs.id).not.toBe(question.id)
  })

  it('the merchant sees it unread in the inbox, reads it (which marks it read) and answers; the customer then has one unread', async () => {
    expect(await unread(photographer.merchant)).toBe(2)
    const inbox = await inboxOf(photographer.merchant)
    expect(inbox.find((entry) => entry.id === question.id)).toMatchObject({
      side: 'merchant',
      unread: 2,
      lastMessage: { from: 'customer', body: 'And how many hours is the full-day package?' },
    })
    const opened = (await read(photographer.merchant, question.id)).json<TConversation>()
    expect(opened.unread).toBe(0)
    expect(await unread(photographer.merchant)).toBe(1)
    const answered = await send(photographer.merchant, question.id, 'Yes, we are free. The full day is eight hours.')
    expect(answered.statusCode, answered.body).toBe(201)
    expect(answered.json<TConversation>().messages.at(-1)).toMatchObject({ from: 'merchant' })
    expect(await unread(customer)).toBe(1)
    expect((await inboxOf(customer))[0]).toMatchObject({ id: question.id, unread: 1, agencyName: expect.any(String) })
  })

  it('nobody else reads or writes it; a merchant cannot ask their own listing; bad input is 400 in the reader’s language', async () => {
    expect((await read(other, question.id)).statusCode).toBe(404)
    expect((await read(rival.merchant, question.id)).statusCode).toBe(404)
    // An admin reads a conversation only once it is reported.
    expect((await read(admin, question.id)).statusCode).toBe(404)
    expect((await send(other, question.id, 'Let me in')).statusCode).toBe(404)
    const own = await start(photographer.merchant, { listingId: photographer.listing.id, body: 'Testing' })
    expect(own.statusCode).toBe(409)
    expect(own.json()).toMatchObject({ code: 'own_listing' })
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${question.id}/messages`,
      headers: as(customer, 'bn'),
      payload: { body: '   ' },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().fields.body).toBe('একটি বার্তা লিখুন')
    const both = await start(customer, { listingId: photographer.listing.id, orderId: photographer.listing.id, body: 'Hi' })
    expect(both.json()).toMatchObject({ statusCode: 400, fields: { listingId: 'Name either a listing or a booking' } })
    expect((await start(customer, { listingId: '00000000-0000-4000-a000-000000000000', body: 'Hi' })).statusCode).toBe(404)
  })

  it('a booking has its own conversation, which its merchant may start and its customer continues', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: as(customer),
      payload: bookingOf(photographer.listing, daysFromNow(45)),
    })
    const order = placed.json<TOrder>()
    const fromMerchant = await start(photographer.merchant, { orderId: order.id, body: 'Thank you for booking! Where is the holud?' })
    expect(fromMerchant.statusCode, fromMerchant.body).toBe(201)
    const thread = fromMerchant.json<TConversation>()
    expect(thread).toMatchObject({ side: 'merchant', order: { id: order.id, number: order.number } })
    expect(thread.id).not.toBe(question.id)
    const reply = (await start(customer, { orderId: order.id, body: 'At our home in Uposhohor.' })).json<TConversation>()
    expect(reply.id).toBe(thread.id)
    expect(reply.messages.map((message) => message.from)).toEqual(['merchant', 'customer'])
    // Someone else's booking is not found.
    expect((await start(other, { orderId: order.id, body: 'Hello' })).statusCode).toBe(404)
    expect((await start(rival.merchant, { orderId: order.id, body: 'Hello' })).statusCode).toBe(404)
  })

  it('either side reports a conversation once; admins then read it, without taking part', async () => {
    const report = (actor: TActor, reason: string) =>
      t.app.inject({ method: 'POST', url: `/api/conversations/${question.id}/report`, headers: as(actor), payload: { reason } })
    expect((await report(other, 'Not mine to report')).statusCode).toBe(404)
    expect((await report(customer, 'no')).statusCode).toBe(400)
    const reported = await report(customer, 'The merchant asked me to pay outside Utsab')
    expect(reported.statusCode, reported.body).toBe(200)
    expect(reported.json<TConversation>().reported).toMatchObject({ reason: 'The merchant asked me to pay outside Utsab' })
    expect((await report(photographer.merchant, 'Again')).json()).toMatchObject({ code: 'conversation_reported' })

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/conversations', headers: as(admin) })
    expect(list.json<TInbox>().data.map((entry) => entry.id)).toContain(question.id)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/conversations', headers: as(customer) })).statusCode).toBe(403)
    const readByAdmin = await read(admin, question.id)
    expect(readByAdmin.statusCode).toBe(200)
    expect(readByAdmin.json<TConversation>()).toMatchObject({ side: 'admin' })
    expect(readByAdmin.json<TConversation>().messages).toHaveLength(3)
    expect((await send(admin, question.id, 'Admins read, they do not write here')).statusCode).toBe(404)
  })

  it('emails each recipient once for a burst of messages, after the delay, and not for what they already read', async () => {
    const later = new Date(Date.now() + 10 * 60_000)
    expect(await emailNewMessages(t.app, 120, new Date(Date.now() - 60 * 60_000))).toBe(0)
    const sent = await emailNewMessages(t.app, 120, later)
    expect(sent).toBeGreaterThanOrEqual(1)
    await t.sendQueuedMail()
    // The merchant read the customer's first two questions before answering them, but not the other customer's question
    // nor the customer's answer in the booking's thread: one email about those two. The customer never opened the
    // merchant's answer to their question (reporting is not reading it): one email about that one.
    const toMerchant = t.mailbox.lastTo(photographer.merchant.email)!
    expect(toMerchant.subject).toContain('2 new messages on Utsab')
    expect(toMerchant.text.match(new RegExp(`about ${photographer.listing.name}: 1 message`, 'g'))).toHaveLength(2)
    expect(toMerchant.text).toContain('/dashboard/messages/')
    const toCustomer = t.mailbox.lastTo(customer.email)!
    expect(toCustomer.subject).toContain('A new message on Utsab')
    expect(toCustomer.text).toContain(`/dashboard/messages/${question.id}`)
    // The other customer was never answered: nothing for them either.
    expect(t.mailbox.lastTo(other.email)?.subject ?? '').not.toMatch(/new message/i)
    expect(await emailNewMessages(t.app, 120, later)).toBe(0)
  })
})
