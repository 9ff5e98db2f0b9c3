import type { FastifyInstance, FastifyReply } from 'fastify'
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

/** Bounds on what the cache holds, whatever callers ask for: entries, and the characters of their bodies. */
export const CATALOG_CACHE_LIMITS = { maxEntries: 2_000, maxChars: 64 * 1024 * 1024 }

/**
 * Public catalog answers (lists and details), serialized once and served from memory until the
 * catalog changes or `ttlSeconds` pass. A change made here drops the cache at once; other instances
 * hear of it through the channel (PostgreSQL NOTIFY), and the TTL bounds staleness if a notice is lost.
 * Keys are the validated, normalised queries (see the catalog routes), and the least recently used
 * answer goes first once `maxEntries` or `maxChars` is reached, so no caller can grow it without bound.
 */
export function createCatalogCache(options: {
  ttlSeconds: number
  channel?: TCatalogChannel
  now?: () => number
  maxEntries?: number
  maxChars?: number
}): TCatalogCache {
  const now = options.now ?? Date.now
  const { maxEntries = CATALOG_CACHE_LIMITS.maxEntries, maxChars = CATALOG_CACHE_LIMITS.maxChars } = options
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, { body: string; expiresAt: number }>()
  let chars = 0
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    chars -= entry.body.length
    entries.delete(key)
  }
  const ttlMs = options.ttlSeconds * 1000
  return {
    get(key) {
      if (ttlMs <= 0) return undefined
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        remove(key)
        return undefined
      }
      entries.delete(key)
      entries.set(key, entry)
      return entry.body
    },
    set(key, body) {
      if (ttlMs <= 0 || body.length > maxChars) return
      remove(key)
      while (entries.size > 0 && (entries.size >= maxEntries || chars + body.length > maxChars)) remove(entries.keys().next().value!)
      entries.set(key, { body, expiresAt: now() + ttlMs })
      chars += body.length
    },
    async invalidate() {
      entries.clear()
      chars = 0
      await options.channel?.publish()
    },
    clear() {
      entries.clear()
      chars = 0
    },
    get size() {
      return entries.size
    },
  }
}

/**
 * Answers a public read from the catalog cache when it holds `key`, else computes, serializes once and keeps it. Only
 * for answers that change with the catalog (listings, their reviews): a route that changes one says `invalidatesCatalog`.
 * A string body skips Fastify's serializer; it was shaped by the same response schema when computed.
 */
export async function sendCached(app: FastifyInstance, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
  let body = app.catalogCache.get(key)
  if (body === undefined) {
    body = JSON.stringify(await compute())
    app.catalogCache.set(key, body)
  }
  return reply.type('application/json; charset=utf-8').send(body)
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
