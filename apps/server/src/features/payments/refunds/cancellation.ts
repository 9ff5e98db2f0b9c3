import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { refundAmount, refundPercent } from '@utsab/shared/booking-money'
import { formatMoney, todayInDhaka } from '@utsab/shared/format'
import type { TCancellationQuote } from '@utsab/shared/schemas/orders'
import type { TDb, TTx } from '../../../db/client'
import { recordAudit } from '../../../db/merchant-records'
import { moveOrder } from '../../../db/order-lifecycle'
import { findOrder, toOrder, type TOrderRow } from '../../../db/order-records'
import { agencies, listings, orders, paymentIntents, payments, refunds } from '../../../db/schema'
import { mailLocaleOf } from '../../../db/users'
import type { TServiceDeps } from '../../../lib/deps'
import { labelTestMode, queueMailQuietly } from '../../../lib/email/compose'
import { mailWords } from '../../../lib/email/words'
import { AppError } from '../../../lib/errors'
import { notifyMerchants } from '../../../lib/notify-merchants'
import type { TSessionUser } from '../../../plugins/auth'
import { cancellationNotice } from '../emails'
import { postRefundOwed, postRefundPaid } from '../books/ledger'
import { toIntent, type TRefunder } from '../providers'

export type TProviderFor = (provider: string) => TRefunder | undefined

const REFUND_REASONS: Record<string, string> = {
  customer_cancelled: 'Cancelled by the customer',
  merchant_cancelled: 'Cancelled by the merchant',
  admin_cancelled: 'Refunded by Utsab',
}

/** A refund is held by the instance asking its provider for this long; one left by a crash is taken again after it. */
const REFUND_CLAIM_MS = 30_000

/** The money a confirmed or paid booking has had paid, by payment: its advance (shared with the bookings made with it) and its balance. */
function paidParts(row: TOrderRow) {
  const fromBalance = row.paidBdt - Math.min(row.paidBdt, row.advanceBdt)
  return [
    { checkoutId: row.balanceCheckoutId, amount: fromBalance },
    { checkoutId: row.checkoutId, amount: row.paidBdt - fromBalance },
  ].filter((part) => part.amount > 0)
}

/** What cancelling this booking on `today` gives back under its policy. */
function quoteFor(row: TOrderRow, today: string): TCancellationQuote {
  const percent = row.eventDate ? refundPercent(row.cancellationPolicy, row.eventDate, today) : 100
  return {
    orderId: row.id,
    policy: row.cancellationPolicy,
    amountPaid: row.paidBdt,
    refundPercent: percent,
    refund: refundAmount(row.paidBdt, percent),
  }
}

/** GET /api/orders/:id/cancellation: the customer's own confirmed or paid booking, and what cancelling it now gives back. */
export async function cancellationQuote(db: TDb, viewer: TSessionUser, orderId: string, now = new Date()) {
  const row = await findOrder(db, orderId)
  if (!row || row.customerId !== viewer.id) throw new AppError('order_not_found')
  if (row.status !== 'confirmed' && row.status !== 'paid') throw new AppError('not_refundable')
  return quoteFor(row, todayInDhaka(now))
}

/**
 * Cancels a booking that has money paid and writes its refund, in one transaction: the booking is
 * locked, a balance payment under way refuses it, and each payment's share becomes a pending refund
 * row that the provider is then asked for (exactly once: the row's id is the provider's reference).
 */
