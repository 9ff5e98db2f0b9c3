import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { localizePath, type TLocale } from '@utsab/shared/i18n/locales'
import { paymentIntents, refunds } from '../../../../db/schema'
import type { TServiceDeps } from '../../../../lib/deps'
import { AppError } from '../../../../lib/errors'
import type { TSessionUser } from '../../../../plugins/auth'
import { bkashError, type TBkashAnswer, type TBkashClient } from './bkash'
import { markRefunded, toIntent, type TIntent, type TRefundPart } from '../../providers'
import { endAttempt, openAttempts, paymentPageOf } from '../gateway-attempts'
import { bkashFailure, failedQuery, gatewayMobile } from '../gateway-failures'
import { payableCheckout, recordConfirmedPayment } from '../../service'
import { amountToPoisha, GatewayUnavailable } from '../sslcommerz/sslcommerz'

/** Where bKash sends the customer back, under /api, one path per page language. */
export const BKASH_RETURN_PATH = '/payments/bkash/callback'

export type TIntentRow = typeof paymentIntents.$inferSelect

export async function findBkashIntent(deps: TServiceDeps, where: { id: string } | { paymentId: string }) {
  const [row] = await deps.db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.provider, 'bkash'),
        'id' in where ? eq(paymentIntents.id, where.id) : eq(paymentIntents.gatewaySession, where.paymentId),
      ),
    )
  return row
}

/**
 * Gives a bKash payment's money back through bKash's refund API, once: a second full refund is
 * refused by bKash (2026), and then the refund already taken is looked up and recorded.
 */
export async function refundBkashPayment(deps: TServiceDeps, client: TBkashClient, intentId: string, reason: string) {
  const row = await findBkashIntent(deps, { id: intentId })
  if (!row?.gatewaySession || !row.trxId) throw new AppError('nothing_to_refund')
  const answer = await client.refund({
    paymentId: row.gatewaySession,
    trxId: row.trxId,
    amountPoisha: row.paidPoisha ?? row.amountBdt * 100,
    sku: `refund-${row.id}`,
    reason,
  })
  const code = bkashError(answer)
  if (!code && answer.refundTrxID) return markRefunded(deps.db, row.id, answer.refundTrxID)
  if (code === '2026') {
    const earlier = await client.refundStatus(row.gatewaySession, row.trxId)
    if (!bkashError(earlier) && earlier.refundTrxID) return markRefunded(deps.db, row.id, earlier.refundTrxID)
  }
  throw new GatewayUnavailable(`bKash refused the refund of ${row.id}: ${code} ${answer.statusMessage ?? ''}`)
}

/** The payments adapter's view of a bKash payment: our row, written from bKash's answers. */
export const bkashProvider = (deps: TServiceDeps, client: TBkashClient) => ({
  retrieveIntent: async (id: string): Promise<TIntent | undefined> => {
    const row = await findBkashIntent(deps, { id })
    return row ? toIntent(row) : undefined
  },
  refund: (intent: TIntent) => refundBkashPayment(deps, client, intent.id, 'The booking could not be kept'),
  async refundPart(intent: TIntent, part: TRefundPart) {
    const row = await findBkashIntent(deps, { id: intent.id })
    if (!row?.gatewaySession || !row.trxId) throw new AppError('nothing_to_refund')
    // bKash does not recognise a repeated refund by its sku: when an earlier attempt's answer was lost,
    // its latest refund of this amount that we have not recorded is that attempt's.
    const latest = await client.refundStatus(row.gatewaySession, row.trxId)
    if (!bkashError(latest) && latest.refundTrxID && Math.round(Number(latest.amount) * 100) === part.amount * 100) {
      const [known] = await deps.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.providerRefundId, latest.refundTrxID))
      if (!known) return { providerRefundId: latest.refundTrxID }
    }
    const answer = await client.refund({
      paymentId: row.gatewaySession,
      trxId: row.trxId,
      amountPoisha: part.amount * 100,
      sku: part.id,
      reason: part.reason,
    })
    const code = bkashError(answer)
    if (code || !answer.refundTrxID)
      throw new GatewayUnavailable(`bKash refused the refund ${part.id}: ${code} ${answer.statusMessage ?? ''}`)
    return { providerRefundId: answer.refundTrxID }
  },
})

/**
 * Creates a bKash payment for an order (and the unpaid orders checked out with it): the amount is
 * the server's, each attempt its own invoice number; the customer authorizes it on bKash's page.
 */
