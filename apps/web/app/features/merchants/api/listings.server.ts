import { data, type AppLoadContext } from 'react-router'
import type { TDistrict, TListingKind } from '@utsab/shared/constants'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { apiGet, type TLoaderError } from '../../../lib/server-api'
import { sellableKinds } from '../lib/listing-form'
import type { TMerchantListing } from './listings'

export type TMerchantListingsPage =
  | {
      status: 'ready'
      listings: TMerchantListing[]
      kinds: TListingKind[]
      /** The agency's district and address, to prefill the add form. */
      agency: { district?: TDistrict; address?: string }
      loadedAt: number
    }
  /** The server refused (a merchant account without an agency): its message. */
  | { status: 'refused'; message: string }

const messageOf = (body: unknown, fallback: string) => {
  const message = (body as { message?: unknown } | null)?.message
  return typeof message === 'string' && message ? message : fallback
}

/**
 * The merchant's listings (GET /api/merchant/listings) and the kinds they may add: what they already
 * list and the business category of their accepted application. A 403 is shown on the page, not as an
 * error page; other failures go to the route's error boundary.
 */
export async function loadMerchantListings(context: AppLoadContext): Promise<TMerchantListingsPage> {
  const [response, application] = await Promise.all([
    context.api('/api/merchant/listings', { method: 'GET' }),
    apiGet<{ application: TMerchantApplication | null }>(context, '/api/merchant-applications/mine')
      .then((body) => body.application)
      .catch(() => null),
  ])
  const body = await response.json()
  if (response.status === 403) return { status: 'refused', message: messageOf(body, 'You cannot add events yet.') }
  if (response.status >= 400)
    throw data({ message: messageOf(body, 'Your listings could not be loaded. Please try again.') } satisfies TLoaderError, {
      status: response.status,
    })
  const listings = (body as { data: TMerchantListing[] }).data
  const accepted = application?.status === 'accepted' ? application : null
  const agency = listings[0]?.agency
  return {
    status: 'ready',
    listings,
    kinds: sellableKinds(listings, accepted?.businessCategory),
    agency: { district: agency?.district ?? accepted?.district, address: agency?.address ?? accepted?.address },
    loadedAt: Date.now(),
  }
}
