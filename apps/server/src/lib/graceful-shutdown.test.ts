import Fastify from 'fastify'
import { afterEach, expect, it } from 'vitest'
import { gracefulShutdown } from './graceful-shutdown'

// Found by the crash drill (bench/crash-drill.mjs): on SIGTERM with requests under way, requests
// already sent were reset, and keep-alive connections kept the server from closing until the
// grace period ran out (exit code 1).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let apps: ReturnType<typeof Fastify>[] = []
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close().catch(() => {})))
  apps = []
})

async function slowServer(drainMs: number) {
  const app = Fastify()
  apps.push(app)
  const state = { markedAt: 0, databaseClosedAt: 0 }
  app.decorate('markShuttingDown', () => {
    state.markedAt = Date.now()
  })
  app.get('/slow', async () => {
    await sleep(300)
    return { ok: true }
  })
  const shutDown = gracefulShutdown(app, {
    drainMs,
    closeDatabase: async () => {
      state.databaseClosedAt = Date.now()
    },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
  return { app, origin, shutDown, state }
}

it('answers every request under way, then closes keep-alive connections and the database promptly', async () => {
  const { origin, shutDown, state } = await slowServer(100)
  // Keep-alive connections already open (fetch keeps them), then a burst in flight at the signal.
  await Promise.all(Array.from({ length: 5 }, () => fetch(`${origin}/slow`).then((r) => r.text())))
  const burst = Array.from({ length: 30 }, () =>
    fetch(`${origin}/slow`).then(
      async (response) => ({ status: response.status, connection: response.headers.get('connection'), body: await response.text() }),
      (error: Error) => ({ status: 0, connection: null, body: String(error) }),
    ),
  )
  await sleep(50)
  const signalled = Date.now()
  expect(await shutDown()).toBe(true)
  const answers = await Promise.all(burst)
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
  expect(answers.every((answer) => answer.connection === 'close')).toBe(true)
  // Without closing connections, server.close() waits for Fastify's 72 s keep-alive.
  expect(Date.now() - signalled).toBeLessThan(3000)
  expect(state.markedAt).toBeGreaterThanOrEqual(signalled)
  expect(state.databaseClosedAt).toBeGreaterThan(0)
  expect(await shutDown()).toBe(false)
})

it('keeps serving during the drain, so a request sent just after the signal is answered', async () => {
  const { origin, shutDown } = await slowServer(400)
  const closing = shutDown()
  await sleep(100)
  const late = await fetch(`${origin}/slow`)
  expect(late.status).toBe(200)
  expect(late.headers.get('connection')).toBe('close')
  await closing
  await expect(fetch(`${origin}/slow`)).rejects.toThrow()
})
