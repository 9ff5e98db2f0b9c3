import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, TEST_PASSWORD, type TActor } from '../../test/actors'
import { createTestApp } from '../../test/test-app'

/**
 * Issue 13: answers that belong to one person carry Cache-Control: no-store, so that after logging
 * out the browser's Back button cannot show the previous user's pages. Public reads keep their caching.
 */
let t: Awaited<ReturnType<typeof createTestApp>>
let actor: TActor
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // A stand-in for the web app's pages (the real one needs a build): an HTML page per path, as React Router answers.
      beforeReady: (app) => {
        app.get('/*', { schema: { hide: true } }, async (_request, reply) =>
          reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=60').send('<!doctype html><p>page</p>'),
        )
      },
    },
  )
  actor = await createActor(t.app, 'cached')
})
afterAll(() => t.close())

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

describe('no-store on personal answers', () => {
  it('every API answer that depends on the session', async () => {
    const token = (await get('/api/jwt', actor.cookie)).json().token as string
    for (const url of [
      '/api/me',
      '/api/cart',
      '/api/orders',
      '/api/order',
      '/api/jwt',
      `/api/user/${actor.email}`,
      '/api/merchant-applications/mine',
    ]) {
      const signedIn = await get(url, actor.cookie)
      expect(signedIn.headers['cache-control'], url).toBe('no-store')
      const anonymous = await get(url)
      expect(anonymous.headers['cache-control'], `${url} (anonymous)`).toBe('no-store')
    }
    const byBearer = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })
    expect(byBearer.headers['cache-control']).toBe('no-store')
  })

  it('every answer that sets a cookie, and better-auth’s own', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: actor.email, password: TEST_PASSWORD },
    })
    expect(signIn.headers['set-cookie']).toBeDefined()
    expect(signIn.headers['cache-control']).toBe('no-store')
    expect((await get('/api/auth/get-session', actor.cookie)).headers['cache-control']).toBe('no-store')
  })

  it('every page for a signed-in visitor, and the personal pages always', async () => {
    for (const url of ['/', '/services/venue', '/about']) {
      expect((await get(url, actor.cookie)).headers['cache-control'], url).toBe('no-store')
    }
    for (const url of ['/orders', '/cart', '/payment/abc', '/dashboard', '/dashboard/my-listings', '/orders?page=2']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-store')
    }
  })
})

describe('public answers keep their caching', () => {
  it('anonymous pages and catalog reads', async () => {
    for (const url of ['/', '/services/venue', '/cartoons', '/ordersheet']) {
      expect((await get(url)).headers['cache-control'], url).toBe('public, max-age=60')
    }
    for (const url of ['/api/venue?pageSize=1', '/api/venue?pageSize=1&page=2']) {
      const signedIn = await get(url, actor.cookie)
      expect(signedIn.statusCode).toBe(200)
      expect(signedIn.headers['cache-control'] ?? '', url).not.toBe('no-store')
    }
  })
})
