import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHORTLIST_MAX } from '@utsab/shared/schemas/shortlist'
import { createActor, type TActor } from '../../../test/actors'
import { createTestApp } from '../../../test/test-app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../db/factories'
import { listings, shortlistItems } from '../../db/schema'

let t: Awaited<ReturnType<typeof createTestApp>>
let customer: TActor
let other: TActor
let venueIds: string[]
beforeAll(async () => {
  t = await createTestApp()
  customer = await createActor(t.app, 'shortlister')
  other = await createActor(t.app, 'other-shortlister')
  const { listings: venues } = await insertAgencyWithListings(
    t.db,
    buildAgency(),
    [1, 2, 3].map(() => buildListing('venue')),
  )
  venueIds = venues.map((row) => row.id)
})
afterAll(() => t.close())

const UNKNOWN_ID = '00000000-0000-4000-a000-000000000000'
const keep = (id: string, actor: TActor = customer, lang?: 'bn') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/shortlist/${id}`,
    headers: { cookie: actor.cookie, ...(lang ? { 'accept-language': lang } : {}) },
  })
const drop = (id: string, actor: TActor = customer) =>
  t.app.inject({ method: 'DELETE', url: `/api/shortlist/${id}`, headers: { cookie: actor.cookie } })
const shortlistOf = async (actor: TActor = customer) =>
  ((await t.app.inject({ method: 'GET', url: '/api/shortlist', headers: { cookie: actor.cookie } })).json().data as { id: string }[]).map(
    (row) => row.id,
  )

describe('the shortlist', () => {
  it('keeps listings, the latest first, each once however often the heart is pressed; another account sees its own', async () => {
    const [first, second] = venueIds as [string, string]
    expect((await keep(first)).json()).toEqual({ listingId: first, shortlisted: true })
    expect((await keep(second)).statusCode).toBe(200)
    expect((await keep(first)).statusCode).toBe(200)
    expect(await shortlistOf()).toEqual([second, first])
    expect(await shortlistOf(other)).toEqual([])

    expect((await drop(second)).json()).toEqual({ listingId: second, shortlisted: false })
    expect((await drop(second)).statusCode).toBe(200)
    expect(await shortlistOf()).toEqual([first])
  })

  it('keeps only what is on sale, and a listing withdrawn later leaves the shortlist until it is back', async () => {
    expect((await keep(UNKNOWN_ID)).statusCode).toBe(404)
    expect((await keep('not-an-id')).statusCode).toBe(400)
    const third = venueIds[2]!
    await keep(third, other)
    await t.db.update(listings).set({ published: false }).where(eq(listings.id, third))
    expect(await shortlistOf(other)).not.toContain(third)
    expect((await keep(third)).statusCode).toBe(404)
    await t.db.update(listings).set({ published: true }).where(eq(listings.id, third))
    expect(await shortlistOf(other)).toContain(third)
  })

  it(`holds at most ${SHORTLIST_MAX} listings, says so in the reader's language, and takes one again once one is dropped`, async () => {
    const full = await createActor(t.app, 'full-shortlister')
    const { listings: made } = await insertAgencyWithListings(
      t.db,
      buildAgency(),
      Array.from({ length: SHORTLIST_MAX + 1 }, () => buildListing('makeup')),
    )
    const ids = made.map((row) => row.id)
    await t.db.insert(shortlistItems).values(ids.slice(0, SHORTLIST_MAX).map((listingId) => ({ userId: full.id, listingId })))
    const refused = await keep(ids[SHORTLIST_MAX]!, full)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'shortlist_full',
      message: `Your shortlist holds ${SHORTLIST_MAX} listings already. Remove one to keep another.`,
    })
    expect((await keep(ids[SHORTLIST_MAX]!, full, 'bn')).json().message).toBe(
      'আপনার পছন্দের তালিকায় আগেই ২০০টি লিস্টিং আছে। আরেকটি রাখতে একটি সরিয়ে দিন।',
    )
    // One already kept is still fine; dropping one makes room.
    expect((await keep(ids[0]!, full)).statusCode).toBe(200)
    await drop(ids[0]!, full)
    expect((await keep(ids[SHORTLIST_MAX]!, full)).statusCode).toBe(200)
  })

  it('answers 401 to a visitor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/shortlist' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'PUT', url: `/api/shortlist/${venueIds[0]}` })).statusCode).toBe(401)
  })
})
