import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, isNotNull, ne, notExists, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { localizePath, type TLocale } from '@utsab/shared/i18n/locales'
import type { TTx } from '../../../../db/client'
import { findCheckoutOrders, findOrder, toOrder } from '../../../../db/order-records'
import { orders, paymentIntents } from '../../../../db/schema'
import { mailLocaleOf } from '../../../../db/users'
import type { TServiceDeps } from '../../../../lib/deps'
import { labelTestMode, queueMail } from '../../../../lib/email/compose'
import { mailWords } from '../../../../lib/email/words'
import { AppError } from '../../../../lib/errors'
import type { TSessionUser } from '../../../../plugins/auth'
import { bkashError, type TBkashAnswer, type TBkashClient } from './bkash'
import { findBkashIntent, openBkashPayment, settleCompleted, type TIntentRow } from './bkash-checkout'
import { endAttempt, openAttempts } from '../gateway-attempts'
import { gatewayMobile } from '../gateway-failures'
import { amountToPoisha, GatewayUnavailable } from '../sslcommerz/sslcommerz'
import { holdNotTaken } from '../../emails'

/**
 * A request's advance held with bKash's Authorized and Capture (decision 052). The customer authorizes exactly the
 * request's advance while it waits; the merchant's acceptance captures it (orders' claimHoldForCapture queues the
 * capture), which pays the booking as a paid advance would; a decline, a withdrawal or a lapse voids it. Our row:
 *
 *   requires_payment_method → processing (execute) → authorized → processing (capture) → succeeded (a payment)
 *                                                              ↘ voiding → voided
 *
 * A hold is voided whenever it is authorized and its request no longer waits (answered, withdrawn, lapsed): the
 * release sweep finds those, and `voiding` ones whose void got no answer. A `voiding` row is never captured.
 */

const isHold = (row: Pick<TIntentRow, 'provider' | 'intent'>) => row.provider === 'bkash' && row.intent === 'authorization'

/** POST /api/payments/bkash-hold: the request's customer holds its advance; the amount is the request's, never the browser's. */
export async function startBkashHold(
  deps: TServiceDeps,
  client: TBkashClient,
  viewer: TSessionUser,
  orderId: string,
  locale: TLocale,
  now = new Date(),
) {
  const order = await findOrder(deps.db, orderId)
  if (!order || order.customerId !== viewer.id) throw new AppError('order_not_found')
  const waiting = order.status === 'requested' && order.requestedAt !== null && order.expiresAt !== null && order.expiresAt > now
  if (!waiting || order.advanceBdt <= 0) throw new AppError('request_hold_unavailable')
  const earlier = await deps.db
    .select({ id: paymentIntents.id, status: paymentIntents.status })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.checkoutId, order.checkoutId),
        eq(paymentIntents.intent, 'authorization'),
        inArray(paymentIntents.status, ['requires_payment_method', 'processing', 'authorized']),
      ),
    )
  if (earlier.some((attempt) => attempt.status !== 'requires_payment_method')) throw new AppError('request_hold_exists')
  // An earlier start the payer never finished is ended first: one open hold per request, never a pile of them.
  const unfinished = earlier.filter((attempt) => attempt.status === 'requires_payment_method')
  for (const earlier of unfinished) await endAttempt(deps, earlier.id, 'replaced', ['requires_payment_method'])
  const id = `bh_${randomBytes(12).toString('hex')}`
  await deps.db.insert(paymentIntents).values({
    id,
    provider: 'bkash',
    intent: 'authorization',
    checkoutId: order.checkoutId,
    customerId: viewer.id,
    amountBdt: order.advanceBdt,
    clientSecret: `${id}_${randomBytes(16).toString('hex')}`,
  })
  return openBkashPayment(deps, client, id, {
    amountPoisha: order.advanceBdt * 100,
    invoice: id,
    payerReference: gatewayMobile(order.customerPhone) ?? viewer.id,
    intent: 'authorization',
    locale,
  })
}

type THoldOutcome = 'authorized' | 'released' | 'failed' | 'pending' | 'paid' | 'refunded' | 'held'

