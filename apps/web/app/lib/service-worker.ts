import { SW_MESSAGES, SW_OPT_IN_KEY } from './offline-rules'

/**
 * The page's side of the service worker (decision 063): registered after hydration, in production builds only.
 * Under automation (navigator.webdriver: Playwright) only when the test opted in (localStorage SW_OPT_IN_KEY =
 * 'on'), so that no other end-to-end story reads a kept page.
 */
export function wantsServiceWorker(): boolean {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false
  if (!navigator.webdriver) return true
  try {
    return localStorage.getItem(SW_OPT_IN_KEY) === 'on'
  } catch {
    return false
  }
}

/** Tells the active worker to ask the network who is signed in (after hydration, and when the session changes). */
export function helloWorker() {
  if (!wantsServiceWorker()) return
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: SW_MESSAGES.hello }))
}

/**
 * Registers /sw.js once the page has loaded. A new version installs beside the running one and waits: `onUpdate`
 * gets the way to switch to it (the waiting worker takes over and the page reloads, so it never mixes chunks of two
 * builds). The first version takes the page without a reload. Answers a function that stops listening.
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): () => void {
  let stopped = false
  const offer = (worker: ServiceWorker) => {
    if (stopped || !navigator.serviceWorker.controller) return
    onUpdate(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
      worker.postMessage({ type: SW_MESSAGES.skipWaiting })
    })
  }
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker)
    })
  const start = async () => {
    if (stopped) return
    try {
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' })
      if (registration.waiting) offer(registration.waiting)
      watch(registration.installing)
      registration.addEventListener('updatefound', () => watch(registration.installing))
    } catch {
      // No worker (a private window, storage refused): the site works as before, online.
    }
  }
  if (document.readyState === 'complete') void start()
  else window.addEventListener('load', () => void start(), { once: true })
  return () => {
    stopped = true
  }
}
