import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TListingKind } from '@utsab/shared/constants'
import type { TListingFields, ZMerchantListing, ZUploaded } from '@utsab/shared/schemas/merchants'
import type { z } from 'zod'
import { api } from '../../../lib/api'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'

export type TMerchantListing = z.infer<typeof ZMerchantListing>
export type TUploaded = z.infer<typeof ZUploaded>

/** The merchant's own listings, published or not (GET /api/merchant/listings). */
export const MERCHANT_LISTINGS_KEY = ['merchant', 'listings'] as const

const fetchListings = async () => (await api.get<{ data: TMerchantListing[] }>('/api/merchant/listings')).data

/**
 * The listings table's data: the route loader's answer first (so the server render and hydration
 * agree), then this query, which every listing mutation refreshes.
 */
export const useMerchantListings = (initial: TMerchantListing[], loadedAt: number) =>
  useQuery({
    queryKey: MERCHANT_LISTINGS_KEY,
    queryFn: fetchListings,
    initialData: initial,
    initialDataUpdatedAt: loadedAt,
    staleTime: 15_000,
  })

/** Waits for the list to be read again, so a mutation is not "done" before the table shows it. */
function useRefreshListings() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: MERCHANT_LISTINGS_KEY })
}

/** Add a listing (spec §7 POST /upload/{event}): the kind is the path segment; fields and `pictures` go as multipart. */
export function useUploadListing() {
  const refresh = useRefreshListings()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: [...MERCHANT_LISTINGS_KEY, 'upload'],
    mutationFn: ({ kind, form }: { kind: TListingKind; form: FormData }) =>
      api.postForm<TUploaded>(`/api/upload/${encodeURIComponent(kind)}`, form, { idempotencyKey: key.get() }),
    onSettled: (_data, error) => key.settled(error),
    onSuccess: refresh,
  })
}

/** Edit a listing's fields (its pictures stay). */
export function useUpdateListing() {
  const refresh = useRefreshListings()
  return useMutation({
    mutationKey: [...MERCHANT_LISTINGS_KEY, 'update'],
    mutationFn: ({ id, changes }: { id: string; changes: Partial<TListingFields> }) =>
      api.patch<TMerchantListing>(`/api/listings/${encodeURIComponent(id)}`, changes),
    onSuccess: refresh,
  })
}

/** Show a listing in the public catalog, or hide it (orders already placed stay). */
export function useSetPublished() {
  const refresh = useRefreshListings()
  return useMutation({
    mutationKey: [...MERCHANT_LISTINGS_KEY, 'published'],
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      api.put<TMerchantListing>(`/api/listings/${encodeURIComponent(id)}/published`, { published }),
    onSuccess: refresh,
  })
}
