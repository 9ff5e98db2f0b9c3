import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiListPath } from '@utsab/shared/kinds'
import type { TListingDetail } from '@utsab/shared/schemas/catalog'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { createActor, type TActor } from '../../../test/actors'
import { daysFromNow } from '../../../test/catalog-fixtures'
import { createMerchant, listingFields, uploadListing } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../db/factories'

/**
 * Numbers as people type them on a Bangla keyboard reach the API as text in Bengali digits ("২৫০"): the shared
 * schemas read them as the numbers they are, in a booking's body, a listing's form and a list's query.
 */
let t: Awaited<ReturnType<typeof createTestApp>>
let hallId: string
let customer: TActor
let admin: TActor

beforeAll(async () => {
  t = await createTestApp()
  const { listings } = await insertAgencyWithListings(t.app.db, buildAgency({ name: 'Shapla Events' }), [
    buildListing('venue', { name: 'Shapla Hall', district: 'Dhaka', priceBdt: 60_000, capacity: 250 }),
  ])
  hallId = listings[0]!.id
  customer = await createActor(t.app, 'typed-numbers-customer')
  admin = await createActor(t.app, 'typed-numbers-admin', 'admin')
})
afterAll(() => t.close())

const order = (payload: object) => t.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: customer.cookie }, payload })

describe('a number typed in Bengali digits', () => {
  it('is a booking’s guest count: "২৫০" books 250 guests, "২৫১" is more than the hall seats', async () => {
    const booked = await order({ listingId: hallId, eventDate: daysFromNow(30), shift: 'evening', guests: '২৫০' })
    expect(booked.statusCode, booked.body).toBe(201)
    expect(booked.json<TOrder>().details).toMatchObject({ shift: 'evening', guests: 250 })

    const tooMany = await order({ listingId: hallId, eventDate: daysFromNow(31), shift: 'evening', guests: '২৫১' })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json()).toMatchObject({ code: 'too_many_guests' })
  })

  it('is refused when it is not a number, with the field named', async () => {
    const refused = await order({ listingId: hallId, eventDate: daysFromNow(32), shift: 'evening', guests: '২৫০জন' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'validation_failed', fields: { guests: 'Guests must be a number' } })
  })

  it('is a new listing’s price: "১২,০০০" is listed at 12000 BDT', async () => {
    const merchant = await createMerchant(t.app, admin, 'typed-price')
    const name = `Typed price ${Math.random()}`
    const added = await uploadListing(t.app, merchant, 'costume', listingFields({ name, price: '১২,০০০' }))
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json<{ listing: TListingDetail }>().listing).toMatchObject({ name, price: 12_000 })
  })

  it('is a list’s guest filter in the URL: ?guests=২৫০ keeps the halls that seat 250', async () => {
    const seats = await t.app.inject({ method: 'GET', url: `${apiListPath('venue')}?guests=${encodeURIComponent('২৫০')}&pageSize=60` })
    expect(seats.statusCode, seats.body).toBe(200)
    expect(seats.json<{ data: { id: string }[] }>().data.map((listing) => listing.id)).toContain(hallId)
    const tooMany = await t.app.inject({ method: 'GET', url: `${apiListPath('venue')}?guests=${encodeURIComponent('২৫১')}&pageSize=60` })
    expect(tooMany.json<{ data: { id: string }[] }>().data.map((listing) => listing.id)).not.toContain(hallId)
  })
})
