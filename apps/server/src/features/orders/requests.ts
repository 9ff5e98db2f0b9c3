import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm'
import { ACCEPTED_PAY_HOURS } from '@utsab/shared/constants'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { moveOrder, moveOrders, requestOutcome } from '../../db/order-lifecycle'
import { toOrder, type TOrderRow } from '../../db/order-records'
import { agencies, listings, orders } from '../../db/schema'
import { inTransaction, type TServiceDeps } from '../../lib/deps'
import { labelTestMode } from '../../lib/email/compose'
import { AppError } from '../../lib/errors'
import { queueNotice, type TSmsWords } from '../../lib/notices'
import { notifyMerchants } from '../../lib/notify-merchants'
import { claimHoldForCapture } from '../../lib/request-holds'
import type { TSessionUser } from '../../plugins/auth'
import { requestAnswered } from './emails'

/** 409: why the request is no longer waiting: lapsed (even before the sweep saw it, `request_lapsed`), withdrawn or answered. */
function notWaiting(row: TOrderRow, now: Date) {
  const lapsed = row.status === 'expired' || (row.status === 'requested' && row.expiresAt! <= now)
  if (lapsed) return new AppError('request_lapsed')
  if (requestOutcome(row) === 'withdrawn') return new AppError('request_withdrawn')
  return new AppError('request_answered')
}

/**
 * The merchant's answer to a request to book on one of their listings, in one transaction on the locked order: only a
 * request still waiting can be answered (a second answer, or one after it lapsed or was withdrawn, is 409). Accepted, it
 * becomes a booking to pay (its advance within ACCEPTED_PAY_HOURS, or confirmed at once when the listing asks none;
 * an advance held with bKash is captured, which confirms it);
 * declined, it is cancelled with the reason and its date is free. The customer is emailed either way.
 */
async function answerRequest(
  deps: TServiceDeps,
  viewer: TSessionUser,
  orderId: string,
  answer: { accept: true } | { accept: false; reason: string },
  now: Date,
): Promise<{ order: TOrder }> {
  const answered = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ order: orders })
      .from(orders)
      .innerJoin(listings, eq(listings.id, orders.listingId))
      .innerJoin(agencies, eq(agencies.id, listings.agencyId))
      .where(and(eq(orders.id, orderId), eq(agencies.ownerId, viewer.id)))
      .for('update', { of: orders })
    if (!found || found.order.requestedAt === null) throw new AppError('request_not_found')
    const row = found.order
    if (row.status !== 'requested' || row.expiresAt! <= now) throw notWaiting(row, now)
    const { status, ...change } = answer.accept
      ? acceptance(row, now)
      : { status: 'cancelled' as const, cancelledBy: 'merchant', cancelReason: answer.reason, cancelledAt: now, expiresAt: null }
    const updated = await moveOrder(tx, { orderId, from: ['requested'], to: status, set: { ...change, answeredAt: now } })
    // An advance held with bKash is taken now, without the customer paying again (decision 052); a declined one is
    // released by the payments' sweep, as is the hold of a request withdrawn or lapsed.
    const advanceHeld = status === 'pending' && (await claimHoldForCapture(tx, row.checkoutId))
    const order = toOrder(updated)
    const outcome = answer.accept ? 'accepted' : 'declined'
    await queueNotice(tx, {
      userId: updated.customerId,
      kind: answer.accept ? 'request-accepted' : 'request-declined',
      mail: (words) => labelTestMode(requestAnswered(order, outcome, deps.publicOrigin, words, { advanceHeld }), deps.paymentsTestMode),
      sms: (words) => requestAnsweredSms(order, outcome, deps.publicOrigin, words),
    })
    return order
  })
  return { order: answered }
}

const ANSWERED_SMS = { accepted: 'sms.requestAccepted', declined: 'sms.requestDeclined', lapsed: 'sms.requestLapsed' } as const

/** The customer's SMS of what became of their request, linked to their booking. */
function requestAnsweredSms(order: TOrder, outcome: keyof typeof ANSWERED_SMS, origin: string, words: TSmsWords): string {
  const date = order.eventDate ? words.date(order.eventDate) : ''
  return words.t(ANSWERED_SMS[outcome], { number: words.number(order.number), date, link: words.bookingPage(origin, order.id) })
}

/**
 * An accepted request is paid like a booking, with the advance worked out when it was requested: paying it within
 * ACCEPTED_PAY_HOURS confirms the date; a listing that asks no advance confirms it at once.
 */
function acceptance(row: TOrderRow, now: Date) {
  return row.advanceBdt === 0 && row.totalBdt > 0
    ? { status: 'confirmed' as const, expiresAt: null }
    : { status: 'pending' as const, expiresAt: new Date(now.getTime() + ACCEPTED_PAY_HOURS * 3_600_000) }
}

/** POST /api/merchant/bookings/:id/accept */
export const acceptRequest = (deps: TServiceDeps, viewer: TSessionUser, orderId: string, now = new Date()) =>
  answerRequest(deps, viewer, orderId, { accept: true }, now)

/** POST /api/merchant/bookings/:id/decline */
export const declineRequest = (deps: TServiceDeps, viewer: TSessionUser, orderId: string, reason: string, now = new Date()) =>
  answerRequest(deps, viewer, orderId, { accept: false, reason }, now)

/**
 * Requests left unanswered past their time lapse: their dates are free again, and the customer and the merchant are
 * told. One statement claims them, so with several instances each lapsed request is announced by one of them, once.
 */
export function lapseRequests(deps: TServiceDeps, now = new Date()): Promise<number> {
  // The claim and its mails commit together: a run cut short leaves both for the next run.
  return deps.db.transaction((tx) => lapseRequestsInTransaction(inTransaction(deps, tx), now))
}

async function lapseRequestsInTransaction(deps: TServiceDeps, now: Date): Promise<number> {
  const lapsed = await moveOrders(deps.db, {
    from: ['requested'],
    to: 'expired',
    where: and(isNotNull(orders.requestedAt), isNull(orders.answeredAt), lt(orders.expiresAt, now)),
  })
  for (const row of lapsed) {
    const order = toOrder(row)
    await queueNotice(deps.db, {
      userId: row.customerId,
      kind: 'request-lapsed',
      mail: (words) => requestAnswered(order, 'lapsed', deps.publicOrigin, words),
      sms: (words) => requestAnsweredSms(order, 'lapsed', deps.publicOrigin, words),
    })
    await notifyMerchants(deps, [order], 'lapsed', deps.publicOrigin)
  }
  return lapsed.length
}
