import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { precompress, sendPrecompressed, type TPrecompressed } from '../lib/precompressed'
import type { TCachedPage } from './page-cache'

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: TCatalogCache<TPrecompressed>
    /** Rendered pages for visitors without cookies (decision 045), dropped with the catalog cache. */
    pageCache: TCatalogCache<TCachedPage>
    /** The catalog cache key each request URL was answered under (see `answerFromCatalogCache`). */
    catalogKeysOfUrls: Map<string, string>
  }
  interface FastifyContextConfig {
    /** A successful call changes what the public catalog shows: cached catalog answers are dropped. */
    invalidatesCatalog?: boolean
  }
}

export type TCatalogCache<TValue = string> = {
  /** The answer cached under `key`, if fresh. */
  get: (key: string) => TValue | undefined
  /**
   * Keeps `value` under `key`; not when the cache was emptied since `generation` was read (the value
   * was computed from a catalog that has changed since).
   */
  set: (key: string, value: TValue, generation?: number) => void
  /**
   * The value under `key`, else the one `compute` gives (kept unless it is undefined). Requests for a key
   * being computed wait for that computation instead of starting their own: when a popular answer expires
   * under load, it is computed once, not once per waiting request.
   */
  fetch: (key: string, compute: () => Promise<TValue | undefined>) => Promise<TValue | undefined>
  /** Whether it keeps anything (CATALOG_CACHE_SECONDS above 0). */
  readonly keeps: boolean
  /** Counts the times the cache was emptied: read it before computing a value to `set`. */
  readonly generation: number
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

/** Bounds on what the cache holds, whatever callers ask for: entries, and the characters (or bytes) of their bodies. */
export const CATALOG_CACHE_LIMITS = { maxEntries: 2_000, maxChars: 64 * 1024 * 1024 }

/**
 * Public catalog answers (lists and details), serialized once and served from memory until the
 * catalog changes or `ttlSeconds` pass. A change made here drops the cache at once; other instances
 * hear of it through the channel (PostgreSQL NOTIFY), and the TTL bounds staleness if a notice is lost.
 * Keys are the validated, normalised queries (see the catalog routes), and the least recently used
 * answer goes first once `maxEntries` or `maxChars` is reached, so no caller can grow it without bound.
 */
export function createCatalogCache<TValue = string>(options: {
  ttlSeconds: number
  channel?: TCatalogChannel
  now?: () => number
  maxEntries?: number
  maxChars?: number
  /** The size of a value, counted against `maxChars` (a string's length by default). */
  sizeOf?: (value: TValue) => number
}): TCatalogCache<TValue> {
  const now = options.now ?? Date.now
  const { maxEntries = CATALOG_CACHE_LIMITS.maxEntries, maxChars = CATALOG_CACHE_LIMITS.maxChars } = options
  const sizeOf = options.sizeOf ?? ((value: TValue) => String(value).length)
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, { value: TValue; size: number; expiresAt: number }>()
  let chars = 0
  let generation = 0
  const computing = new Map<string, Promise<TValue | undefined>>()
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    chars -= entry.size
    entries.delete(key)
  }
  const empty = () => {
    entries.clear()
    // Requests from now on compute afresh; those already waiting get the answer they asked for before the change.
    computing.clear()
    chars = 0
    generation++
  }
  const ttlMs = options.ttlSeconds * 1000
  const cache: TCatalogCache<TValue> = {
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
      return entry.value
    },
    set(key, value, computedAt = generation) {
      const size = sizeOf(value)
      if (ttlMs <= 0 || size > maxChars || computedAt !== generation) return
      remove(key)
      while (entries.size > 0 && (entries.size >= maxEntries || chars + size > maxChars)) remove(entries.keys().next().value!)
      entries.set(key, { value, size, expiresAt: now() + ttlMs })
      chars += size
    },
    fetch(key, compute) {
      const cached = cache.get(key)
      if (cached !== undefined) return Promise.resolve(cached)
      const pending = computing.get(key)
      if (pending) return pending
      const computedAt = generation
      const computed = compute()
        .then((value) => {
          if (value !== undefined) cache.set(key, value, computedAt)
          return value
        })
        .finally(() => {
          if (computing.get(key) === computed) computing.delete(key)
        })
      // Off (TTL 0), nothing is kept and nothing is shared: every request computes its own answer.
      if (ttlMs > 0) computing.set(key, computed)
      return computed
    },
    get generation() {
      return generation
    },
    keeps: ttlMs > 0,
    async invalidate() {
      empty()
      await options.channel?.publish()
    },
    clear: empty,
    get size() {
      return entries.size
    },
  }
  return cache
}

