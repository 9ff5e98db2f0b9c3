import type { Redis } from 'ioredis'

/** `count`: attempts so far in this window, this one included (a limit may slow down rather than refuse). */
export type TRateLimitResult = { allowed: boolean; retryAfterSeconds: number; count: number }

/** Counts attempts per key in fixed windows. One process keeps them in memory; several share Redis. */
export type TRateLimiter = {
  kind: 'memory' | 'redis'
  /** Counts one attempt; answers whether it is within `limit` per `windowMs`, and how long to wait if not. */
  hit: (key: string, limit: number, windowMs: number) => Promise<TRateLimitResult>
  close: () => Promise<void>
}

/** A fixed-window counter per key, kept in memory (one process): the embedded default. */
export function createMemoryRateLimiter(now: () => number = Date.now): TRateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key)
  }
  return {
    kind: 'memory',
    async hit(key, limit, windowMs) {
      const at = now()
      let window = windows.get(key)
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs }
        windows.set(key, window)
      }
      window.count++
      if (windows.size > 50_000) sweep(at)
      return {
        allowed: window.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)),
        count: window.count,
      }
    },
    close: async () => {},
  }
}

/** INCR and set the expiry on the first hit, atomically; answers the count and the window's time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`

/** The same counters in Redis, so that every instance behind one database shares them (REDIS_URL). */
export function createRedisRateLimiter(redis: Redis, prefix = 'utsab:rate:'): TRateLimiter {
  return {
    kind: 'redis',
    async hit(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number]
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)), count }
    },
    close: async () => {
      await redis.quit()
    },
  }
}