async function cancelWithRefund(
  db: TDb,
  orderId: string,
  decide: (row: TOrderRow) => { refund: number; cancelledBy: 'customer' | 'merchant' | 'admin'; reason: string | null },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!row) throw new AppError('order_not_found')
    if (row.status === 'cancelled') throw new AppError('already_cancelled')
    if (row.status !== 'confirmed' && row.status !== 'paid') throw new AppError('not_refundable')
    const { refund, cancelledBy, reason } = decide(row)
    // Costumes are made and sent for the order; a booking whose day has come has been served. Either can
    // only end in a dispute, which an admin settles.
    if (cancelledBy !== 'admin') {
      if (!row.eventDate) throw new AppError('cancel_not_allowed')
      if (row.eventDate < todayInDhaka(now)) throw new AppError('event_passed')
    }
    const [inFlight] = await tx
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(and(eq(paymentIntents.checkoutId, row.balanceCheckoutId), inArray(paymentIntents.status, ['processing', 'held', 'refunding'])))
    if (inFlight) throw new AppError('payment_under_way')
    const parts = await refundParts(tx, row, refund)
    const cancelled = await moveOrder(tx, {
      orderId: row.id,
      from: ['confirmed', 'paid'],
      to: 'cancelled',
      set: { cancelledAt: new Date(), refundBdt: refund, cancelledBy, cancelReason: reason },
    })
    if (parts.length > 0) {
      await tx.insert(refunds).values(parts.map((part) => ({ ...part, orderId: row.id, reason: `${cancelledBy}_cancelled` })))
      await postRefundOwed(
        tx,
        row,
        parts.reduce((total, part) => total + part.amountBdt, 0),
        { platformCovers: cancelledBy === 'admin' },
      )
    }
    return cancelled
  })
}

/** The refund split over the booking's payments, its balance first (the latest money in goes back first). */
async function refundParts(tx: TTx, row: TOrderRow, refund: number) {
  let left = refund
  const parts: { id: string; intentId: string; amountBdt: number }[] = []
  for (const paid of paidParts(row)) {
    if (left === 0) break
    const [payment] = await tx.select({ intentId: payments.transactionId }).from(payments).where(eq(payments.checkoutId, paid.checkoutId))
    // A booking confirmed without an advance has no advance payment.
    if (!payment) continue
    const amount = Math.min(left, paid.amount)
    parts.push({ id: `rf_${randomBytes(12).toString('hex')}`, intentId: payment.intentId, amountBdt: amount })
    left -= amount
  }
  return parts
}

/** POST /api/orders/:id/cancel: the customer cancels their confirmed or paid booking and gets what its policy gives back. */
export async function cancelOwnBooking(
  deps: TServiceDeps,
  providerFor: TProviderFor,
  viewer: TSessionUser,
  orderId: string,
  expectedRefund: number,
  now = new Date(),
) {
  const owned = await findOrder(deps.db, orderId)
  if (!owned || owned.customerId !== viewer.id) throw new AppError('order_not_found')
  const cancelled = await cancelWithRefund(
    deps.db,
    orderId,
    (row) => {
      const { refund } = quoteFor(row, todayInDhaka(now))
      // The day may have turned, or a balance been paid, since the customer was shown the amount.
      if (refund !== expectedRefund)
        throw new AppError('refund_changed', { refund: { money: refund }, expected: { money: expectedRefund } })
      return { refund, cancelledBy: 'customer', reason: null }
    },
    now,
  )
  return announceCancellation(deps, providerFor, cancelled, { merchant: false })
}

/** POST /api/merchant/bookings/:id/cancel: the merchant cancels a booking of theirs; everything paid goes back. */
export async function cancelByMerchant(
  deps: TServiceDeps,
  providerFor: TProviderFor,
  viewer: TSessionUser,
  orderId: string,
  reason: string,
) {
  const [own] = await deps.db
    .select({ agency: agencies.name })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(and(eq(orders.id, orderId), eq(agencies.ownerId, viewer.id)))
  if (!own) throw new AppError('booking_not_found')
  const cancelled = await cancelWithRefund(
    deps.db,
    orderId,
    (row) => ({ refund: row.paidBdt, cancelledBy: 'merchant', reason }),
    new Date(),
  )
  return announceCancellation(deps, providerFor, cancelled, { merchant: true, agency: own.agency, reason })
}

