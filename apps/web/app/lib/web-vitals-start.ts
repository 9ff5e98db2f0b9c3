import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { isSampled } from '@utsab/shared/vitals'
import { savesData } from './save-data'
import type { TCollector } from './web-vitals'

/** How long the collector waits for an idle moment after the page's load event, at most. */
const IDLE_TIMEOUT_MS = 5000

/** A sampled page view of a real visitor (no automation) who has not asked to save data, on a browser that can measure and send. */
function measuresThisPageView() {
  if (savesData()) return false
  // A browser driven by automation (the e2e run) is no real visitor, and its runs stay the same each time.
  if (navigator.webdriver) return false
  if (typeof PerformanceObserver === 'undefined' || typeof navigator.sendBeacon !== 'function') return false
  return isSampled(Math.random())
}

/** Runs `task` once the page has loaded and the browser is idle: never in the way of the first paint. */
function afterLoadWhenIdle(task: () => void) {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(task, 0)
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}

/**
 * Real-user Web Vitals (decision 062), from the root: for one page view in ten, the collector's own small
 * chunk is fetched after the load event, in an idle moment, and measures the page the visitor landed on;
 * the other nine fetch nothing. When the visitor moves to another page in the app, the landing page's
 * figures are final; the beacon goes when the page is first hidden.
 */
/** The page the visitor landed on, and its collector once one is loading. */
type TLanding = { pathname: string; collector?: Promise<TCollector | undefined> }

export function useWebVitals() {
  const { pathname } = useLocation()
  const landing = useRef<TLanding>(undefined)
  useEffect(() => {
    if (!landing.current) {
      const view: TLanding = { pathname }
      landing.current = view
      if (!measuresThisPageView()) return
      view.collector = new Promise((resolve) =>
        afterLoadWhenIdle(() =>
          import('./web-vitals').then(
            (module) => resolve(module.startCollector(view.pathname)),
            () => resolve(undefined),
          ),
        ),
      )
      return
    }
    if (pathname !== landing.current.pathname) void landing.current.collector?.then((collector) => collector?.leave())
  }, [pathname])
}
