import { ZReason } from '@utsab/shared/schemas/common'
import { z } from 'zod'
import {
  ZManagedReview,
  ZManagedReviews,
  ZOrderReview,
  ZOwnReview,
  ZReviewInput,
  ZReviewPage,
  ZReviewPageQuery,
  ZReviewReplyInput,
} from '@utsab/shared/schemas/reviews'
import { endpoint } from '#app/lib/api-client'

/** Verified reviews (issue 17, decision 038): a listing's, the customer's own, the merchant's and the admins'. */
export const listingReviewsEndpoint = endpoint({
  method: 'GET',
  path: '/api/listings/:id/reviews',
  query: ZReviewPageQuery,
  response: ZReviewPage,
})
export const orderReviewEndpoint = endpoint({ method: 'GET', path: '/api/orders/:id/review', response: ZOrderReview })
export const writeReviewEndpoint = endpoint({ method: 'POST', path: '/api/orders/:id/review', body: ZReviewInput, response: ZOwnReview })
export const merchantReviewsEndpoint = endpoint({ method: 'GET', path: '/api/merchant/reviews', response: ZManagedReviews })
export const replyToReviewEndpoint = endpoint({
  method: 'POST',
  path: '/api/merchant/reviews/:id/reply',
  body: ZReviewReplyInput,
  response: ZManagedReview,
})
export const adminReviewsEndpoint = endpoint({ method: 'GET', path: '/api/admin/reviews', response: ZManagedReviews })
export const hideReviewEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/reviews/:id/hide',
  body: z.object({ reason: ZReason }),
  response: ZManagedReview,
})
export const showReviewEndpoint = endpoint({ method: 'POST', path: '/api/admin/reviews/:id/show', response: ZManagedReview })
