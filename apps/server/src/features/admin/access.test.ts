import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, logIn, signupForm, TEST_PASSWORD, uniqueMobile, type TActor } from '../../../test/actors'
import { bookingOf, costumeBooking, daysFromNow, insertListings } from '../../../test/catalog-fixtures'
import { createApplicant, createMerchant, listingFields, multipartForm, pngFile, applicationFields } from '../../../test/merchant-fixtures'
import { createTestApp } from '../../../test/test-app'
import { eq } from 'drizzle-orm'
import { buildListing, insertAgencyWithListings } from '../../db/factories'
import { agencies, listings as listingsTable, orders as ordersTable, quotes as quotesTable } from '../../db/schema'

/**
 * Who may call which route: one table of route × actor → status, run against the real server.
 * The resource always belongs to `user` (an order, an account) or, for listing routes, to
 * `merchant`; `another user` and `another merchant` act on it without owning it. Every role is
 * reached the real way: `requested` applied, both merchants applied and were accepted.
 */
type TActorName = 'anonymous' | 'user' | 'another user' | 'requested' | 'merchant' | 'another merchant' | 'admin'
type TContext = {
  owner: TActor
  listingIds: Record<string, string>
  /** A listing of `merchant` (costume), published. */
  merchantListing: string
  /** A venue of `merchant`'s agency, which has a calendar. */
  merchantVenue: string
  /** The id of a new blocked date on `merchantVenue`. */
  freshBlock: () => Promise<string>
  /** The id of a new request to book `merchantVenue` (a request-to-book hall), waiting for the merchant's answer. */
  freshRequest: () => Promise<string>
  /** An order of `user` on `merchant`'s listing. */
  ownerOrder: string
  ownerIntent: string
  freshOrder: () => Promise<string>
  /** A new user's pending application. */
  freshApplication: () => Promise<string>
  /** The id of a new contact-page message, waiting in the admins' inbox. */
  freshContactMessage: () => Promise<string>
  /** The id of a new review of `merchant`'s costume, by a customer whose paid booking's day has passed. */
  freshReview: () => Promise<string>
  /** The id of a new conversation about a new booking of `user` on `merchant`'s costume, started by `user`. */
  freshConversation: () => Promise<string>
  /** The id of `user`'s question about `merchant`'s costume (one thread, made once). */
  ownerQuestion: () => Promise<string>
  /** The id of a new open quote of `merchant` in `ownerQuestion` (older open ones withdrawn, so the limit never bites). */
  freshQuote: () => Promise<string>
  /** The id of a new signed-in session of `user` (another browser). */
  freshOwnerSession: () => Promise<string>
}
type TRow = {
  route: string
  request: (owner: TActor, context: TContext) => Promise<TRequest> | TRequest
  expected: Record<TActorName, number>
  /** Whose resource the row acts on, when it changes it for good (a role): a fresh one per call. */
  freshOwner?: 'account' | 'applicant'
  /** Undoes what a successful call changed, so that later rows meet the same actors. */
  undo?: (response: { statusCode: number; json: () => { application: { id: string } } }) => Promise<void>
}
type TRequest = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }
const everyone = (status: number, anonymous = 401): Record<TActorName, number> => ({
  anonymous,
  user: status,
  'another user': status,
  requested: status,
  merchant: status,
  'another merchant': status,
  admin: status,
})
const ownerOnly = (owner: number, others: number, admin = others): Record<TActorName, number> => ({
  ...everyone(others),
  user: owner,
  admin,
})
const adminOnly = (status = 200) => ({ ...everyone(403), admin: status })
/** Merchant routes: each merchant acts on their own (`own`), and on `merchant`'s resource `another merchant` gets `other`. */
const merchantsOnly = (own: number, other = own) => ({ ...everyone(403), merchant: own, 'another merchant': other })

/** A costume quote as its merchant sends it (costumes are delivered: no date). */
const QUOTE = {
  ...costumeBooking(),
  lines: [{ name: 'Two sherwanis, tailored', unit: 'booking', unitPrice: 18_000, quantity: 2 }],
  advancePercent: 50,
  cancellationPolicy: 'moderate',
  validDays: 7,
}
let withdrawOpenQuotes: () => Promise<unknown> = async () => undefined