export async function startBkashCheckout(deps: TServiceDeps, client: TBkashClient, viewer: TSessionUser, orderId: string, locale: TLocale) {
  const { checkoutId, amount, payable } = await payableCheckout(deps.db, viewer, orderId)
  const id = `bk_${randomBytes(12).toString('hex')}`
  await deps.db.insert(paymentIntents).values({
    id,
    provider: 'bkash',
    checkoutId,
    customerId: viewer.id,
    amountBdt: amount,
    clientSecret: `${id}_${randomBytes(16).toString('hex')}`,
  })
  return openBkashPayment(deps, client, id, {
    amountPoisha: amount * 100,
    invoice: id,
    // bKash shows the payer reference and fills the wallet number with it: the booking's mobile number.
    payerReference: gatewayMobile(payable[0]?.customerPhone) ?? viewer.id,
    locale,
  })
}

/**
 * Opens at bKash the payment of our row `id` (written, awaiting its payer): bKash's page to send the payer to, or
 * the row ended with why bKash would not open it. Sales and holds alike come back to BKASH_RETURN_PATH.
 */
export async function openBkashPayment(
  deps: TServiceDeps,
  client: TBkashClient,
  id: string,
  { locale, ...payment }: Omit<Parameters<TBkashClient['create']>[0], 'callbackUrl'> & { locale: TLocale },
) {
  const fail = (reason: string) => endAttempt(deps, id, reason, ['requires_payment_method'])
  const created = await client
    .create({ ...payment, callbackUrl: `${deps.publicOrigin}/api${BKASH_RETURN_PATH}/${locale}` })
    .catch(async (error: unknown) => {
      await fail('gateway_unavailable')
      throw error instanceof GatewayUnavailable ? new AppError('gateway_unavailable') : error
    })
  if (bkashError(created) || !created.paymentID || !created.bkashURL) {
    await fail(bkashError(created) ?? 'no_payment_id')
    throw new AppError('gateway_refused')
  }
  await deps.db.update(paymentIntents).set({ gatewaySession: created.paymentID, updatedAt: new Date() }).where(eq(paymentIntents.id, id))
  return { redirectUrl: created.bkashURL, transactionId: id }
}

export type TBkashSettled = { outcome: 'paid' | 'refunded' | 'held' | 'pending' } | { outcome: 'failed'; code: string }

/** bKash's word on a completed payment: it must be ours (invoice) and for our amount, else it is held for an admin. */
export async function settleCompleted(
  deps: TServiceDeps,
  client: TBkashClient,
  row: TIntentRow,
  answer: TBkashAnswer,
): Promise<TBkashSettled> {
  const paidPoisha = amountToPoisha(answer.amount ?? '')
  const invoice = answer.merchantInvoiceNumber ?? answer.merchantInvoice
  const matches = paidPoisha === row.amountBdt * 100 && (invoice === undefined || invoice === row.id)
  const [moved] = await deps.db
    .update(paymentIntents)
    .set({
      status: matches ? 'succeeded' : 'held',
      trxId: answer.trxID ?? null,
      paidPoisha: Number.isNaN(paidPoisha) ? null : paidPoisha,
      lastError: matches ? null : 'amount_mismatch',
      updatedAt: new Date(),
    })
    .where(and(eq(paymentIntents.id, row.id), sql`${paymentIntents.status} not in ('succeeded', 'refunded', 'held', 'refunding')`))
    .returning({ status: paymentIntents.status })
  if (!moved) {
    // Settled meanwhile (another callback, the reconciliation, an admin): its outcome stands.
    const current = await findBkashIntent(deps, { id: row.id })
    if (current?.status === 'succeeded') return { outcome: await recordConfirmedPayment(deps, bkashProvider(deps, client), row.id) }
    return {
      outcome:
        current?.status === 'refunded' ? 'refunded' : current?.status === 'held' || current?.status === 'refunding' ? 'held' : 'pending',
    }
  }
  if (!matches) {
    deps.log.warn({ intentId: row.id, amount: answer.amount }, 'bKash payment held: another amount or invoice than ours')
    return { outcome: 'held' }
  }
  return { outcome: await recordConfirmedPayment(deps, bkashProvider(deps, client), row.id) }
}

/**
 * Takes the money the customer authorized: execute is called once, by the server, claimed on our
 * row so two callbacks (a reload) cannot both execute; bKash's "already executed" is answered by
 * its query. A payment already settled is settled again idempotently (the receipt goes once).
 */
