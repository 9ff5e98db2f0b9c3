import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, type TActor } from '../../../test/actors'
import { daysFromNow, insertListings } from '../../../test/catalog-fixtures'
import { createTestApp } from '../../../test/test-app'

/**
 * Who may call which user route: one table of route × actor → status, run against the real server.
 * The resource always belongs to `user`; `another user` acts on it without owning it.
 * Later features add their rows here.
 */
type TActorName = 'anonymous' | 'user' | 'another user' | 'requested' | 'merchant' | 'admin'
type TContext = {
  owner: TActor
  listingIds: Record<string, string>
  ownerOrder: string
  ownerIntent: string
  freshOrder: () => Promise<string>
}
type TRow = {
  route: string
  request: (owner: TActor, context: TContext) => Promise<TRequest> | TRequest
  expected: Record<TActorName, number>
}
type TRequest = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }
const everyone = (status: number, anonymous = 401): Record<TActorName, number> => ({
  anonymous,
  user: status,
  'another user': status,
  requested: status,
  merchant: status,
  admin: status,
})
const ownerOnly = (owner: number, others: number, admin = others): Record<TActorName, number> => ({
  anonymous: 401,
  user: owner,
  'another user': others,
  requested: others,
  merchant: others,
  admin,
})

const ROWS: TRow[] = [
  {
    route: 'GET /api/me',
    request: () => ({ method: 'GET', url: '/api/me' }),
    expected: { anonymous: 200, user: 200, 'another user': 200, requested: 200, merchant: 200, admin: 200 },
  },
  {
    route: 'GET /api/jwt',
    request: () => ({ method: 'GET', url: '/api/jwt' }),
    expected: { anonymous: 401, user: 200, 'another user': 200, requested: 200, merchant: 200, admin: 200 },
  },
  {
    route: 'GET /api/user/{email}',
    request: (owner) => ({ method: 'GET', url: `/api/user/${owner.email}` }),
    expected: { anonymous: 401, user: 200, 'another user': 403, requested: 403, merchant: 403, admin: 200 },
  },
  {
    route: 'PUT /api/user/{email}',
    request: (owner) => ({ method: 'PUT', url: `/api/user/${owner.email}`, payload: { name: 'New Name' } }),
    expected: { anonymous: 401, user: 200, 'another user': 403, requested: 403, merchant: 403, admin: 403 },
  },
  {
    route: 'GET /api/users/admin/{email}',
    request: (owner) => ({ method: 'GET', url: `/api/users/admin/${owner.email}` }),
    expected: { anonymous: 401, user: 200, 'another user': 403, requested: 403, merchant: 403, admin: 200 },
  },
  {
    route: 'GET /api/users',
    request: () => ({ method: 'GET', url: '/api/users' }),
    expected: { anonymous: 401, user: 403, 'another user': 403, requested: 403, merchant: 403, admin: 200 },
  },
  {
    route: 'PUT /api/user/admin/{id}',
    request: (owner) => ({ method: 'PUT', url: `/api/user/admin/${owner.id}` }),
    expected: { anonymous: 401, user: 403, 'another user': 403, requested: 403, merchant: 403, admin: 200 },
  },
  {
    route: 'PATCH /api/user/{email}',
    request: (owner) => ({ method: 'PATCH', url: `/api/user/${owner.email}`, payload: { role: 'merchant' } }),
    expected: { anonymous: 401, user: 403, 'another user': 403, requested: 403, merchant: 403, admin: 200 },
  },
  {
    route: 'GET /api/venue/{id}/availability',
    request: (_o, c) => ({ method: 'GET', url: `/api/venue/${c.listingIds.venue}/availability` }),
    expected: everyone(200, 200),
  },
  {
    route: 'POST /api/orders',
    request: (_o, c) => ({ method: 'POST', url: '/api/orders', payload: { listingId: c.listingIds.costume } }),
    expected: everyone(201),
  },
  { route: 'GET /api/order', request: () => ({ method: 'GET', url: '/api/order' }), expected: everyone(200) },
  { route: 'GET /api/orders', request: () => ({ method: 'GET', url: '/api/orders' }), expected: { ...everyone(403), admin: 200 } },
  {
    route: 'GET /api/orders/{id}',
    request: (_o, c) => ({ method: 'GET', url: `/api/orders/${c.ownerOrder}` }),
    expected: ownerOnly(200, 404, 200),
  },
  {
    route: 'DELETE /api/orders/{id}',
    request: async (_o, c) => ({ method: 'DELETE', url: `/api/orders/${await c.freshOrder()}` }),
    expected: ownerOnly(200, 404),
  },
  { route: 'GET /api/cart', request: () => ({ method: 'GET', url: '/api/cart' }), expected: everyone(200) },
  {
    route: 'POST /api/cart',
    request: (_o, c) => ({ method: 'POST', url: '/api/cart', payload: { listingId: c.listingIds.costume } }),
    expected: everyone(201),
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
]

/** Routes anyone may call without a session; they are tested in their own features. */
const PUBLIC_ROUTES = new Set([
  'GET /api/costumes',
  'GET /api/costumes/{id}',
  'GET /api/makeup-artists',
  'GET /api/makeup-artists/{id}',
  'GET /api/venue',
  'GET /api/venue/{id}',
  'GET /api/photography',
  'GET /api/photography/{id}',
  'GET /api/costumes/{id}/availability',
  'GET /api/makeup-artists/{id}/availability',
  'GET /api/photography/{id}/availability',
  'POST /api/contact-messages',
  'POST /api/newsletter',
  'POST /api/signup',
  'POST /api/test-payments/confirm',
])

let t: Awaited<ReturnType<typeof createTestApp>>
let context: TContext
let actors: Record<Exclude<TActorName, 'anonymous'>, TActor>
beforeAll(async () => {
  t = await createTestApp()
  actors = {
    user: await createActor(t.app, 'owner'),
    'another user': await createActor(t.app, 'other'),
    requested: await createActor(t.app, 'requested', 'requested'),
    merchant: await createActor(t.app, 'merchant', 'merchant'),
    admin: await createActor(t.app, 'admin', 'admin'),
  }
  const listings = await insertListings(t.app)
  const listingIds = Object.fromEntries(Object.entries(listings).map(([kind, listing]) => [kind, listing.id]))
  const owner = actors.user
  const placeOwnerOrder = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: owner.cookie },
        payload: { listingId: listingIds.costume },
      })
    ).json().id as string
  const ownerOrder = await placeOwnerOrder()
  const venueOrder = (
    await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: owner.cookie },
      payload: { listingId: listingIds.venue, eventDate: daysFromNow(20) },
    })
  ).json().id
  const intent = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { cookie: owner.cookie },
    payload: { orderId: venueOrder },
  })
  context = { owner, listingIds, ownerOrder, ownerIntent: intent.json().intentId, freshOrder: placeOwnerOrder }
})
afterAll(() => t.close())

