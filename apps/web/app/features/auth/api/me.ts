import { useQuery } from '@tanstack/react-query'
import { ME_QUERY_KEY } from '../../../lib/query-keys'
import { fetchMe, viewOf } from '../lib/me'
import { useLoaderMe } from './loader-me'

/**
 * Who is logged in: the ['me'] query, seeded by the root loader's answer (so the server render and
 * hydration agree), kept fresh on window focus, and refetched by every auth mutation.
 */
export function useMe() {
  const { data } = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, initialData: useLoaderMe(), staleTime: 60_000 })
  return viewOf(data)
}
