import { LISTING_KINDS } from '@utsab/shared/constants'
import { splitLocalePath } from '@utsab/shared/i18n/locales'
import { apiListPath, KIND_META, kindListPaths } from '@utsab/shared/kinds'

/**
 * What the service worker (apps/web/service-worker/sw.ts) does with each request, decided here so that the
 * worker and its tests share one copy (decision 063). Pure: no worker, window or cache in it.
 */

/**
 * - `asset`: a hashed build file (`/assets/…`), never changed under its name: from the cache first.
 * - `public`: everyone's page or catalog answer: stale-while-revalidate for a known guest, else network first.
 * - `personal`: the customer's own bookings and each booking's page: network first, the account's own copy offline.
 * - `network`: everything else (other personal pages and answers, writes, pictures): never cached.
 */
export type TStrategy = 'asset' | 'public' | 'personal' | 'network'

/** Who the worker last learnt is signed in (GET /api/me, from the network): an account's id, a guest, or not known. */
export type TAccount = { kind: 'user'; id: string } | { kind: 'guest' } | { kind: 'unknown' }

/** The messages a page sends its worker. */
export const SW_MESSAGES = {
  /** A page hydrated, or its session changed: the worker asks the network who is signed in. */
  hello: 'utsab:hello',
  /** The visitor accepted the new version: the waiting worker takes over (the page then reloads). */
  skipWaiting: 'utsab:skip-waiting',
} as const

/** Under automation (navigator.webdriver) the worker registers only when this localStorage key says 'on'. */
export const SW_OPT_IN_KEY = 'utsab-service-worker'

/** The offline page of each language, kept when the worker installs. */
export const OFFLINE_PAGES = ['/offline', '/bn/offline'] as const

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
/** Single fetch's data request of a page ('/orders.data', '/_root.data' for '/'). */
const DATA_SUFFIX = /\.data$/

/** Everyone's pages and the catalog API, made on first use (the page imports this module for its constants only). */
let catalog: { pages: Set<string>; detail: RegExp; api: RegExp } | undefined
const catalogPaths = () =>
  (catalog ??= {
    pages: new Set([
      '/',
      '/home',
      '/service',
      '/available',
      '/about',
      '/blogs',
      '/contact',
      '/terms',
      '/privacy',
      '/refund-policy',
      '/delivery',
      '/support',
      '/offline',
      // Not a page, but everyone's: each language's manifest.
      '/manifest.webmanifest',
      ...LISTING_KINDS.flatMap((kind) => kindListPaths(KIND_META[kind])),
    ]),
    detail: new RegExp(
      `^(${LISTING_KINDS.flatMap((kind) => KIND_META[kind].detailPrefixes)
        .map((prefix) => prefix.replaceAll('/', '\\/'))
        .join('|')})\\/[^/]+$`,
    ),
    api: new RegExp(`^(${LISTING_KINDS.map((kind) => apiListPath(kind).replaceAll('/', '\\/')).join('|')})(\\/[^/]+)?$`),
  })
const BOOKINGS_PAGE = new RegExp(`^\\/orders(\\/${UUID})?$`, 'i')
const BOOKINGS_API = new RegExp(`^\\/api\\/(order|orders\\/${UUID})$`, 'i')

/** The strategy for a request of `method` to `url` (a same-origin URL; other origins are never handled). */
export function strategyOf(method: string, url: URL): TStrategy {
  if (method !== 'GET') return 'network'
  const pathname = url.pathname
  if (pathname.startsWith('/assets/')) return 'asset'
  if (pathname.startsWith('/api/')) {
    if (BOOKINGS_API.test(pathname)) return 'personal'
    return catalogPaths().api.test(pathname) ? 'public' : 'network'
  }
  if (pathname.startsWith('/icons/') || pathname === '/favicon.svg') return 'public'
  // A page's data request is the page's: '/bn/orders/ID.data' is '/bn/orders/ID'; the root's is only ever the session.
  const page = splitLocalePath(pathname.replace(DATA_SUFFIX, '')).path
  if (BOOKINGS_PAGE.test(page)) return 'personal'
  // Other pages' data requests may carry the session (the root's) and are not kept.
  if (DATA_SUFFIX.test(pathname)) return 'network'
  return catalogPaths().pages.has(page) || catalogPaths().detail.test(page) ? 'public' : 'network'
}

/**
 * A request that may change who is signed in (signing in or up, with an email, a phone or Google, and signing
 * out): the worker forgets the account and empties every personal cache before it goes out.
 */
export function changesSession(method: string, url: URL, navigation: boolean): boolean {
  const path = url.pathname
  if (path.startsWith('/api/auth/')) return method !== 'GET' || navigation
  return method !== 'GET' && (path === '/api/signup' || path === '/api/phone/sign-in')
}

/**
 * Save-Data (the request's header, or the connection's setting as the worker reads it): nothing is fetched that
 * was not asked for (no kept shell, no background refresh); what is fetched is still kept.
 */
export const savesData = (header: string | null, connectionSaveData: boolean | undefined) =>
  header?.trim().toLowerCase() === 'on' || connectionSaveData === true

/** How a public request is answered: from the cache at once only for a guest on a connection that may spend bytes. */
export const publicMode = (account: TAccount, saveData: boolean): 'stale-while-revalidate' | 'network-first' =>
  account.kind === 'guest' && !saveData ? 'stale-while-revalidate' : 'network-first'

/**
 * Whether an answer may be kept. Public: a plain 200 that its server lets be stored (`no-store` marks a page
 * rendered for someone signed in). Personal: the account's own 200, kept deliberately despite its `no-store`
 * (decision 063), but never a redirect (a signed-out visitor sent to the log-in page).
 */
export function mayKeep(
  strategy: TStrategy,
  response: { status: number; redirected: boolean; type: string; cacheControl: string | null },
): boolean {
  if (response.status !== 200 || response.redirected || response.type !== 'basic') return false
  if (strategy === 'personal') return true
  if (strategy === 'network') return false
  return !/\b(no-store|private)\b/i.test(response.cacheControl ?? '')
}

/**
 * The offline page as the worker keeps it: without its scripts. It is shown at whatever address failed to load, where
 * the app's router would look for that address's page (and its data, offline); without scripts it is read as it is,
 * with the stylesheet, and its "Try again" link loads the address again.
 */
export const withoutScripts = (html: string) =>
  html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')

/** The cache of one account's bookings; a version of the worker never changes it (the customer's copy outlives updates). */
export const personalCacheName = (accountId: string) => `utsab-personal-${accountId}`
export const isPersonalCache = (name: string) => name.startsWith('utsab-personal-')

/** The caches a worker of `version` keeps when it takes over: its own shell and pages, the shared assets, the meta entry and personal caches. */
export const keepsCache = (name: string, version: string) =>
  name === `utsab-shell-${version}` ||
  name === `utsab-public-${version}` ||
  name === 'utsab-assets' ||
  name === 'utsab-meta' ||
  isPersonalCache(name)

/** The personal caches to delete once `account` is known: every one but its own. */
export const stalePersonalCaches = (names: readonly string[], account: TAccount) =>
  names.filter((name) => isPersonalCache(name) && !(account.kind === 'user' && name === personalCacheName(account.id)))

/** The account as GET /api/me answers it. */
export const accountOfMe = (me: { user?: { id?: string } | null } | null | undefined): TAccount =>
  me?.user?.id ? { kind: 'user', id: me.user.id } : { kind: 'guest' }
