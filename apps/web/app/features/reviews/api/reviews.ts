import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import type { TManagedReviews, TOrderReview, TReviewInput, TReviewPage } from '@utsab/shared/schemas/reviews'
import { callApi } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import {
  adminReviewsEndpoint,
  hideReviewEndpoint,
  listingReviewsEndpoint,
  merchantReviewsEndpoint,
  orderReviewEndpoint,
  replyToReviewEndpoint,
  showReviewEndpoint,
  writeReviewEndpoint,
} from './endpoints'

/**
 * A listing's reviews, page by page: the first comes with the page (its loader), "Show more" reads the next. Each
 * page is the newest first, so a review written meanwhile may show twice at a page's edge; the list keeps one of each.
 */
export function useListingReviews(listingId: string, first: TReviewPage) {
  return useInfiniteQuery({
    queryKey: ['reviews', 'listing', listingId] as const,
    queryFn: ({ pageParam }) => callApi(listingReviewsEndpoint, { params: { id: listingId }, query: { page: pageParam } }),
    initialPageParam: 1,
    initialData: { pages: [first], pageParams: [1] },
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 60_000,
  })
}

const orderReviewQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['reviews', 'order', orderId] as const,
    queryFn: () => callApi(orderReviewEndpoint, { params: { id: orderId } }),
  })

/** Whether the customer may review their booking now, and their review once written (seeded by the booking's page). */
export function useOrderReview(orderId: string, seed: TSeed<TOrderReview>) {
  const query = orderReviewQuery(orderId)
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) }).data
}

export function useWriteReview(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TReviewInput) => callApi(writeReviewEndpoint, { params: { id: orderId }, body: input }),
    onSuccess: (review) =>
      queryClient.setQueryData<TOrderReview>(orderReviewQuery(orderId).queryKey, { open: false, opensOn: null, review }),
  })
}

/** The reviews a merchant (`merchant`) or an admin (`admin`) manages, seeded by the page's loader. */
const managedQuery = (who: 'merchant' | 'admin') =>
  queryOptions({
    queryKey: ['reviews', who] as const,
    queryFn: () => callApi(who === 'merchant' ? merchantReviewsEndpoint : adminReviewsEndpoint),
  })

export function useManagedReviews(who: 'merchant' | 'admin', seed: TSeed<TManagedReviews>) {
  const query = managedQuery(who)
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) }).data.data
}

/** A merchant's one reply; the list is read again either way (a second reply is refused with a reason). */
export function useReplyToReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) => callApi(replyToReviewEndpoint, { params: { id }, body: { reply } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managedQuery('merchant').queryKey }),
  })
}

/** An admin hides a review with a reason, or shows it again; the list is read again either way. */
export function useModerateReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      reason === undefined
        ? callApi(showReviewEndpoint, { params: { id } })
        : callApi(hideReviewEndpoint, { params: { id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managedQuery('admin').queryKey }),
  })
}