/**
 * Answers a public read from the catalog cache when it holds `key`, else computes, serializes and compresses once and keeps it. Only
 * for answers that change with the catalog (listings, their reviews): a route that changes one says `invalidatesCatalog`.
 * The kept bytes skip Fastify's serializer; they were shaped by the same response schema when computed.
 */
export async function sendCached(app: FastifyInstance, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
  markShareable(reply)
  reply.type('application/json; charset=utf-8')
  // Kept answers are compressed once, at the best quality; with the cache off, each goes out through @fastify/compress.
  if (!app.catalogCache.keeps) return reply.send(JSON.stringify(await compute()))
  const body = await app.catalogCache.fetch(key, async () => precompress(JSON.stringify(await compute())))
  rememberKey(app.catalogKeysOfUrls, reply.request.url, key)
  return sendPrecompressed(reply.request, reply, body!)
}

/** Bounds the URLs remembered (any number of URLs can name one answer: unknown parameters are dropped). */
const MAX_REMEMBERED_URLS = 4 * CATALOG_CACHE_LIMITS.maxEntries

function rememberKey(keys: Map<string, string>, url: string, key: string) {
  if (keys.get(url) === key) return
  if (keys.size >= MAX_REMEMBERED_URLS) keys.clear()
  keys.set(url, key)
}

/**
 * A route's first hook (after the app's own: headers, request id, limits) for the answers `sendCached` keeps: a URL
 * answered before is answered from the cache at once, before its query is parsed, validated and normalised again
 * into the same key (decision 064). The URL gives the key: the key is a function of the validated query, which is
 * a function of the URL. A dropped or expired answer is not found, and the request goes on to its handler.
 */
export function answerFromCatalogCache(app: FastifyInstance): onRequestHookHandler {
  return (request, reply, done) => {
    const key = app.catalogKeysOfUrls.get(request.url)
    const body = key === undefined ? undefined : app.catalogCache.get(key)
    if (body === undefined) return done()
    markShareable(reply)
    reply.type('application/json; charset=utf-8')
    void sendPrecompressed(request, reply, body)
  }
}

/** Sent by the server's own page renders with each API call they make (never trusted for anything else). */
export const PAGE_RENDER_HEADER = 'x-utsab-page-render'
/** Answered to a page render when the answer is the same for every visitor without cookies and changes only with the catalog. */
export const SHAREABLE_HEADER = 'x-utsab-shareable'

/**
 * Tells a page render that this answer may go into a page shared by every visitor without cookies
 * (decision 045). Answers without the mark keep the page out of the page cache.
 */
export function markShareable(reply: FastifyReply) {
  if (isPageRender(reply.request)) reply.header(SHAREABLE_HEADER, '1')
}
const isPageRender = (request: FastifyRequest) => request.headers[PAGE_RENDER_HEADER] !== undefined

/** Decorates `catalogCache` and drops it after every successful call whose route says `invalidatesCatalog`. */
export const catalogCachePlugin = fp(
  async (app: FastifyInstance, options: { ttlSeconds: number; channel?: TCatalogChannel }) => {
    const cache = createCatalogCache<TPrecompressed>({ ...options, sizeOf: (answer) => answer.size })
    const pages = createCatalogCache<TCachedPage>({ ttlSeconds: options.ttlSeconds, maxEntries: 500, sizeOf: (page) => page.size })
    app.decorate('catalogCache', cache)
    app.decorate('pageCache', pages)
    app.decorate('catalogKeysOfUrls', new Map<string, string>())
    if (options.channel) {
      const unsubscribe = await options.channel.subscribe(() => {
        cache.clear()
        pages.clear()
      })
      app.addHook('onClose', () => unsubscribe())
    }
    // onSend runs after the handler's transaction committed and before the caller hears back, so the
    // caller's next read already misses the cache.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!request.routeOptions.config?.invalidatesCatalog || reply.statusCode >= 400) return done(null, payload)
      pages.clear()
      cache.invalidate().then(() => done(null, payload), done)
    })
  },
  { name: 'catalog-cache' },
)
