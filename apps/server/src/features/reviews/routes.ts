import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import { ZListingIdParams } from '@utsab/shared/schemas/moderation'
import { ZOrderParams } from '@utsab/shared/schemas/orders'
import {
  ZFeaturedReviews,
  ZManagedReview,
  ZManagedReviews,
  ZOrderReview,
  ZOwnReview,
  ZReviewHideInput,
  ZReviewInput,
  ZReviewPage,
  ZReviewPageQuery,
  ZReviewParams,
  ZReviewReplyInput,
} from '@utsab/shared/schemas/reviews'
import { answerFromCatalogCache, sendCached } from '../../plugins/catalog-cache'
import {
  adminReviews,
  featuredReviews,
  inviteReviews,
  listingReviews,
  merchantReviews,
  moderateReview,
  replyToReview,
  reviewOfOrder,
  writeReview,
} from './service'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }
/** Review invitations go out within the hour after a booking's day has passed. */
const INVITE_SWEEP_MS = 10 * 60_000

/** Verified reviews (issue 17, decision 038): customers of past paid bookings write, merchants reply once, admins moderate. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const fromCache = answerFromCatalogCache(app)
  app.get(
    '/listings/:id/reviews',
    {
      onRequest: fromCache,
      schema: {
        tags: ['reviews'],
        summary: 'A page of a listing’s visible verified reviews, newest first, with their count and average',
        params: ZListingIdParams,
        querystring: ZReviewPageQuery,
        response: { 200: ZReviewPage, ...errors },
      },
    },
    // Cached with the catalog: every review change, and a listing hidden, drops it.
    async (request, reply) =>
      sendCached(app, reply, `reviews:${request.params.id}:${request.query.page}`, () =>
        listingReviews(app.db, request.params.id, request.query.page),
      ),
  )
  app.get(
    '/reviews/featured',
    {
      onRequest: fromCache,
      schema: {
        tags: ['reviews'],
        summary: 'The latest good reviews for the home page; none until there are enough',
        response: { 200: ZFeaturedReviews, ...errors },
      },
    },
    // Read by every home page: cached with the catalog, which every review change drops.
    async (_request, reply) => sendCached(app, reply, 'reviews:featured', () => featuredReviews(app.db)),
  )
  app.get(
    '/orders/:id/review',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['reviews'],
        summary: 'My review of my booking, or whether (and from when) I may write one',
        params: ZOrderParams,
        response: { 200: ZOrderReview, ...errors },
      },
    },
    async (request) => reviewOfOrder(app.db, request.user!, request.params.id),
  )
  app.post(
    '/orders/:id/review',
    {
      config: { allow: ['user'], invalidatesCatalog: true },
      schema: {
        tags: ['reviews'],
        summary: 'Review my paid booking after its day, once (409 before its day, when not paid for, or when reviewed already)',
        params: ZOrderParams,
        body: ZReviewInput,
        response: { 201: ZOwnReview, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await writeReview(app, request.user!, request.params.id, request.body)),
  )
  app.get(
    '/merchant/reviews',
    {
      config: { allow: ['merchant'] },
      schema: { tags: ['reviews'], summary: 'Reviews of my listings, newest first', response: { 200: ZManagedReviews, ...errors } },
    },
    async (request) => merchantReviews(app.db, request.user!),
  )
  app.post(
    '/merchant/reviews/:id/reply',
    {
      config: { allow: ['merchant'], invalidatesCatalog: true },
      schema: {
        tags: ['reviews'],
        summary: 'Reply once, publicly, to a review of my listing (409 when replied already)',
        params: ZReviewParams,
        body: ZReviewReplyInput,
        response: { 200: ZManagedReview, ...errors },
      },
    },
    async (request) => replyToReview(app, request.user!, request.params.id, request.body.reply),
  )
  app.get(
    '/admin/reviews',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'The latest reviews of every listing, for moderation',
        response: { 200: ZManagedReviews, ...errors },
      },
    },
    async () => adminReviews(app.db),
  )
  app.post(
    '/admin/reviews/:id/hide',
    {
      config: { allow: ['admin'], invalidatesCatalog: true },
      schema: {
        tags: ['admin'],
        summary: 'Hide an abusive review with a reason: it leaves the listing’s rating (409 when hidden already)',
        params: ZReviewParams,
        body: ZReviewHideInput,
        response: { 200: ZManagedReview, ...errors },
      },
    },
    async (request) => moderateReview(app.db, request.user!, request.params.id, request.body.reason),
  )
  app.post(
    '/admin/reviews/:id/show',
    {
      config: { allow: ['admin'], invalidatesCatalog: true },
      schema: {
        tags: ['admin'],
        summary: 'Show a hidden review again: it counts in the listing’s rating again (409 when not hidden)',
        params: ZReviewParams,
        response: { 200: ZManagedReview, ...errors },
      },
    },
    async (request) => moderateReview(app.db, request.user!, request.params.id, null),
  )

  // One statement claims each booking, so each invitation goes out once. At start too: a booking whose
  // day passed while no instance ran is invited at once.
  app.jobs.every(
    'invite-reviews',
    INVITE_SWEEP_MS,
    async () => {
      const invited = await inviteReviews(app)
      if (invited > 0) app.log.info({ invited }, 'invited customers to review their bookings')
    },
    { atStart: true },
  )
}
