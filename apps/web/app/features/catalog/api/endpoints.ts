import { ZListingDetail, ZListingPage, ZListingQuery } from '@utsab/shared/schemas/catalog'
import { ZCompareQuery, ZComparison } from '@utsab/shared/schemas/compare'
import { endpoint, lazySchema } from '#app/lib/api-client'

// Every list and detail page shows the shortlist's hearts: its answers' schemas are loaded only when answers are checked.
const shortlistSchemas = () => import('@utsab/shared/schemas/shortlist')

/**
 * The catalog (spec §7): one list and one detail route per kind, `segment` being the kind's
 * `KIND_META[kind].apiSegment` (venue, photography, costumes, makeup-artists).
 */
export const listingsEndpoint = endpoint({ method: 'GET', path: '/api/:segment', query: ZListingQuery, response: ZListingPage })

export const listingEndpoint = endpoint({ method: 'GET', path: '/api/:segment/:id', response: ZListingDetail })

/** The signed-in person's shortlist (issue 17): read it, keep a listing, take one off. */
// Declared apart from the endpoints so each schema keeps its own type (inside, it would be read as any schema).
const ZShortlistLazy = lazySchema(() => shortlistSchemas().then((schemas) => schemas.ZShortlist))
const ZShortlistStateLazy = lazySchema(() => shortlistSchemas().then((schemas) => schemas.ZShortlistState))
export const shortlistEndpoint = endpoint({ method: 'GET', path: '/api/shortlist', response: ZShortlistLazy })
export const keepOnShortlistEndpoint = endpoint({ method: 'PUT', path: '/api/shortlist/:listingId', response: ZShortlistStateLazy })
export const dropFromShortlistEndpoint = endpoint({ method: 'DELETE', path: '/api/shortlist/:listingId', response: ZShortlistStateLazy })

/** Two to four listings side by side, priced for a guest count (issue 37). */
export const compareEndpoint = endpoint({ method: 'GET', path: '/api/compare', query: ZCompareQuery, response: ZComparison })
