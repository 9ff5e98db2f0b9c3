import { ZListingDetail, ZListingPage, ZListingQuery } from '@utsab/shared/schemas/catalog'
import { ZCompareQuery, ZComparison } from '@utsab/shared/schemas/compare'
import { ZShortlist, ZShortlistState } from '@utsab/shared/schemas/shortlist'
import { endpoint } from '#app/lib/api-client'

/**
 * The catalog (spec §7): one list and one detail route per kind, `segment` being the kind's
 * `KIND_META[kind].apiSegment` (venue, photography, costumes, makeup-artists).
 */
export const listingsEndpoint = endpoint({ method: 'GET', path: '/api/:segment', query: ZListingQuery, response: ZListingPage })

export const listingEndpoint = endpoint({ method: 'GET', path: '/api/:segment/:id', response: ZListingDetail })

/** The signed-in person's shortlist (issue 17): read it, keep a listing, take one off. */
export const shortlistEndpoint = endpoint({ method: 'GET', path: '/api/shortlist', response: ZShortlist })
export const keepOnShortlistEndpoint = endpoint({ method: 'PUT', path: '/api/shortlist/:listingId', response: ZShortlistState })
export const dropFromShortlistEndpoint = endpoint({ method: 'DELETE', path: '/api/shortlist/:listingId', response: ZShortlistState })

/** Two to four listings side by side, priced for a guest count (issue 37). */
export const compareEndpoint = endpoint({ method: 'GET', path: '/api/compare', query: ZCompareQuery, response: ZComparison })
