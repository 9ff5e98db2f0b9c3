import { afterAll, beforeAll, expect, test } from 'vitest'
import { createActor } from '../actors'
import { createPageApp } from '../pages'

/*
 * A render's loaders reach the API in process (plugins/web.ts). The root and a guarded page both read the session:
 * one render asks GET /api/me once, so a signed-in page pays for its session lookup and counts once, not twice.
 */

const asked: string[] = []
let pages: Awaited<ReturnType<typeof createPageApp>>
beforeAll(async () => {
  pages = await createPageApp(
    {},
    {
      beforeReady: (app) => {
        app.addHook('onRequest', async (request) => {
          asked.push(request.url)
        })
      },
    },
  )
})
afterAll(() => pages?.close())

test("a signed-in page's render asks for the session once, and the next render asks again", async () => {
  const customer = await createActor(pages.app, 'render-calls')
  asked.length = 0
  const page = await pages.render('/dashboard/my-bookings', { cookie: customer.cookie })
  expect(page.status).toBe(200)
  expect(asked.filter((url) => url === '/api/me')).toHaveLength(1)
  expect(asked.filter((url) => url.startsWith('/api/order'))).not.toHaveLength(0)

  asked.length = 0
  expect((await pages.render('/dashboard/my-bookings', { cookie: customer.cookie })).status).toBe(200)
  expect(asked.filter((url) => url === '/api/me')).toHaveLength(1)
})
