import { queryOptions, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import type { TListingKind } from '@utsab/shared/constants'
import type { TListingFields } from '@utsab/shared/schemas/merchants'
import { callApi, type TResponseOf } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import { useIdempotencyKey } from '#app/lib/use-idempotency-key'
import { picturesFormData } from '../lib/listing-pictures'
import {
  merchantListingsEndpoint,
  replacePicturesEndpoint,
  setPublishedEndpoint,
  updateListingEndpoint,
  uploadListingEndpoint,
} from './endpoints'

export type TMerchantListingsAnswer = TResponseOf<typeof merchantListingsEndpoint>
export type TMerchantListing = TMerchantListingsAnswer['data'][number]
export type TUploaded = TResponseOf<typeof uploadListingEndpoint>

/** The merchant's own listings, published or not (GET /api/merchant/listings). */
export const MERCHANT_LISTINGS_KEY = ['merchant', 'listings'] as const

export const merchantListingsQuery = () =>
  queryOptions({ queryKey: MERCHANT_LISTINGS_KEY, queryFn: () => callApi(merchantListingsEndpoint) })

/** The listings table's data: seeded by the route loader, refreshed by every listing mutation. */
export function useMerchantListings(seed: TSeed<TMerchantListingsAnswer>) {
  const query = merchantListingsQuery()
  const result = useQuery({ ...query, ...useSeed(query.queryKey, seed), select: (answer) => answer.data })
  return result
}

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
      callApi(uploadListingEndpoint, { params: { event: kind }, body: form, idempotencyKey: key.get() }),
    onSettled: (_data, error) => key.settled(error),
    onSuccess: refresh,
  })
}

/** Edit a listing's fields (its pictures change through useReplacePictures). */
export function useUpdateListing() {
  const refresh = useRefreshListings()
  return useMutation({
    mutationKey: [...MERCHANT_LISTINGS_KEY, 'update'],
    mutationFn: ({ id, changes }: { id: string; changes: Partial<TListingFields> }) =>
      callApi(updateListingEndpoint, { params: { id }, body: changes }),
    onSuccess: refresh,
  })
}

/** Reorder, remove and add a listing's pictures: the kept ones (its own) in their order, then the new files. */
export function useReplacePictures() {
  const refresh = useRefreshListings()
  return useMutation({
    mutationKey: [...MERCHANT_LISTINGS_KEY, 'pictures'],
    mutationFn: ({ id, keep, added }: { id: string; keep: readonly string[]; added: readonly Blob[] }) =>
      callApi(replacePicturesEndpoint, { params: { id }, body: picturesFormData(keep, added) }),
    onSuccess: refresh,
  })
}

/** Show a listing in the public catalog, or hide it (orders already placed stay). */
export function useSetPublished() {
  const refresh = useRefreshListings()
  return useMutation({
    mutationKey: [...MERCHANT_LISTINGS_KEY, 'published'],
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      callApi(setPublishedEndpoint, { params: { id }, body: { published } }),
    onSuccess: refresh,
  })
}
