import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CART_MAX_ITEMS, COSTUME_DELIVERY_CHARGE_BDT, MAX_ACTIVE_HOLDS } from '@utsab/shared/constants'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { TEXTS } from '@utsab/shared/texts'
import { emailsEn } from '@utsab/shared/i18n/messages/emails'
import { formatDate } from '@utsab/shared/format'
import { createActor, type TActor } from '../../../test/actors'
import { daysFromNow, insertListings, bookingOf, EVENT_PLACE } from '../../../test/catalog-fixtures'
import { createTestApp } from '../../../test/test-app'
import { orders } from '../../db/schema'

let t: Awaited<ReturnType<typeof createTestApp>>
let listing: Awaited<ReturnType<typeof insertListings>>
let customer: TActor
let other: TActor
let admin: TActor
let dayOffset = 10
const freshDate = () => daysFromNow(dayOffset++)

beforeAll(async () => {
  t = await createTestApp()
  listing = await insertListings(t.app)
  customer = await createActor(t.app, 'customer')
  other = await createActor(t.app, 'other')
  admin = await createActor(t.app, 'admin', 'admin')
})
afterAll(() => t.close())

const as = (actor: TActor | undefined) => (actor ? { cookie: actor.cookie } : {})
const order = (actor: TActor, payload: object) => t.app.inject({ method: 'POST', url: '/api/orders', headers: as(actor), payload })

describe('placing orders', () => {
  it('books a venue for a date with price and identity from the server, whatever the client sends', async () => {
    const eventDate = freshDate()
    const response = await order(customer, {
      ...bookingOf(listing.venue, eventDate),
      price: 1,
      email: 'forged@example.com',
      name: 'Forged',
      total: 1,
    })
    expect(response.statusCode, response.body).toBe(201)
    const placed = response.json<TOrder>()
    expect(placed).toMatchObject({
      event: 'Shapla Hall',
      eventDate,
      status: 'pending',
      price: 80_000,
      deliveryCharge: 0,
      total: 80_000,
      agencyName: 'Padma Events',
      contact: '+8801711223344',
      paid: false,
      customer: { email: customer.email, name: 'customer' },
    })
    const confirmation = t.mailbox.lastTo(customer.email)
    expect(confirmation?.subject).toBe(`[Test mode] Your Utsab booking #${placed.number}`)
    expect(confirmation?.text).toContain(emailsEn['emails.testModeNoMoney'])
    expect(confirmation?.text).toContain(`Booking #${placed.number} Shapla Hall (Padma Events) on ${formatDate(eventDate)}: 80,000 BDT`)
    expect(confirmation?.text).toContain(`http://utsab.test/orders/${placed.id}`)
    expect(confirmation?.text).toContain(`http://utsab.test/payment/${placed.id}`)
    expect(confirmation?.html).toContain(`href="http://utsab.test/orders/${placed.id}"`)
    const holdMinutes = (new Date(placed.expiresAt!).getTime() - Date.now()) / 60_000
    expect(holdMinutes).toBeGreaterThan(28)
    expect(holdMinutes).toBeLessThanOrEqual(30)
  })

  it('adds the 200 BDT delivery charge to a costume as a line of its own, and needs no date', async () => {
    const response = await order(customer, bookingOf(listing.costume))
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      price: 6_500,
      deliveryCharge: COSTUME_DELIVERY_CHARGE_BDT,
      total: 6_500 + COSTUME_DELIVERY_CHARGE_BDT,
      eventDate: null,
      expiresAt: null,
    })
  })

  it.each([
    [{}, 'listingId'],
    [{ listingId: 'nope' }, 'listingId'],
    [{ listingId: 'VENUE', eventDate: '2020-01-01' }, 'eventDate'],
    [{ listingId: 'VENUE', eventDate: 'tomorrow' }, 'eventDate'],
    [{ listingId: 'VENUE' }, 'eventDate'],
  ])('refuses %j naming %s', async (payload, field) => {
    const body = { ...payload } as { listingId?: string }
    if (body.listingId === 'VENUE') body.listingId = listing.venue.id
    const response = await order(customer, body)
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toHaveProperty(field)
  })

  it('refuses a second booking of the same listing and date with a clear 409', async () => {
    const eventDate = freshDate()
    expect((await order(customer, { ...EVENT_PLACE, listingId: listing.photographer.id, eventDate })).statusCode).toBe(201)
    const second = await order(other, { ...EVENT_PLACE, listingId: listing.photographer.id, eventDate })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'date_taken', message: TEXTS.dateTaken })
    const availability = await t.app.inject({ method: 'GET', url: `/api/photography/${listing.photographer.id}/availability` })
    expect(availability.json().booked).toContain(eventDate)
  })

  it('gives exactly one order to 50 concurrent bookings of one listing and date', async () => {
    const eventDate = freshDate()
    const actors = await Promise.all(Array.from({ length: 5 }, (_, i) => createActor(t.app, `racer${i}`)))
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => order(actors[i % actors.length]!, { ...EVENT_PLACE, listingId: listing.makeup.id, eventDate })),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    const rows = await t.db.select().from(orders).where(eq(orders.eventDate, eventDate))
    expect(rows).toHaveLength(1)
  })

  it('lets an unpaid hold expire, freeing the date, and shows it as expired', async () => {
    const eventDate = freshDate()
    const placed = (await order(customer, bookingOf(listing.venue, eventDate))).json<TOrder>()
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, placed.id))
    const mine = await t.app.inject({ method: 'GET', url: '/api/order', headers: as(customer) })
    expect(mine.json().data.find((o: TOrder) => o.id === placed.id).status).toBe('expired')
    expect((await order(other, bookingOf(listing.venue, eventDate))).statusCode).toBe(201)
  })
})

