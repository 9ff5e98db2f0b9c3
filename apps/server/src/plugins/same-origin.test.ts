import { count, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, logIn, signupForm, TEST_PASSWORD, uniqueEmail, type TActor } from '../../test/actors'
import { daysFromNow, insertListings, bookingOf } from '../../test/catalog-fixtures'
import { createMerchant, listingFields, multipartForm, pngFile } from '../../test/merchant-fixtures'
import { createTestApp } from '../../test/test-app'
import { cartItems, listings, orders, user } from '../db/schema'

/** The review's findings: a page on another site (or another port of ours) made the visitor's browser act. */
const OURS = 'http://utsab.test'
const EVIL = { origin: 'https://evil.example' }

let t: Awaited<ReturnType<typeof createTestApp>>
let listing: Awaited<ReturnType<typeof insertListings>>
let merchant: TActor
let day = 40
beforeAll(async () => {
  t = await createTestApp()
  listing = await insertListings(t.app)
  const admin = await createActor(t.app, 'admin', 'admin')
  merchant = await createMerchant(t.app, admin, 'crossmerchant')
})
afterAll(() => t.close())

const expectRefused = (response: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
  expect(response.statusCode, response.body).toBe(403)
  expect(JSON.parse(response.body)).toMatchObject({ code: 'cross_site_request', message: expect.stringMatching(/another website/) })
  expect(response.headers['set-cookie']).toBeUndefined()
}
const signup = (email: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup',
    headers,
    payload: signupForm({ fullName: 'Cross Site', email, password: TEST_PASSWORD }) as never,
  })
const userCount = async (email: string) => (await t.db.select({ n: count() }).from(user).where(eq(user.email, email)))[0]!.n
const listingCount = async () => (await t.db.select({ n: count() }).from(listings))[0]!.n
const uploadListing = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/upload/costume',
    headers: { cookie: merchant.cookie, ...headers },
    payload: multipartForm(listingFields({ name: `Listing ${day++}` }), { pictures: [pngFile()] }) as never,
  })