/**
 * POST /api/admin/bookings/:id/refund: an admin settles a dispute by cancelling any booking with money
 * paid (a costume order, an event already past) and giving back what they decide, up to all of it.
 */
export async function refundByAdmin(
  deps: TServiceDeps,
  providerFor: TProviderFor,
  admin: TSessionUser,
  orderId: string,
  input: { amount: number; reason: string },
) {
  const cancelled = await cancelWithRefund(
    deps.db,
    orderId,
    (row) => {
      if (input.amount > row.paidBdt)
        throw new AppError(
          'refund_over_paid',
          { paid: { money: row.paidBdt } },
          { amount: { key: 'errors.payout.atMost', params: { available: { money: row.paidBdt } } } },
        )
      return { refund: input.amount, cancelledBy: 'admin', reason: input.reason }
    },
    new Date(),
  )
  await recordAudit(deps.db, admin, 'booking.refunded', `#${cancelled.number}`, `${formatMoney(input.amount)}: ${input.reason}`)
  return announceCancellation(deps, providerFor, cancelled, { merchant: true, agency: 'Utsab', reason: input.reason }, { toMerchant: true })
}

/** Asks the providers for the booking's refunds, then tells the customer and the merchant. */
async function announceCancellation(
  deps: TServiceDeps,
  providerFor: TProviderFor,
  cancelled: TOrderRow,
  by: Parameters<typeof cancellationNotice>[1],
  { toMerchant = !by.merchant } = {},
) {
  const pending = await deps.db.select().from(refunds).where(eq(refunds.orderId, cancelled.id))
  const outcomes = await Promise.all(pending.map((refund) => executeRefund(deps, providerFor, refund.id)))
  const order = toOrder(cancelled)
  const draft = async () => {
    const words = mailWords(await mailLocaleOf(deps.db, order.customer.email))
    return labelTestMode(cancellationNotice(order, by, deps.publicOrigin, words), deps.paymentsTestMode)
  }
  await queueMailQuietly(deps, draft(), 'cancellation notice')
  if (toMerchant) await notifyMerchants(deps, [order], 'cancelled', deps.publicOrigin)
  return { order, refundDone: outcomes.every(Boolean) }
}

/**
 * Holds a refund in `status` for this instance for REFUND_CLAIM_MS (no other instance asks its provider
 * meanwhile) and counts the attempt; undefined when it is in another state or already held.
 */
async function claimRefund(deps: TServiceDeps, refundId: string, status: 'pending' | 'processing', now: Date) {
  const [claimed] = await deps.db
    .update(refunds)
    .set({ claimedUntil: new Date(now.getTime() + REFUND_CLAIM_MS), attempts: sql`${refunds.attempts} + 1` })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, status), or(isNull(refunds.claimedUntil), lt(refunds.claimedUntil, now))))
    .returning()
  return claimed
}

/**
 * Asks the provider for one pending refund, holding it meanwhile so no other instance asks at the
 * same time. Answers whether it is done; a refund the provider could not take now stays pending for
 * the sweep, with its error.
 */
export async function executeRefund(deps: TServiceDeps, providerFor: TProviderFor, refundId: string, now = new Date()) {
  const claimed = await claimRefund(deps, refundId, 'pending', now)
  if (!claimed) {
    const [row] = await deps.db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, refundId))
    return row?.status === 'succeeded'
  }
  const [intent] = await deps.db.select().from(paymentIntents).where(eq(paymentIntents.id, claimed.intentId))
  const provider = intent && providerFor(intent.provider)
  try {
    if (!provider) throw new Error(`no provider ${intent?.provider ?? '?'} is configured to refund ${claimed.intentId}`)
    const { providerRefundId, processing } = await provider.refundPart(toIntent(intent), {
      id: claimed.id,
      amount: claimed.amountBdt,
      reason: REFUND_REASONS[claimed.reason] ?? 'Cancelled',
    })
    if (processing) {
      // Not money back yet: the provider may still refuse it. The sweep asks it until it says (followRefund).
      await deps.db
        .update(refunds)
        .set({ status: 'processing', providerRefundId, claimedUntil: null, lastError: null })
        .where(and(eq(refunds.id, claimed.id), eq(refunds.status, 'pending')))
      return false
    }
    return await completeRefund(deps, claimed.id, 'pending', providerRefundId)
  } catch (error) {
    deps.log.error({ err: error, refundId: claimed.id }, 'refund not taken by its provider yet')
    await deps.db
      .update(refunds)
      .set({ claimedUntil: null, lastError: error instanceof Error ? error.message.slice(0, 500) : String(error) })
      .where(eq(refunds.id, claimed.id))
    return false
  }
}

