import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import { addDays, todayInDhaka } from '@utsab/shared/format'
import { isLocale } from '@utsab/shared/i18n/locales'
import {
  FEATURED_REVIEWS_MAX,
  FEATURED_REVIEWS_MIN,
  REVIEWS_PAGE_SIZE,
  type TManagedReview,
  type TOrderReview,
  type TReview,
} from '@utsab/shared/schemas/reviews'
import type { TDb, TTx } from '../../db/client'
import { recordAudit } from '../../db/merchant-records'
import { toOrder, type TOrderRow } from '../../db/order-records'
import { agencies, listings, orders, reviews, user } from '../../db/schema'
import { mailLocaleOf } from '../../db/users'
import { inTransaction, type TServiceDeps } from '../../lib/deps'
import { queueMail } from '../../lib/email/compose'
import { mailWords } from '../../lib/email/words'
import { AppError } from '../../lib/errors'
import type { TSessionUser } from '../../plugins/auth'
import { reviewInvitation, reviewReceived, reviewReplied } from './emails'

/**
 * Verified reviews (issue 17, decision 038). A review belongs to a booking: only its customer writes it, once, after
 * the booking's day, and only when it was paid for (in full or its advance) and not cancelled. The listing's count
 * and sum of visible stars change in the same transaction as the review, so its shown rating is never out of step.
 */

type TReviewRow = typeof reviews.$inferSelect
const REVIEWABLE: TOrderRow['status'][] = ['paid', 'confirmed']

/** The day a booking is for: its event, or a costume's delivery; a booking with neither, the day it was paid. */
const bookingDay = (row: TOrderRow) => row.eventDate ?? row.deliveryDate ?? (row.paidAt ? todayInDhaka(row.paidAt) : null)
/** A booking can be reviewed from the day after its day; null when it never can (not paid for, or cancelled). */
export function reviewOpensOn(row: TOrderRow) {
  const day = bookingDay(row)
  return REVIEWABLE.includes(row.status) && day ? addDays(day, 1) : null
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

const reviewColumns = {
  review: reviews,
  bookedFor: sql<string | null>`coalesce(${orders.eventDate}, ${orders.deliveryDate})`,
  agencyName: agencies.name,
}

function toReview(row: { review: TReviewRow; bookedFor: string | null; agencyName: string }): TReview {
  const { review } = row
  return {
    id: review.id,
    listingId: review.listingId,
    rating: review.rating,
    body: review.body,
    author: review.author,
    bookedFor: row.bookedFor,
    createdAt: review.createdAt.toISOString(),
    reply: review.reply && review.repliedAt ? { body: review.reply, at: review.repliedAt.toISOString(), agencyName: row.agencyName } : null,
  }
}

const reviewsWithContext = (db: TDb | TTx) =>
  db
    .select({ ...reviewColumns, listingName: listings.name, orderNumber: orders.number })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))

type TManagedRow = Awaited<ReturnType<ReturnType<typeof reviewsWithContext>['execute']>>[number]
const toManagedReview = (row: TManagedRow): TManagedReview => ({
  ...toReview(row),
  listingName: row.listingName,
  agencyName: row.agencyName,
  orderNumber: row.orderNumber,
  hiddenAt: row.review.hiddenAt?.toISOString() ?? null,
  hiddenReason: row.review.hiddenReason,
})

/** The listing's visible count and sum move with a review that starts or stops counting. */
const countInListing = (tx: TTx, listingId: string, rating: number, sign: 1 | -1) =>
  tx
    .update(listings)
    .set({ reviewCount: sql`${listings.reviewCount} + ${sign}`, reviewSum: sql`${listings.reviewSum} + ${sign * rating}` })
    .where(eq(listings.id, listingId))

/** GET /api/orders/:id/review: whether its customer may review it now, from when, and the review once written. */
export async function reviewOfOrder(db: TDb, viewer: TSessionUser, orderId: string, now = new Date()): Promise<TOrderReview> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, viewer.id)))
  if (!row) throw new AppError('booking_not_found')
  const [written] = await reviewsWithContext(db).where(eq(reviews.orderId, orderId))
  const opensOn = reviewOpensOn(row)
  return {
    open: !written && opensOn !== null && opensOn <= todayInDhaka(now),
    opensOn,
    review: written ? { ...toReview(written), hidden: written.review.hiddenAt !== null } : null,
  }
}