describe('reading and cancelling', () => {
  it('lists only your own orders; admins may ask for anyone', async () => {
    const mine = await t.app.inject({ method: 'GET', url: `/api/order?email=${customer.email}`, headers: as(customer) })
    expect(mine.statusCode).toBe(200)
    expect(mine.json().data.every((o: TOrder) => o.customer.email === customer.email)).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: `/api/order?email=${customer.email}`, headers: as(other) })).statusCode).toBe(403)
    const byAdmin = await t.app.inject({ method: 'GET', url: `/api/order?email=${customer.email}`, headers: as(admin) })
    expect(byAdmin.json().data.length).toBe(mine.json().data.length)
  })

  it('shows an order to its customer and admins only', async () => {
    const placed = (await order(customer, bookingOf(listing.costume))).json<TOrder>()
    const url = `/api/orders/${placed.id}`
    expect((await t.app.inject({ method: 'GET', url, headers: as(customer) })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url, headers: as(admin) })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url, headers: as(other) })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
  })

  it('cancels your unpaid order: it stays in your list, cancelled, and on record', async () => {
    const placed = (await order(customer, bookingOf(listing.costume))).json<TOrder>()
    const url = `/api/orders/${placed.id}`
    expect((await t.app.inject({ method: 'DELETE', url, headers: as(other) })).statusCode).toBe(404)
    const cancelled = await t.app.inject({ method: 'DELETE', url, headers: as(customer) })
    expect(cancelled.json()).toEqual({ deletedCount: 1 })
    const mine = await t.app.inject({ method: 'GET', url: '/api/order', headers: as(customer) })
    expect(mine.json().data.find((o: TOrder) => o.id === placed.id)).toMatchObject({ status: 'cancelled', payments: [], refunds: [] })
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id))
    expect(row?.status).toBe('cancelled')
  })

  it('lists all orders, paginated, for admins only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/orders?pageSize=2', headers: as(admin) })
    expect(page.json()).toMatchObject({ page: 1, pageSize: 2 })
    expect(page.json().data).toHaveLength(2)
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: as(customer) })).statusCode).toBe(403)
  })
})

