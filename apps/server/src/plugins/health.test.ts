import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('answers liveness and readiness, naming the database and where rate limits are kept', async () => {
  const health = await t.app.inject({ method: 'GET', url: '/api/health' })
  expect(health.statusCode).toBe(200)
  expect(health.json()).toMatchObject({ status: 'ok' })
  const ready = await t.app.inject({ method: 'GET', url: '/api/ready' })
  expect(ready.statusCode).toBe(200)
  expect(ready.json()).toEqual({ status: 'ready', database: t.database.kind, rateLimits: 'memory' })
})

it('stops being ready once shutting down, while still alive', async () => {
  t.app.markShuttingDown()
  const ready = await t.app.inject({ method: 'GET', url: '/api/ready' })
  expect(ready.statusCode).toBe(503)
  expect(ready.json()).toMatchObject({ status: 'unavailable', reason: 'shutting down' })
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
})
