import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('answers an unexpected failure with a generic 500 that leaks nothing', async () => {
  const app = (await import('fastify')).default()
  await app.register((await import('./errors')).errorsPlugin)
  app.get('/boom', async () => {
    throw new Error('connection string postgres://secret@db failed')
  })
  const response = await app.inject({ method: 'GET', url: '/boom' })
  expect(response.statusCode).toBe(500)
  expect(response.body).not.toContain('secret')
  expect(response.json().message).toBe('Something went wrong on our side. Please try again.')
  await app.close()
})

it('answers a client error from Fastify itself (wrong content type) with its status, not 500', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers: { 'content-type': 'text/xml' },
    payload: '<email/>',
  })
  expect(response.statusCode).toBe(415)
  expect(response.json().message).toBeTruthy()
})

it('answers text the database cannot hold (a NUL character) with a 400, not a 500', async () => {
  const admin = await (await import('../../test/actors')).createActor(t.app, 'nul-admin', 'admin')
  const response = await t.app.inject({ method: 'PUT', url: '/api/user/admin/%00', headers: { cookie: admin.cookie } })
  expect(response.statusCode).toBe(400)
  expect(response.json().message).toMatch(/not valid/)
})
