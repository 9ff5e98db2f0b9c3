import { ZListing, ZListingPage, ZListingQuery } from '@utsab/shared/schemas/catalog'
import { endpoint } from '../../../lib/api-client'

/**
 * The catalog (spec §7): one list and one detail route per kind, `segment` being the kind's
 * `KIND_META[kind].apiSegment` (venue, photography, costumes, makeup-artists).
 */
export const listingsEndpoint = endpoint({ method: 'GET', path: '/api/:segment', query: ZListingQuery, response: ZListingPage })

export const listingEndpoint = endpoint({ method: 'GET', path: '/api/:segment/:id', response: ZListing })
