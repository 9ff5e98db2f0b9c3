import type { AppLoadContext } from 'react-router'
import type { TDistrict, TListingKind } from '@utsab/shared/constants'
import { loadApiResult, routeErrorOf } from '#app/lib/api-client'
import { seedOf, type TSeed } from '#app/lib/loader-seed'
import { sellableKinds } from '../lib/listing-form'
import { merchantListingsEndpoint, myApplicationEndpoint } from './endpoints'
import type { TMerchantListingsAnswer } from './listings'

export type TMerchantListingsPage =
  | {
      status: 'ready'
      seed: TSeed<TMerchantListingsAnswer>
      kinds: TListingKind[]
      /** The agency's district and address, to prefill the add form. */
      agency: { district?: TDistrict; address?: string }
    }
  /** The server refused (a merchant account without an agency): its message. */
  | { status: 'refused'; message: string }

/**
 * The merchant's listings (GET /api/merchant/listings) and the kinds they may add: what they already
 * list and the business category of their accepted application. A 403 is shown on the page, not as an
 * error page; other failures go to the route's error boundary.
 */
export async function loadMerchantListings(context: AppLoadContext): Promise<TMerchantListingsPage> {
  const [listings, application] = await Promise.all([
    loadApiResult(context, merchantListingsEndpoint),
    loadApiResult(context, myApplicationEndpoint).then((result) => (result.ok ? result.data.application : null)),
  ])
  if (!listings.ok) {
    if (listings.error.status === 403) return { status: 'refused', message: listings.error.message }
    throw routeErrorOf(listings.error)
  }
  const accepted = application?.status === 'accepted' ? application : null
  const agency = listings.data.data[0]?.agency
  return {
    status: 'ready',
    seed: seedOf(listings.data),
    kinds: sellableKinds(listings.data.data, accepted?.businessCategory),
    agency: { district: agency?.district ?? accepted?.district, address: agency?.address ?? accepted?.address },
  }
}
