import net from 'node:net'
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app'
import { createMemoryRateLimiter, createRedisRateLimiter, type TRateLimiter } from './rate-limiter'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
/** Redis runs on CI machines; where it does not, its tests are skipped (and say so). */
const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL)
  const socket = net.connect(Number(port || 6379), hostname)
  socket.once('connect', () => (socket.destroy(), resolve(true)))
  socket.once('error', () => resolve(false))
})

async function exhaust(limiter: TRateLimiter, key: string, limit: number) {
  const results = []
  for (let i = 0; i < limit + 1; i++) results.push(await limiter.hit(key, limit, 60_000))
  return results
}

describe('in memory', () => {
  it('allows `limit` hits per window, then answers how long to wait, and starts again after the window', async () => {
    let now = 1_000_000
    const limiter = createMemoryRateLimiter(() => now)
    const results = await exhaust(limiter, 'k', 3)
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]!.retryAfterSeconds).toBe(60)
    now += 60_000
    expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true)
  })
})

describe.skipIf(!redisAnswers)('in Redis (REDIS_URL), shared between instances', () => {
  const clients: Redis[] = []
  const limiter = () => {
    const client = new Redis(REDIS_URL)
    clients.push(client)
    return createRedisRateLimiter(client, `utsab:test:${randomUUID()}:`)
  }
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit().catch(() => {})))
  })

  it('counts across two limiters on one Redis, atomically under concurrency', async () => {
    const prefix = `utsab:test:${randomUUID()}:`
    const a = createRedisRateLimiter(new Redis(REDIS_URL), prefix)
    const b = createRedisRateLimiter(new Redis(REDIS_URL), prefix)
    try {
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('login:ip:1', 10, 60_000)))
      expect(results.filter((r) => r.allowed)).toHaveLength(10)
      expect(results.find((r) => !r.allowed)!.retryAfterSeconds).toBeGreaterThan(0)
    } finally {
      await a.close()
      await b.close()
    }
  })

  it('keeps separate keys apart', async () => {
    const one = limiter()
    expect((await exhaust(one, 'x', 2)).map((r) => r.allowed)).toEqual([true, true, false])
    expect((await one.hit('y', 2, 60_000)).allowed).toBe(true)
  })

  it('two server instances with one REDIS_URL share the sign-in limit', async () => {
    const first = await createTestApp({ AUTH_RATE_LIMIT_FACTOR: '1', REDIS_URL })
    const second = await createTestApp({ AUTH_RATE_LIMIT_FACTOR: '1', REDIS_URL })
    try {
      const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`
      const statuses: number[] = []
      for (let attempt = 0; attempt < 11; attempt++) {
        const app = attempt % 2 ? first.app : second.app
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: `nobody-${randomUUID()}@example.com`, password: 'Wrong#Pass1' },
          remoteAddress: address,
        })
        statuses.push(response.statusCode)
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0)
      expect(statuses.indexOf(429)).toBeLessThanOrEqual(10)
      expect((await first.app.inject({ method: 'GET', url: '/api/ready' })).json().rateLimits).toBe('redis')
    } finally {
      await first.close()
      await second.close()
    }
  })
})