describe('cart', () => {
  it('keeps items on the server and checks them out together, all or nothing', async () => {
    const shopper = await createActor(t.app, 'shopper')
    const venueDate = freshDate()
    const photoDate = freshDate()
    const add = (payload: object) => t.app.inject({ method: 'POST', url: '/api/cart', headers: as(shopper), payload })
    expect((await add(bookingOf(listing.venue, venueDate))).statusCode).toBe(201)
    expect((await add({ ...EVENT_PLACE, listingId: listing.photographer.id, eventDate: photoDate })).statusCode).toBe(201)
    expect((await add(bookingOf(listing.costume))).statusCode).toBe(201)
    // The same item again is refused, naming it: nothing is silently dropped.
    const again = await add(bookingOf(listing.venue, venueDate))
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'already_in_cart_on_date',
      message: `Shapla Hall for ${formatDate(venueDate)} is already in your cart.`,
    })
    expect((await add(bookingOf(listing.costume))).json()).toMatchObject({
      code: 'already_in_cart',
      message: 'Red Benarasi Sari is already in your cart.',
    })
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: as(shopper) })).json()
    expect(cart.items).toHaveLength(3)
    expect(cart.total).toBe(80_000 + 15_000 + 6_500 + COSTUME_DELIVERY_CHARGE_BDT)
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: as(shopper) })).json().cartCount).toBe(3)

    // Someone books the photographer's date first: checkout books nothing and names the item.
    expect((await order(other, { ...EVENT_PLACE, listingId: listing.photographer.id, eventDate: photoDate })).statusCode).toBe(201)
    const refused = await t.app.inject({ method: 'POST', url: '/api/cart/checkout', headers: as(shopper) })
    expect(refused.statusCode, refused.body).toBe(409)
    const photoItem = cart.items.find((item: { listing: { kind: string } }) => item.listing.kind === 'photographer')
    const clash = `Golden Hour Studio is already booked on ${formatDate(photoDate)}. Pick another date for it in your cart.`
    expect(refused.json()).toMatchObject({ code: 'cart_date_taken', message: clash, fields: { [photoItem.id]: clash } })
    expect(await t.db.select().from(orders).where(eq(orders.eventDate, venueDate))).toEqual([])

    expect((await t.app.inject({ method: 'DELETE', url: `/api/cart/${photoItem.id}`, headers: as(shopper) })).statusCode).toBe(204)
    const done = await t.app.inject({ method: 'POST', url: '/api/cart/checkout', headers: as(shopper) })
    expect(done.statusCode, done.body).toBe(201)
    const { checkoutId, orders: placed } = done.json()
    expect(placed).toHaveLength(2)
    expect(placed.every((o: TOrder) => o.checkoutId === checkoutId)).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: as(shopper) })).json().items).toEqual([])
  })

  it("refuses to remove another user's cart item, and an empty checkout", async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: as(customer),
      payload: bookingOf(listing.costume),
    })
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cart/${added.json().id}`, headers: as(other) })).statusCode).toBe(404)
    const empty = await createActor(t.app, 'empty')
    expect((await t.app.inject({ method: 'POST', url: '/api/cart/checkout', headers: as(empty) })).statusCode).toBe(400)
  })
})

describe('changing a date in the cart (PATCH /api/cart/:id)', () => {
  const add = (actor: TActor, payload: object) => t.app.inject({ method: 'POST', url: '/api/cart', headers: as(actor), payload })
  const change = (actor: TActor, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/cart/${id}`, headers: as(actor), payload })

  it('moves an item to a free date, and refuses a booked date, a date already in the cart, a costume and a stranger', async () => {
    const shopper = await createActor(t.app, 'date-changer')
    const first = freshDate()
    const second = freshDate()
    const item = (await add(shopper, bookingOf(listing.venue, first))).json()
    const moved = await change(shopper, item.id, { eventDate: second })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ id: item.id, eventDate: second, listing: { id: listing.venue.id } })

    const booked = freshDate()
    expect((await order(other, bookingOf(listing.venue, booked))).statusCode).toBe(201)
    // The evening of that date is taken; its day shift is still free.
    const taken = await change(shopper, item.id, { eventDate: booked })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ code: 'shift_taken', message: TEXTS.shiftTaken, fields: { shift: TEXTS.shiftTaken } })
    const dayShift = await change(shopper, item.id, { eventDate: booked, shift: 'day' })
    expect(dayShift.statusCode, dayShift.body).toBe(200)
    expect(dayShift.json()).toMatchObject({ eventDate: booked, details: { shift: 'day', guests: 150 } })
    // A cart holds no date: someone else books that day shift, and now the whole date is taken.
    expect((await order(customer, { ...bookingOf(listing.venue, booked), shift: 'day' })).statusCode).toBe(201)
    expect((await change(shopper, item.id, { eventDate: second, shift: 'evening' })).statusCode).toBe(200)
    const wholeDay = await change(shopper, item.id, { eventDate: booked })
    expect(wholeDay.json()).toMatchObject({
      code: 'listing_date_taken',
      message: `Shapla Hall is already booked on ${formatDate(booked)}. Please choose another date.`,
    })

    const twin = (await add(shopper, bookingOf(listing.venue, first))).json()
    const duplicate = await change(shopper, twin.id, { eventDate: second })
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json().code).toBe('already_in_cart_on_date')

    expect((await change(shopper, item.id, { eventDate: 'soon' })).statusCode).toBe(400)
    const costume = (await add(shopper, bookingOf(listing.costume))).json()
    expect((await change(shopper, costume.id, { eventDate: freshDate() })).statusCode).toBe(400)
    expect((await change(other, item.id, { eventDate: freshDate() })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'PATCH', url: `/api/cart/${item.id}`, payload: { eventDate: freshDate() } })).statusCode).toBe(401)
  })
})