describe('a state-changing request from another site is refused before anything happens', () => {
  it('(a) a cross-site multipart sign-up creates no account and sets no cookie', async () => {
    const email = uniqueEmail('crosssignup')
    expectRefused(await signup(email, EVIL))
    expect(await userCount(email)).toBe(0)
    expectRefused(await signup(email, { origin: 'null' }))
    expectRefused(await signup(email, { 'sec-fetch-site': 'cross-site' }))
    expect(await userCount(email)).toBe(0)
  })

  it('(b) a page on another port of the same host cannot create a listing with the merchant’s cookie', async () => {
    const before = await listingCount()
    expectRefused(await uploadListing({ origin: 'http://127.0.0.1:5173' }))
    expectRefused(await uploadListing({ origin: 'http://utsab.test:8080' }))
    expectRefused(await uploadListing({ 'sec-fetch-site': 'same-site' }))
    expect(await listingCount()).toBe(before)
  })

  it('(c) a text/plain checkout with Sec-Fetch-Site cross-site and no Origin books nothing', async () => {
    const shopper = await createActor(t.app, 'crossshopper')
    const eventDate = daysFromNow(day++)
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { cookie: shopper.cookie },
      payload: bookingOf(listing.venue, eventDate),
    })
    expect(added.statusCode, added.body).toBe(201)
    const checkout = (headers: Record<string, string>, payload = 'x') =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/checkout',
        headers: { cookie: shopper.cookie, 'content-type': 'text/plain', ...headers },
        payload,
      })
    expectRefused(await checkout({ 'sec-fetch-site': 'cross-site' }))
    expect(await t.db.select().from(orders).where(eq(orders.customerId, shopper.id))).toEqual([])
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.id))).toHaveLength(1)

    // (e) The checkout from our own page goes through (it sends JSON: the mobile number when the account has none).
    const done = await checkout({ 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, '{}')
    expect(done.statusCode, done.body).toBe(201)
    expect(await t.db.select().from(orders).where(eq(orders.customerId, shopper.id))).toHaveLength(1)
  })

  it('(d) the auth library’s sign-in and sign-out refuse other sites too', async () => {
    const shopper = await createActor(t.app, 'crosssignin')
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers, payload: { email: shopper.email, password: TEST_PASSWORD } })
    expectRefused(await signIn(EVIL))
    expectRefused(await signIn({ 'sec-fetch-site': 'cross-site' }))
    const signOut = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: shopper.cookie, ...headers }, payload: {} })
    expectRefused(await signOut(EVIL))
    expectRefused(await signOut({ origin: 'http://localhost:3000' }))
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: shopper.cookie } })
    expect(me.json().user.email).toBe(shopper.email)

    // (e) From our origin: sign-in answers a session, sign-out ends it.
    const fromUs = await signIn({ origin: OURS, 'sec-fetch-site': 'same-origin' })
    expect(fromUs.statusCode, fromUs.body).toBe(200)
    expect(fromUs.headers['set-cookie']).toBeDefined()
    expect((await signOut({ origin: OURS })).statusCode).toBe(200)
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: shopper.cookie } })
    expect(after.json().user).toBeNull()
  })

  it('(e) sign-up and a new listing from our own origin succeed', async () => {
    const email = uniqueEmail('samesignup')
    const created = await signup(email, { origin: OURS, 'sec-fetch-site': 'same-origin' })
    expect(created.statusCode, created.body).toBe(201)
    expect(await userCount(email)).toBe(1)
    const before = await listingCount()
    const uploaded = await uploadListing({ origin: OURS })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    expect(await listingCount()).toBe(before + 1)
  })

  it('(f) an API client with a bearer token and no browser headers keeps working', async () => {
    const client = await createActor(t.app, 'bearerclient')
    const { token } = (await t.app.inject({ method: 'GET', url: '/api/jwt', headers: { cookie: client.cookie } })).json()
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${token}` },
      payload: bookingOf(listing.venue, daysFromNow(day++)),
    })
    expect(placed.statusCode, placed.body).toBe(201)
    // A typed or bookmarked request (Sec-Fetch-Site: none) is the visitor's own.
    expect((await logIn(t.app, client.email)).length).toBeGreaterThan(0)
  })

  it('covers every state-changing route of the API, except those marked as called by other sites', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    const authRoutes = ['/api/auth/sign-in/email', '/api/auth/sign-out', '/api/auth/request-password-reset', '/api/auth/reset-password']
    const targets = [
      ...Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000') })),
      ),
      ...authRoutes.map((url) => ({ method: 'POST', url })),
    ]
    expect(targets.length).toBeGreaterThan(20)
    for (const target of targets) {
      const response = await t.app.inject({
        method: target.method as 'POST',
        url: target.url,
        headers: { ...EVIL, cookie: merchant.cookie },
        payload: {},
      })
      expect(response.statusCode, `${target.method} ${target.url}`).toBe(403)
      expect(response.json().code, `${target.method} ${target.url}`).toBe('cross_site_request')
    }
  })
})

describe('an app in development without PUBLIC_URL, with Stripe', () => {
  let local: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    local = await createTestApp({
      PUBLIC_URL: undefined as unknown as string,
      PORT: '4321',
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret_for_signatures',
    })
  })
  afterAll(() => local.close())

  it('lets Stripe’s webhook (marked crossSite) through: it is signed and acts on no session', async () => {
    const payload = JSON.stringify({ id: 'evt_cross', object: 'event', type: 'customer.created', data: { object: {} } })
    const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_test_secret_for_signatures',
    })
    const webhook = await local.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { ...EVIL, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    })
    expect(webhook.statusCode, webhook.body).toBe(200)
  })

  it('accepts the loopback origins at PORT (Vite’s page included) and nothing else', async () => {
    expect(local.app.publicOrigin).toBe('http://localhost:4321')
    const signIn = (origin: string) =>
      local.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: 'x@example.com', password: 'x' },
      })
    for (const origin of ['http://localhost:4321', 'http://127.0.0.1:4321', 'http://[::1]:4321'])
      expect((await signIn(origin)).json().code, origin).not.toBe('cross_site_request')
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4322', 'https://localhost:4321', 'http://utsab.test'])
      expect((await signIn(origin)).json().code, origin).toBe('cross_site_request')
  })
})