/** bKash's answer that an authorization is held: ours (invoice) and for our amount, with its transaction id. */
const heldAsAsked = (row: TIntentRow, answer: TBkashAnswer) => {
  const invoice = answer.merchantInvoiceNumber ?? answer.merchantInvoice
  return amountToPoisha(answer.amount ?? '') === row.amountBdt * 100 && (invoice === undefined || invoice === row.id)
}

/**
 * Marks an executed authorization held (from `processing`), or, when it is not what we asked for, releases it.
 * A hold whose request stopped waiting meanwhile is released by the sweep, at once here.
 */
async function markAuthorized(deps: TServiceDeps, client: TBkashClient, row: TIntentRow, answer: TBkashAnswer): Promise<THoldOutcome> {
  const asAsked = heldAsAsked(row, answer)
  // One hold per request: the check is part of the update, so of two executions at once (two starts) one is held and
  // the other released. They take turns on the request's row (locked, as its answer locks it), so the second's check
  // reads the first's hold; and an acceptance either finds this hold to capture, or comes first and the sweep releases it.
  const other = alias(paymentIntents, 'other_hold')
  const heldElsewhere = deps.db
    .select({ id: other.id })
    .from(other)
    .where(
      and(
        eq(other.checkoutId, row.checkoutId),
        ne(other.id, row.id),
        eq(other.intent, 'authorization'),
        inArray(other.status, ['authorized', 'processing']),
        isNotNull(other.trxId),
      ),
    )
  const processing = and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'processing'))
  const marked = await deps.db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.checkoutId, row.checkoutId)).for('update')
    const [held] = asAsked
      ? await tx
          .update(paymentIntents)
          .set({ status: 'authorized', trxId: answer.trxID ?? null, lastError: null, updatedAt: new Date() })
          .where(and(processing, notExists(heldElsewhere)))
          .returning()
      : []
    if (held) return held
    const [released] = await tx
      .update(paymentIntents)
      .set({ status: 'voiding', trxId: answer.trxID ?? null, lastError: asAsked ? 'held_twice' : 'amount_mismatch', updatedAt: new Date() })
      .where(processing)
      .returning()
    return released
  })
  if (!marked) return 'pending'
  if (marked.status === 'voiding') {
    deps.log.warn(
      { intentId: row.id, amount: answer.amount, reason: marked.lastError },
      'bKash hold released: another amount or invoice, or held twice',
    )
    return (await voidHold(deps, client, marked)) ? 'released' : 'pending'
  }
  // The sweep may release another hold of the request (the one that lost): this one's own status answers.
  await releaseBkashHolds(deps, client, { checkoutId: row.checkoutId })
  const current = await findBkashIntent(deps, { id: row.id })
  return current?.status === 'authorized' ? 'authorized' : current?.status === 'voided' ? 'released' : 'pending'
}

/** After the payer approved it: the server executes the authorization, once (claimed on our row), which holds the money. */
export async function executeBkashHold(deps: TServiceDeps, client: TBkashClient, row: TIntentRow): Promise<THoldOutcome> {
  const [claimed] = await deps.db
    .update(paymentIntents)
    .set({ status: 'processing', updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'requires_payment_method')))
    .returning()
  if (!claimed)
    return row.status === 'authorized' ? 'authorized' : row.status === 'voided' || row.status === 'voiding' ? 'released' : 'pending'
  let answer: TBkashAnswer
  try {
    answer = await client.execute(row.gatewaySession!)
    const code = bkashError(answer)
    if (code === '2117' || code === '2062') answer = await client.query(row.gatewaySession!)
  } catch (error) {
    // No answer: the reconciliation asks bKash later.
    deps.log.error({ err: error, intentId: row.id }, 'bKash hold: execute got no answer')
    return 'pending'
  }
  const code = bkashError(answer)
  if (!code && answer.transactionStatus === 'Authorized' && answer.trxID) return markAuthorized(deps, client, claimed, answer)
  // Taken as a sale after all: settled as one (the request is not payable yet, so the money goes back).
  if (!code && answer.transactionStatus === 'Completed') return (await settleCompleted(deps, client, claimed, answer)).outcome
  await endAttempt(deps, row.id, code ?? answer.transactionStatus ?? 'failed', ['processing'])
  return 'failed'
}