describe('limits against hoarding', () => {
  const addTo = (actor: TActor, payload: object) => t.app.inject({ method: 'POST', url: '/api/cart', headers: as(actor), payload })

  it(`a cart holds ${CART_MAX_ITEMS} items: the next one is refused, and a cart with more dates than may be held books nothing`, async () => {
    const hoarder = await createActor(t.app, 'cart-hoarder')
    // Costumes need no date, so they count against the cart but not against the dated holds.
    const extra = await insertListings(t.app)
    const costumes = [listing.costume.id, extra.costume.id]
    for (let i = 0; i < CART_MAX_ITEMS; i++) {
      const response = await addTo(
        hoarder,
        i < 2 ? bookingOf({ id: costumes[i]!, kind: 'costume' }) : bookingOf(listing.venue, freshDate()),
      )
      expect(response.statusCode, response.body).toBe(201)
    }
    const cartSize = async () => (await t.app.inject({ method: 'GET', url: '/api/cart', headers: as(hoarder) })).json().items.length
    const refused = await addTo(hoarder, { ...EVENT_PLACE, listingId: listing.photographer.id, eventDate: freshDate() })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'cart_full', message: TEXTS.cartFull(CART_MAX_ITEMS) })
    expect(await cartSize()).toBe(CART_MAX_ITEMS)
    // Adding an item already in the cart changes nothing and says so.
    expect((await addTo(hoarder, bookingOf({ id: costumes[0]!, kind: 'costume' }))).json().code).toBe('already_in_cart')
    // Eight dated items are more than the customer may hold unpaid: checkout books nothing.
    const checkout = await t.app.inject({ method: 'POST', url: '/api/cart/checkout', headers: as(hoarder) })
    expect(checkout.statusCode).toBe(409)
    expect(checkout.json().code).toBe('too_many_holds')
    expect(await t.db.select().from(orders).where(eq(orders.customerId, hoarder.id))).toEqual([])
  })

  it(`a customer holds at most ${MAX_ACTIVE_HOLDS} unpaid dates at once; cancelling one frees a place`, async () => {
    const hoarder = await createActor(t.app, 'date-hoarder')
    const placed: TOrder[] = []
    for (let i = 0; i < MAX_ACTIVE_HOLDS; i++) {
      const response = await order(hoarder, bookingOf(listing.venue, freshDate()))
      expect(response.statusCode, response.body).toBe(201)
      placed.push(response.json())
    }
    const refused = await order(hoarder, bookingOf(listing.venue, freshDate()))
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'too_many_holds', message: TEXTS.tooManyHolds(MAX_ACTIVE_HOLDS) })
    // Undated orders hold no date.
    expect((await order(hoarder, bookingOf(listing.costume))).statusCode).toBe(201)
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${placed[0]!.id}`, headers: as(hoarder) })
    expect((await order(hoarder, bookingOf(listing.venue, freshDate()))).statusCode).toBe(201)
  })

  it('holds the limit under concurrency: ten bookings at once by one customer give five holds', async () => {
    const hoarder = await createActor(t.app, 'parallel-hoarder')
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => order(hoarder, { ...EVENT_PLACE, listingId: listing.photographer.id, eventDate: freshDate() })),
    )
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(MAX_ACTIVE_HOLDS)
    expect(responses.filter((response) => response.json().code === 'too_many_holds')).toHaveLength(10 - MAX_ACTIVE_HOLDS)
  })
})

describe('order rate limit', () => {
  it('refuses an account creating orders and cart items too quickly, with 429 rate_limited and Retry-After', async () => {
    // A factor of 0.1 leaves 3 creations per window.
    const limited = await createTestApp({ ORDER_RATE_LIMIT_FACTOR: '0.1' })
    try {
      const fixtures = await insertListings(limited.app)
      const buyer = await createActor(limited.app, 'fast-buyer')
      const post = (url: string, payload?: object) => limited.app.inject({ method: 'POST', url, headers: as(buyer), payload })
      expect((await post('/api/orders', bookingOf(fixtures.costume))).statusCode).toBe(201)
      expect((await post('/api/cart', bookingOf(fixtures.costume))).statusCode).toBe(201)
      expect((await post('/api/cart/checkout')).statusCode).toBe(201)
      const refused = await post('/api/orders', bookingOf(fixtures.costume))
      expect(refused.statusCode).toBe(429)
      expect(refused.json().code).toBe('orders_rate_limited')
      expect(refused.json().message).toMatch(/too quickly/)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      // Another account is not affected.
      const other = await createActor(limited.app, 'other-buyer')
      const theirs = await limited.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: as(other),
        payload: bookingOf(fixtures.costume),
      })
      expect(theirs.statusCode).toBe(201)
    } finally {
      await limited.close()
    }
  })
})
