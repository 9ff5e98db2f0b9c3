import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TListingKind } from '@utsab/shared/constants'
import type { TListingDetail } from '@utsab/shared/schemas/catalog'
import type { TAvailability, TOrder } from '@utsab/shared/schemas/orders'
import { apiListPath } from '@utsab/shared/kinds'
import { orders } from '../../db/schema'
import { MAX_OPEN_REQUESTS } from '@utsab/shared/constants'
import { buildListing, insertAgencyWithListings } from '../../db/factories'
import { agencies, listings, user } from '../../db/schema'
import { createActor, createUnverifiedActor, type TActor } from '../../../test/actors'
import { bookingOf, daysFromNow } from '../../../test/catalog-fixtures'
import { createMerchantWithListing } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'
import { lapseRequests } from './requests'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: TActor
let customer: TActor
let other: TActor
type TOwned = { merchant: TActor; listing: { id: string; kind: TListingKind; name: string; price: number; bookingMode: string } }
let venue: TOwned
let rival: TOwned
let photographer: TOwned

const as = (actor: TActor) => ({ cookie: actor.cookie })
const request = async (eventDate: string, actor = customer, listing = venue.listing) => {
  const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: as(actor), payload: bookingOf(listing, eventDate) })
  expect(placed.statusCode, placed.body).toBe(201)
  return placed.json<TOrder>()
}
const answer = (order: Pick<TOrder, 'id'>, action: 'accept' | 'decline', actor = venue.merchant, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/merchant/bookings/${order.id}/${action}`, headers: as(actor), payload })
const availability = async (listing = venue.listing) =>
  (await t.app.inject({ method: 'GET', url: `${apiListPath(listing.kind)}/${listing.id}/availability` })).json<TAvailability>()
const takenOn = async (date: string) => (await availability()).takenShifts.some((entry) => entry.date === date && entry.shift === 'evening')
/** POST /api/create-payment-intent as `actor` for the order (the app listens, so the built-in gateway answers). */
const startPayment = (actor: TActor, orderId: string) =>
  t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: as(actor), payload: { orderId } })
const hoursFromNow = (iso: string | null) => (new Date(iso!).getTime() - Date.now()) / 3_600_000

beforeAll(async () => {
  // Listening: the built-in gateway simulators are reached over HTTP where the app listens.
  t = await createTestApp({ REQUEST_ANSWER_HOURS: '36' }, { listen: true })
  admin = await createActor(t.app, 'request-admin', 'admin')
  customer = await createActor(t.app, 'request-customer')
  other = await createActor(t.app, 'request-other')
  venue = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'request-venue', 'venue')
  rival = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'request-rival', 'venue')
  photographer = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'request-photo', 'photographer')
})
afterAll(() => t.close())

describe('requests to book (merchant-confirmed bookings)', () => {
  it('a new venue is request to book, a photographer instant; the detail page says which', async () => {
    expect(venue.listing.bookingMode).toBe('request')
    expect(photographer.listing.bookingMode).toBe('instant')
    const shown = await t.app.inject({ method: 'GET', url: `${apiListPath('venue')}/${venue.listing.id}` })
    expect(shown.json<TListingDetail>().bookingMode).toBe('request')
  })

  it('a request holds its date while the merchant decides, cannot be paid yet, and both sides are emailed', async () => {
    const date = daysFromNow(40)
    const requested = await request(date)
    expect(requested.status).toBe('requested')
    expect(requested.request).toMatchObject({ outcome: 'waiting', answeredAt: null, declineReason: null })
    // REQUEST_ANSWER_HOURS=36 here: the merchant has that long.
    expect(hoursFromNow(requested.expiresAt)).toBeGreaterThan(35.9)
    expect(hoursFromNow(requested.expiresAt)).toBeLessThanOrEqual(36)
    expect(await takenOn(date)).toBe(true)
    const second = await t.app.inject({ method: 'POST', url: '/api/orders', headers: as(other), payload: bookingOf(venue.listing, date) })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'shift_taken' })
    const pay = await startPayment(customer, requested.id)
    expect(pay.statusCode).toBe(409)
    expect(pay.json()).toMatchObject({ code: 'request_waiting', message: expect.stringMatching(/once they accept/) })
    expect(t.mailbox.lastTo(customer.email)?.subject).toContain(`Your request to book #${requested.number} was sent`)
    expect(t.mailbox.lastTo(customer.email)?.text).toMatch(/You pay nothing until they accept/)
    const notice = t.mailbox.lastTo(venue.merchant.email)!
    expect(notice.subject).toContain(`New request to book on Utsab: booking #${requested.number}`)
    expect(notice.text).toMatch(/Accept or decline by/)
    // The merchant sees it among their bookings, waiting for them.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/merchant/bookings', headers: as(venue.merchant) })).json<{
      data: TOrder[]
    }>()
    expect(mine.data.find((row) => row.id === requested.id)?.status).toBe('requested')
    // One open request per listing (decision 050): withdrawn, it leaves the hall to this customer's next requests.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${requested.id}`, headers: as(customer) })).statusCode).toBe(200)
  })

  it('accepted, it is paid like any booking within a day; a second answer is refused', async () => {
    const requested = await request(daysFromNow(41))
    const accepted = await answer(requested, 'accept')
    expect(accepted.statusCode, accepted.body).toBe(200)
    const { order } = accepted.json<{ order: TOrder }>()
    expect(order).toMatchObject({ status: 'pending', request: { outcome: 'accepted', declineReason: null } })
    expect(hoursFromNow(order.expiresAt)).toBeGreaterThan(23.9)
    const mail = t.mailbox.lastTo(customer.email)!
    expect(mail.subject).toContain(`Request #${requested.number} accepted: pay to confirm`)
    expect(mail.text).toContain(`/payment/${requested.id}`)
    const again = await answer(requested, 'decline', venue.merchant, { reason: 'Changed our mind about it' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'request_answered', message: 'This request has already been answered.' })
    const pay = await startPayment(customer, requested.id)
    expect(pay.statusCode, pay.body).toBe(200)
    expect(pay.json<{ amount: number }>().amount).toBe(order.advance)
  })

  it('declined with a reason, its date is free again and the customer keeps it on their list with the reason', async () => {
    const date = daysFromNow(42)
    const requested = await request(date)
    const missing = await answer(requested, 'decline', venue.merchant, { reason: '' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json<{ fields: Record<string, string> }>().fields.reason).toBeTruthy()
    const declined = await answer(requested, 'decline', venue.merchant, { reason: 'The hall is closed for repairs that week' })
    expect(declined.statusCode, declined.body).toBe(200)
    expect(declined.json<{ order: TOrder }>().order).toMatchObject({
      status: 'cancelled',
      request: { outcome: 'declined', declineReason: 'The hall is closed for repairs that week' },
    })
    expect(await takenOn(date)).toBe(false)
    const listed = (await t.app.inject({ method: 'GET', url: '/api/order', headers: as(customer) })).json<{ data: TOrder[] }>()
    expect(listed.data.find((row) => row.id === requested.id)?.request?.outcome).toBe('declined')
    const mail = t.mailbox.lastTo(customer.email)!
    expect(mail.subject).toContain(`Request #${requested.number} declined`)
    expect(mail.text).toContain('The hall is closed for repairs that week')
    expect(mail.text).toMatch(/Nothing was paid/)
  })

  it('unanswered past its time, it lapses once: dates free, both sides told, and a late answer is refused', async () => {
    const date = daysFromNow(43)
    const requested = await request(date)
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, requested.id))
    const late = await answer(requested, 'accept')
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ code: 'request_lapsed', message: expect.stringMatching(/lapsed/) })
    expect(await lapseRequests(t.app)).toBeGreaterThanOrEqual(1)
    await t.sendQueuedMail()
    expect(await lapseRequests(t.app)).toBe(0)
    const read = (await t.app.inject({ method: 'GET', url: `/api/orders/${requested.id}`, headers: as(customer) })).json<TOrder>()
    expect(read).toMatchObject({ status: 'expired', request: { outcome: 'lapsed' } })
    expect(await takenOn(date)).toBe(false)
    expect(t.mailbox.lastTo(customer.email)?.subject).toContain(`Request #${requested.number} lapsed`)
    expect(t.mailbox.lastTo(venue.merchant.email)?.subject).toContain(`Request lapsed on Utsab: booking #${requested.number}`)
  })

  it('a customer who withdraws a request tells the merchant, who can then no longer answer it', async () => {
    const requested = await request(daysFromNow(44))
    const withdrawn = await t.app.inject({ method: 'DELETE', url: `/api/orders/${requested.id}`, headers: as(customer) })
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect(t.mailbox.lastTo(venue.merchant.email)?.subject).toContain(`Booking cancelled on Utsab: booking #${requested.number}`)
    const late = await answer(requested, 'accept')
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ message: 'The customer withdrew this request.' })
    // The merchant's copy says it was withdrawn, not that it still waits.
    const seen = (await t.app.inject({ method: 'GET', url: `/api/orders/${requested.id}`, headers: as(venue.merchant) })).json<TOrder>()
    expect(seen).toMatchObject({ status: 'cancelled', request: { outcome: 'withdrawn' } })
  })

  it('only the listing’s merchant answers: another merchant and the customer cannot; an answer in Bangla reads in Bangla', async () => {
    const requested = await request(daysFromNow(45))
    expect((await answer(requested, 'accept', rival.merchant)).statusCode).toBe(404)
    expect((await answer(requested, 'accept', customer)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: `/api/merchant/bookings/${requested.id}/accept` })).statusCode).toBe(401)
    // A booking that was never a request is not one to answer.
    const booked = await request(daysFromNow(45), customer, photographer.listing)
    expect(booked.status).toBe('pending')
    expect(booked.request).toBeNull()
    expect((await answer(booked, 'accept', photographer.merchant)).statusCode).toBe(404)
    await answer(requested, 'accept')
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/merchant/bookings/${requested.id}/accept`,
      headers: { ...as(venue.merchant), 'accept-language': 'bn' },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json<{ message: string }>().message).toBe('এই অনুরোধের উত্তর আগেই দেওয়া হয়েছে।')
  })

  it('a cart with a request and an instant booking: checkout pays the instant one now, the request waits on its own', async () => {
    const shopper = await createActor(t.app, 'request-cart')
    const add = (payload: object) => t.app.inject({ method: 'POST', url: '/api/cart', headers: as(shopper), payload })
    expect((await add({ ...bookingOf(venue.listing, daysFromNow(47)), phone: '01711000000' })).statusCode).toBe(201)
    expect((await add(bookingOf(photographer.listing, daysFromNow(47)))).statusCode).toBe(201)
    const checkout = await t.app.inject({ method: 'POST', url: '/api/cart/checkout', headers: as(shopper) })
    expect(checkout.statusCode, checkout.body).toBe(201)
    const { checkoutId, orders: placed } = checkout.json<{ checkoutId: string; orders: TOrder[] }>()
    const request = placed.find((order) => order.listingId === venue.listing.id)!
    const booking = placed.find((order) => order.listingId === photographer.listing.id)!
    expect([request.status, booking.status]).toEqual(['requested', 'pending'])
    expect(checkoutId).toBe(booking.checkoutId)
    expect(request.checkoutId).not.toBe(booking.checkoutId)
    const pay = await startPayment(shopper, booking.id)
    expect(pay.statusCode, pay.body).toBe(200)
    expect(pay.json<{ amount: number; orders: TOrder[] }>()).toMatchObject({ amount: booking.advance, orders: [{ id: booking.id }] })
  })

  it('a merchant who switches to instant booking takes bookings at once', async () => {
    const switched = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${rival.listing.id}`,
      headers: as(rival.merchant),
      payload: { bookingMode: 'instant' },
    })
    expect(switched.statusCode, switched.body).toBe(200)
    expect(switched.json<{ bookingMode: string }>().bookingMode).toBe('instant')
    const booked = await request(daysFromNow(46), customer, rival.listing)
    expect(booked).toMatchObject({ status: 'pending', request: null })
  })
})