/** The refund given back: recorded once (from the state it was in) and paid out of the books. */
async function completeRefund(deps: TServiceDeps, refundId: string, from: 'pending' | 'processing', providerRefundId: string | null) {
  await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId, completedAt: new Date(), claimedUntil: null, lastError: null })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, from)))
      .returning()
    if (done) await postRefundPaid(tx, done.id, done.orderId, done.amountBdt)
  })
  return true
}

/**
 * Asks the provider where a `processing` refund stands, holding it meanwhile: given back, it is
 * recorded and paid out of the books; refused, it becomes `refused` with the provider's reason, which
 * the admins' held payments show (the money is still owed to the customer in the books); still
 * processing, or the provider unreachable, it is asked again by the next sweep.
 */
export async function followRefund(deps: TServiceDeps, providerFor: TProviderFor, refundId: string, now = new Date()) {
  const claimed = await claimRefund(deps, refundId, 'processing', now)
  if (!claimed) return false
  const [intent] = await deps.db
    .select({ provider: paymentIntents.provider })
    .from(paymentIntents)
    .where(eq(paymentIntents.id, claimed.intentId))
  const provider = intent && providerFor(intent.provider)
  try {
    if (!provider?.refundProgress || !claimed.providerRefundId)
      throw new Error(`no provider ${intent?.provider ?? '?'} is configured to follow the refund ${claimed.id}`)
    const progress = await provider.refundProgress(claimed.providerRefundId)
    if (progress.status === 'refunded') return await completeRefund(deps, claimed.id, 'processing', claimed.providerRefundId)
    if (progress.status === 'refused') {
      deps.log.error({ refundId: claimed.id, reason: progress.reason }, 'the provider refused a refund it had been processing')
      await deps.db
        .update(refunds)
        .set({ status: 'refused', claimedUntil: null, lastError: progress.reason.slice(0, 500) })
        .where(and(eq(refunds.id, claimed.id), eq(refunds.status, 'processing')))
      return false
    }
    await deps.db.update(refunds).set({ claimedUntil: null }).where(eq(refunds.id, claimed.id))
    return false
  } catch (error) {
    deps.log.error({ err: error, refundId: claimed.id }, 'could not ask the provider where a refund stands')
    await deps.db.update(refunds).set({ claimedUntil: null }).where(eq(refunds.id, claimed.id))
    return false
  }
}

/**
 * Refunds still pending (a provider that was down, a crash between the cancellation and its refund),
 * then those the provider is still processing, oldest first. Answers how many were given back.
 */
export async function settlePendingRefunds(deps: TServiceDeps, providerFor: TProviderFor, now = new Date()) {
  const waiting = await deps.db
    .select({ id: refunds.id, status: refunds.status })
    .from(refunds)
    .where(and(inArray(refunds.status, ['pending', 'processing']), or(isNull(refunds.claimedUntil), lt(refunds.claimedUntil, now))))
    .orderBy(asc(refunds.createdAt))
    .limit(50)
  let done = 0
  for (const refund of waiting)
    if (await (refund.status === 'pending' ? executeRefund : followRefund)(deps, providerFor, refund.id, now)) done++
  return done
}
