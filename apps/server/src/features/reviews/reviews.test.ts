import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LISTING_PAGE_SIZE, type TListingKind } from '@utsab/shared/constants'
import type { TListing, TListingDetail } from '@utsab/shared/schemas/catalog'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TFeaturedReviews, TManagedReviews, TOrderReview, TReviewPage } from '@utsab/shared/schemas/reviews'
import { apiListPath } from '@utsab/shared/kinds'
import { addDays } from '@utsab/shared/format'
import { auditLog, orders } from '../../db/schema'
import { createActor, type TActor } from '../../../test/actors'
import { cardPayments } from '../../../test/card-payments'
import { bookingOf, daysFromNow } from '../../../test/catalog-fixtures'
import { createMerchantWithListing } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'
import { inviteReviews } from './service'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: TActor
let customer: TActor
let other: TActor
type TOwned = { merchant: TActor; listing: { id: string; kind: TListingKind; name: string; businessRating: number } }
let photographer: TOwned
let rival: TOwned

const as = (actor: TActor) => ({ cookie: actor.cookie })
const GOOD_REVIEW = { rating: 5, body: 'The photographs came out beautifully, and they were on time for the holud.' }

/** A booking of `listing` by `actor`, paid (its advance) through the built-in card gateway. */
async function paidBooking(actor: TActor, listing = photographer.listing, days = 30) {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: as(actor),
    payload: bookingOf(listing, daysFromNow(days)),
  })
  expect(placed.statusCode, placed.body).toBe(201)
  const order = placed.json<TOrder>()
  await cardPayments(t.app).pay(actor.cookie, order.id)
  return order
}
/** The booking's day comes and goes: it was `daysAgo` days before today. */
const moveToPast = (order: Pick<TOrder, 'id'>, daysAgo = 2) =>
  t.app.db
    .update(orders)
    .set({ eventDate: daysFromNow(-daysAgo) })
    .where(eq(orders.id, order.id))
const reviewState = async (order: Pick<TOrder, 'id'>, actor = customer) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/review`, headers: as(actor) })).json<TOrderReview>()
const postReview = (order: Pick<TOrder, 'id'>, payload: object = GOOD_REVIEW, actor = customer) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/review`, headers: as(actor), payload })
const detail = async (listing = photographer.listing) =>
  (await t.app.inject({ method: 'GET', url: `${apiListPath(listing.kind)}/${listing.id}` })).json<TListingDetail>()
