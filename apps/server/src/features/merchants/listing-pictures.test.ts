import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorsBn, errorsEn } from '@utsab/shared/i18n/messages/errors'
import { MERCHANT_TEXTS, type ZMerchantListing } from '@utsab/shared/schemas/merchants'
import type { z } from 'zod'
import { createActor, type TActor } from '../../../test/actors'
import { createMerchant, multipartForm, pngFile, type TUploadFile, uploadListing } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'
import { listings } from '../../db/schema'

type TListing = z.infer<typeof ZMerchantListing>

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: TActor
let merchant: TActor
let rival: TActor
let customer: TActor
beforeAll(async () => {
  t = await createTestApp()
  admin = await createActor(t.app, 'admin', 'admin')
  merchant = await createMerchant(t.app, admin, 'Pictured', 'venue')
  rival = await createMerchant(t.app, admin, 'Rival', 'venue')
  customer = await createActor(t.app, 'customer')
})
afterAll(() => t?.close())

/** A venue of `actor` with three pictures, as uploaded. */
async function venueOf(actor: TActor, name: string): Promise<TListing> {
  const fields = { name, category: 'Hall', price: '90000', district: 'Dhaka', address: '1 Lake Road', capacity: '300' }
  const response = await uploadListing(t.app, actor, 'venue', fields, { pictures: [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')] })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ listing: TListing }>().listing
}

const putPictures = (actor: TActor, id: string, keep: unknown, files: TUploadFile[] = [], headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/merchant/listings/${id}/pictures`,
    headers: { ...headers, cookie: actor.cookie },
    payload: multipartForm({ keep: typeof keep === 'string' ? keep : JSON.stringify(keep) }, { pictures: files }) as never,
  })

const rowOf = async (id: string) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0]!

describe("a listing's pictures", () => {
  it('reorders, removes and adds pictures; the catalog shows the new order and the cover follows', async () => {
    const venue = await venueOf(merchant, 'Lakeside Hall')
    const [a, b, c] = venue.pictures as [string, string, string]
    expect(venue.backgroundPicture).toBe(a)

    const reordered = await putPictures(merchant, venue.id, [c, a, b])
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(reordered.json<TListing>().pictures).toEqual([c, a, b])
    expect(reordered.json<TListing>().backgroundPicture).toBe(c)
    const shown = await t.app.inject({ method: 'GET', url: `/api/venue/${venue.id}` })
    expect(shown.json().pictures).toEqual([c, a, b])

    const removed = await putPictures(merchant, venue.id, [a])
    expect(removed.json<TListing>().pictures).toEqual([a])
    expect((await rowOf(venue.id)).backgroundPicture).toBe(a)

    const added = await putPictures(merchant, venue.id, [a], [pngFile('d.png')])
    expect(added.statusCode, added.body).toBe(200)
    const pictures = added.json<TListing>().pictures
    expect(pictures).toHaveLength(2)
    expect(pictures[0]).toBe(a)
    expect(pictures[1]).toMatch(/^\/uploads\/.+\.webp$/)
    expect(pictures[1]).not.toBe(b)
  })

  it("refuses a picture that is not the listing's own, and a listing without pictures", async () => {
    const venue = await venueOf(merchant, 'Guarded Hall')
    const other = await venueOf(merchant, 'Other Hall')
    const theirs = await venueOf(rival, 'Rival Hall')
    for (const foreign of [other.pictures[0], theirs.pictures[0], '/demo/venue-bg.svg', 'https://example.com/x.webp']) {
      const refused = await putPictures(merchant, venue.id, [venue.pictures[0], foreign])
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ code: 'picture_not_of_listing', message: errorsEn['errors.pictures.notOfListing'] })
    }
    const inBangla = await putPictures(merchant, venue.id, [theirs.pictures[0]], [], { 'accept-language': 'bn' })
    expect(inBangla.json()).toMatchObject({ code: 'picture_not_of_listing', message: errorsBn['errors.pictures.notOfListing'] })
    const none = await putPictures(merchant, venue.id, [])
    expect(none.statusCode).toBe(400)
    expect(none.json()).toMatchObject({ code: 'pictures_required', fields: { pictures: MERCHANT_TEXTS.picturesRequired } })
    const twice = await putPictures(merchant, venue.id, [venue.pictures[0], venue.pictures[0]])
    expect(twice.json()).toMatchObject({ code: 'pictures_kept_twice' })
    const unreadable = await putPictures(merchant, venue.id, '{not json')
    expect(unreadable.json()).toMatchObject({ code: 'pictures_unreadable' })
    const tooMany = await putPictures(
      merchant,
      venue.id,
      venue.pictures,
      Array.from({ length: 10 }, (_, i) => pngFile(`${i}.png`)),
    )
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json()).toMatchObject({ code: 'pictures_too_many', message: 'A listing has at most 12 pictures.' })
    expect((await rowOf(venue.id)).pictures).toEqual(venue.pictures)
  })

  it('lets only the listing’s own merchant change its pictures', async () => {
    const venue = await venueOf(merchant, 'Private Hall')
    const byRival = await putPictures(rival, venue.id, [venue.pictures[1]])
    expect(byRival.statusCode).toBe(404)
    for (const actor of [customer, admin]) expect((await putPictures(actor, venue.id, [venue.pictures[1]])).statusCode).toBe(403)
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/merchant/listings/${venue.id}/pictures`,
      payload: multipartForm({ keep: JSON.stringify([venue.pictures[1]]) }) as never,
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await rowOf(venue.id)).pictures).toEqual(venue.pictures)
  })
})