describe('authorization matrix: user routes', () => {
  for (const row of ROWS) {
    for (const [actor, status] of Object.entries(row.expected) as [TActorName, number][]) {
      it(`${row.route} as ${actor} → ${status}`, async () => {
        // A fresh owner per destructive row, so making someone admin does not change later rows.
        const owner =
          row.route.startsWith('PUT /api/user/admin') || row.route.startsWith('PATCH') ? await createActor(t.app, 'target') : actors.user
        const cookie = actor === 'anonymous' ? undefined : actors[actor].cookie
        const response = await t.app.inject({ ...(await row.request(owner, context)), headers: cookie ? { cookie } : {} })
        expect(response.statusCode, response.body).toBe(status)
        if (status >= 400) expect(response.json().message.length).toBeGreaterThan(5)
      })
    }
  }
})

it('covers every API route: each is in the matrix or explicitly public', async () => {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>()
  const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  )
  const covered = new Set([...ROWS.map((row) => row.route), ...PUBLIC_ROUTES])
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
    const response = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: actors.admin.cookie } })
    const roles = Object.fromEntries(response.json().data.map((u: { email: string; role: string | null }) => [u.email, u.role]))
    expect(roles[actors.merchant.email]).toBe('merchant')
    expect(roles[actors.requested.email]).toBe('requested')
    expect(roles[actors.user.email]).toBeNull()
  })
})
