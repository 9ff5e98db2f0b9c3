import { z } from 'zod'
import { withoutControls, ZPageNumber, ZReason, ZUuid } from './common'
import { label, m } from './messages-by-key'

/**
 * Verified reviews (issue 17, decision 038): only a customer whose paid booking's day has passed rates it, once;
 * its merchant replies once; an admin may hide an abusive one with a reason. A listing's shown rating is the
 * average of its visible reviews; the rating its merchant typed stays, labelled as their Google rating.
 */
export const REVIEW_TEXT = { min: 20, max: 2000 } as const
export const REVIEW_REPLY = { min: 2, max: 1000 } as const
/** Reviews per page of a listing's reviews. */
export const REVIEWS_PAGE_SIZE = 5
/** Below this many visible reviews of four stars or more the home page keeps the sample reviews. */
export const FEATURED_REVIEWS_MIN = 3
export const FEATURED_REVIEWS_MAX = 6

export const ZStars = z.coerce
  .number({ message: m('validation.review.stars') })
  .int(m('validation.review.stars'))
  .min(1, m('validation.review.stars'))
  .max(5, m('validation.review.stars'))

/** POST /api/orders/:id/review: the customer's stars and words. */
export const ZReviewInput = z.object({
  rating: ZStars,
  body: withoutControls(
    z
      .string({ message: m('validation.review.min') })
      .trim()
      .min(REVIEW_TEXT.min, m('validation.review.min'))
      .max(REVIEW_TEXT.max, m('validation.review.max')),
    label('validation.label.review'),
    { multiline: true },
  ),
})
export type TReviewInput = z.input<typeof ZReviewInput>

/** POST /api/merchant/reviews/:id/reply: the merchant's one answer. */
export const ZReviewReplyInput = z.object({
  reply: withoutControls(
    z
      .string({ message: m('validation.review.replyMin') })
      .trim()
      .min(REVIEW_REPLY.min, m('validation.review.replyMin'))
      .max(REVIEW_REPLY.max, m('validation.review.replyMax')),
    label('validation.label.reply'),
    { multiline: true },
  ),
})
export type TReviewReplyInput = z.input<typeof ZReviewReplyInput>

export const ZReviewHideInput = z.object({ reason: ZReason })

export const ZReviewParams = z.object({ id: ZUuid })

/** A review as anyone reads it: the author's first name only, never their email. */
export const ZReview = z.object({
  id: ZUuid,
  listingId: ZUuid,
  rating: z.number().int(),
  body: z.string(),
  /** The customer's first name, as the booking gave it. */
  author: z.string(),
  /** The day of the booking reviewed (the event, or the delivery), so readers see how recent it is. */
  bookedFor: z.iso.date().nullable(),
  createdAt: z.iso.datetime(),
  reply: z.object({ body: z.string(), at: z.iso.datetime(), agencyName: z.string() }).nullable(),
})
export type TReview = z.infer<typeof ZReview>

/** GET /api/listings/:id/reviews: a page of the visible reviews, newest first, with the listing's totals. */
export const ZReviewPage = z.object({
  data: z.array(ZReview),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** Visible reviews, and their average (null: none yet). */
  count: z.number().int(),
  average: z.number().nullable(),
})
export type TReviewPage = z.infer<typeof ZReviewPage>

export const ZReviewPageQuery = z.object({ page: ZPageNumber })

/** The customer's own review: with whether an admin hid it (it then shows to them alone). */
export const ZOwnReview = ZReview.extend({ hidden: z.boolean() })
export type TOwnReview = z.infer<typeof ZOwnReview>

/**
 * GET /api/orders/:id/review: whether the customer may review this booking now (`open`), from which day (`opensOn`:
 * the day after the booking's day; null when it will never open, e.g. cancelled), and their review once written.
 */
export const ZOrderReview = z.object({
  open: z.boolean(),
  opensOn: z.iso.date().nullable(),
  review: ZOwnReview.nullable(),
})
export type TOrderReview = z.infer<typeof ZOrderReview>

/** A review as its merchant and admins see it: with the listing, the booking and whether it is hidden. */
export const ZManagedReview = ZReview.extend({
  listingName: z.string(),
  agencyName: z.string(),
  orderNumber: z.number().int(),
  hiddenAt: z.iso.datetime().nullable(),
  hiddenReason: z.string().nullable(),
})
export type TManagedReview = z.infer<typeof ZManagedReview>
export const ZManagedReviews = z.object({ data: z.array(ZManagedReview) })
export type TManagedReviews = z.infer<typeof ZManagedReviews>

/** GET /api/reviews/featured: reviews for the home page, or none when there are not enough yet. */
export const ZFeaturedReviews = z.object({ data: z.array(ZReview.extend({ listingName: z.string() })) })
export type TFeaturedReviews = z.infer<typeof ZFeaturedReviews>