export async function executeBkashPayment(deps: TServiceDeps, client: TBkashClient, row: TIntentRow): Promise<TBkashSettled> {
  // A request's hold (bkash-holds.ts) is executed, captured and voided there, never as a sale.
  if (row.intent !== 'sale') return { outcome: 'pending' }
  if (row.status === 'succeeded') return { outcome: await recordConfirmedPayment(deps, bkashProvider(deps, client), row.id) }
  if (row.status === 'refunded') return { outcome: 'refunded' }
  if (row.status === 'held') return { outcome: 'held' }
  const [claimed] = await deps.db
    .update(paymentIntents)
    .set({ status: 'processing', updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'requires_payment_method')))
    .returning()
  if (!claimed) return { outcome: 'pending' }
  let answer: TBkashAnswer
  try {
    answer = await client.execute(row.gatewaySession!)
    const code = bkashError(answer)
    if (code === '2117' || code === '2062') answer = await client.query(row.gatewaySession!)
  } catch (error) {
    // No answer: the money may have moved. The reconciliation asks bKash (and executes if it never reached it).
    deps.log.error({ err: error, intentId: row.id }, 'bKash execute got no answer')
    return { outcome: 'pending' }
  }
  const code = bkashError(answer)
  if (!code && answer.transactionStatus === 'Completed') return settleCompleted(deps, client, claimed, answer)
  await deps.db
    .update(paymentIntents)
    .set({ status: 'failed', lastError: code ?? answer.transactionStatus ?? 'failed', updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'processing')))
  return { outcome: 'failed', code: code ?? '' }
}

/**
 * The customer's browser back from bKash (`?paymentID=…&status=success|failure|cancel`): the payment
 * is found by its paymentID; on success the server executes it. Answers the payment page to show.
 */
export async function returnFromBkash(deps: TServiceDeps, client: TBkashClient, locale: TLocale, query: Record<string, string>) {
  const row = query.paymentID ? await findBkashIntent(deps, { paymentId: query.paymentID }) : undefined
  if (!row) return localizePath('/orders', locale)
  const paymentPage = await paymentPageOf(deps, row.checkoutId, locale)
  if (query.status !== 'success') {
    await endAttempt(deps, row.id, query.status || 'failure', ['requires_payment_method'])
    return paymentPage(`gateway=${query.status === 'cancel' ? 'cancelled' : 'failed'}`)
  }
  const settled = await executeBkashPayment(deps, client, row)
  if (settled.outcome === 'paid') return paymentPage(`paid=${encodeURIComponent(row.id)}`)
  // bKash's documented code (2023: insufficient balance…) becomes our reason, which the page says in words.
  if (settled.outcome === 'failed') return paymentPage(failedQuery(bkashFailure(settled.code), 'bkash'))
  return paymentPage(`gateway=${settled.outcome}`)
}

/**
 * bKash payments left without an outcome: one authorized but never executed (the browser never came
 * back) is executed now; one executed whose answer was lost is read with the query; one still only
 * initiated after `abandonMs` is closed.
 */
export async function reconcileBkashPayments(
  deps: TServiceDeps,
  client: TBkashClient,
  now = new Date(),
  { quietMs = 60_000, abandonMs = 60 * 60_000 } = {},
) {
  // Holds are reconciled by reconcileBkashHolds, from their own batch.
  const open = await openAttempts(deps, 'bkash', 'sale', ['requires_payment_method', 'processing'], now, quietMs)
  const result = { settled: 0, abandoned: 0 }
  for (const row of open) {
    try {
      const answer = await client.query(row.gatewaySession!)
      const status = answer.transactionStatus
      if (!bkashError(answer) && status === 'Completed') {
        await settleCompleted(deps, client, row, answer)
        result.settled++
      } else if (status === 'Authorized') {
        // Hand a stale claim back first, then execute as the callback would have.
        await deps.db
          .update(paymentIntents)
          .set({ status: 'requires_payment_method' })
          .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'processing')))
        const settled = await executeBkashPayment(deps, client, { ...row, status: 'requires_payment_method' })
        if (settled.outcome !== 'pending') result.settled++
      } else if (row.updatedAt.getTime() < now.getTime() - abandonMs || status === 'Failed' || status === 'Cancelled') {
        await endAttempt(deps, row.id, status ?? 'abandoned')
        result.abandoned++
      }
    } catch (error) {
      deps.log.error({ err: error, intentId: row.id }, 'could not reconcile a bKash payment')
    }
  }
  return result
}
