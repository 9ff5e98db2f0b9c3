import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TListingKind } from '@utsab/shared/constants'
import type { TListingDetail, TListingPage } from '@utsab/shared/schemas/catalog'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { createActor, createUnverifiedActor, type TActor } from '../../../test/actors'
import { bookingOf, daysFromNow } from '../../../test/catalog-fixtures'
import { createMerchantWithListing } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../db/factories'
import { moveOrder } from '../../db/order-lifecycle'
import { agencies, conversationMessages, conversations, orders } from '../../db/schema'
import { refreshResponsiveness } from './responsiveness'

let t: Awaited<ReturnType<typeof createTestApp>>
let customers: TActor[]
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const NOW = Date.now()
const ago = (ms: number) => new Date(NOW - ms)
const as = (actor: TActor) => ({ cookie: actor.cookie })

/** An agency run by a new merchant, with three makeup artists whose names start with `word` (a search finds only them). */
async function agencyOf(label: string, word: string) {
  const merchant = await createActor(t.app, label)
  const { agency, listings } = await insertAgencyWithListings(
    t.db,
    buildAgency({ name: `${word} agency`, ownerId: merchant.id }),
    [1, 2, 3].map((n) => buildListing('makeup', { name: `${word} artist ${n}` })),
  )
  return { merchant, agency, listingIds: listings.map((row) => row.id) }
}

/**
 * A customer asks about the listing through the API and, when `answerAfter` is given, the merchant answers; the
 * messages are then dated as if asked `askedAgo` and answered that much later.
 */
async function question(customer: TActor, merchant: TActor, listingId: string, askedAgo: number, answerAfter?: number) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: as(customer),
    payload: { listingId, body: 'Are you free on the 14th of February?' },
  })
  expect(started.statusCode, started.body).toBe(201)
  const id = started.json<{ id: string }>().id
  if (answerAfter !== undefined) {
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: as(merchant),
      payload: { body: 'Yes, we are free that day.' },
    })
    expect(answered.statusCode, answered.body).toBe(201)
  }
  const at = ago(askedAgo)
  await t.db
    .update(conversationMessages)
    .set({ createdAt: at })
    .where(and(eq(conversationMessages.conversationId, id), eq(conversationMessages.fromSide, 'customer')))
  if (answerAfter !== undefined)
    await t.db
      .update(conversationMessages)
      .set({ createdAt: new Date(at.getTime() + answerAfter) })
      .where(and(eq(conversationMessages.conversationId, id), eq(conversationMessages.fromSide, 'merchant')))
  await t.db
    .update(conversations)
    .set({ lastMessageAt: new Date(at.getTime() + (answerAfter ?? 0)) })
    .where(eq(conversations.id, id))
}

const listReply = async (q: string) => {
  const page = await t.app.inject({ method: 'GET', url: `/api/makeup-artists?sort=reply&q=${encodeURIComponent(q)}&pageSize=60` })
  expect(page.statusCode, page.body).toBe(200)
  return page.json<TListingPage>().data
}

beforeAll(async () => {
  t = await createTestApp()
  customers = await Promise.all([1, 2, 3].map((n) => createActor(t.app, `reply-customer-${n}`)))
})
afterAll(() => t.close())