const ROWS: TRow[] = [
  { route: 'GET /api/me', request: () => ({ method: 'GET', url: '/api/me' }), expected: everyone(200, 200) },
  { route: 'GET /api/jwt', request: () => ({ method: 'GET', url: '/api/jwt' }), expected: everyone(200) },
  {
    route: 'GET /api/user/{email}',
    request: (owner) => ({ method: 'GET', url: `/api/user/${owner.email}` }),
    expected: ownerOnly(200, 403, 200),
  },
  {
    route: 'PUT /api/user/{email}',
    request: (owner) => ({ method: 'PUT', url: `/api/user/${owner.email}`, payload: { name: 'New Name' } }),
    expected: ownerOnly(200, 403),
  },
  {
    route: 'GET /api/users/admin/{email}',
    request: (owner) => ({ method: 'GET', url: `/api/users/admin/${owner.email}` }),
    expected: ownerOnly(200, 403, 200),
  },
  // The account page: each actor acts on their own account; a session id of `user` is not found by anyone else.
  { route: 'GET /api/account', request: () => ({ method: 'GET', url: '/api/account' }), expected: everyone(200) },
  {
    route: 'PATCH /api/account',
    request: () => ({ method: 'PATCH', url: '/api/account', payload: { phone: '01711 000000' } }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/account/photo',
    request: () => ({ method: 'POST', url: '/api/account/photo', payload: multipartForm({}, { photo: [pngFile()] }) }),
    expected: everyone(201),
  },
  {
    route: 'POST /api/account/password',
    request: () => ({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: 'Not#ThePassword1', newPassword: 'Another#Pass9' },
    }),
    expected: everyone(400),
  },
  { route: 'GET /api/account/sessions', request: () => ({ method: 'GET', url: '/api/account/sessions' }), expected: everyone(200) },
  {
    route: 'DELETE /api/account/sessions/{id}',
    request: async (_o, c) => ({ method: 'DELETE', url: `/api/account/sessions/${await c.freshOwnerSession()}` }),
    expected: ownerOnly(204, 404),
  },
  {
    route: 'POST /api/account/sessions/sign-out-others',
    request: () => ({ method: 'POST', url: '/api/account/sessions/sign-out-others', payload: {} }),
    expected: everyone(200),
  },
  // A mobile number and SMS codes (issue 36): each acts on their own account; the code never proves a number for another.
  {
    route: 'POST /api/phone/code',
    request: () => ({ method: 'POST', url: '/api/phone/code', payload: { phone: uniqueMobile(), purpose: 'add-phone' } }),
    expected: everyone(202),
  },
  {
    route: 'POST /api/phone/sign-in',
    request: () => ({ method: 'POST', url: '/api/phone/sign-in', payload: { phone: uniqueMobile(), code: '123456', name: 'Someone' } }),
    expected: everyone(400, 400),
  },
  {
    route: 'POST /api/account/phone',
    request: () => ({ method: 'POST', url: '/api/account/phone', payload: { phone: uniqueMobile(), code: '123456' } }),
    expected: everyone(400),
  },
  {
    // Every actor here signed up with an email, which stays.
    route: 'POST /api/account/email',
    request: () => ({ method: 'POST', url: '/api/account/email', payload: { email: 'another.address@example.com' } }),
    expected: everyone(409),
  },
  {
    // The mailed link needs no session; without a valid token it lands on the account page with `?error=`.
    route: 'GET /api/account/email/confirm',
    request: () => ({ method: 'GET', url: '/api/account/email/confirm?token=no-such-token' }),
    expected: everyone(302, 302),
  },
  { route: 'GET /api/account/notices', request: () => ({ method: 'GET', url: '/api/account/notices' }), expected: everyone(200) },
  {
    route: 'PUT /api/account/notices',
    request: () => ({ method: 'PUT', url: '/api/account/notices', payload: { 'request-new': 'email' } }),
    expected: everyone(200),
  },
  { route: 'GET /api/admin/sms', request: () => ({ method: 'GET', url: '/api/admin/sms' }), expected: adminOnly() },
  { route: 'GET /api/admin/vitals', request: () => ({ method: 'GET', url: '/api/admin/vitals' }), expected: adminOnly() },
  { route: 'GET /api/users', request: () => ({ method: 'GET', url: '/api/users' }), expected: adminOnly() },
  {
    route: 'PUT /api/user/admin/{id}',
    request: (owner) => ({ method: 'PUT', url: `/api/user/admin/${owner.id}` }),
    expected: adminOnly(),
    freshOwner: 'account',
  },
  {
    route: 'PATCH /api/user/{email}',
    request: (owner) => ({ method: 'PATCH', url: `/api/user/${owner.email}`, payload: { role: 'merchant' } }),
    expected: adminOnly(),
    freshOwner: 'applicant',
  },
  {
    route: 'GET /api/venue/{id}/availability',
    request: (_o, c) => ({ method: 'GET', url: `/api/venue/${c.listingIds.venue}/availability` }),
    expected: everyone(200, 200),
  },
  {
    route: 'POST /api/orders',
    request: (_o, c) => ({ method: 'POST', url: '/api/orders', payload: bookingOf({ id: c.listingIds.costume!, kind: 'costume' }) }),
    expected: everyone(201),
  },
  { route: 'GET /api/order', request: () => ({ method: 'GET', url: '/api/order' }), expected: everyone(200) },
  { route: 'GET /api/orders', request: () => ({ method: 'GET', url: '/api/orders' }), expected: adminOnly() },
  // The order is on `merchant`'s listing: its merchant may read it, another merchant may not.
  {
    route: 'GET /api/orders/{id}',
    request: (_o, c) => ({ method: 'GET', url: `/api/orders/${c.ownerOrder}` }),
    expected: { ...ownerOnly(200, 404, 200), merchant: 200 },
  },
  {
    route: 'DELETE /api/orders/{id}',
    request: async (_o, c) => ({ method: 'DELETE', url: `/api/orders/${await c.freshOrder()}` }),
    expected: ownerOnly(200, 404),
  },
  // A booking with money paid is cancelled with a refund; the owner's order is unpaid, so its owner meets 409 and nobody else finds it.
  {
    route: 'GET /api/orders/{id}/cancellation',
    request: (_o, c) => ({ method: 'GET', url: `/api/orders/${c.ownerOrder}/cancellation` }),
    expected: ownerOnly(409, 404),
  },
  {
    route: 'POST /api/orders/{id}/cancel',
    request: (_o, c) => ({ method: 'POST', url: `/api/orders/${c.ownerOrder}/cancel`, payload: { expectedRefund: 0 } }),
    expected: ownerOnly(409, 404),
  },
  {
    route: 'POST /api/merchant/bookings/{id}/cancel',
    request: (_o, c) => ({
      method: 'POST',
      url: `/api/merchant/bookings/${c.ownerOrder}/cancel`,
      payload: { reason: 'The hall is closed' },
    }),
    expected: merchantsOnly(409, 404),
  },
  {
    route: 'POST /api/merchant/bookings/{id}/accept',
    request: async (_o, c) => ({ method: 'POST', url: `/api/merchant/bookings/${await c.freshRequest()}/accept` }),
    expected: merchantsOnly(200, 404),
  },
  {
    route: 'POST /api/merchant/bookings/{id}/decline',
    request: async (_o, c) => ({
      method: 'POST',
      url: `/api/merchant/bookings/${await c.freshRequest()}/decline`,
      payload: { reason: 'The hall is closed that week' },
    }),
    expected: merchantsOnly(200, 404),
  },
  {
    route: 'POST /api/merchant/bookings/{id}/quote',
    request: async (_o, c) => ({
      method: 'POST',
      url: `/api/merchant/bookings/${await c.freshRequest()}/quote`,
      payload: {
        lines: [{ name: 'Hall, evening', unit: 'booking', unitPrice: 90_000, quantity: 1 }],
        advancePercent: 20,
        cancellationPolicy: 'moderate',
        validDays: 3,
      },
    }),
    expected: merchantsOnly(201, 404),
  },
  {
    route: 'POST /api/admin/bookings/{id}/refund',
    request: (_o, c) => ({
      method: 'POST',
      url: `/api/admin/bookings/${c.ownerOrder}/refund`,
      payload: { amount: 0, reason: 'A dispute settled' },
    }),
    expected: adminOnly(409),
  },
  { route: 'GET /api/merchant/earnings', request: () => ({ method: 'GET', url: '/api/merchant/earnings' }), expected: merchantsOnly(200) },
  { route: 'GET /api/admin/payouts', request: () => ({ method: 'GET', url: '/api/admin/payouts' }), expected: adminOnly() },
  {
    route: 'POST /api/admin/payouts',
    request: () => ({
      method: 'POST',
      url: '/api/admin/payouts',
      payload: { agencyId: '00000000-0000-4000-a000-000000000000', amount: 1, method: 'bank', reference: 'DBBL-1' },
    }),
    expected: adminOnly(404),
  },
  { route: 'GET /api/admin/revenue', request: () => ({ method: 'GET', url: '/api/admin/revenue' }), expected: adminOnly() },
  { route: 'GET /api/cart', request: () => ({ method: 'GET', url: '/api/cart' }), expected: everyone(200) },
  {
    route: 'POST /api/cart',
    request: (_o, c) => ({ method: 'POST', url: '/api/cart', payload: bookingOf({ id: c.listingIds.costume!, kind: 'costume' }) }),
    expected: everyone(201),
  },
  {
    route: 'PATCH /api/cart/{id}',
    request: () => ({ method: 'PATCH', url: '/api/cart/00000000-0000-4000-a000-000000000000', payload: { eventDate: daysFromNow(40) } }),
    expected: everyone(404),
  },
  {
    route: 'DELETE /api/cart/{id}',
    request: () => ({ method: 'DELETE', url: '/api/cart/00000000-0000-4000-a000-000000000000' }),
    expected: everyone(404),
  },
  // Each actor's cart holds the costume the POST /api/cart row added just before.
  {
    route: 'POST /api/cart/checkout',
    request: () => ({ method: 'POST', url: '/api/cart/checkout', payload: {} }),
    expected: everyone(201),
  },
  {
    route: 'POST /api/create-payment-intent',
    request: (_o, c) => ({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId: c.ownerOrder } }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/payments',
    request: (_o, c) => ({ method: 'POST', url: '/api/payments', payload: { intentId: c.ownerIntent } }),
    expected: ownerOnly(409, 404, 409),
  },
  {
    route: 'POST /api/payments/hosted-checkout',
    request: (_o, c) => ({ method: 'POST', url: '/api/payments/hosted-checkout', payload: { orderId: c.ownerOrder } }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/payments/bkash-checkout',
    request: (_o, c) => ({ method: 'POST', url: '/api/payments/bkash-checkout', payload: { orderId: c.ownerOrder } }),
    expected: ownerOnly(200, 404),
  },
  {
    // The owner's order is a booking, not a request waiting for its answer: 409 for them, as if absent for everyone else.
    route: 'POST /api/payments/bkash-hold',
    request: (_o, c) => ({ method: 'POST', url: '/api/payments/bkash-hold', payload: { orderId: c.ownerOrder } }),
    expected: ownerOnly(409, 404),
  },
  { route: 'GET /api/admin/held-payments', request: () => ({ method: 'GET', url: '/api/admin/held-payments' }), expected: adminOnly() },
  { route: 'GET /api/admin/jobs', request: () => ({ method: 'GET', url: '/api/admin/jobs' }), expected: adminOnly() },
  {
    // No job 999999999 exists, so it has not failed: 409 for an admin, refused before that for everyone else.
    route: 'POST /api/admin/jobs/{id}/retry',
    request: () => ({ method: 'POST', url: '/api/admin/jobs/999999999/retry' }),
    expected: adminOnly(409),
  },
  {
    route: 'POST /api/admin/held-payments/{transactionId}/release',
    request: () => ({ method: 'POST', url: '/api/admin/held-payments/ssl_not_held/release' }),
    expected: adminOnly(404),
  },
  {
    route: 'POST /api/admin/held-payments/{transactionId}/refund',
    request: () => ({ method: 'POST', url: '/api/admin/held-payments/ssl_not_held/refund' }),
    expected: adminOnly(404),
  },

  // Merchant applications and their review
  {
    route: 'GET /api/merchant-applications/mine',
    request: () => ({ method: 'GET', url: '/api/merchant-applications/mine' }),
    expected: everyone(200),
  },
  {
    route: 'GET /api/merchant-applications',
    request: () => ({ method: 'GET', url: '/api/merchant-applications?status=pending' }),
    expected: adminOnly(),
  },
  {
    route: 'POST /api/merchant-applications/{id}/accept',
    request: async (_o, c) => ({ method: 'POST', url: `/api/merchant-applications/${await c.freshApplication()}/accept` }),
    expected: adminOnly(),
  },
  {
    route: 'POST /api/merchant-applications/{id}/decline',
    request: async (_o, c) => ({
      method: 'POST',
      url: `/api/merchant-applications/${await c.freshApplication()}/decline`,
      payload: { reason: 'The licence has expired.' },
    }),
    expected: adminOnly(),
  },
  { route: 'GET /api/admin/audit-log', request: () => ({ method: 'GET', url: '/api/admin/audit-log' }), expected: adminOnly() },
  // Moderation (decision 029): a hidden listing is shown again at once; suspensions act on a fresh account.
  {
    route: 'POST /api/admin/listings/{id}/hide',
    request: (_o, c) => ({
      method: 'POST',
      url: `/api/admin/listings/${c.merchantListing}/hide`,
      payload: { reason: 'Checked by the access matrix.' },
    }),
    expected: adminOnly(),
    undo: async (response) => {
      if (response.statusCode !== 200) return
      const shown = await t.app.inject({
        method: 'POST',
        url: `/api/admin/listings/${context.merchantListing}/show`,
        headers: { cookie: actors.admin.cookie },
      })
      expect(shown.statusCode).toBe(200)
    },
  },
  {
    route: 'POST /api/admin/listings/{id}/show',
    request: (_o, c) => ({ method: 'POST', url: `/api/admin/listings/${c.merchantListing}/show` }),
    expected: adminOnly(409),
  },
  { route: 'GET /api/admin/listings/hidden', request: () => ({ method: 'GET', url: '/api/admin/listings/hidden' }), expected: adminOnly() },
  {
    route: 'POST /api/admin/users/{id}/suspend',
    request: (owner) => ({
      method: 'POST',
      url: `/api/admin/users/${owner.id}/suspend`,
      payload: { reason: 'Checked by the access matrix.' },
    }),
    expected: adminOnly(),
    freshOwner: 'account',
  },
  {
    route: 'POST /api/admin/users/{id}/reinstate',
    request: (owner) => ({ method: 'POST', url: `/api/admin/users/${owner.id}/reinstate` }),
    expected: adminOnly(409),
  },
  {
    route: 'POST /api/admin/users/{id}/revoke-merchant',
    request: (owner) => ({
      method: 'POST',
      url: `/api/admin/users/${owner.id}/revoke-merchant`,
      payload: { reason: 'Checked by the access matrix.' },
    }),
    expected: adminOnly(409),
  },
  // Anyone signed in may apply; those who already did, or have nothing to apply for, get 409.
  {
    route: 'POST /api/merchant-applications',
    request: () => ({
      method: 'POST',
      url: '/api/merchant-applications',
      payload: multipartForm(applicationFields(), { pictures: [pngFile()], licence: [pngFile('licence.png')] }),
    }),
    expected: { ...everyone(409), user: 201, 'another user': 201 },
    undo: async (response) => {
      if (response.statusCode !== 201) return
      const declined = await t.app.inject({
        method: 'POST',
        url: `/api/merchant-applications/${response.json().application.id}/decline`,
        headers: { cookie: actors.admin.cookie },
        payload: { reason: 'Undone by the access matrix.' },
      })
      expect(declined.statusCode).toBe(200)
    },
  },

  // A merchant's listings and bookings; both merchants sell costumes, the listing is `merchant`'s.
  { route: 'GET /api/merchant/listings', request: () => ({ method: 'GET', url: '/api/merchant/listings' }), expected: merchantsOnly(200) },
  {
    route: 'POST /api/upload/{event}',
    request: () => ({
      method: 'POST',
      url: '/api/upload/costume',
      payload: multipartForm(listingFields(), { pictures: [pngFile()] }),
    }),
    expected: merchantsOnly(201),
  },
  {
    route: 'PATCH /api/listings/{id}',
    request: (_o, c) => ({ method: 'PATCH', url: `/api/listings/${c.merchantListing}`, payload: { price: 7100 } }),
    expected: merchantsOnly(200, 404),
  },
  {
    // Kept in its order: the listing's own picture, so the change is allowed and leaves it as it was.
    route: 'PUT /api/merchant/listings/{id}/pictures',
    request: async (_o, c) => {
      const [row] = await t.db
        .select({ pictures: listingsTable.pictures })
        .from(listingsTable)
        .where(eq(listingsTable.id, c.merchantListing))
      return {
        method: 'PUT',
        url: `/api/merchant/listings/${c.merchantListing}/pictures`,
        payload: multipartForm({ keep: JSON.stringify(row!.pictures) }),
      }
    },
    expected: merchantsOnly(200, 404),
  },
  {
    route: 'PUT /api/listings/{id}/published',
    request: (_o, c) => ({ method: 'PUT', url: `/api/listings/${c.merchantListing}/published`, payload: { published: true } }),
    expected: merchantsOnly(200, 404),
  },
  { route: 'GET /api/merchant/bookings', request: () => ({ method: 'GET', url: '/api/merchant/bookings' }), expected: merchantsOnly(200) },
  // A listing's calendar: `merchant`'s venue; another merchant does not find it.
  {
    route: 'GET /api/merchant/listings/{id}/calendar',
    request: (_o, c) => ({
      method: 'GET',
      url: `/api/merchant/listings/${c.merchantVenue}/calendar?from=${daysFromNow(1)}&to=${daysFromNow(31)}`,
    }),
    expected: merchantsOnly(200, 404),
  },
  {
    route: 'POST /api/merchant/listings/{id}/blocks',
    request: (_o, c) => ({ method: 'POST', url: `/api/merchant/listings/${c.merchantVenue}/blocks`, payload: { date: daysFromNow(60) } }),
    expected: merchantsOnly(201, 404),
  },
  {
    route: 'DELETE /api/merchant/listings/{id}/blocks/{blockId}',
    request: async (_o, c) => ({ method: 'DELETE', url: `/api/merchant/listings/${c.merchantVenue}/blocks/${await c.freshBlock()}` }),
    expected: merchantsOnly(204, 404),
  },
  // A listing's packages and add-ons: only its own merchant reads or replaces them.
  {
    route: 'GET /api/merchant/listings/{id}/offer',
    request: (_o, c) => ({ method: 'GET', url: `/api/merchant/listings/${c.merchantVenue}/offer` }),
    expected: merchantsOnly(200, 404),
  },
  {
    route: 'PUT /api/merchant/listings/{id}/offer',
    request: (_o, c) => ({
      method: 'PUT',
      url: `/api/merchant/listings/${c.merchantVenue}/offer`,
      payload: { packages: [], addons: [{ name: 'Bengali menu', price: 650, unit: 'guest' }] },
    }),
    expected: merchantsOnly(200, 404),
  },
]

/** Routes anyone may call, with or without a session: in the same table, answering every actor alike. */
const KIND_SEGMENTS = { venue: 'venue', photographer: 'photography', costume: 'costumes', makeup: 'makeup-artists' } as const
let sequence = 0
const PUBLIC_ROWS: TRow[] = [
  ...Object.entries(KIND_SEGMENTS).flatMap(([kind, segment]): TRow[] => [
    { route: `GET /api/${segment}`, request: () => ({ method: 'GET', url: `/api/${segment}` }), expected: everyone(200, 200) },
    {
      route: `GET /api/${segment}/{id}`,
      request: (_o, c) => ({ method: 'GET', url: `/api/${segment}/${c.listingIds[kind]}` }),
      expected: everyone(200, 200),
    },
    ...(kind === 'venue'
      ? []
      : [
          {
            route: `GET /api/${segment}/{id}/availability`,
            request: (_o: TActor, c: TContext) => ({ method: 'GET' as const, url: `/api/${segment}/${c.listingIds[kind]}/availability` }),
            expected: everyone(200, 200),
          },
        ]),
  ]),
  {
    route: 'POST /api/contact-messages',
    request: () => ({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { name: 'Rahim', email: `contact${++sequence}@example.com`, message: 'Is the hall free in March?' },
    }),
    expected: everyone(201, 201),
  },
  // The event planner (issue 37): everyone signed in plans their own events; another's (admins' too) are not found.
  { route: 'GET /api/planner/events', request: () => ({ method: 'GET', url: '/api/planner/events' }), expected: everyone(200) },
  {
    route: 'POST /api/planner/events',
    request: () => ({ method: 'POST', url: '/api/planner/events', payload: { title: 'Our wedding', functions: [{ kind: 'wedding' }] } }),
    expected: everyone(201),
  },
  {
    route: 'GET /api/planner/events/{eventId}',
    request: () => ({ method: 'GET', url: `/api/planner/events/${planner.event}` }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'PATCH /api/planner/events/{eventId}',
    request: () => ({ method: 'PATCH', url: `/api/planner/events/${planner.event}`, payload: { notes: 'Both families agree' } }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'DELETE /api/planner/events/{eventId}',
    request: async () => ({ method: 'DELETE', url: `/api/planner/events/${await planner.fresh('event')}` }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/planner/events/{eventId}/functions',
    request: () => ({ method: 'POST', url: `/api/planner/events/${planner.event}/functions`, payload: { kind: 'mehndi' } }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'PUT /api/planner/functions/{functionId}',
    request: () => ({
      method: 'PUT',
      url: `/api/planner/functions/${planner.function}`,
      payload: { kind: 'wedding', date: daysFromNow(200) },
    }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'DELETE /api/planner/functions/{functionId}',
    request: async () => ({ method: 'DELETE', url: `/api/planner/functions/${await planner.fresh('function')}` }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/planner/events/{eventId}/budget-lines',
    request: () => ({
      method: 'POST',
      url: `/api/planner/events/${planner.event}/budget-lines`,
      payload: { category: 'gifts', label: 'Gifts', planned: 5000 },
    }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'PUT /api/planner/budget-lines/{lineId}',
    request: () => ({
      method: 'PUT',
      url: `/api/planner/budget-lines/${planner.line}`,
      payload: { category: 'venue', label: 'Hall', planned: 200_000 },
    }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'DELETE /api/planner/budget-lines/{lineId}',
    request: async () => ({ method: 'DELETE', url: `/api/planner/budget-lines/${await planner.fresh('line')}` }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/planner/events/{eventId}/checklist',
    request: () => ({ method: 'POST', url: `/api/planner/events/${planner.event}/checklist`, payload: { text: 'Book the kazi' } }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/planner/events/{eventId}/checklist/usual',
    request: () => ({ method: 'POST', url: `/api/planner/events/${planner.event}/checklist/usual` }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'PATCH /api/planner/checklist/{itemId}',
    request: () => ({ method: 'PATCH', url: `/api/planner/checklist/${planner.task}`, payload: { done: true } }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'DELETE /api/planner/checklist/{itemId}',
    request: async () => ({ method: 'DELETE', url: `/api/planner/checklist/${await planner.fresh('task')}` }),
    expected: ownerOnly(200, 404),
  },
  // A booking of `user` attaches only to a function of `user`'s own event.
  {
    route: 'GET /api/planner/bookings/{orderId}',
    request: (_o, c) => ({ method: 'GET', url: `/api/planner/bookings/${c.ownerOrder}` }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'PUT /api/planner/bookings/{orderId}',
    request: (_o, c) => ({ method: 'PUT', url: `/api/planner/bookings/${c.ownerOrder}`, payload: { functionId: planner.function } }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'DELETE /api/planner/bookings/{orderId}',
    request: (_o, c) => ({ method: 'DELETE', url: `/api/planner/bookings/${c.ownerOrder}` }),
    expected: ownerOnly(200, 404),
  },
  // The guest list (issue 37, decision 061): the planner's owner only; a guest's link and the invitation's link open without an account.
  {
    route: 'GET /api/planner/events/{eventId}/guests',
    request: () => ({ method: 'GET', url: `/api/planner/events/${planner.event}/guests` }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/planner/events/{eventId}/guests',
    request: () => ({
      method: 'POST',
      url: `/api/planner/events/${planner.event}/guests`,
      payload: { name: 'Rahman family', side: 'bride' },
    }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/planner/events/{eventId}/guests/csv',
    request: () => ({ method: 'POST', url: `/api/planner/events/${planner.event}/guests/csv`, payload: { csv: 'name,side\nKarim,groom' } }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/planner/events/{eventId}/guests/invite',
    request: () => ({
      method: 'POST',
      url: `/api/planner/events/${planner.event}/guests/invite`,
      payload: { guestIds: [planner.guest.id], functionIds: [planner.function] },
    }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'PUT /api/planner/events/{eventId}/invitation',
    request: () => ({
      method: 'PUT',
      url: `/api/planner/events/${planner.event}/invitation`,
      payload: { enabled: true, functionIds: [planner.function] },
    }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'PUT /api/planner/guests/{guestId}',
    request: () => ({
      method: 'PUT',
      url: `/api/planner/guests/${planner.guest.id}`,
      payload: { name: 'Karim', side: 'groom', partySize: 2 },
    }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'DELETE /api/planner/guests/{guestId}',
    request: async () => ({ method: 'DELETE', url: `/api/planner/guests/${await planner.fresh('guest')}` }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'PUT /api/planner/guests/{guestId}/functions/{functionId}',
    request: () => ({ method: 'PUT', url: `/api/planner/guests/${planner.guest.id}/functions/${planner.function}` }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'DELETE /api/planner/guests/{guestId}/functions/{functionId}',
    request: async () => ({ method: 'DELETE', url: `/api/planner/guests/${await planner.fresh('guest')}/functions/${planner.function}` }),
    expected: ownerOnly(200, 404),
  },
  {
    route: 'GET /api/invitations/{token}',
    request: () => ({ method: 'GET', url: `/api/invitations/${planner.invitation}` }),
    expected: everyone(200, 200),
  },
  {
    route: 'GET /api/rsvp/{token}',
    request: () => ({ method: 'GET', url: `/api/rsvp/${planner.guest.token}` }),
    expected: everyone(200, 200),
  },
  {
    route: 'POST /api/rsvp/{token}',
    request: () => ({
      method: 'POST',
      url: `/api/rsvp/${planner.guest.token}`,
      payload: { answers: [{ functionId: planner.function, attending: 'yes', heads: 1 }] },
    }),
    expected: everyone(200, 200),
  },
  // The shortlist (issue 17): everyone signed in keeps their own.
  { route: 'GET /api/shortlist', request: () => ({ method: 'GET', url: '/api/shortlist' }), expected: everyone(200) },
  {
    route: 'PUT /api/shortlist/{listingId}',
    request: (_o, c) => ({ method: 'PUT', url: `/api/shortlist/${c.listingIds.venue}` }),
    expected: everyone(200),
  },
  {
    route: 'DELETE /api/shortlist/{listingId}',
    request: (_o, c) => ({ method: 'DELETE', url: `/api/shortlist/${c.listingIds.venue}` }),
    expected: everyone(200),
  },
  // Comparing listings (issue 37): public, as the listings' pages are.
  {
    route: 'GET /api/compare',
    request: (_o, c) => ({ method: 'GET', url: `/api/compare?ids=${c.listingIds.venue},${c.listingIds.photographer}&guests=120` }),
    expected: everyone(200, 200),
  },
  // The contact inbox (issue 17): each call acts on a fresh waiting message, since a reply or a mark is once.
  {
    route: 'GET /api/admin/contact-messages',
    request: () => ({ method: 'GET', url: '/api/admin/contact-messages?status=open' }),
    expected: adminOnly(),
  },
  {
    route: 'POST /api/admin/contact-messages/{id}/reply',
    request: async (_o, c) => ({
      method: 'POST',
      url: `/api/admin/contact-messages/${await c.freshContactMessage()}/reply`,
      payload: { reply: 'Yes, it is free in March.' },
    }),
    expected: adminOnly(),
  },
  // Verified reviews (issue 17): anyone reads them; the booking's customer writes, its merchant replies, admins moderate.
  {
    route: 'GET /api/listings/{id}/reviews',
    request: (_o, c) => ({ method: 'GET', url: `/api/listings/${c.merchantListing}/reviews` }),
    expected: everyone(200, 200),
  },
  { route: 'GET /api/reviews/featured', request: () => ({ method: 'GET', url: '/api/reviews/featured' }), expected: everyone(200, 200) },
  {
    route: 'GET /api/orders/{id}/review',
    request: (_o, c) => ({ method: 'GET', url: `/api/orders/${c.ownerOrder}/review` }),
    expected: ownerOnly(200, 404),
  },
  {
    // The owner's order is not paid for: 409 to them, not found for anyone else.
    route: 'POST /api/orders/{id}/review',
    request: (_o, c) => ({
      method: 'POST',
      url: `/api/orders/${c.ownerOrder}/review`,
      payload: { rating: 4, body: 'Lovely saris and they arrived on time.' },
    }),
    expected: ownerOnly(409, 404),
  },
  { route: 'GET /api/merchant/reviews', request: () => ({ method: 'GET', url: '/api/merchant/reviews' }), expected: merchantsOnly(200) },
  {
    route: 'POST /api/merchant/reviews/{id}/reply',
    request: async (_o, c) => ({
      method: 'POST',
      url: `/api/merchant/reviews/${await c.freshReview()}/reply`,
      payload: { reply: 'Thank you for choosing us.' },
    }),
    expected: merchantsOnly(200, 404),
  },
  { route: 'GET /api/admin/reviews', request: () => ({ method: 'GET', url: '/api/admin/reviews' }), expected: adminOnly() },
  {
    route: 'POST /api/admin/reviews/{id}/hide',
    request: async (_o, c) => ({
      method: 'POST',
      url: `/api/admin/reviews/${await c.freshReview()}/hide`,
      payload: { reason: 'Insults a member of staff' },
    }),
    expected: adminOnly(),
  },
  {
    route: 'POST /api/admin/reviews/{id}/show',
    request: async (_o, c) => ({ method: 'POST', url: `/api/admin/reviews/${await c.freshReview()}/show` }),
    expected: adminOnly(409),
  },
  // Messages (issue 17): anyone signed in asks about a listing but its own merchant; only a conversation's two sides
  // read and write it (an admin once it is reported).
  {
    route: 'POST /api/conversations',
    request: (_o, c) => ({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId: c.merchantListing, body: 'Is it free in March?' },
    }),
    expected: { ...everyone(201), merchant: 409 },
  },
  { route: 'GET /api/conversations', request: () => ({ method: 'GET', url: '/api/conversations' }), expected: everyone(200) },
  { route: 'GET /api/conversations/unread', request: () => ({ method: 'GET', url: '/api/conversations/unread' }), expected: everyone(200) },
  {
    route: 'GET /api/conversations/{id}',
    request: async (_o, c) => ({ method: 'GET', url: `/api/conversations/${await c.freshConversation()}` }),
    expected: { ...everyone(404), user: 200, merchant: 200 },
  },
  {
    route: 'POST /api/conversations/{id}/messages',
    request: async (_o, c) => ({
      method: 'POST',
      url: `/api/conversations/${await c.freshConversation()}/messages`,
      payload: { body: 'See you on the day.' },
    }),
    expected: { ...everyone(404), user: 201, merchant: 201 },
  },
  {
    route: 'POST /api/conversations/{id}/report',
    request: async (_o, c) => ({
      method: 'POST',
      url: `/api/conversations/${await c.freshConversation()}/report`,
      payload: { reason: 'Asked to pay outside Utsab' },
    }),
    expected: { ...everyone(404), user: 200, merchant: 200 },
  },
  // Quotes (issue 37): the listing's merchant sends them in a question; its customer accepts; both sides read them.
  {
    route: 'POST /api/conversations/{id}/quotes',
    request: async (_o, c) => ({ method: 'POST', url: `/api/conversations/${await c.ownerQuestion()}/quotes`, payload: QUOTE }),
    expected: merchantsOnly(201, 404),
    undo: async () => {
      await withdrawOpenQuotes()
    },
  },
  {
    route: 'GET /api/conversations/{id}/quotes',
    request: async (_o, c) => ({ method: 'GET', url: `/api/conversations/${await c.ownerQuestion()}/quotes` }),
    expected: { ...everyone(404), user: 200, merchant: 200 },
  },
  {
    route: 'POST /api/quotes/{id}/withdraw',
    request: async (_o, c) => ({ method: 'POST', url: `/api/quotes/${await c.freshQuote()}/withdraw` }),
    expected: merchantsOnly(200, 404),
  },
  {
    route: 'POST /api/quotes/{id}/accept',
    request: async (_o, c) => ({ method: 'POST', url: `/api/quotes/${await c.freshQuote()}/accept`, payload: {} }),
    expected: { ...everyone(404), user: 201 },
  },
  { route: 'GET /api/admin/conversations', request: () => ({ method: 'GET', url: '/api/admin/conversations' }), expected: adminOnly() },
  {
    route: 'POST /api/admin/contact-messages/{id}/handled',
    request: async (_o, c) => ({ method: 'POST', url: `/api/admin/contact-messages/${await c.freshContactMessage()}/handled` }),
    expected: adminOnly(),
  },
  {
    route: 'POST /api/newsletter',
    request: () => ({ method: 'POST', url: '/api/newsletter', payload: { email: `news${++sequence}@example.com` } }),
    expected: everyone(200, 200),
  },
  {
    // A page's Web Vitals beacon: anyone's page sends it, signed in or not (decision 062).
    route: 'POST /api/vitals',
    request: () => ({
      method: 'POST',
      url: '/api/vitals',
      payload: { route: '/', locale: 'en', device: 'phone', navigation: 'navigate', lcpMs: 1900, inpMs: 80, cls: 0.01 },
    }),
    expected: everyone(204, 204),
  },
  {
    route: 'POST /api/language',
    request: () => ({ method: 'POST', url: '/api/language', payload: { locale: 'bn' } }),
    expected: everyone(204, 204),
  },
  {
    route: 'GET /api/newsletter/confirm',
    request: () => ({ method: 'GET', url: '/api/newsletter/confirm?token=not-a-real-token' }),
    expected: everyone(302, 302),
  },
  {
    route: 'POST /api/signup',
    request: () => ({
      method: 'POST',
      url: '/api/signup',
      payload: signupForm({
        fullName: 'New Person',
        email: `signup${++sequence}.${Date.now()}@example.com`,
        password: TEST_PASSWORD,
      }) as never,
    }),
    expected: everyone(201, 201),
  },
  { route: 'GET /api/health', request: () => ({ method: 'GET', url: '/api/health' }), expected: everyone(200, 200) },
  { route: 'GET /api/ready', request: () => ({ method: 'GET', url: '/api/ready' }), expected: everyone(200, 200) },
]
ROWS.push(...PUBLIC_ROWS)

let t: Awaited<ReturnType<typeof createTestApp>>
let context: TContext
let actors: Record<Exclude<TActorName, 'anonymous'>, TActor>
beforeAll(async () => {
  t = await createTestApp()
  // Listening: the hosted checkout reaches the built-in SSLCommerz simulator over HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const admin = await createActor(t.app, 'admin', 'admin')
  actors = {
    user: await createActor(t.app, 'owner'),
    'another user': await createActor(t.app, 'other'),
    requested: await createApplicant(t.app, 'requested'),
    merchant: await createMerchant(t.app, admin, 'merchant', 'costume'),
    'another merchant': await createMerchant(t.app, admin, 'another-merchant', 'costume'),
    admin,
  }
  const listings = await insertListings(t.app)
  const listingIds = Object.fromEntries(Object.entries(listings).map(([kind, listing]) => [kind, listing.id]))
  const merchantListings = await t.app.inject({ method: 'GET', url: '/api/merchant/listings', headers: { cookie: actors.merchant.cookie } })
  const merchantListing = merchantListings.json().data[0].id as string
  const [merchantAgency] = await t.db.select().from(agencies).where(eq(agencies.ownerId, actors.merchant.id))
  const {
    listings: [merchantVenueRow],
  } = await insertAgencyWithListings(t.db, merchantAgency!, [buildListing('venue')])
  const merchantVenue = merchantVenueRow!.id
  await t.db.update(listingsTable).set({ bookingMode: 'request' }).where(eq(listingsTable.id, merchantVenue))
  let blockedDay = 100
  let requestDay = 300
  let reviewers = 0
  const owner = actors.user
  const placeOwnerOrder = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: owner.cookie },
        payload: bookingOf({ id: merchantListing, kind: 'costume' }),
      })
    ).json().id as string
  const ownerOrder = await placeOwnerOrder()
  let question: string | undefined
  const ownerQuestion = async () => {
    question ??= (
      await t.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie: owner.cookie },
        payload: { listingId: merchantListing, body: 'Could you quote two sherwanis for the wedding?' },
      })
    ).json().id as string
    return question
  }
  withdrawOpenQuotes = () => t.app.db.update(quotesTable).set({ status: 'withdrawn' }).where(eq(quotesTable.status, 'open'))
  const venueOrder = (
    await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: owner.cookie },
      payload: bookingOf(listings.venue, daysFromNow(20)),
    })
  ).json().id
  const intent = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { cookie: owner.cookie },
    payload: { orderId: venueOrder },
  })
  let applicants = 0
  context = {
    owner,
    listingIds,
    merchantListing,
    merchantVenue,
    freshBlock: async () => {
      const blocked = await t.app.inject({
        method: 'POST',
        url: `/api/merchant/listings/${merchantVenue}/blocks`,
        headers: { cookie: actors.merchant.cookie },
        payload: { date: daysFromNow(++blockedDay), shift: 'day' },
      })
      expect(blocked.statusCode, blocked.body).toBe(201)
      return blocked.json().data[0].id as string
    },
    freshRequest: async () => {
      // A customer of its own each time: one customer may hold only a few unpaid dates.
      const customer = await createActor(t.app, `requester-${requestDay}`)
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: customer.cookie },
        payload: bookingOf({ id: merchantVenue, kind: 'venue' }, daysFromNow(++requestDay)),
      })
      expect(placed.json().status, placed.body).toBe('requested')
      return placed.json().id as string
    },
    ownerOrder,
    ownerIntent: intent.json().intentId,
    freshOrder: placeOwnerOrder,
    freshApplication: async () => (await createApplicant(t.app, `applicant-${++applicants}`)).applicationId,
    freshContactMessage: async () => {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact-messages',
        payload: { name: 'Rahim', email: `inbox${++sequence}@example.com`, message: 'Is the hall free in March?' },
      })
      expect(sent.statusCode, sent.body).toBe(201)
      return sent.json().id as string
    },
    freshReview: async () => {
      const customer = await createActor(t.app, `reviewer-${++reviewers}`)
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: customer.cookie },
        payload: bookingOf({ id: merchantListing, kind: 'costume' }),
      })
      // Paid in full and delivered two days ago (paying for real is the payments' tests' concern).
      const order = placed.json()
      await t.app.db
        .update(ordersTable)
        .set({ status: 'paid', paidBdt: order.total, paidAt: new Date(), deliveryDate: daysFromNow(-2) })
        .where(eq(ordersTable.id, order.id))
      const written = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/review`,
        headers: { cookie: customer.cookie },
        payload: { rating: 5, body: 'Beautiful saris, delivered two days early.' },
      })
      expect(written.statusCode, written.body).toBe(201)
      return written.json().id as string
    },
    freshConversation: async () => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie: owner.cookie },
        payload: { orderId: await placeOwnerOrder(), body: 'Can the saris come a day early?' },
      })
      expect(started.statusCode, started.body).toBe(201)
      return started.json().id as string
    },
    ownerQuestion,
    freshQuote: async () => {
      await withdrawOpenQuotes()
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${await ownerQuestion()}/quotes`,
        headers: { cookie: actors.merchant.cookie },
        payload: QUOTE,
      })
      expect(sent.statusCode, sent.body).toBe(201)
      return sent.json().id as string
    },
    freshOwnerSession: async () => {
      const cookie = await logIn(t.app, owner.email)
      const sessions = await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie } })
      return sessions.json().data.find((session: { current: boolean; id: string }) => session.current).id as string
    },
  }
})
afterAll(() => t.close())

