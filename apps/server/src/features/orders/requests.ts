import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm'
import { ACCEPTED_PAY_HOURS } from '@utsab/shared/constants'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TSendQuote } from '@utsab/shared/schemas/quotes'
import type { TTx } from '../../db/client'
import { openConversation } from '../../db/conversation-records'
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
import { insertQuote } from './quotes'

/** 409: why the request is no longer waiting: lapsed (even before the sweep saw it, `request_lapsed`), withdrawn or answered. */
function notWaiting(row: TOrderRow, now: Date) {
  const lapsed = row.status === 'expired' || (row.status === 'requested' && row.expiresAt! <= now)
  if (lapsed) return new AppError('request_lapsed')
  if (requestOutcome(row) === 'withdrawn') return new AppError('request_withdrawn')
  return new AppError('request_answered')
}

/** The request, locked for the answer's transaction, when it is on one of the viewer's listings (else 404) and still waiting (else 409). */
async function waitingRequest(tx: TTx, viewer: TSessionUser, orderId: string, now: Date): Promise<TOrderRow> {
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
  return row
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
    const row = await waitingRequest(tx, viewer, orderId, now)
    const { status, ...change } = answer.accept ? acceptance(row, now) : declined(answer.reason, now)
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

/** Declined: cancelled by the merchant with the reason, at the answer's moment (requestOutcome reads it so); its date is free again. */
const declined = (reason: string, now: Date) =>
  ({ status: 'cancelled', cancelledBy: 'merchant', cancelReason: reason, cancelledAt: now, expiresAt: null }) as const

/**
 * POST /api/merchant/bookings/:id/quote (decision 057): the merchant answers a request with a quote of their own price,
 * in one transaction on the locked request. The request is declined as any decline is (its date free again, a bKash
 * hold released by the payments' sweep), and the quote goes to the customer's question conversation about the listing
 * (opened if they had none), written by the same `insertQuote` as any quote; its date and details are the request's
 * unless the merchant gives others, checked as any quote's. Accepting the quote then books the date at its price. The
 * customer is told once, by the request's notice in its "answered with a quote" words (the quote's message is not
 * mailed again). A quote the checks refuse leaves the request waiting.
 */
export async function answerWithQuote(deps: TServiceDeps, viewer: TSessionUser, orderId: string, input: TSendQuote, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const row = await waitingRequest(tx, viewer, orderId, now)
    const [listing] = await tx.select().from(listings).where(eq(listings.id, row.listingId))
    const conversation = await openConversation(tx, { listingId: row.listingId, customerId: row.customerId, orderId: null }, now)
    const quote = await insertQuote(tx, {
      conversation,
      listing: listing!,
      senderId: viewer.id,
      input: { ...requestDetails(row), ...input, eventDate: input.eventDate ?? row.eventDate ?? undefined },
      requestId: row.id,
      toldOtherwise: true,
      now,
    })
    // The reason on record; the customer reads the quote's own words in their language (request.quote).
    const { status, ...change } = declined(`Answered with quote #${quote.number}`, now)
    const cancelled = toOrder(await moveOrder(tx, { orderId, from: ['requested'], to: status, set: { ...change, answeredAt: now } }))
    const answeredWith = { id: quote.id, number: quote.number, conversationId: conversation.id }
    const order: TOrder = { ...cancelled, request: { ...cancelled.request!, quote: answeredWith } }
    await queueNotice(tx, {
      userId: row.customerId,
      kind: 'request-declined',
      mail: (words) => labelTestMode(requestAnswered(order, 'quoted', deps.publicOrigin, words, { quote }), deps.paymentsTestMode),
      sms: (words) => requestAnsweredSms(order, 'quoted', deps.publicOrigin, words),
    })
    return { order, quote }
  })
}

/** The request's own details, as a quote of it starts from (a detail the request has not is left out). */
function requestDetails(row: TOrderRow): Partial<TSendQuote> {
  const given = {
    shift: row.shift,
    guests: row.guests,
    size: row.size,
    quantity: row.kind === 'costume' ? row.quantity : null,
    deliveryAddress: row.deliveryAddress,
    deliveryDate: row.deliveryDate,
    eventAddress: row.eventAddress,
    eventTime: row.eventTime,
  }
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== null)) as Partial<TSendQuote>
}

const ANSWERED_SMS = {
  accepted: 'sms.requestAccepted',
  declined: 'sms.requestDeclined',
  quoted: 'sms.requestQuoted',
  lapsed: 'sms.requestLapsed',
} as const

/** The customer's SMS of what became of their request, linked to their booking (which links a quote that answered it). */
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