describe('how quickly a merchant usually replies', () => {
  it('is the median of first answers from real conversations: half an hour for one merchant, a day for another', async () => {
    const quick = await agencyOf('quick-merchant', 'Zarqa')
    const slow = await agencyOf('slow-merchant', 'Zarqa')
    const few = await agencyOf('few-merchant', 'Zarqa')
    const silent = await agencyOf('silent-merchant', 'Zarqa')
    const old = await agencyOf('old-merchant', 'Zarqa')
    // Quick: 20 min, 30 min, 45 min. Slow: 20 h, 24 h, 30 h. Few: two answers only. Silent: three questions left
    // unanswered for two, three and four days. Old: three quick answers, but more than 90 days ago.
    for (const [i, minutes] of [20, 30, 45].entries())
      await question(customers[i]!, quick.merchant, quick.listingIds[i]!, 5 * HOUR, minutes * MINUTE)
    for (const [i, hours] of [20, 24, 30].entries())
      await question(customers[i]!, slow.merchant, slow.listingIds[i]!, 3 * 24 * HOUR, hours * HOUR)
    for (const i of [0, 1]) await question(customers[i]!, few.merchant, few.listingIds[i]!, 2 * HOUR, 10 * MINUTE)
    for (const [i, days] of [2, 3, 4].entries()) await question(customers[i]!, silent.merchant, silent.listingIds[i]!, days * 24 * HOUR)
    for (const i of [0, 1, 2]) await question(customers[i]!, old.merchant, old.listingIds[i]!, 100 * 24 * HOUR, 5 * MINUTE)
    // A question asked an hour ago and not answered yet says nothing yet.
    await question(customers[2]!, few.merchant, few.listingIds[2]!, HOUR)

    const changed = await refreshResponsiveness(t.db, new Date(NOW))
    expect(changed.listings).toBeGreaterThanOrEqual(9)
    const figure = async (agencyId: string) =>
      (
        await t.db
          .select({ minutes: agencies.replyMinutes, samples: agencies.replySamples })
          .from(agencies)
          .where(eq(agencies.id, agencyId))
      )[0]
    expect(await figure(quick.agency.id)).toEqual({ minutes: 30, samples: 3 })
    expect(await figure(slow.agency.id)).toEqual({ minutes: 24 * 60, samples: 3 })
    expect(await figure(few.agency.id)).toEqual({ minutes: null, samples: 2 })
    expect(await figure(silent.agency.id)).toEqual({ minutes: 3 * 24 * 60, samples: 3 })
    expect(await figure(old.agency.id)).toEqual({ minutes: null, samples: 0 })

    // The list sorted by it: quickest first, those without a figure last (never an invented one).
    const sorted = await listReply('Zarqa')
    expect(sorted.map((listing) => listing.replyMinutes).slice(0, 9)).toEqual([30, 30, 30, 1440, 1440, 1440, 4320, 4320, 4320])
    expect(sorted.slice(9).every((listing) => listing.replyMinutes === null)).toBe(true)
    expect(sorted).toHaveLength(15)
    const ids = sorted.map((listing) => listing.id)
    expect(ids.slice(0, 3).sort()).toEqual([...quick.listingIds].sort())
    expect(ids.slice(3, 6).sort()).toEqual([...slow.listingIds].sort())

    // The detail page shows the same figure; a second run with nothing new changes nothing.
    const detail = await t.app.inject({ method: 'GET', url: `/api/makeup-artists/${quick.listingIds[0]}` })
    expect(detail.json<TListingDetail>().replyMinutes).toBe(30)
    expect(await refreshResponsiveness(t.db, new Date(NOW))).toEqual({ agencies: 0, listings: 0 })
  })

  it('counts one question per customer and agency, and none from an account that proved no email or number', async () => {
    const gamed = await agencyOf('gamed-merchant', 'Qirat')
    // One proved customer asks all three listings, each answered in a minute; two unproved accounts ask too.
    for (const i of [0, 1, 2]) await question(customers[0]!, gamed.merchant, gamed.listingIds[i]!, 5 * HOUR, MINUTE)
    for (const n of [1, 2]) {
      const unproved = await createUnverifiedActor(t.app, `reply-unproved-${n}`)
      await question(unproved, gamed.merchant, gamed.listingIds[n]!, 4 * HOUR, MINUTE)
    }
    await refreshResponsiveness(t.db, new Date(NOW))
    const [figure] = await t.db
      .select({ minutes: agencies.replyMinutes, samples: agencies.replySamples })
      .from(agencies)
      .where(eq(agencies.id, gamed.agency.id))
    expect(figure).toEqual({ minutes: null, samples: 1 })
  })

  it('counts answers to requests to book: accepted or declined when answered, a lapsed one to its deadline', async () => {
    const admin = await createActor(t.app, 'reply-admin', 'admin')
    type TOwned = { id: string; kind: TListingKind }
    const { merchant, listing } = await createMerchantWithListing<TOwned>(t.app, admin, 'reply-hall', 'venue')
    // One waiting request per customer and listing: three customers ask.
    const requestOn = async (days: number, customer: TActor) => {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: as(customer),
        payload: bookingOf(listing, daysFromNow(days)),
      })
      expect(placed.statusCode, placed.body).toBe(201)
      return placed.json<TOrder>()
    }
    const accepted = await requestOn(40, customers[0]!)
    const declined = await requestOn(41, customers[1]!)
    const lapsed = await requestOn(42, customers[2]!)
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/merchant/bookings/${accepted.id}/accept`, headers: as(merchant) })).statusCode,
    ).toBe(200)
    const decline = await t.app.inject({
      method: 'POST',
      url: `/api/merchant/bookings/${declined.id}/decline`,
      headers: as(merchant),
      payload: { reason: 'The hall is closed for repairs that week' },
    })
    expect(decline.statusCode, decline.body).toBe(200)
    // Answered two and three hours after they were asked; the third was left for its whole 24 hours.
    const backdate = async (orderId: string, hours: number) => {
      const [row] = await t.db.select({ answeredAt: orders.answeredAt }).from(orders).where(eq(orders.id, orderId))
      await t.db
        .update(orders)
        .set({ requestedAt: new Date(row!.answeredAt!.getTime() - hours * HOUR) })
        .where(eq(orders.id, orderId))
    }
    await backdate(accepted.id, 2)
    await backdate(declined.id, 3)
    await t.db
      .update(orders)
      .set({ requestedAt: ago(30 * HOUR), expiresAt: ago(6 * HOUR) })
      .where(eq(orders.id, lapsed.id))
    // As the lapse sweep leaves it (features/orders/requests.ts): expired, never answered.
    await moveOrder(t.db, { orderId: lapsed.id, from: ['requested'], to: 'expired' })

    await refreshResponsiveness(t.db)
    const [figure] = await t.db
      .select({ minutes: agencies.replyMinutes, samples: agencies.replySamples })
      .from(agencies)
      .where(eq(agencies.ownerId, merchant.id))
    expect(figure).toEqual({ minutes: 3 * 60, samples: 3 })
    const detail = await t.app.inject({ method: 'GET', url: `/api/venue/${listing.id}` })
    expect(detail.json<TListingDetail>().replyMinutes).toBe(180)
  })

  it('is a sort the list accepts, and refuses one it does not know', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/photography?sort=reply' })).statusCode).toBe(200)
    const wrong = await t.app.inject({ method: 'GET', url: '/api/photography?sort=quickest' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toContain('reply')
  })
})
