/// <reference lib="webworker" />
/**
 * Utsab's service worker (decision 063), bundled by scripts/build-sw.mjs into the client build as /sw.js. What it
 * does with each request is decided in app/lib/offline-rules.ts; here are only the caches and the fetches.
 */
import {
  accountOfMe,
  changesSession,
  keepsCache,
  mayKeep,
  OFFLINE_PAGES,
  personalCacheName,
  publicMode,
  savesData,
  stalePersonalCaches,
  strategyOf,
  SW_MESSAGES,
  type TAccount,
  type TStrategy,
  withoutScripts,
} from '../app/lib/offline-rules'

declare const self: ServiceWorkerGlobalScope
/** Written by scripts/build-sw.mjs: the build's id, and the hashed files every page needs (entry, root, layouts, stylesheet). */
declare const __SW_VERSION__: string
declare const __SW_SHELL__: string[]

const SHELL = `utsab-shell-${__SW_VERSION__}`
const PUBLIC = `utsab-public-${__SW_VERSION__}`
const ASSETS = 'utsab-assets'
const META = 'utsab-meta'
const ACCOUNT_KEY = '/__sw/account'

const saveData = (request?: Request) =>
  savesData(request?.headers.get('save-data') ?? null, (self.navigator as { connection?: { saveData?: boolean } }).connection?.saveData)

let account: TAccount | undefined

async function currentAccount(): Promise<TAccount> {
  if (account) return account
  const stored = await (await caches.open(META)).match(ACCOUNT_KEY)
  account = stored ? ((await stored.json()) as TAccount) : { kind: 'unknown' }
  return account
}

/** Remembers who is signed in and deletes every other account's bookings. */
async function setAccount(next: TAccount) {
  account = next
  await (await caches.open(META)).put(ACCOUNT_KEY, new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }))
  await Promise.all(stalePersonalCaches(await caches.keys(), next).map((name) => caches.delete(name)))
}

/** Asks the network who is signed in (the session cookie is not readable here); offline, nothing changes. */
async function learnAccount(): Promise<TAccount | undefined> {
  try {
    const response = await fetch('/api/me', { credentials: 'same-origin', cache: 'no-store' })
    if (!response.ok) return undefined
    const learnt = accountOfMe((await response.json()) as { user?: { id?: string } | null })
    await setAccount(learnt)
    return learnt
  } catch {
    return undefined
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL)
      // The offline pages as a guest sees them: nobody's session is in them.
      await Promise.all(
        OFFLINE_PAGES.map(async (path) => {
          const response = await fetch(path, { credentials: 'omit' })
          if (!response.ok) throw new Error(`${path} answered ${response.status}`)
          const headers = new Headers(response.headers)
          headers.delete('content-length')
          headers.delete('content-encoding')
          await shell.put(path, new Response(withoutScripts(await response.text()), { status: 200, headers }))
        }),
      )
      // Hashed files go with the other assets (kept across versions); on Save-Data they are kept as they are used, not fetched ahead.
      if (!saveData()) await (await caches.open(ASSETS)).addAll(__SW_SHELL__).catch(() => undefined)
    })(),
  )
  // No skipWaiting here: a new version waits until the page accepts it (SW_MESSAGES.skipWaiting) or no page is open.
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all((await caches.keys()).filter((name) => !keepsCache(name, __SW_VERSION__)).map((name) => caches.delete(name)))
      await trimAssets()
      // The first version takes the open pages at once; a later one is only active after the visitor accepted it.
      await self.clients.claim()
    })(),
  )
})

/** Hashed files of earlier versions are kept (a booking kept offline may still need them), the newest 400 of them. */
async function trimAssets() {
  const cache = await caches.open(ASSETS)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - 400)).map((key) => cache.delete(key)))
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting()
  else if (type === SW_MESSAGES.hello) event.waitUntil(learnAccount())
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  const navigation = request.mode === 'navigate'
  if (changesSession(request.method, url, navigation)) {
    // Before it goes out: whoever signs in next starts with no one's bookings kept.
    event.respondWith(setAccount({ kind: 'unknown' }).then(() => fetch(request)))
    return
  }
  const strategy = strategyOf(request.method, url)
  if (strategy === 'network') {
    if (navigation) event.respondWith(fetch(request).catch(() => offlinePage(url)))
    return
  }
  event.respondWith(answer(event, strategy, navigation))
})

async function answer(event: FetchEvent, strategy: TStrategy, navigation: boolean): Promise<Response> {
  const { request } = event
  const fallback = (url: URL) => (navigation ? offlinePage(url) : Promise.reject(new TypeError('offline')))
  if (strategy === 'asset') {
    const kept = await caches.match(request, { cacheName: ASSETS, ignoreVary: true })
    if (kept) return kept
    const response = await fetch(request)
    if (mayKeep('asset', infoOf(response))) event.waitUntil(put(ASSETS, request, response.clone()))
    return response
  }
  if (strategy === 'personal') {
    // Who is signed in, asked alongside: the answer is kept in that account's own cache, and only served to it.
    const [response, learnt] = await Promise.all([fetch(request).catch(() => undefined), learnAccount()])
    if (response) {
      if (learnt?.kind === 'user' && mayKeep('personal', infoOf(response)))
        event.waitUntil(put(personalCacheName(learnt.id), request, response.clone()))
      return response
    }
    const known = await currentAccount()
    const kept =
      known.kind === 'user' ? await caches.match(request, { cacheName: personalCacheName(known.id), ignoreVary: true }) : undefined
    return kept ?? fallback(new URL(request.url))
  }
  // Public: a guest gets the kept copy at once and a fresh one for next time; anyone else (or on Save-Data) the network first.
  const kept = await caches.match(request, { cacheName: PUBLIC, ignoreVary: true })
  const refresh = fetch(request).then((response) => {
    if (mayKeep('public', infoOf(response))) return put(PUBLIC, request, response.clone()).then(() => response)
    return response
  })
  if (kept && publicMode(await currentAccount(), saveData(request)) === 'stale-while-revalidate') {
    event.waitUntil(refresh.catch(() => undefined))
    return kept
  }
  try {
    return await refresh
  } catch (error) {
    if (kept) return kept
    if (navigation) return offlinePage(new URL(request.url))
    throw error
  }
}

const infoOf = (response: Response) => ({
  status: response.status,
  redirected: response.redirected,
  type: response.type,
  cacheControl: response.headers.get('cache-control'),
})

async function put(cacheName: string, request: Request, response: Response) {
  await (await caches.open(cacheName)).put(request, response)
}

/** The offline page in the language of the address asked for. */
async function offlinePage(url: URL): Promise<Response> {
  const path = /^\/bn(\/|$)/.test(url.pathname) ? OFFLINE_PAGES[1] : OFFLINE_PAGES[0]
  return (await caches.match(path, { cacheName: SHELL, ignoreVary: true })) ?? Response.error()
}