/**
 * The customer's browser back from bKash for a hold: executed on success; the customer goes back to their orders,
 * told how it went. Undefined for a payment that is no hold (bkash-checkout's returnFromBkash answers those).
 */
export async function returnFromBkashHold(deps: TServiceDeps, client: TBkashClient, locale: TLocale, query: Record<string, string>) {
  const row = query.paymentID ? await findBkashIntent(deps, { paymentId: query.paymentID }) : undefined
  if (!row || !isHold(row)) return undefined
  const back = (hold: string) => `${localizePath('/orders', locale)}?hold=${hold}`
  if (query.status !== 'success') {
    await endAttempt(deps, row.id, query.status || 'failure', ['requires_payment_method'])
    return back(query.status === 'cancel' ? 'cancelled' : 'failed')
  }
  const outcome = await executeBkashHold(deps, client, row)
  return back(outcome === 'authorized' ? 'authorized' : outcome === 'failed' ? 'failed' : outcome === 'released' ? 'released' : 'pending')
}

/**
 * Tells the customer of an accepted request that its held advance could not be taken: the booking is to be paid as
 * any accepted request, by its deadline (ACCEPTED_PAY_HOURS from the acceptance). In the fallback's transaction.
 */
async function tellHoldNotTaken(deps: TServiceDeps, tx: TTx, checkoutId: string) {
  for (const row of await findCheckoutOrders(tx, checkoutId, ['pending'])) {
    const order = toOrder(row)
    const words = mailWords(await mailLocaleOf(tx, order.customer.email))
    await queueMail(tx, labelTestMode(holdNotTaken(order, deps.publicOrigin, words), deps.paymentsTestMode))
  }
}

/**
 * A capture that did not happen, being claimed (`processing`, unchanged since `row` was read) for its fallback: the
 * hold moves to `voiding` (still held: the release sweep voids it) or `voided` (bKash holds nothing any more), and
 * the customer is told to pay as before. Undefined when another run acted on it first.
 */
async function fallBack(deps: TServiceDeps, row: TIntentRow, status: 'voiding' | 'voided', reason: string) {
  return deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(paymentIntents)
      .set({ status, lastError: `capture_failed: ${reason}`.slice(0, 200), updatedAt: new Date() })
      .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'processing'), eq(paymentIntents.updatedAt, row.updatedAt)))
      .returning()
    if (moved) await tellHoldNotTaken(deps, tx, row.checkoutId)
    return moved
  })
}

/** Falls back from a capture that did not happen: the hold is released, and the accepted booking is paid as before. */
async function captureFailed(deps: TServiceDeps, client: TBkashClient, row: TIntentRow, reason: string) {
  const moved = await fallBack(deps, row, 'voiding', reason)
  if (!moved) return 'pending' as const
  deps.log.warn({ intentId: row.id, reason }, 'bKash hold not captured: the accepted request is to be paid as before')
  await voidHold(deps, client, moved)
  return 'released' as const
}

/** A capture that did not happen of a hold bKash no longer has (voided or expired there): nothing to release. */
async function captureGone(deps: TServiceDeps, row: TIntentRow, reason: string, status: string | undefined) {
  if (!(await fallBack(deps, row, 'voided', reason))) return 'pending' as const
  deps.log.warn({ intentId: row.id, reason, status }, 'bKash hold not captured: it is no longer held')
  return 'released' as const
}

/**
 * The capture job, queued when the merchant accepted: one capture per hold (claimed by touching the row, so the
 * reconciliation does not fall back under it). Completed, the payment is recorded as a paid advance (ledger,
 * receipt, the booking confirmed); refused, bKash's word on the payment decides: captured after all, or released
 * (the booking stays to pay within ACCEPTED_PAY_HOURS). No answer at all: the reconciliation asks bKash later.
 */