const listingReviews = async (listing = photographer.listing) =>
  (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}/reviews` })).json<TReviewPage>()

beforeAll(async () => {
  t = await createTestApp({}, { listen: true })
  admin = await createActor(t.app, 'review-admin', 'admin')
  customer = await createActor(t.app, 'review-customer')
  other = await createActor(t.app, 'review-other')
  photographer = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'review-photo', 'photographer')
  rival = await createMerchantWithListing<TOwned['listing']>(t.app, admin, 'review-rival', 'photographer')
})
afterAll(() => t.close())

describe('verified reviews', () => {
  it('opens the day after a paid booking’s date, once, for its customer alone; the listing’s rating becomes the reviews’ average', async () => {
    const order = await paidBooking(customer)
    const before = await reviewState(order)
    expect(before).toMatchObject({ open: false, opensOn: addDays(daysFromNow(30), 1), review: null })
    const early = await postReview(order)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ code: 'review_too_early', message: 'You can review this booking from the day after its date.' })

    await moveToPast(order)
    expect(await reviewState(order)).toMatchObject({ open: true, review: null })
    // Nobody else may read or write it: it is not theirs to find.
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/review`, headers: as(other) })).statusCode).toBe(404)
    expect((await postReview(order, GOOD_REVIEW, other)).statusCode).toBe(404)

    const bad = await postReview(order, { rating: 6, body: 'Too short' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      fields: { rating: 'Choose a rating from 1 to 5 stars', body: 'Write at least 20 characters about how it went' },
    })
    const inBangla = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/review`,
      headers: { ...as(customer), 'accept-language': 'bn' },
      payload: { rating: 0, body: GOOD_REVIEW.body },
    })
    expect(inBangla.json().fields.rating).toBe('১ থেকে ৫ স্টারের মধ্যে একটি রেটিং বেছে নিন')

    const written = await postReview(order, { rating: 3, body: `  ${GOOD_REVIEW.body}  ` })
    expect(written.statusCode, written.body).toBe(201)
    expect(written.json()).toMatchObject({ rating: 3, body: GOOD_REVIEW.body, hidden: false, reply: null })
    expect(await reviewState(order)).toMatchObject({ open: false, review: { rating: 3 } })
    const again = await postReview(order, { rating: 1, body: 'Changing my mind after all, it was not good.' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'review_exists' })

    const shown = await detail()
    expect(shown).toMatchObject({ rating: 3, reviewCount: 1, businessRating: photographer.listing.businessRating })
    const page = await listingReviews()
    expect(page).toMatchObject({ count: 1, average: 3, totalPages: 1 })
    expect(page.data[0]).toMatchObject({ rating: 3, body: GOOD_REVIEW.body, bookedFor: daysFromNow(-2) })
    // The page shows a first name, never an email.
    expect(JSON.stringify(page)).not.toContain(customer.email)

    // Its merchant is told, in their language, and may reply from the dashboard.
    const notice = t.mailbox.lastTo(photographer.merchant.email)!
    expect(notice.subject).toContain(`A new 3-star review of ${photographer.listing.name}`)
    expect(notice.text).toContain(GOOD_REVIEW.body)
  })

  it('refuses a booking that was never paid for, or was cancelled', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: as(other),
      payload: bookingOf(rival.listing, daysFromNow(31)),
    })
    const order = placed.json<TOrder>()
    await moveToPast(order)
    expect(await reviewState(order, other)).toMatchObject({ open: false, opensOn: null })
    const refused = await postReview(order, GOOD_REVIEW, other)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'review_not_allowed' })
  })

  it('its merchant replies once; another merchant cannot; the reply shows with the review', async () => {
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/merchant/reviews', headers: as(photographer.merchant) })
    ).json<TManagedReviews>()
    const review = mine.data[0]!
    expect(review).toMatchObject({ listingName: photographer.listing.name, hiddenAt: null, reply: null })
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/merchant/reviews', headers: as(rival.merchant) })).json<TManagedReviews>().data,
    ).toEqual([])

    const reply = (actor: TActor, text: string) =>
      t.app.inject({ method: 'POST', url: `/api/merchant/reviews/${review.id}/reply`, headers: as(actor), payload: { reply: text } })
    expect((await reply(rival.merchant, 'Not my review to answer')).statusCode).toBe(404)
    expect((await reply(photographer.merchant, ' ')).json()).toMatchObject({ code: 'validation_failed' })
    const answered = await reply(photographer.merchant, 'Thank you! We will send the album by Friday.')
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.json().reply).toMatchObject({ body: 'Thank you! We will send the album by Friday.' })
    const second = await reply(photographer.merchant, 'One more thing')
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'review_replied' })
    expect((await listingReviews()).data[0]!.reply).toMatchObject({ body: 'Thank you! We will send the album by Friday.' })
    // Its author is told, with the answer and the way to the listing's reviews.
    const told = t.mailbox.lastTo(customer.email)!
    expect(told.subject).toContain('replied to your review')
    expect(told.text).toContain('Thank you! We will send the album by Friday.')
    expect(told.text).toContain(`/${photographer.listing.id}#reviews`)
  })

  it('an admin hides an abusive review with a reason (it leaves the rating, the audit log has it) and shows it again', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: as(admin) })).json<TManagedReviews>()
    const review = all.data.find((entry) => entry.listingId === photographer.listing.id)!
    const hide = (payload: object = { reason: 'Names a staff member with insults' }) =>
      t.app.inject({ method: 'POST', url: `/api/admin/reviews/${review.id}/hide`, headers: as(admin), payload })
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/reviews/${review.id}/hide`,
          headers: as(photographer.merchant),
          payload: { reason: 'I do not like it' },
        })
      ).statusCode,
    ).toBe(403)
    expect((await hide({ reason: 'no' })).statusCode).toBe(400)
    const hidden = await hide()
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(hidden.json()).toMatchObject({ hiddenReason: 'Names a staff member with insults' })
    expect((await hide()).json()).toMatchObject({ code: 'review_already_hidden' })

    // Its only review hidden, the listing is unrated again: what its business typed does not take the review's place.
    expect(await detail()).toMatchObject({ rating: null, reviewCount: 0, businessRating: photographer.listing.businessRating })
    expect(await listingReviews()).toMatchObject({ count: 0, average: null, data: [] })
    // Its author still sees it, marked hidden.
    const orderId = (await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.listingId, photographer.listing.id)))[0]!.id
    expect(await reviewState({ id: orderId })).toMatchObject({ review: { hidden: true } })
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'review.hide'))
    expect(audit).toMatchObject({ actorEmail: admin.email, details: 'Names a staff member with insults' })

    const show = () => t.app.inject({ method: 'POST', url: `/api/admin/reviews/${review.id}/show`, headers: as(admin) })
    expect((await show()).statusCode).toBe(200)
    expect((await show()).json()).toMatchObject({ code: 'review_not_hidden' })
    expect(await detail()).toMatchObject({ rating: 3, reviewCount: 1 })
  })

  it('lists filter and sort by the shown rating: the reviews’ average once there is one', async () => {
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `${apiListPath('photographer')}?${query}&pageSize=${LISTING_PAGE_SIZE.max}` })).json<{
        data: TListing[]
      }>().data
    // The business typed 4.5 when applying; its verified reviews average 3: a 4-star filter leaves it out.
    expect(photographer.listing.businessRating).toBeGreaterThanOrEqual(4)
    expect((await list('minRating=4')).some((listing) => listing.id === photographer.listing.id)).toBe(false)
    expect((await list('minRating=3')).find((listing) => listing.id === photographer.listing.id)).toMatchObject({
      rating: 3,
      reviewCount: 1,
    })
  })

  it('invites each customer once, the day after a paid booking’s day; the home page shows real reviews only once there are enough', async () => {
    const order = await paidBooking(other, rival.listing, 32)
    await moveToPast(order, 1)
    // A paid booking cancelled before its day is never invited.
    const cancelled = await paidBooking(other, rival.listing, 34)
    await t.db.update(orders).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(orders.id, cancelled.id))
    await moveToPast(cancelled, 1)
    const tomorrow = new Date(Date.now() + 86_400_000)
    expect(await inviteReviews(t.app, tomorrow)).toBeGreaterThanOrEqual(1)
    await t.sendQueuedMail()
    const invitation = t.mailbox.lastTo(other.email)!
    expect(invitation.subject).toContain(`Rate booking #${order.number}`)
    expect(t.mailbox.messages.some((mail) => mail.subject.includes(`Rate booking #${cancelled.number}`))).toBe(false)
    expect(invitation.text).toContain(`/orders/${order.id}#review`)
    expect(await inviteReviews(t.app, tomorrow)).toBe(0)

    const featured = async () => (await t.app.inject({ method: 'GET', url: '/api/reviews/featured' })).json<TFeaturedReviews>()
    // One review of 4 stars or more is not enough for the carousel: the sample reviews stay.
    expect((await postReview(order, GOOD_REVIEW, other)).statusCode).toBe(201)
    expect((await featured()).data).toEqual([])
    for (const [index, actor] of [customer, other].entries()) {
      const next = await paidBooking(actor, rival.listing, 33 + index)
      await moveToPast(next, 3 + index)
      expect((await postReview(next, GOOD_REVIEW, actor)).statusCode).toBe(201)
    }
    const shown = (await featured()).data
    expect(shown).toHaveLength(3)
    expect(shown[0]).toMatchObject({ rating: 5, listingName: rival.listing.name })
  })
})
