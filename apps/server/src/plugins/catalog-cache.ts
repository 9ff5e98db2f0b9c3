import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: TCatalogCache
  }
  interface FastifyContextConfig {
    /** A successful call changes what the public catalog shows: cached catalog answers are dropped. */
    invalidatesCatalog?: boolean
  }
}

export type TCatalogCache = {
  /** The serialized answer cached under `key`, if fresh. */
  get: (key: string) => string | undefined
  set: (key: string, body: string) => void
  /** Drops every cached answer here, and tells the other instances to do the same. */
  invalidate: () => Promise<void>
  /** Drops every cached answer here only (another instance told us). */
  clear: () => void
  readonly size: number
}

/** How instances sharing one PostgreSQL database tell each other that the catalog changed. */
export type TCatalogChannel = {
  publish: () => Promise<void>
  subscribe: (onChange: () => void) => Promise<() => Promise<void>>
}

const MAX_ENTRIES = 5_000

/**
 * Public catalog answers (lists and details), serialized once and served from memory until the
 * catalog changes or `ttlSeconds` pass. A change made here drops the cache at once; other instances
 * hear of it through the channel (PostgreSQL NOTIFY), and the TTL bounds staleness if a notice is lost.
 */
export function createCatalogCache(options: { ttlSeconds: number; channel?: TCatalogChannel; now?: () => number }): TCatalogCache {
  const now = options.now ?? Date.now
  const entries = new Map<string, { body: string; expiresAt: number }>()
  const ttlMs = options.ttlSeconds * 1000
  return {
    get(key) {
      if (ttlMs <= 0) return undefined
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        entries.delete(key)
        return undefined
      }
      return entry.body
    },
    set(key, body) {
      if (ttlMs <= 0) return
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
      entries.set(key, { body, expiresAt: now() + ttlMs })
    },
    async invalidate() {
      entries.clear()
      await options.channel?.publish()
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}

/** Decorates `catalogCache` and drops it after every successful call whose route says `invalidatesCatalog`. */
export const catalogCachePlugin = fp(
  async (app: FastifyInstance, options: { ttlSeconds: number; channel?: TCatalogChannel }) => {
    const cache = createCatalogCache(options)
    app.decorate('catalogCache', cache)
    if (options.channel) {
      const unsubscribe = await options.channel.subscribe(() => cache.clear())
      app.addHook('onClose', () => unsubscribe())
    }
    // onSend runs after the handler's transaction committed and before the caller hears back, so the
    // caller's next read already misses the cache.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!request.routeOptions.config?.invalidatesCatalog || reply.statusCode >= 400) return done(null, payload)
      cache.invalidate().then(() => done(null, payload), done)
    })
  },
  { name: 'catalog-cache' },
)
