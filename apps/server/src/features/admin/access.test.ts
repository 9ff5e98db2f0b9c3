import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, type TActor } from '../../../test/actors'
import { createTestApp } from '../../../test/test-app'

/**
 * Who may call which user route: one table of route × actor → status, run against the real server.
 * The resource always belongs to `user`; `another user` acts on it without owning it.
 * Later features add their rows here.
 */
type TActorName = 'anonymous' | 'user' | 'another user' | 'requested' | 'merchant' | 'admin'
type TRow = {
  route: string
  request: (owner: TActor) => { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }
  expected: Record<TActorName, number>
}

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
]

let t: Awaited<ReturnType<typeof createTestApp>>
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
        const response = await t.app.inject({ ...row.request(owner), headers: cookie ? { cookie } : {} })
        expect(response.statusCode, response.body).toBe(status)
        if (status >= 400) expect(response.json().message.length).toBeGreaterThan(5)
      })
    }
  }
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
