import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiListPath } from '@utsab/shared/kinds'
import type { TListingDetail } from '@utsab/shared/schemas/catalog'
import type { TOrder, TOrderDetail } from '@utsab/shared/schemas/orders'
import { createActor, uniqueMobile, type TActor } from './actors'
import { daysFromNow, EVENT_PLACE } from './catalog-fixtures'
import { createTestApp } from './test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../src/db/factories'
import { user } from '../src/db/schema'

let t: Awaited<ReturnType<typeof createTestApp>>
let customer: TActor
/**
 * A merchant's photographer listing, its owner's mobile (proved with a code unless `proved` is false) and WhatsApp
 * choice set as the account page sets them.
 */
async function merchantListing(label: string, whatsapp: boolean, mobile: string | null, proved = true) {
  const merchant = await createActor(t.app, label, 'merchant', { phone: mobile, phoneProved: proved })
  await t.db.update(user).set({ whatsapp }).where(eq(user.id, merchant.id))
  const { listings } = await insertAgencyWithListings(t.app.db, buildAgency({ ownerId: merchant.id }), [buildListing('photographer')])
  return listings[0]!
}
const listingAnswer = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `${apiListPath('photographer')}/${id}` })).json<TListingDetail>()
async function bookingAnswer(listingId: string) {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: customer.cookie },
    payload: { listingId, eventDate: daysFromNow(20), ...EVENT_PLACE },
  })
  expect(placed.statusCode, placed.body).toBe(201)
  const read = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.json<TOrder>().id}`, headers: { cookie: customer.cookie } })
  return read.json<TOrderDetail>()
}

beforeAll(async () => {
  // Answers kept, as in production: a change of WhatsApp must drop them.
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '30' })
  customer = await createActor(t.app, 'whatsapp-customer')
})
afterAll(() => t.close())

describe('a merchant’s WhatsApp (issue 36)', () => {
  it('the listing and its bookings give the merchant’s number when they chose to offer WhatsApp', async () => {
    const phone = uniqueMobile()
    const listing = await merchantListing('whatsapp-yes', true, phone)
    expect((await listingAnswer(listing.id)).whatsapp).toBe(phone)
    expect((await bookingAnswer(listing.id)).whatsapp).toBe(phone)
  })

  it('choosing it on the account page shows it at once on the listing, and withdrawing it hides it', async () => {
    const phone = uniqueMobile()
    const merchant = await createActor(t.app, 'whatsapp-later', 'merchant', { phone, phoneProved: true })
    const { listings } = await insertAgencyWithListings(t.app.db, buildAgency({ ownerId: merchant.id }), [buildListing('photographer')])
    const id = listings[0]!.id
    expect((await listingAnswer(id)).whatsapp).toBeNull()
    const choose = (whatsapp: boolean) =>
      t.app.inject({ method: 'PATCH', url: '/api/account', headers: { cookie: merchant.cookie }, payload: { whatsapp } })
    expect((await choose(true)).statusCode).toBe(200)
    expect((await listingAnswer(id)).whatsapp).toBe(phone)
    await choose(false)
    expect((await listingAnswer(id)).whatsapp).toBeNull()
  })

  it('never a number of a merchant who did not, nor of one without a number, nor one they did not prove', async () => {
    const silent = await merchantListing('whatsapp-no', false, uniqueMobile())
    expect((await listingAnswer(silent.id)).whatsapp).toBeNull()
    expect((await bookingAnswer(silent.id)).whatsapp).toBeNull()
    const numberless = await merchantListing('whatsapp-numberless', true, null)
    expect((await listingAnswer(numberless.id)).whatsapp).toBeNull()
    // A number typed but never proved may be mistyped, or someone else's.
    const unproved = await merchantListing('whatsapp-unproved', true, uniqueMobile(), false)
    expect((await listingAnswer(unproved.id)).whatsapp).toBeNull()
  })
})
