import { ZFeaturedReviews } from '@utsab/shared/schemas/reviews'
import { endpoint } from '#app/lib/api-client'

/** The home page's real reviews (issue 17): the latest good ones, or none until there are enough. */
export const featuredReviewsEndpoint = endpoint({ method: 'GET', path: '/api/reviews/featured', response: ZFeaturedReviews })