/** `user`'s event in the planner, with a function, a budget line and a task; `fresh` makes another of one, to delete. */
type TPlannerContext = {
  event: string
  function: string
  line: string
  task: string
  /** A guest of `event`, invited to `function`, with their personal link's token; the shared invitation's token. */
  guest: { id: string; token: string }
  invitation: string
  fresh: (what: 'event' | 'function' | 'line' | 'task' | 'guest') => Promise<string>
}
let planner: TPlannerContext
beforeAll(async () => {
  const send = async (method: 'POST', url: string, payload: object) => {
    const response = await t.app.inject({ method, url, headers: { cookie: actors.user.cookie }, payload })
    expect(response.statusCode, response.body).toBeLessThan(300)
    return response.json()
  }
  const made = await send('POST', '/api/planner/events', {
    title: 'Owner’s wedding',
    functions: [{ kind: 'wedding', date: daysFromNow(180) }],
  })
  const lined = await send('POST', `/api/planner/events/${made.id}/budget-lines`, { category: 'venue', label: 'Hall', planned: 150_000 })
  const last = <T>(list: T[]) => list[list.length - 1]!
  const addGuest = async (name: string) => {
    const list = await send('POST', `/api/planner/events/${made.id}/guests`, { name, side: 'both', functionIds: [made.functions[0].id] })
    return list.guests.find((guest: { name: string }) => guest.name === name) as { id: string; token: string }
  }
  const guest = await addGuest('Owner’s guest')
  const shared = await t.app.inject({
    method: 'PUT',
    url: `/api/planner/events/${made.id}/invitation`,
    headers: { cookie: actors.user.cookie },
    payload: { enabled: true, functionIds: [made.functions[0].id] },
  })
  planner = {
    guest,
    invitation: shared.json().invitation.token,
    event: made.id,
    function: made.functions[0].id,
    line: lined.budget.lines[0].id,
    task: made.checklist[0].id,
    fresh: async (what) => {
      if (what === 'event') return (await send('POST', '/api/planner/events', { title: 'To delete', withChecklist: false })).id
      if (what === 'function')
        return last<{ id: string; kind: string }>(
          (await send('POST', `/api/planner/events/${made.id}/functions`, { kind: 'other' })).functions.filter(
            (fn: { kind: string }) => fn.kind === 'other',
          ),
        ).id
      if (what === 'line')
        return last<{ id: string }>(
          (await send('POST', `/api/planner/events/${made.id}/budget-lines`, { category: 'other', label: 'To delete', planned: 1 })).budget
            .lines,
        ).id
      if (what === 'guest') return (await addGuest(`To delete ${++sequence}`)).id
      const tasks: { id: string; text: string | null }[] = (
        await send('POST', `/api/planner/events/${made.id}/checklist`, { text: 'To delete' })
      ).checklist
      return tasks.find((task) => task.text === 'To delete')!.id
    },
  }
})

