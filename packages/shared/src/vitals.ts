import { LISTING_KINDS } from './constants'
import { KIND_META, kindListPaths } from './kinds'

/**
 * Real-user Web Vitals (issue 38, decision 062): a sample of page views measures LCP, INP and CLS in the
 * visitor's browser and sends them once, with the page's route pattern, language and device class and
 * nothing that names a person or a record. Both sides read this module: the web's collector, the server's
 * beacon route and the admins' report.
 */

/** One page view in ten is measured; the other nine load nothing of the collector. */
export const VITALS_SAMPLE_RATE = 0.1

/** A page view is measured when its draw (Math.random()) falls under the rate. */
export const isSampled = (draw: number, rate: number = VITALS_SAMPLE_RATE) => draw < rate

/** Samples are kept 30 days (a recurring task deletes older ones); admins see the last 7. */
export const VITALS_KEEP_DAYS = 30
export const VITALS_REPORT_DAYS = 7

/**
 * Beacons one address may send in the window (an IPv6 /64 counts as one address), and all of them
 * together: many visitors share a carrier's address, so the first is generous; the second bounds a flood
 * spread over many addresses. A sampled visitor sends one per page load.
 */
export const VITALS_RATE_LIMIT = { perAddress: 120, total: 6_000, windowMs: 10 * 60_000 } as const

/** The largest values a beacon may carry: anything beyond is a broken measurement, not a slow page. */
export const VITALS_BOUNDS = { lcpMs: 120_000, inpMs: 60_000, cls: 10 } as const

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const
export type TDeviceClass = (typeof DEVICE_CLASSES)[number]

/** PerformanceNavigationTiming's `type`: how the page was reached. */
export const NAVIGATION_TYPES = ['navigate', 'reload', 'back_forward', 'prerender'] as const
export type TNavigationType = (typeof NAVIGATION_TYPES)[number]

export const VITALS_METRICS = ['lcp', 'inp', 'cls'] as const
export type TVitalsMetric = (typeof VITALS_METRICS)[number]

/** Google's thresholds (web.dev/vitals): at most `good` is good, above `poor` is poor, between needs improvement. */
export const VITALS_THRESHOLDS: Record<TVitalsMetric, { good: number; poor: number }> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
}

export const VITALS_RATINGS = ['good', 'needs-improvement', 'poor'] as const
export type TVitalsRating = (typeof VITALS_RATINGS)[number]

export function vitalsRating(metric: TVitalsMetric, value: number): TVitalsRating {
  const { good, poor } = VITALS_THRESHOLDS[metric]
  if (value <= good) return 'good'
  return value <= poor ? 'needs-improvement' : 'poor'
}

/**
 * Every page's route pattern, without its language (`/bn` is the `locale` field): the public pages, each
 * kind's lists and details, and the dashboard's pages. apps/web/app/route-patterns.test.ts proves this is
 * the list apps/web/app/routes.ts declares. The not-found page is none of them, and sends nothing; nor is the offline
 * page (decision 063), which the service worker shows at another page's address while no beacon can leave.
 * Built in a call marked pure, so that a bundle which only draws the sample (the page's first chunk) leaves the list out.
 */
export const VITALS_ROUTES: readonly [string, ...string[]] = /* @__PURE__ */ (() =>
  [
    '/',
    '/home',
    '/service',
    '/available',
    '/compare',
    '/invite/:token',
    '/rsvp/:token',
    ...LISTING_KINDS.flatMap((kind) => kindListPaths(KIND_META[kind])),
    ...LISTING_KINDS.flatMap((kind) => KIND_META[kind].detailPrefixes.map((prefix) => `${prefix}/:id`)),
    '/about',
    '/blogs',
    '/contact',
    '/terms',
    '/privacy',
    '/refund-policy',
    '/delivery',
    '/support',
    '/newsletter/confirmed',
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/orders',
    '/orders/:id',
    '/cart',
    '/payment/:id',
    '/become-merchant',
    '/dashboard',
    ...[
      'all-users',
      'all-bookings',
      'held-payments',
      'payouts',
      'revenue',
      'hidden-listings',
      'all-reviews',
      'reported-messages',
      'messages',
      'messages/:id',
      'contact-messages',
      'jobs',
      'sms',
      'vitals',
      'shortlist',
      'planner',
      'my-bookings',
      'my-bookings/:id/quote',
      'add-costumes',
      'earnings',
      'calendar',
      'packages',
      'reviews',
      'account',
    ].map((page) => `/dashboard/${page}`),
  ] as [string, ...string[]])()

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** The patterns by their segments, those with more fixed segments first: '/orders/:id' never hides a fixed path. Made when first asked. */
let compiled: { pattern: string; segments: string[] }[] | undefined
const fixedCount = (segments: string[]) => segments.filter((segment) => !segment.startsWith(':')).length
const compiledRoutes = () =>
  (compiled ??= VITALS_ROUTES.map((pattern) => ({ pattern, segments: segmentsOf(pattern) })).sort(
    (a, b) => fixedCount(b.segments) - fixedCount(a.segments),
  ))

/**
 * The route pattern of a page's path without its language ('/venue/3f2a…' → '/venue/:id'), or undefined
 * for a path that is no page of ours. Ids, tokens and the query never leave the browser.
 */
export function routePatternOf(path: string): string | undefined {
  const segments = segmentsOf(path.replace(/[?#].*$/, ''))
  const found = compiledRoutes().find(
    (route) =>
      route.segments.length === segments.length &&
      route.segments.every((segment, i) => (segment.startsWith(':') ? segments[i]!.length > 0 : segment === segments[i])),
  )
  return found?.pattern
}

/** The shorter side of a phone's screen is under this many CSS pixels; a tablet's is at least this. */
const PHONE_SHORT_SIDE = 600

/**
 * A device class from the viewport and the primary pointer, never the user agent: a mouse or trackpad
 * (a fine pointer) is a desktop or laptop; a touch screen is a phone when its viewport's shorter side is
 * under 600 px (a phone turned sideways stays a phone), otherwise a tablet.
 */
export function deviceClassOf(viewport: { width: number; height: number }, coarsePointer: boolean): TDeviceClass {
  if (!coarsePointer) return 'desktop'
  return Math.min(viewport.width, viewport.height) < PHONE_SHORT_SIDE ? 'phone' : 'tablet'
}