describe('what a request may hold (decision 050)', () => {
  /** POST /api/orders as `actor`, answered as it is (a refusal included). */
  const ask = (actor: TActor, listing: { id: string; kind: TListingKind }, eventDate: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...as(actor), ...headers },
      payload: { ...bookingOf(listing, eventDate), phone: '01711000000' },
    })
  /** A third hall that takes requests, straight into the database: no merchant needs to answer it here. */
  const anotherHall = async () => {
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.ownerId, venue.merchant.id))
    const {
      listings: [hall],
    } = await insertAgencyWithListings(t.db, agency!, [buildListing('venue')])
    await t.db.update(listings).set({ bookingMode: 'request' }).where(eq(listings.id, hall!.id))
    return { id: hall!.id, kind: 'venue' as const }
  }

  it('an unverified account cannot ask, alone or through its cart, and holds nothing; it still books instantly', async () => {
    const unverified = await createUnverifiedActor(t.app, 'request-unverified')
    const date = daysFromNow(60)
    const refused = await ask(unverified, venue.listing, date)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'request_email_not_verified', message: expect.stringMatching(/verify your email/) })
    expect(await takenOn(date)).toBe(false)
    const inBangla = await ask(unverified, venue.listing, date, { 'accept-language': 'bn' })
    expect(inBangla.json<{ message: string }>().message).toMatch(/^বুকিংয়ের অনুরোধ পাঠানোর আগে/)
    const added = await t.app.inject({ method: 'POST', url: '/api/cart', headers: as(unverified), payload: bookingOf(venue.listing, date) })
    expect(added.statusCode, added.body).toBe(201)
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/cart/checkout',
      headers: as(unverified),
      payload: { phone: '01711000000' },
    })
    expect(checkout.statusCode).toBe(403)
    expect(checkout.json()).toMatchObject({ code: 'request_email_not_verified' })
    expect(await takenOn(date)).toBe(false)
    // An instant booking holds its date for minutes, until it is paid, which needs a verified address anyway.
    const instant = await ask(unverified, photographer.listing, date)
    expect(instant.statusCode, instant.body).toBe(201)
    // A mobile number proved with an SMS code counts as a verified email does (issue 36).
    await t.db.update(user).set({ phone: '+8801719000001', phoneVerified: true }).where(eq(user.id, unverified.id))
    const proved = await ask(unverified, venue.listing, date)
    expect(proved.statusCode, proved.body).toBe(201)
  })

  it('one open request per listing: a second date of the same hall waits until the first is answered', async () => {
    const asker = await createActor(t.app, 'request-one-per-hall')
    const first = await ask(asker, venue.listing, daysFromNow(61))
    expect(first.statusCode, first.body).toBe(201)
    const second = await ask(asker, venue.listing, daysFromNow(62))
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'request_open_on_listing', message: expect.stringContaining(venue.listing.name) })
    expect(await takenOn(daysFromNow(62))).toBe(false)
    // Two dates of the same hall in one cart are refused together.
    const shopper = await createActor(t.app, 'request-two-dates')
    for (const day of [63, 64]) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: as(shopper),
        payload: bookingOf(venue.listing, daysFromNow(day)),
      })
      expect(added.statusCode, added.body).toBe(201)
    }
    const checkout = await t.app.inject({ method: 'POST', url: '/api/cart/checkout', headers: as(shopper) })
    expect(checkout.json()).toMatchObject({ code: 'request_open_on_listing' })
    expect(await takenOn(daysFromNow(63))).toBe(false)
    // Declined, the first no longer waits: the hall may be asked again.
    expect((await answer(first.json<TOrder>(), 'decline', venue.merchant, { reason: 'Booked privately that evening' })).statusCode).toBe(
      200,
    )
    expect((await ask(asker, venue.listing, daysFromNow(62))).statusCode).toBe(201)
  })

  it(`at most ${MAX_OPEN_REQUESTS} open requests in all; a lapsed one no longer counts`, async () => {
    const asker = await createActor(t.app, 'request-two-in-all')
    const [hallA, hallB, hallC] = [await anotherHall(), await anotherHall(), await anotherHall()]
    const first = await ask(asker, hallA!, daysFromNow(65))
    expect(first.statusCode, first.body).toBe(201)
    expect((await ask(asker, hallB!, daysFromNow(65))).statusCode).toBe(201)
    const third = await ask(asker, hallC!, daysFromNow(65))
    expect(third.statusCode).toBe(409)
    expect(third.json()).toMatchObject({
      code: 'too_many_open_requests',
      message: expect.stringContaining(`${MAX_OPEN_REQUESTS} requests`),
    })
    // Past its answer time, the first holds nothing, even before the sweep marks it lapsed.
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, first.json<TOrder>().id))
    expect((await ask(asker, hallC!, daysFromNow(65))).statusCode).toBe(201)
  })
})
