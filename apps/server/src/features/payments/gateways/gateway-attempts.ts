import { and, asc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { localizePath, type TLocale } from '@utsab/shared/i18n/locales'
import { findCheckoutOrders } from '../../../db/order-records'
import { paymentIntents } from '../../../db/schema'
import type { TServiceDeps } from '../../../lib/deps'

/**
 * What the gateways' checkouts (SSLCommerz, bKash) share about an attempt: finding the ones left
 * without an answer, ending one, the payment page a returning browser is sent to, and the schedule
 * that reconciles them.
 */

type TOpenStatus = 'requires_payment_method' | 'processing'
/** A payment's kind: `sale` takes the money; `authorization` (a bKash hold, decision 052) only holds it. */
type TIntentKind = 'sale' | 'authorization'
/** Older attempts are not asked about any more: the gateways' sessions are long over. */
const RECONCILE_WITHIN_MS = 3 * 24 * 3600_000

/** At most this many attempts are asked about per run; the oldest first, so none waits behind newer ones. */
const RECONCILE_BATCH = 100

/**
 * Attempts at `provider`'s page of one kind (`intent`: a sale, or a bKash hold's authorization) still open (in
 * `statuses`) and quiet for `quietMs`: the ones to ask the gateway about, the longest quiet first. The kind is part of
 * the query, so one kind's attempts never crowd the other's out of a batch.
 */
export function openAttempts(
  deps: TServiceDeps,
  provider: string,
  intent: TIntentKind,
  statuses: TOpenStatus[],
  now: Date,
  quietMs: number,
) {
  return deps.db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.provider, provider),
        eq(paymentIntents.intent, intent),
        inArray(paymentIntents.status, statuses),
        isNotNull(paymentIntents.gatewaySession),
        lt(paymentIntents.updatedAt, new Date(now.getTime() - quietMs)),
        gt(paymentIntents.updatedAt, new Date(now.getTime() - RECONCILE_WITHIN_MS)),
      ),
    )
    .orderBy(asc(paymentIntents.updatedAt), asc(paymentIntents.id))
    .limit(RECONCILE_BATCH)
}

/** A failed, cancelled or abandoned attempt: only one still open is marked, never a paid one. */
export async function endAttempt(
  deps: TServiceDeps,
  intentId: string,
  reason: string,
  from: TOpenStatus[] = ['requires_payment_method', 'processing'],
) {
  await deps.db
    .update(paymentIntents)
    .set({ status: 'failed', lastError: reason.slice(0, 200) || 'failed', updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, intentId), inArray(paymentIntents.status, from)))
}

/** Where a browser back from a gateway goes: the payment page of the checkout's first booking, in the page's language. */
export async function paymentPageOf(deps: TServiceDeps, checkoutId: string, locale: TLocale) {
  const [first] = await findCheckoutOrders(deps.db, checkoutId)
  return (search: string) => `${localizePath(`/payment/${first?.id ?? ''}`, locale)}?${search}`
}

/** Reconciles a gateway's payments every PAYMENTS_RECONCILE_SECONDS, as a recurring job (one instance at a time). */
export function scheduleReconciliation(
  app: FastifyInstance,
  gateway: 'sslcommerz' | 'bkash',
  reconcile: (now: Date, options: { quietMs: number }) => Promise<{ settled: number; abandoned: number }>,
) {
  app.jobs.every(`reconcile-${gateway}`, app.paymentsReconcileMs, async () => {
    const result = await reconcile(new Date(), { quietMs: app.paymentsReconcileMs })
    if (result.settled || result.abandoned) app.log.info({ gateway, ...result }, 'reconciled gateway payments')
  })
}