export async function captureBkashHold(deps: TServiceDeps, client: TBkashClient, intentId: string): Promise<THoldOutcome> {
  const [row] = await deps.db
    .update(paymentIntents)
    .set({ updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.intent, 'authorization'), eq(paymentIntents.status, 'processing')))
    .returning()
  if (!row?.gatewaySession || !row.trxId) return 'pending'
  const captured = await client.capture(row.gatewaySession).catch((error: unknown) => {
    if (!(error instanceof GatewayUnavailable)) throw error
    return undefined
  })
  if (captured && !bkashError(captured) && captured.transactionStatus === 'Completed')
    return (await settleCompleted(deps, client, row, captured)).outcome
  const reason = captured ? (bkashError(captured) ?? captured.transactionStatus ?? 'refused') : 'no_answer'
  const status = await client.query(row.gatewaySession).catch(() => undefined)
  if (status && !bkashError(status) && status.transactionStatus === 'Completed')
    return (await settleCompleted(deps, client, row, status)).outcome
  if (!status || bkashError(status)) {
    deps.log.error({ intentId, reason }, 'bKash hold: capture and query got no answer; the reconciliation asks again')
    return 'pending'
  }
  if (status.transactionStatus === 'Authorized') return captureFailed(deps, client, row, reason)
  // Voided or expired at bKash: nothing is held any more.
  return captureGone(deps, row, reason, status.transactionStatus)
}

/**
 * Voids one hold already claimed for release (`voiding`): true once bKash released it. Never captures; one bKash
 * captured after all is settled as a payment.
 */
async function voidHold(deps: TServiceDeps, client: TBkashClient, row: TIntentRow): Promise<boolean> {
  const voided = (lastError: string | null) =>
    deps.db
      .update(paymentIntents)
      .set({ status: 'voided', lastError, updatedAt: new Date() })
      .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'voiding')))
  try {
    const answer = await client.void(row.gatewaySession!)
    if (!bkashError(answer) && answer.transactionStatus === 'Cancelled') {
      await voided(row.lastError)
      return true
    }
    // Refused: voided before (an answer lost), or never held; bKash's word on the payment says which.
    const status = await client.query(row.gatewaySession!)
    if (!bkashError(status) && status.transactionStatus === 'Completed') {
      // Captured after all (a capture whose answer was lost, taken after we fell back): the money was taken, so it is
      // recorded as the payment it is, or given back when its booking can no longer take it. Never left unrecorded.
      deps.log.warn({ intentId: row.id }, 'bKash hold to void was captured: settled as a payment')
      await settleCompleted(deps, client, row, status)
      return false
    }
    if (!bkashError(status) && status.transactionStatus !== 'Authorized') {
      await voided(row.lastError ?? status.transactionStatus ?? null)
      return true
    }
    deps.log.error({ intentId: row.id, code: bkashError(answer), status: status.transactionStatus }, 'bKash refused to void a hold')
  } catch (error) {
    deps.log.error({ err: error, intentId: row.id }, 'bKash hold: void got no answer; the sweep tries again')
  }
  // Tried: to the back of the release sweep's queue.
  await deps.db
    .update(paymentIntents)
    .set({ updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'voiding')))
  return false
}

/**
 * Releases holds whose request no longer waits for its answer (declined, withdrawn, lapsed, or accepted with a
 * failed capture), and retries voids that got no answer. Each is claimed (`authorized` → `voiding`) first, so it is
 * never captured afterwards. Answers how many bKash released.
 */
export async function releaseBkashHolds(deps: TServiceDeps, client: TBkashClient, scope: { checkoutId?: string } = {}) {
  const waiting = deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.checkoutId, paymentIntents.checkoutId), eq(orders.status, 'requested')))
  const due = await deps.db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.provider, 'bkash'),
        eq(paymentIntents.intent, 'authorization'),
        scope.checkoutId ? eq(paymentIntents.checkoutId, scope.checkoutId) : undefined,
        or(eq(paymentIntents.status, 'voiding'), and(eq(paymentIntents.status, 'authorized'), notExists(waiting))),
      ),
    )
    // Least recently tried first: a void bKash keeps refusing goes to the back (voidHold touches it), not in front of the rest.
    .orderBy(asc(paymentIntents.updatedAt))
    .limit(100)
  let released = 0
  for (const row of due) {
    const [claimed] =
      row.status === 'voiding'
        ? [row]
        : await deps.db
            .update(paymentIntents)
            .set({ status: 'voiding', updatedAt: new Date() })
            .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'authorized'), notExists(waiting)))
            .returning()
    if (claimed && (await voidHold(deps, client, claimed))) released++
  }
  return released
}

