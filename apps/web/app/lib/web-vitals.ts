import { splitLocalePath } from '@utsab/shared/i18n/locales'
import type { TVitalsBeacon } from '@utsab/shared/schemas/vitals'
import {
  deviceClassOf,
  NAVIGATION_TYPES,
  routePatternOf,
  VITALS_BOUNDS,
  type TDeviceClass,
  type TNavigationType,
} from '@utsab/shared/vitals'

/**
 * The Web Vitals collector (decision 062), loaded only for a sampled page view, after the page has loaded
 * (lib/web-vitals-start.ts). It measures the page view it was loaded in with the browser's own
 * PerformanceObserver entries, as Chrome's web-vitals library defines them, and sends one beacon when the
 * page is first hidden. The functions above `startCollector` are pure, for tests.
 */

type TShift = { startTime: number; value: number }

/** Shifts within a second of each other, in a window of at most five seconds, add up; the page's CLS is its worst window. */
const SESSION_GAP_MS = 1000
const SESSION_MAX_MS = 5000

/** CLS: the largest session window of layout shifts that followed no recent input. */
export function cumulativeLayoutShift(shifts: readonly TShift[]): number {
  let largest = 0
  let current = 0
  let first = 0
  let last = 0
  for (const shift of shifts) {
    if (current > 0 && shift.startTime - last < SESSION_GAP_MS && shift.startTime - first < SESSION_MAX_MS) current += shift.value
    else {
      current = shift.value
      first = shift.startTime
    }
    last = shift.startTime
    largest = Math.max(largest, current)
  }
  return largest
}

/**
 * INP: the longest interaction (each one's longest event), except that one in fifty is forgiven, so a page
 * with many interactions is judged near its 98th percentile rather than by its one worst outlier.
 * `interactionCount` counts the quick interactions too, which are not observed; null when none happened.
 */
export function interactionToNextPaint(latencies: readonly number[], interactionCount = latencies.length): number | null {
  if (latencies.length === 0) return null
  const slowestFirst = [...latencies].sort((a, b) => b - a)
  return slowestFirst[Math.min(slowestFirst.length - 1, Math.floor(interactionCount / 50))]!
}

/** A value the server takes: whole milliseconds within bounds, or null (a broken measurement is left out, not clamped). */
const bounded = (value: number | null, max: number, digits = 0) => {
  if (value === null || !Number.isFinite(value) || value < 0) return null
  const factor = 10 ** digits
  const rounded = Math.round(value * factor) / factor
  return rounded <= max ? rounded : null
}

/**
 * The beacon for a page view, or undefined when there is nothing to send: a path that is no page of ours
 * (the not-found page) or no metric measured. The path becomes its route pattern and language; nothing else
 * of the address is sent.
 */
export function beaconFor(view: {
  pathname: string
  device: TDeviceClass
  navigation: TNavigationType
  lcpMs: number | null
  inpMs: number | null
  cls: number | null
}): TVitalsBeacon | undefined {
  const { locale, path } = splitLocalePath(view.pathname)
  const route = routePatternOf(path)
  if (!route) return undefined
  const beacon = {
    route,
    locale,
    device: view.device,
    navigation: view.navigation,
    lcpMs: bounded(view.lcpMs, VITALS_BOUNDS.lcpMs),
    inpMs: bounded(view.inpMs, VITALS_BOUNDS.inpMs),
    cls: bounded(view.cls, VITALS_BOUNDS.cls, 4),
  }
  return beacon.lcpMs === null && beacon.inpMs === null && beacon.cls === null ? undefined : beacon
}

// ---- In the browser ----

type TEventEntry = PerformanceEntry & { interactionId?: number }
type TLayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean }
type TNavigationEntry = PerformanceNavigationTiming & { activationStart?: number }

export type TCollector = {
  /** The visitor moved to another page inside the app: this page view's figures are final (sent when the page is hidden). */
  leave: () => void
}

function navigationEntry() {
  return performance.getEntriesByType('navigation')[0] as TNavigationEntry | undefined
}

function navigationType(entry: TNavigationEntry | undefined): TNavigationType {
  if ((document as Document & { prerendering?: boolean }).prerendering || (entry?.activationStart ?? 0) > 0) return 'prerender'
  const type = entry?.type as TNavigationType | undefined
  return type && NAVIGATION_TYPES.includes(type) ? type : 'navigate'
}

/**
 * Measures the page view loaded at `pathname` until the visitor leaves it (`leave`) or hides the page, then
 * sends its beacon once with navigator.sendBeacon: a string, so text/plain, which no browser preflights.
 * Starts nothing for a page that is already hidden (opened in a background tab: its LCP would mislead).
 */
export function startCollector(pathname: string): TCollector | undefined {
  if (document.visibilityState === 'hidden') return undefined
  const supported = PerformanceObserver.supportedEntryTypes ?? []
  const navigation = navigationEntry()
  const activationStart = navigation?.activationStart ?? 0
  const device = deviceClassOf({ width: innerWidth, height: innerHeight }, matchMedia('(pointer: coarse)').matches)

  let lcpMs: number | null = null
  const shifts: TShift[] = []
  const latencies = new Map<number, number>()
  const observers: { observer: PerformanceObserver; take: (entries: PerformanceEntryList) => void }[] = []
  let frozen = false
  let sent = false

  const observe = (type: string, take: (entries: PerformanceEntryList) => void, options: Record<string, unknown> = {}) => {
    if (!supported.includes(type)) return false
    const observer = new PerformanceObserver((list) => take(list.getEntries()))
    observer.observe({ type, buffered: true, ...options } as PerformanceObserverInit)
    observers.push({ observer, take })
    return true
  }
  const measuresLcp = observe('largest-contentful-paint', (entries) => {
    const last = entries[entries.length - 1]
    if (last) lcpMs = Math.max(0, last.startTime - activationStart)
  })
  const measuresCls = observe('layout-shift', (entries) => {
    for (const entry of entries as TLayoutShift[])
      if (!entry.hadRecentInput) shifts.push({ startTime: entry.startTime, value: entry.value })
  })
  const takeEvents = (entries: PerformanceEntryList) => {
    for (const entry of entries as TEventEntry[]) {
      if (!entry.interactionId) continue
      latencies.set(entry.interactionId, Math.max(latencies.get(entry.interactionId) ?? 0, entry.duration))
    }
  }
  // 40 ms: quicker interactions cannot decide a p98 that matters; the first input is always reported.
  const measuresInp = observe('event', takeEvents, { durationThreshold: 40 })
  if (measuresInp) observe('first-input', takeEvents)

  const freeze = () => {
    if (frozen) return
    for (const { observer, take } of observers) {
      take(observer.takeRecords())
      observer.disconnect()
    }
    frozen = true
  }
  const send = () => {
    if (sent) return
    sent = true
    freeze()
    const interactionCount = (performance as Performance & { interactionCount?: number }).interactionCount
    const beacon = beaconFor({
      pathname,
      device,
      navigation: navigationType(navigation),
      lcpMs: measuresLcp ? lcpMs : null,
      inpMs: measuresInp ? interactionToNextPaint([...latencies.values()], Math.max(interactionCount ?? 0, latencies.size)) : null,
      cls: measuresCls ? cumulativeLayoutShift(shifts) : null,
    })
    if (beacon) navigator.sendBeacon('/api/vitals', JSON.stringify(beacon))
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') send()
  }
  document.addEventListener('visibilitychange', onVisibility, true)
  // Where a browser skips visibilitychange on unload (older Safari), pagehide still comes.
  addEventListener('pagehide', send, true)
  return { leave: freeze }
}
