import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TListingKind } from '@utsab/shared/constants'
import type { TListingDetail } from '@utsab/shared/schemas/catalog'
import type { TOffer } from '@utsab/shared/schemas/offer'
import type { TCart, TOrder } from '@utsab/shared/schemas/orders'
import { apiListPath } from '@utsab/shared/kinds'
import { createActor, type TActor } from '../../../test/actors'
import { bookingOf, daysFromNow } from '../../../test/catalog-fixtures'
import { createMerchantWithListing } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: TActor
let customer: TActor
type TOwned = { merchant: TActor; listing: { id: string; kind: TListingKind; name: string; price: number } }
let venue: TOwned
let photographer: TOwned
let costume: TOwned

const merchantWith = (label: string, kind: TListingKind) => createMerchantWithListing<TOwned['listing']>(t.app, admin, label, kind)

const as = (actor: TActor) => ({ cookie: actor.cookie })
const save = (owner: TOwned, payload: object, actor = owner.merchant) =>
  t.app.inject({ method: 'PUT', url: `/api/merchant/listings/${owner.listing.id}/offer`, headers: as(actor), payload })
const detail = async (owner: TOwned) =>
  (await t.app.inject({ method: 'GET', url: `${apiListPath(owner.listing.kind)}/${owner.listing.id}` })).json<TListingDetail>()
const order = (payload: object) => t.app.inject({ method: 'POST', url: '/api/orders', headers: as(customer), payload })

const PHOTO_OFFER = {
  packages: [
    { name: 'Essential', price: 20_000, includes: '4 hours, 300 photos' },
    { name: 'Classic', nameBn: 'ক্লাসিক', price: 32_000, includes: '8 hours, two photographers, an album' },
  ],
  addons: [
    { name: 'Extra hour', price: 3_000, unit: 'hour' },
    { name: 'Drone footage', price: 8_000, unit: 'booking' },
  ],
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await createActor(t.app, 'offer-admin', 'admin')
  customer = await createActor(t.app, 'offer-customer')
  venue = await merchantWith('offer-venue', 'venue')
  photographer = await merchantWith('offer-photo', 'photographer')
  costume = await merchantWith('offer-costume', 'costume')
})
afterAll(() => t.close())