/** POST /api/orders/:id/review: the customer's review of their booking, counted in the listing's rating at once. */
export async function writeReview(
  deps: TServiceDeps,
  viewer: TSessionUser,
  orderId: string,
  input: { rating: number; body: string },
  now = new Date(),
) {
  const written = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, viewer.id)))
      .for('update')
    if (!row) throw new AppError('booking_not_found')
    const opensOn = reviewOpensOn(row)
    if (!opensOn) throw new AppError('review_not_allowed')
    if (opensOn > todayInDhaka(now)) throw new AppError('review_too_early')
    const [inserted] = await tx
      .insert(reviews)
      .values({
        orderId,
        listingId: row.listingId,
        customerId: viewer.id,
        author: firstName(row.customerName),
        rating: input.rating,
        body: input.body,
        createdAt: now,
      })
      .onConflictDoNothing({ target: reviews.orderId })
      .returning()
    if (!inserted) throw new AppError('review_exists')
    await countInListing(tx, row.listingId, input.rating, 1)
    // Invited or not, a customer who wrote needs no invitation any more.
    await tx
      .update(orders)
      .set({ reviewInvitedAt: row.reviewInvitedAt ?? now })
      .where(eq(orders.id, orderId))
    const [full] = await reviewsWithContext(tx).where(eq(reviews.id, inserted.id))
    await tellMerchant(inTransaction(deps, tx), full!)
    return { review: full!, order: row }
  })
  return { ...toReview(written.review), hidden: false }
}

/** Queues the merchant's notice of a new review, in the review's transaction (`deps.db`). */
async function tellMerchant(deps: TServiceDeps, row: TManagedRow) {
  const [owner] = await deps.db
    .select({ email: agencies.email, locale: user.locale })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .innerJoin(user, eq(user.id, agencies.ownerId))
    .where(eq(listings.id, row.review.listingId))
  if (!owner) return
  const words = mailWords(isLocale(owner.locale) ? owner.locale : 'en')
  await queueMail(deps.db, reviewReceived(owner.email, toManagedReview(row), deps.publicOrigin, words))
}

/** GET /api/listings/:id/reviews: a page of a published listing's visible reviews, newest first. */
export async function listingReviews(db: TDb, listingId: string, page: number) {
  const [listing] = await db
    .select({ count: listings.reviewCount, sum: listings.reviewSum })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.published, true)))
  if (!listing) throw new AppError('listing_not_found')
  const rows = await reviewsWithContext(db)
    .where(and(eq(reviews.listingId, listingId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE)
  return {
    data: rows.map(toReview),
    page,
    totalPages: Math.ceil(listing.count / REVIEWS_PAGE_SIZE),
    count: listing.count,
    average: listing.count > 0 ? Math.round((listing.sum / listing.count) * 100) / 100 : null,
  }
}

/** GET /api/reviews/featured: the latest visible four- and five-star reviews of published listings, once there are enough. */
export async function featuredReviews(db: TDb) {
  const rows = await reviewsWithContext(db)
    .where(and(isNull(reviews.hiddenAt), gte(reviews.rating, 4), eq(listings.published, true)))
    .orderBy(desc(reviews.createdAt))
    .limit(FEATURED_REVIEWS_MAX)
  if (rows.length < FEATURED_REVIEWS_MIN) return { data: [] }
  return { data: rows.map((row) => ({ ...toReview(row), listingName: row.listingName })) }
}

/** GET /api/merchant/reviews: every review of the merchant's listings, newest first, hidden ones marked. */
export async function merchantReviews(db: TDb, viewer: TSessionUser) {
  const rows = await reviewsWithContext(db).where(eq(agencies.ownerId, viewer.id)).orderBy(desc(reviews.createdAt)).limit(200)
  return { data: rows.map(toManagedReview) }
}

/** POST /api/merchant/reviews/:id/reply: the merchant's one public answer to a review of their listing; its author is emailed. */
export async function replyToReview(deps: TServiceDeps, viewer: TSessionUser, reviewId: string, reply: string, now = new Date()) {
  const replied = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ review: reviews })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .innerJoin(agencies, eq(agencies.id, listings.agencyId))
      .where(and(eq(reviews.id, reviewId), eq(agencies.ownerId, viewer.id)))
      .for('update', { of: reviews })
    if (!found) throw new AppError('review_not_found')
    if (found.review.reply !== null) throw new AppError('review_replied')
    await tx.update(reviews).set({ reply, repliedAt: now }).where(eq(reviews.id, reviewId))
    const [full] = await reviewsWithContext(tx).where(eq(reviews.id, reviewId))
    const [author] = await tx.select().from(user).where(eq(user.id, full!.review.customerId))
    if (author) {
      const [listing] = await tx.select({ kind: listings.kind }).from(listings).where(eq(listings.id, full!.review.listingId))
      const words = mailWords(await mailLocaleOf(tx, author.email))
      await queueMail(tx, reviewReplied(author, toManagedReview(full!), listing!.kind, deps.publicOrigin, words))
    }
    return full!
  })
  return toManagedReview(replied)
}