describe('authorization matrix', () => {
  for (const row of ROWS) {
    for (const [actor, status] of Object.entries(row.expected) as [TActorName, number][]) {
      it(`${row.route} as ${actor} → ${status}`, async () => {
        // A fresh owner per destructive row, so making someone admin or merchant does not change later rows.
        const owner =
          row.freshOwner === 'account'
            ? await createActor(t.app, 'target')
            : row.freshOwner === 'applicant'
              ? await createApplicant(t.app, 'target')
              : actors.user
        const cookie = actor === 'anonymous' ? undefined : actors[actor].cookie
        const response = await t.app.inject({ ...(await row.request(owner, context)), headers: cookie ? { cookie } : {} })
        expect(response.statusCode, response.body).toBe(status)
        if (status >= 400) expect(response.json().message.length).toBeGreaterThan(5)
        await row.undo?.(response)
      })
    }
  }
})

it('covers every API route: a route missing from the matrix fails here', async () => {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>()
  const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  )
  const covered = new Set(ROWS.map((row) => row.route))
  expect(routes.filter((route) => !covered.has(route))).toEqual([])
})

describe('user routes behave', () => {
  it('answers modifiedCount 1 when a role changes and 0 when it already was that', async () => {
    const target = await createActor(t.app, 'promote')
    const headers = { cookie: actors.admin.cookie }
    expect((await t.app.inject({ method: 'PUT', url: `/api/user/admin/${target.id}`, headers })).json()).toEqual({ modifiedCount: 1 })
    expect((await t.app.inject({ method: 'PUT', url: `/api/user/admin/${target.id}`, headers })).json()).toEqual({ modifiedCount: 0 })
    const admin = await t.app.inject({ method: 'GET', url: `/api/users/admin/${target.email}`, headers })
    expect(admin.json()).toEqual({ isAdmin: true })
  })

  it('refuses a role other than merchant on PATCH, and an unknown user', async () => {
    const headers = { cookie: actors.admin.cookie }
    const wrongRole = await t.app.inject({ method: 'PATCH', url: `/api/user/${actors.user.email}`, headers, payload: { role: 'admin' } })
    expect(wrongRole.statusCode).toBe(400)
    expect(wrongRole.json().fields).toHaveProperty('role')
    const unknown = await t.app.inject({ method: 'PATCH', url: '/api/user/nobody@example.com', headers, payload: { role: 'merchant' } })
    expect(unknown.statusCode).toBe(404)
  })

  it('lets a user rename themselves but not point their picture anywhere', async () => {
    const headers = { cookie: actors.user.cookie }
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${actors.user.email}`,
      headers,
      payload: { name: 'Renamed Owner' },
    })
    expect(renamed.json().name).toBe('Renamed Owner')
    const tracker = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${actors.user.email}`,
      headers,
      payload: { name: 'X', image: 'https://evil.example/pixel.gif' },
    })
    expect(tracker.statusCode).toBe(400)
  })

  it('lists users for admins with their roles', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users?pageSize=100', headers: { cookie: actors.admin.cookie } })
    const roles = Object.fromEntries(response.json().data.map((u: { email: string; role: string | null }) => [u.email, u.role]))
    expect(roles[actors.merchant.email]).toBe('merchant')
    expect(roles[actors['another merchant'].email]).toBe('merchant')
    expect(roles[actors.requested.email]).toBe('requested')
    // Applying in the matrix was undone by a decline: the role is back to none.
    expect(roles[actors.user.email]).toBeNull()
    expect(roles[actors['another user'].email]).toBeNull()
  })
})
