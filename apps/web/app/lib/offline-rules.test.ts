import { describe, expect, test } from 'vitest'
import {
  accountOfMe,
  changesSession,
  keepsCache,
  mayKeep,
  personalCacheName,
  publicMode,
  savesData,
  stalePersonalCaches,
  strategyOf,
  type TAccount,
  withoutScripts,
} from './offline-rules'

const ID = '0b5e2c7a-1d2f-4e3a-9b8c-7d6e5f4a3b2c'
const at = (path: string) => new URL(path, 'https://utsab.test')
const get = (path: string) => strategyOf('GET', at(path))

describe('which strategy the service worker takes', () => {
  test.each([
    '/',
    '/bn',
    '/home',
    '/service',
    '/about',
    '/bn/about',
    '/terms',
    '/bn/refund-policy',
    '/services/venue',
    '/service/services/photographers',
    '/bn/services/makeup?district=Dhaka',
    `/venue/${ID}`,
    `/bn/photographers/${ID}`,
    `/services/photographers/${ID}`,
    '/offline',
    '/bn/offline',
    '/api/venue?page=2',
    `/api/photography/${ID}`,
    '/icons/icon-192.png',
    '/manifest.webmanifest',
    '/bn/manifest.webmanifest',
    '/favicon.svg',
  ])('everyone’s %s: public (kept, stale-while-revalidate for guests)', (path) => {
    expect(get(path)).toBe('public')
  })

  test.each([
    '/orders',
    '/bn/orders',
    '/orders?show=past',
    `/orders/${ID}`,
    `/bn/orders/${ID}`,
    '/orders.data',
    `/bn/orders/${ID}.data?_routes=routes%2Forder-detail`,
    '/api/order?email=a%40b.test',
    `/api/orders/${ID}`,
  ])('the customer’s bookings %s: personal (network first, the account’s own copy offline)', (path) => {
    expect(get(path)).toBe('personal')
  })

  test.each([
    '/cart',
    '/bn/cart',
    `/payment/${ID}`,
    '/dashboard',
    '/dashboard/account',
    '/bn/dashboard/planner',
    '/login',
    '/signup',
    `/invite/abc`,
    '/compare?ids=1,2',
    '/api/me',
    '/api/cart',
    '/api/shortlist',
    `/api/orders/${ID}/cancellation`,
    '/api/conversations',
    '/api/auth/get-session',
    `/orders/${ID}/extra`,
    '/orders/not-an-id',
    '/_root.data',
    '/bn.data',
    `/venue/${ID}.data`,
    '/uploads/picture.webp',
    '/sw.js',
  ])('anything else, %s: network only, never kept', (path) => {
    expect(get(path)).toBe('network')
  })

  test('hashed build files come from the cache first', () => {
    expect(get('/assets/root-AbC123.js')).toBe('asset')
    expect(get('/assets/app-x1.css')).toBe('asset')
  })

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('a %s is never kept, whatever its address', (method) => {
    for (const path of ['/', '/orders', `/api/orders/${ID}`, '/api/venue', '/assets/a.js'])
      expect(strategyOf(method, at(path))).toBe('network')
  })
})

describe('signing in or out empties the personal caches first', () => {
  test.each([
    ['POST', '/api/auth/sign-in/email', false],
    ['POST', '/api/auth/sign-out', false],
    ['POST', '/api/auth/sign-in/social', false],
    ['GET', '/api/auth/callback/google?code=x', true],
    ['POST', '/api/signup', false],
    ['POST', '/api/phone/sign-in', false],
  ] as const)('%s %s', (method, path, navigation) => {
    expect(changesSession(method, at(path), navigation)).toBe(true)
  })

  test.each([
    ['GET', '/api/auth/get-session', false],
    ['GET', '/api/me', false],
    ['POST', '/api/phone/code', false],
    ['POST', '/api/orders', false],
    ['GET', '/login', true],
  ] as const)('but not %s %s', (method, path, navigation) => {
    expect(changesSession(method, at(path), navigation)).toBe(false)
  })
})

