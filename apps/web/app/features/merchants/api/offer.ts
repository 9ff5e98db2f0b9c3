import { queryOptions, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import { ZOffer, ZOfferInput, type TOffer, type TOfferFormInput, type TOfferInput } from '@utsab/shared/schemas/offer'
import { callApi, endpoint } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'

/** A listing's packages and add-ons (issue 17): read them, replace them all. */
export const listingOfferEndpoint = endpoint({ method: 'GET', path: '/api/merchant/listings/:id/offer', response: ZOffer })
export const saveOfferEndpoint = endpoint({ method: 'PUT', path: '/api/merchant/listings/:id/offer', body: ZOfferInput, response: ZOffer })

const offerQuery = (listingId: string) =>
  queryOptions({
    queryKey: ['merchant', 'offer', listingId] as const,
    queryFn: () => callApi(listingOfferEndpoint, { params: { id: listingId } }),
  })

/** The listing's offer, seeded by the page's loader. */
export function useListingOffer(listingId: string, seed: TSeed<TOffer>) {
  const query = offerQuery(listingId)
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) })
}

/** Replace the offer; the listings (their card price) and the offer are read again. */
export function useSaveOffer(listingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TOfferFormInput | TOfferInput) => callApi(saveOfferEndpoint, { params: { id: listingId }, body: input }),
    onSuccess: (saved) => queryClient.setQueryData(offerQuery(listingId).queryKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['merchant', 'listings'] }),
  })
}