describe('packages and add-ons', () => {
  it('a merchant sets packages and add-ons; the detail page shows them and the card price becomes the cheapest package', async () => {
    const saved = await save(photographer, PHOTO_OFFER)
    expect(saved.statusCode, saved.body).toBe(200)
    const offer = saved.json<TOffer>()
    expect(offer.packages.map((entry) => [entry.name, entry.price, entry.nameBn])).toEqual([
      ['Essential', 20_000, null],
      ['Classic', 32_000, 'ক্লাসিক'],
    ])
    expect(offer.packages.every((entry) => /^p_[0-9a-f]{10}$/.test(entry.id))).toBe(true)
    const shown = await detail(photographer)
    expect(shown.price).toBe(20_000)
    expect(shown.packages).toEqual(offer.packages)
    expect(shown.addons.map((addon) => addon.unit)).toEqual(['hour', 'booking'])
    // The lists stay as light as they were: no offer on a card.
    const list = await t.app.inject({ method: 'GET', url: apiListPath('photographer') })
    expect(list.json<{ data: object[] }>().data.every((card) => !('packages' in card))).toBe(true)
    // Saving again with the ids keeps them (a cart item names them); a new entry gets a new id.
    const again = await save(photographer, {
      packages: [...offer.packages.map(({ id, name, nameBn, price }) => ({ id, name, nameBn, price })), { name: 'Premium', price: 50_000 }],
      addons: offer.addons.map(({ id, name, price, unit }) => ({ id, name, price, unit })),
    })
    expect(again.statusCode, again.body).toBe(200)
    const ids = again.json<TOffer>().packages.map((entry) => entry.id)
    expect(ids.slice(0, 2)).toEqual(offer.packages.map((entry) => entry.id))
    expect(ids[2]).not.toBe(ids[0])
    // The merchant's own list says so, and an edit of the price keeps the cheapest package's.
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${photographer.listing.id}`,
      headers: as(photographer.merchant),
      payload: { price: 5_000 },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ price: 20_000, packageCount: 3 })
  })

  it('prices a booking on the server from the package, the hours and the add-ons, whatever the browser says', async () => {
    const { packages, addons } = await detail(photographer)
    const classic = packages.find((entry) => entry.name === 'Classic')!
    const [hour, drone] = addons
    const placed = await order({
      ...bookingOf(photographer.listing, daysFromNow(60)),
      packageId: classic.id,
      addons: [{ id: hour!.id, quantity: 3 }, { id: drone!.id }],
      price: 1,
      total: 1,
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const booked = placed.json<TOrder>()
    expect(booked.lines).toEqual([
      { kind: 'package', name: 'Classic', nameBn: 'ক্লাসিক', unit: 'booking', unitPrice: 32_000, quantity: 1, amount: 32_000 },
      { kind: 'addon', name: 'Extra hour', nameBn: null, unit: 'hour', unitPrice: 3_000, quantity: 3, amount: 9_000 },
      { kind: 'addon', name: 'Drone footage', nameBn: null, unit: 'booking', unitPrice: 8_000, quantity: 1, amount: 8_000 },
    ])
    expect(booked).toMatchObject({ unitPrice: 32_000, price: 49_000, total: 49_000 })
    // The merchant sees the same lines on their bookings.
    const theirs = await t.app.inject({ method: 'GET', url: '/api/merchant/bookings', headers: as(photographer.merchant) })
    expect(theirs.json<{ data: TOrder[] }>().data.find((row) => row.id === booked.id)?.lines).toEqual(booked.lines)
  })

  it('takes the first package when none is named, and refuses a package or add-on the listing does not sell', async () => {
    const first = await order(bookingOf(photographer.listing, daysFromNow(61)))
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json<TOrder>()).toMatchObject({ price: 20_000, lines: [{ name: 'Essential' }] })
    const unknownPackage = await order({ ...bookingOf(photographer.listing, daysFromNow(62)), packageId: 'p_0000000000' })
    expect(unknownPackage.statusCode).toBe(400)
    expect(unknownPackage.json()).toMatchObject({ code: 'package_unknown', fields: { packageId: expect.any(String) } })
    const inBangla = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...as(customer), 'accept-language': 'bn' },
      payload: { ...bookingOf(photographer.listing, daysFromNow(62)), packageId: 'p_0000000000' },
    })
    expect(inBangla.json().message).toBe('এই প্যাকেজটি আর পাওয়া যায় না। অন্য একটি বেছে নিন।')
    const othersAddon = (await detail(photographer)).addons[0]!.id
    const saved = await save(venue, { packages: [], addons: [{ name: 'Bengali menu', price: 700, unit: 'guest' }] })
    const venueAddon = saved.json<TOffer>().addons[0]!.id
    const wrongListing = await order({ ...bookingOf(venue.listing, daysFromNow(63)), addons: [{ id: othersAddon }] })
    expect(wrongListing.statusCode).toBe(400)
    expect(wrongListing.json()).toMatchObject({ code: 'addon_unknown', fields: { addons: expect.any(String) } })
    // A per-plate menu is priced by the guests given.
    const menu = await order({ ...bookingOf(venue.listing, daysFromNow(63)), guests: 120, addons: [{ id: venueAddon }] })
    expect(menu.statusCode, menu.body).toBe(201)
    const { lines, price } = menu.json<TOrder>()
    expect(lines[1]).toMatchObject({ name: 'Bengali menu', unit: 'guest', unitPrice: 700, quantity: 120, amount: 84_000 })
    expect(price).toBe(venue.listing.price + 84_000)
  })

  it('keeps the choice in the cart and prices it the same at checkout', async () => {
    const { packages, addons } = await detail(photographer)
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: as(customer),
      payload: {
        ...bookingOf(photographer.listing, daysFromNow(70)),
        packageId: packages[1]!.id,
        addons: [{ id: addons[0]!.id, quantity: 2 }],
      },
    })
    expect(added.statusCode, added.body).toBe(201)
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: as(customer) })).json<TCart>()
    expect(cart.items[0]).toMatchObject({ price: 38_000, total: 38_000, details: { packageId: packages[1]!.id } })
    const checkout = await t.app.inject({ method: 'POST', url: '/api/cart/checkout', headers: as(customer), payload: {} })
    expect(checkout.statusCode, checkout.body).toBe(201)
    expect(checkout.json<{ orders: TOrder[] }>().orders[0]).toMatchObject({ price: 38_000, lines: [{ name: 'Classic' }, { quantity: 2 }] })
  })

  it('keeps a venue’s per-plate menu in the cart as chosen (no hours), priced by the guests', async () => {
    const menu = (await detail(venue)).addons.find((addon) => addon.unit === 'guest')!
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: as(customer),
      payload: { ...bookingOf(venue.listing, daysFromNow(75)), guests: 140, addons: [{ id: menu.id }] },
    })
    expect(added.statusCode, added.body).toBe(201)
    const read = await t.app.inject({ method: 'GET', url: '/api/cart', headers: as(customer) })
    expect(read.statusCode, read.body).toBe(200)
    const item = read.json<TCart>().items.find((entry) => entry.listing.id === venue.listing.id)!
    expect(item.details.addons).toEqual([{ id: menu.id }])
    expect(item.lines[1]).toMatchObject({ unit: 'guest', quantity: 140, amount: 140 * menu.price })
  })

  it('refuses an add-on priced per guest anywhere but a venue, per hour at a venue or for a costume, and bad input with its field', async () => {
    const perGuest = await save(photographer, { packages: [], addons: [{ name: 'Menu', price: 500, unit: 'guest' }] })
    expect(perGuest.statusCode).toBe(400)
    expect(perGuest.json()).toMatchObject({ code: 'addon_unit_not_offered', fields: { 'addons.0.unit': expect.any(String) } })
    const inBangla = await t.app.inject({
      method: 'PUT',
      url: `/api/merchant/listings/${photographer.listing.id}/offer`,
      headers: { ...as(photographer.merchant), 'accept-language': 'bn' },
      payload: { packages: [], addons: [{ name: 'Menu', price: 500, unit: 'guest' }] },
    })
    expect(inBangla.json().message).toBe('শুধু ভেন্যু অতিথিপ্রতি দামে অ্যাড-অন দিতে পারে।')
    const perHour = await save(costume, { packages: [], addons: [{ name: 'Fitting', price: 500, unit: 'hour' }] })
    expect(perHour.statusCode).toBe(400)
    const twice = await save(photographer, {
      packages: [
        { name: 'Gold', price: 1 },
        { name: 'gold', price: 2 },
      ],
      addons: [],
    })
    expect(twice.statusCode).toBe(400)
    expect(twice.json().fields).toHaveProperty(['packages.1.name'])
    const tooMany = await save(photographer, { packages: Array.from({ length: 7 }, (_, i) => ({ name: `P${i}x`, price: 1 })), addons: [] })
    expect(tooMany.statusCode).toBe(400)
    const negative = await save(photographer, { packages: [{ name: 'Gold', price: -5 }], addons: [] })
    expect(negative.statusCode).toBe(400)
    expect(negative.json().fields).toHaveProperty(['packages.0.price'])
  })

  it('lets only the listing’s own merchant read or change its offer', async () => {
    const other = await merchantWith('offer-other', 'photographer')
    expect((await save(photographer, PHOTO_OFFER, other.merchant)).statusCode).toBe(404)
    expect((await save(photographer, PHOTO_OFFER, customer)).statusCode).toBe(403)
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/listings/${photographer.listing.id}/offer`,
      headers: as(other.merchant),
    })
    expect(read.statusCode).toBe(404)
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/listings/${photographer.listing.id}/offer`,
      headers: as(photographer.merchant),
    })
    expect(own.statusCode).toBe(200)
  })
})