describe('Save-Data and who is signed in', () => {
  test('Save-Data comes from the request header or the connection', () => {
    expect(savesData('on', undefined)).toBe(true)
    expect(savesData(' On ', false)).toBe(true)
    expect(savesData(null, true)).toBe(true)
    expect(savesData(null, undefined)).toBe(false)
    expect(savesData('off', false)).toBe(false)
  })

  const user: TAccount = { kind: 'user', id: 'a' }
  test('only a known guest gets a kept public page at once, and never on Save-Data', () => {
    expect(publicMode({ kind: 'guest' }, false)).toBe('stale-while-revalidate')
    expect(publicMode({ kind: 'guest' }, true)).toBe('network-first')
    // Someone signed in (or not known): the kept copy is a guest's page, so the network answers first.
    expect(publicMode(user, false)).toBe('network-first')
    expect(publicMode({ kind: 'unknown' }, false)).toBe('network-first')
  })

  test('the account comes from GET /api/me', () => {
    expect(accountOfMe({ user: { id: 'u1' } })).toEqual({ kind: 'user', id: 'u1' })
    expect(accountOfMe({ user: null })).toEqual({ kind: 'guest' })
  })
})

describe('what may be kept, and where', () => {
  const ok = { status: 200, redirected: false, type: 'basic', cacheControl: null }
  test('a public answer only when its server lets it be stored', () => {
    expect(mayKeep('public', ok)).toBe(true)
    expect(mayKeep('public', { ...ok, cacheControl: 'public, max-age=30' })).toBe(true)
    // A public page rendered for someone signed in is no-store: never kept for the next visitor.
    expect(mayKeep('public', { ...ok, cacheControl: 'no-store' })).toBe(false)
    expect(mayKeep('public', { ...ok, cacheControl: 'private, max-age=60' })).toBe(false)
    expect(mayKeep('public', { ...ok, status: 404 })).toBe(false)
    expect(mayKeep('public', { ...ok, type: 'opaque' })).toBe(false)
  })

  test('the customer’s own bookings despite their no-store, but never a redirect to the log-in page', () => {
    expect(mayKeep('personal', { ...ok, cacheControl: 'no-store' })).toBe(true)
    expect(mayKeep('personal', { ...ok, redirected: true })).toBe(false)
    expect(mayKeep('personal', { ...ok, type: 'opaqueredirect', status: 0 })).toBe(false)
    expect(mayKeep('personal', { ...ok, status: 401 })).toBe(false)
    expect(mayKeep('network', ok)).toBe(false)
  })

  test('each account’s bookings in a cache of its own; every other account’s deleted once someone is known', () => {
    const names = ['utsab-shell-v2', 'utsab-assets', personalCacheName('a'), personalCacheName('b')]
    expect(stalePersonalCaches(names, { kind: 'user', id: 'a' })).toEqual([personalCacheName('b')])
    expect(stalePersonalCaches(names, { kind: 'guest' })).toEqual([personalCacheName('a'), personalCacheName('b')])
    expect(stalePersonalCaches(names, { kind: 'unknown' })).toEqual([personalCacheName('a'), personalCacheName('b')])
  })

  test('a new version keeps the shared assets and the bookings, and drops the old shell and pages', () => {
    expect(keepsCache('utsab-shell-v2', 'v2')).toBe(true)
    expect(keepsCache('utsab-public-v2', 'v2')).toBe(true)
    expect(keepsCache('utsab-shell-v1', 'v2')).toBe(false)
    expect(keepsCache('utsab-public-v1', 'v2')).toBe(false)
    expect(keepsCache('utsab-assets', 'v2')).toBe(true)
    expect(keepsCache(personalCacheName('a'), 'v2')).toBe(true)
  })
})

test('the offline page is kept without its scripts, so it reads the same at any address', () => {
  const html =
    '<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.js"/>' +
    '<script>window.__ctx = {}</script></head><body><h1>You are offline</h1><script type="module" nonce="">import("/assets/entry.js")</script></body></html>'
  expect(withoutScripts(html)).toBe(
    '<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><h1>You are offline</h1></body></html>',
  )
})
