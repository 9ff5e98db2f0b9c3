import { useEffect, useState, useSyncExternalStore } from 'react'
import type { QueryClient } from '@tanstack/react-query'

/**
 * TanStack Query is about a tenth of a first visit's JavaScript, and the home, about and policy pages use none of
 * it: they read the session from the root loader. So the root does not import the query client; `lib/query.ts`,
 * the one module through which the app uses TanStack Query, hands its maker over here when it is first loaded (with
 * the first page, or the first piece of one, that queries), and the root provides the client from then on.
 */
let makeClient: (() => QueryClient) | undefined
/** The browser's one client, made when the first page that queries loads (one visitor per browser). */
let browserClient: QueryClient | undefined
const listeners = new Set<() => void>()

export function provideQueryClient(make: () => QueryClient) {
  if (makeClient) return
  makeClient = make
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const browserSnapshot = () => (makeClient ? (browserClient ??= makeClient()) : undefined)

/**
 * The root's query client, or none while no page has used one. The server bundles every page, so it always has
 * one, made per render (never shared between visitors); the browser keeps one for the visit. Like
 * `QueryClientProvider`, it mounts the client, which then refetches on focus and reconnection.
 */
export function useRootQueryClient() {
  const inBrowser = typeof document !== 'undefined'
  const [serverClient] = useState(() => (inBrowser ? undefined : makeClient?.()))
  // The browser's one client is never made on the server, where it would be shared between visitors.
  const client = useSyncExternalStore(subscribe, browserSnapshot, () => (inBrowser ? browserSnapshot() : serverClient))
  useEffect(() => {
    if (!client) return
    client.mount()
    return () => client.unmount()
  }, [client])
  return client
}
