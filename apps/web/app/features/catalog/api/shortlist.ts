import { queryOptions, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import type { TShortlist } from '@utsab/shared/schemas/shortlist'
import { callApi } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import { dropFromShortlistEndpoint, keepOnShortlistEndpoint, shortlistEndpoint } from './endpoints'

/**
 * The shortlist (issue 17): one query for the signed-in person's kept listings, read where a heart shows; a
 * press changes the heart at once (optimistically) and reads the list again when the server has answered.
 */
export const SHORTLIST_KEY = ['shortlist'] as const
export const shortlistQuery = () => queryOptions({ queryKey: SHORTLIST_KEY, queryFn: () => callApi(shortlistEndpoint) })

/** The kept listings (the shortlist page seeds it from its loader). */
export function useShortlist(seed: TSeed<TShortlist>) {
  const query = shortlistQuery()
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) })
}

/** Whether a listing is kept; asked only where someone is signed in (a visitor has no shortlist: `KeepButton`). */
export function useIsShortlisted(listingId: string) {
  const { data } = useQuery({ ...shortlistQuery(), staleTime: 60_000 })
  return data?.data.some((listing) => listing.id === listingId) ?? false
}

export function useToggleShortlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ listingId, keep }: { listingId: string; keep: boolean }) =>
      callApi(keep ? keepOnShortlistEndpoint : dropFromShortlistEndpoint, { params: { listingId } }),
    onMutate: async ({ listingId, keep }) => {
      await queryClient.cancelQueries({ queryKey: SHORTLIST_KEY })
      const before = queryClient.getQueryData<TShortlist>(SHORTLIST_KEY)
      // Dropping shows at once; keeping waits for the list's next read for the listing's card, but the heart fills now.
      if (before && !keep)
        queryClient.setQueryData<TShortlist>(SHORTLIST_KEY, { data: before.data.filter((listing) => listing.id !== listingId) })
      return { before }
    },
    onError: (_error, _press, context) => {
      if (context?.before) queryClient.setQueryData(SHORTLIST_KEY, context.before)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHORTLIST_KEY }),
  })
}
