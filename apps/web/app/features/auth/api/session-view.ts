import { useCallback, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { TMe } from '@utsab/shared/schemas/auth'
import { ME_QUERY_KEY } from '../../../lib/query-keys'
import { viewOf } from '../lib/me'
import { useLoaderMe } from './loader-me'

/**
 * The same answer for the layout's header, read from the ['me'] query's cache entry (or the root
 * loader's answer until there is one) without a query observer: that keeps the observer machinery
 * out of every page's first download. Auth mutations refetch ['me'] themselves, so this stays current.
 */
export function useSessionView() {
  const queryClient = useQueryClient()
  const loaderMe = useLoaderMe()
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient])
  const me = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<TMe>(ME_QUERY_KEY) ?? loaderMe,
    () => loaderMe,
  )
  return viewOf(me)
}