/** bKash's word that a payment is over without money taken or held. */
const ENDED = new Set(['Cancelled', 'Failed', 'Expired'])

/**
 * Holds left without an outcome, once quiet for `quietMs`: an approval never executed (the browser did not come back)
 * is executed; an execute whose answer was lost is read; a capture whose answer was lost is settled when bKash took
 * the money, else released (the booking is paid as before). A hold is ended only on bKash's word that it is over
 * (Cancelled, Failed, Expired). Once quiet for `abandonMs` without a word: one only initiated is closed (never executed,
 * it holds nothing); one executed may hold money, so it is released (`voiding`: the sweep voids it, or settles it when
 * captured after all), never just closed. Then the release sweep.
 */
export async function reconcileBkashHolds(
  deps: TServiceDeps,
  client: TBkashClient,
  now = new Date(),
  { quietMs = 60_000, abandonMs = 60 * 60_000 } = {},
) {
  const open = await openAttempts(deps, 'bkash', 'authorization', ['requires_payment_method', 'processing'], now, quietMs)
  const result = { settled: 0, abandoned: 0, released: 0 }
  for (const row of open) {
    try {
      const answer = await client.query(row.gatewaySession!)
      const code = bkashError(answer)
      const status = code ? undefined : answer.transactionStatus
      if (status === 'Completed') {
        await settleCompleted(deps, client, row, answer)
        result.settled++
      } else if (status === 'Authorized' && row.status === 'processing' && row.trxId) {
        if ((await captureFailed(deps, client, row, 'no_answer')) === 'released') result.released++
      } else if (status === 'Authorized' && row.status === 'processing' && answer.trxID) {
        await markAuthorized(deps, client, row, answer)
        result.settled++
      } else if (status === 'Authorized' && !answer.trxID) {
        // Approved but never executed (the browser did not come back, or the execute never reached bKash): a stale
        // claim is handed back first, then it is executed as the callback would have.
        await deps.db
          .update(paymentIntents)
          .set({ status: 'requires_payment_method' })
          .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'processing'), eq(paymentIntents.updatedAt, row.updatedAt)))
        const settled = await executeBkashHold(deps, client, { ...row, status: 'requires_payment_method' })
        if (settled !== 'pending') result.settled++
      } else if (status && ENDED.has(status)) {
        // Over at bKash: a capture claimed on it falls back (the customer pays as before); any other attempt ends.
        if (row.trxId && row.status === 'processing') {
          if ((await captureGone(deps, row, 'no_answer', status)) === 'released') result.released++
        } else {
          await endAttempt(deps, row.id, status)
          result.abandoned++
        }
      } else if (row.updatedAt.getTime() < now.getTime() - abandonMs) {
        const unknown = code ?? status ?? 'no_status'
        if (row.status === 'requires_payment_method') {
          await endAttempt(deps, row.id, 'abandoned', ['requires_payment_method'])
          result.abandoned++
        } else if (row.trxId) {
          if ((await captureFailed(deps, client, row, unknown)) === 'released') result.released++
        } else {
          // An execute whose outcome bKash does not tell: it may hold the money, so it is released by the sweep.
          await deps.db
            .update(paymentIntents)
            .set({ status: 'voiding', lastError: `execute_unknown: ${unknown}`.slice(0, 200), updatedAt: new Date() })
            .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'processing'), eq(paymentIntents.updatedAt, row.updatedAt)))
        }
      }
    } catch (error) {
      deps.log.error({ err: error, intentId: row.id }, 'could not reconcile a bKash hold')
    }
  }
  result.released += await releaseBkashHolds(deps, client)
  return result
}