/** GET /api/admin/reviews: the latest reviews of every listing, hidden ones marked, for moderation. */
export async function adminReviews(db: TDb) {
  const rows = await reviewsWithContext(db).orderBy(desc(reviews.createdAt)).limit(200)
  return { data: rows.map(toManagedReview) }
}

/** An admin hides an abusive review (or shows it again): it leaves (or rejoins) the listing's rating, with the reason audited. */
export async function moderateReview(db: TDb, admin: { id: string; email: string }, reviewId: string, reason: string | null) {
  return db.transaction(async (tx) => {
    const [found] = await reviewsWithContext(tx).where(eq(reviews.id, reviewId)).for('update', { of: reviews })
    if (!found) throw new AppError('review_not_found')
    const { review } = found
    const target = `Review of ${found.listingName} · booking #${found.orderNumber}`
    if (reason !== null) {
      if (review.hiddenAt) throw new AppError('review_already_hidden')
      await tx.update(reviews).set({ hiddenAt: new Date(), hiddenReason: reason }).where(eq(reviews.id, reviewId))
      await countInListing(tx, review.listingId, review.rating, -1)
      await recordAudit(tx, admin, 'review.hide', target, reason)
    } else {
      if (!review.hiddenAt) throw new AppError('review_not_hidden')
      await tx.update(reviews).set({ hiddenAt: null, hiddenReason: null }).where(eq(reviews.id, reviewId))
      await countInListing(tx, review.listingId, review.rating, 1)
      await recordAudit(tx, admin, 'review.show', target, review.hiddenReason ?? undefined)
    }
    const [full] = await reviewsWithContext(tx).where(eq(reviews.id, reviewId))
    return toManagedReview(full!)
  })
}

/**
 * Invites the customers of paid bookings whose day has passed to review them: each booking is claimed by stamping it
 * in one statement, so with several instances (or overlapping runs) each invitation goes out once. Bookings whose
 * day is long past when this first runs (older than a month) are stamped without a mail.
 */
export function inviteReviews(deps: TServiceDeps, now = new Date()) {
  // The claim and its mails commit together: a run cut short leaves both for the next run.
  return deps.db.transaction((tx) => inviteReviewsInTransaction(inTransaction(deps, tx), now))
}

async function inviteReviewsInTransaction(deps: TServiceDeps, now: Date) {
  const today = todayInDhaka(now)
  const oldest = addDays(today, -30)
  const due = sql`coalesce(${orders.eventDate}, ${orders.deliveryDate}, (${orders.paidAt} at time zone 'Asia/Dhaka')::date)`
  const claimed = await deps.db
    .update(orders)
    .set({ reviewInvitedAt: now })
    .where(
      and(
        isNull(orders.reviewInvitedAt),
        // The partial index's own predicate (db/schema/orders.ts), so the sweep reads only that index.
        sql`${orders.status} not in ('pending', 'cancelled', 'expired')`,
        inArray(orders.status, REVIEWABLE),
        sql`${due} < ${today}`,
      ),
    )
    .returning()
  let invited = 0
  for (const row of claimed) {
    const day = bookingDay(row)
    if (!day || day < oldest) continue
    const order = toOrder(row)
    const draft = async () => reviewInvitation(order, deps.publicOrigin, mailWords(await mailLocaleOf(deps.db, order.customer.email)))
    await queueMail(deps.db, draft())
    invited += 1
  }
  return invited
}
