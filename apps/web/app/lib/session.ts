import { useCallback, useContext, useSyncExternalStore } from 'react'
// Not through lib/query.ts: the header reads the session on every page, and most first visits query nothing.
import { QueryClientContext, queryOptions, useQueryClient } from '@tanstack/react-query'
import { useRouteLoaderData } from 'react-router'
import type { TMe } from '@utsab/shared/schemas/auth'
import { callApi, endpoint, lazySchema } from './api-client'

/** What /api/me says about a visitor without a session (and what we assume when it cannot be read). */
export const GUEST_ME: TMe = { user: null, providers: { google: false, phone: false }, cartCount: 0, unreadMessages: 0 }

/** The session as the header and pages use it. */
export const viewOf = (me: TMe) => ({
  user: me.user,
  googleEnabled: me.providers.google,
  /** Signing in with a mobile number and an SMS code is offered (issue 36). */
  phoneEnabled: me.providers.phone,
  isAdmin: me.user?.role === 'admin',
  cartCount: me.cartCount,
  unreadMessages: me.unreadMessages,
  /** The answer itself. */
  raw: me,
})

/**
 * The session, which every feature reads (the header, guards, the cart count after a cart change),
 * so it lives here rather than in a feature. Loaders read it with `loadMe`/`requireUser` (features/auth).
 *
 * GET /api/me: who is logged in, the sign-in providers on offer and the header's cart count. This
 * file imports no zod (the header reads the session on every first visit): the schema is lazy.
 */
// Declared apart from the endpoint so the schema keeps its own type (inside, it would be read as any schema).
const ZMeLazy = lazySchema(() => import('@utsab/shared/schemas/auth').then((schemas) => schemas.ZMe))

export const meEndpoint = endpoint({
  method: 'GET',
  path: '/api/me',
  response: ZMeLazy,
})

export const ME_KEY = ['me'] as const

/** The session's one query definition. Loaders read the same endpoint through `loadMe` (features/auth/session.server.ts). */
export const meQuery = () => queryOptions({ queryKey: ME_KEY, queryFn: () => callApi(meEndpoint), staleTime: 60_000 })

/** The root loader's answer: what the server render knew. */
const useRootLoaderMe = () => (useRouteLoaderData('root') as { me?: TMe } | undefined)?.me ?? GUEST_ME

/**
 * The one way a component reads the session: the ['me'] query's cache entry, seeded by the root
 * loader's answer until there is one (so the server render and hydration agree). It reads the cache
 * without a query observer, which keeps the observer machinery out of every page's first download;
 * whatever changes the session fetches ['me'] again (`useRefetchMe`), and this follows.
 */
export function useMe() {
  // None until a page has queried (lib/query-client.ts); the loader's answer holds until then.
  const queryClient = useContext(QueryClientContext)
  const loaderMe = useRootLoaderMe()
  const subscribe = useCallback((onChange: () => void) => queryClient?.getQueryCache().subscribe(onChange) ?? (() => {}), [queryClient])
  const me = useSyncExternalStore(
    subscribe,
    () => queryClient?.getQueryData<TMe>(ME_KEY) ?? loaderMe,
    () => loaderMe,
  )
  return viewOf(me)
}

/** Fetches the session again now, even when nothing has fetched it before (the cache entry is then made). */
export function useRefetchMe() {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.fetchQuery({ ...meQuery(), staleTime: 0 }), [queryClient])
}
