import { useEffect } from 'react'
import { useQueryClient, type QueryKey } from '#app/lib/query'

/**
 * A route loader's answer handed to the page's query: the one data idiom is "per endpoint one query,
 * seeded by the route loader, refreshed only by invalidation after mutations". The loader returns
 * `{ data, loadedAt }`; the query starts from it (`initialData`) and, when the cache already holds an
 * older answer (a page visited before), the newer loader answer replaces it, as a fresh navigation should.
 */
export type TSeed<T> = { data: T; loadedAt: number }

export const seedOf = <T>(data: T): TSeed<T> => ({ data, loadedAt: Date.now() })

/** The seed as query options: spread into `useQuery` after the query's own options. */
export function useSeed<T>(queryKey: QueryKey, seed: TSeed<T>) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const state = queryClient.getQueryState(queryKey)
    if (state && state.dataUpdatedAt < seed.loadedAt) queryClient.setQueryData(queryKey, seed.data, { updatedAt: seed.loadedAt })
    // The key is the query's identity; a new seed (a new loader run) is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, seed])
  return { initialData: seed.data, initialDataUpdatedAt: seed.loadedAt, staleTime: Infinity } as const
}
