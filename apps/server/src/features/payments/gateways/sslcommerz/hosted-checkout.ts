import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { paymentIntents } from '../../../../db/schema'
import type { TServiceDeps } from '../../../../lib/deps'
import { AppError } from '../../../../lib/errors'
import type { TSessionUser } from '../../../../plugins/auth'
import { markRefunded, toIntent, type TIntent, type TRefundPart, type TRefundProgress } from '../../providers'
import { endAttempt, openAttempts, paymentPageOf } from '../gateway-attempts'
import { failedQuery, gatewayMobile, sslcommerzFailure, walletOf } from '../gateway-failures'
import { toOrder } from '../../../../db/order-records'
import { payableCheckout, recordConfirmedPayment } from '../../service'
import { SIMULATOR_PREFIX } from '../../simulators/sslcommerz-simulator'
import {
  amountToPoisha,
  GatewayUnavailable,
  poishaToAmount,
  SSLCOMMERZ_MAX_POISHA,
  verifySslcommerzSignature,
  type TSslcommerzClient,
} from './sslcommerz'

/** Where SSLCommerz sends the customer back and posts its IPN, under /api. */
export const RETURN_PATH = '/payments/sslcommerz'

export type THostedGateway = { client: TSslcommerzClient; storePassword: string }
type TExecutor = Pick<TServiceDeps['db'], 'select' | 'update'>

async function findHostedIntent(db: TExecutor, tranId: string) {
  if (!tranId) return undefined
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.id, tranId), eq(paymentIntents.provider, 'sslcommerz')))
  return row
}

/**
 * Gives a gateway payment's money back through the gateway's refund API, once: the refund carries
 * our `refe_id`, so asking again is answered with the same refund.
 */
export async function refundHostedPayment(deps: TServiceDeps, client: TSslcommerzClient, intentId: string, remarks: string) {
  const row = await findHostedIntent(deps.db, intentId)
  if (!row?.bankTranId) throw new AppError('nothing_to_refund')
  const refund = await client.refund({
    bankTranId: row.bankTranId,
    amountPoisha: row.paidPoisha ?? row.amountBdt * 100,
    refeId: `rf_${row.id}`,
    remarks,
  })
  if (refund.status !== 'success' && refund.status !== 'processing')
    throw new GatewayUnavailable(`SSLCommerz refused the refund of ${row.id}: ${refund.errorReason}`)
  if (refund.status === 'processing') return markRefundProcessing(deps, row.id, refund.refundRefId)
  return markRefunded(deps.db, row.id, refund.refundRefId)
}

/** `last_error` of a payment whose whole refund the gateway refused, before the gateway's reason. */
export const REFUND_REFUSED = 'refund_refused: '

/**
 * A whole payment's refund the gateway took but has not given back (it may still refuse it): the
 * payment is `refunding` with the refund's id, which followHostedRefunds asks about. `newly` is true the
 * first time, so the customer is told once.
 */
async function markRefundProcessing(deps: TServiceDeps, intentId: string, refundRefId: string) {
  const [marked] = await deps.db
    .update(paymentIntents)
    .set({ status: 'refunding', refundId: refundRefId, updatedAt: new Date() })
    .where(
      and(
        eq(paymentIntents.id, intentId),
        ne(paymentIntents.status, 'refunded'),
        or(isNull(paymentIntents.refundId), ne(paymentIntents.refundId, refundRefId)),
      ),
    )
    .returning({ id: paymentIntents.id })
  return { refundId: refundRefId, newly: Boolean(marked) }
}

/**
 * Whole-payment refunds SSLCommerz answered `processing`, asked about with the refund query: given back,
 * the payment is refunded; refused, it is held for the admins with the gateway's reason (the customer
 * has not had the money back). Only rows still carrying that refund are changed, so an admin's decision
 * meanwhile wins.
 */
async function followHostedRefunds(deps: TServiceDeps, client: TSslcommerzClient) {
  const taken = await deps.db
    .select({ id: paymentIntents.id, refundId: paymentIntents.refundId })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.provider, 'sslcommerz'), eq(paymentIntents.status, 'refunding'), isNotNull(paymentIntents.refundId)))
  const result = { refunded: 0, refused: 0 }
  for (const row of taken) {
    try {
      const progress = await hostedProvider(deps, client).refundProgress(row.refundId!)
      if (progress.status === 'processing') continue
      const still = and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'refunding'), eq(paymentIntents.refundId, row.refundId!))
      const now = new Date()
      const [moved] = await deps.db
        .update(paymentIntents)
        .set(
          progress.status === 'refunded'
            ? { status: 'refunded', refundedAt: now, updatedAt: now }
            : { status: 'held', refundId: null, lastError: `${REFUND_REFUSED}${progress.reason}`.slice(0, 500), updatedAt: now },
        )
        .where(still)
        .returning({ id: paymentIntents.id })
      if (!moved) continue
      if (progress.status === 'refused')
        deps.log.error({ tranId: row.id, reason: progress.reason }, 'SSLCommerz refused a refund it had been processing')
      result[progress.status]++
    } catch (error) {
      deps.log.error({ err: error, tranId: row.id }, "could not ask SSLCommerz where a payment's refund stands")
    }
  }
  return result
}

/** The payments adapter's view of a hosted checkout: our row is the mirror the gateway's answers wrote. */
export const hostedProvider = (deps: TServiceDeps, client: TSslcommerzClient) => ({
  retrieveIntent: async (id: string) => {
    const row = await findHostedIntent(deps.db, id)
    return row ? toIntent(row) : undefined
  },
  refund: (intent: TIntent) => refundHostedPayment(deps, client, intent.id, 'The booking could not be kept'),
  async refundPart(intent: TIntent, part: TRefundPart) {
    const row = await findHostedIntent(deps.db, intent.id)
    if (!row?.bankTranId) throw new AppError('nothing_to_refund')
    // Our refund's id is its refe_id: the same refund asked again is answered, not taken twice.
    const refund = await client.refund({
      bankTranId: row.bankTranId,
      amountPoisha: part.amount * 100,
      refeId: part.id,
      remarks: part.reason,
    })
    if (refund.status !== 'success' && refund.status !== 'processing')
      throw new GatewayUnavailable(`SSLCommerz refused the refund ${part.id}: ${refund.errorReason}`)
    // Taken, not given back: the gateway may still refuse it, so it is followed with the refund query.
    return { providerRefundId: refund.refundRefId, processing: refund.status === 'processing' }
  },
  /** The refund query on a refund answered `processing`: SSLCommerz says refunded, processing or cancelled. */
  async refundProgress(refundRefId: string): Promise<TRefundProgress> {
    const answer = await client.refundStatus(refundRefId)
    if (answer.status === 'refunded') return { status: 'refunded' }
    if (answer.status === 'processing') return { status: 'processing' }
    if (answer.status === 'cancelled') return { status: 'refused', reason: answer.errorReason || 'cancelled by the gateway' }
    // Anything else (an unknown refund_ref_id answers `failed`) is not a decision: asked again next time.
    throw new GatewayUnavailable(`SSLCommerz's refund query answered ${answer.status} for ${refundRefId}: ${answer.errorReason}`)
  },
})

/** What an order's checkout pays now, refused above the gateway's per-transaction limit. */
async function gatewayPayable(deps: TServiceDeps, viewer: TSessionUser, orderId: string) {
  const payable = await payableCheckout(deps.db, viewer, orderId)
  if (payable.amount * 100 > SSLCOMMERZ_MAX_POISHA)
    throw new AppError('over_gateway_limit', { max: { money: SSLCOMMERZ_MAX_POISHA / 100 }, amount: { money: payable.amount } })
  return payable
}

/**
 * Opens an SSLCommerz session for a checkout's amount: each attempt its own transaction id, so a
 * session left open in another tab that is paid later finds its checkout already paid and is
 * refunded, instead of two payments sharing one id.
 */
async function openGatewaySession(
  deps: TServiceDeps,
  gateway: THostedGateway,
  viewer: TSessionUser,
  { checkoutId, payable, amount }: Awaited<ReturnType<typeof payableCheckout>>,
  locale: TLocale,
) {
  const id = `ssl_${randomBytes(12).toString('hex')}`
  await deps.db.insert(paymentIntents).values({
    id,
    provider: 'sslcommerz',
    checkoutId,
    customerId: viewer.id,
    amountBdt: amount,
    clientSecret: `${id}_${randomBytes(16).toString('hex')}`,
  })
  const origin = `${deps.publicOrigin}/api${RETURN_PATH}`
  const first = payable[0]!
  const started = await gateway.client
    .initSession({
      total_amount: poishaToAmount(amount * 100),
      currency: 'BDT',
      tran_id: id,
      success_url: `${origin}/success`,
      fail_url: `${origin}/fail`,
      cancel_url: `${origin}/cancel`,
      ipn_url: `${origin}/ipn`,
      cus_name: first.customerName || viewer.name,
      cus_email: first.customerEmail,
      cus_add1: 'Bangladesh',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      // The gateway requires a phone: the booking's mobile number (a placeholder only for bookings older than that question).
      cus_phone: gatewayMobile(first.customerPhone) ?? 'N/A',
      shipping_method: 'NO',
      num_of_item: String(payable.length),
      product_name: payable
        .map((order) => order.event)
        .join(', ')
        .slice(0, 255),
      product_category: 'Event services',
      product_profile: 'non-physical-goods',
      value_a: first.id,
      value_b: locale,
    })
    .catch(async (error: unknown) => {
      await deps.db
        .update(paymentIntents)
        .set({ status: 'failed', lastError: 'gateway_unavailable', updatedAt: new Date() })
        .where(eq(paymentIntents.id, id))
      throw error instanceof GatewayUnavailable ? new AppError('gateway_unavailable') : error
    })
  if (!started.ok) {
    await deps.db
      .update(paymentIntents)
      .set({ status: 'failed', lastError: started.reason.slice(0, 200), updatedAt: new Date() })
      .where(eq(paymentIntents.id, id))
    throw new AppError('gateway_refused')
  }
  // Still `requires_payment_method` while the customer is at the gateway: the booking may be cancelled
  // or lapse meanwhile, and a payment that arrives after that is refunded (or pays a date still free).
  await deps.db.update(paymentIntents).set({ gatewaySession: started.sessionkey, updatedAt: new Date() }).where(eq(paymentIntents.id, id))
  return { id, sessionkey: started.sessionkey, gatewayPageUrl: started.gatewayPageUrl }
}

/**
 * Opens an SSLCommerz checkout for an order (and the unpaid orders checked out with it): the amount is
 * the server's, each attempt has its own transaction id, and the customer is sent to the gateway's page.
 */
export async function startHostedCheckout(
  deps: TServiceDeps,
  gateway: THostedGateway,
  viewer: TSessionUser,
  orderId: string,
  locale: TLocale,
) {
  const session = await openGatewaySession(deps, gateway, viewer, await gatewayPayable(deps, viewer, orderId), locale)
  return { redirectUrl: session.gatewayPageUrl, transactionId: session.id }
}

/** A session of the card form is used again for this long (two tabs, a reload), then a fresh one is opened. */
const CARD_SESSION_REUSE_MS = 30 * 60_000

/**
 * Test mode: the payment page's card form pays through the SSLCommerz simulator's card path. The
 * session is opened here (the page's Pay waits for it, as for a client secret) and used again while it
 * is open, so two tabs or a reload pay one session; a refused card ends it and the next visit opens another.
 */
export async function openCardPayment(deps: TServiceDeps, gateway: THostedGateway, viewer: TSessionUser, orderId: string, locale: TLocale) {
  const payable = await gatewayPayable(deps, viewer, orderId)
  const [open] = await deps.db
    .select({ id: paymentIntents.id, sessionkey: paymentIntents.gatewaySession })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.checkoutId, payable.checkoutId),
        eq(paymentIntents.provider, 'sslcommerz'),
        eq(paymentIntents.amountBdt, payable.amount),
        eq(paymentIntents.status, 'requires_payment_method'),
        isNotNull(paymentIntents.gatewaySession),
        gt(paymentIntents.createdAt, new Date(Date.now() - CARD_SESSION_REUSE_MS)),
      ),
    )
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1)
  const session = open?.sessionkey
    ? { id: open.id, sessionkey: open.sessionkey }
    : await openGatewaySession(deps, gateway, viewer, payable, locale)
  return {
    intentId: session.id,
    clientSecret: session.sessionkey,
    cardUrl: `/api${SIMULATOR_PREFIX}/pay/${session.sessionkey}/card`,
    amount: payable.amount,
    currency: 'BDT' as const,
    provider: 'sslcommerz' as const,
    stage: payable.stage,
    orders: payable.payable.map((row) => toOrder(row)),
  }
}

export type TSettled = 'paid' | 'held' | 'refunded' | 'invalid' | 'unknown'

/**
 * Settles a gateway payment from the gateway's own word (the validation API on `valId`), never from
 * the posted fields: the transaction id, currency and amount must match ours exactly. A payment the
 * gateway flags as risky, or that took another amount, is held for an admin; a good one is recorded
 * exactly once (receipt and merchants' notices the first time), or refunded if its booking was lost.
 */
export async function settleHostedPayment(deps: TServiceDeps, client: TSslcommerzClient, tranId: string, valId: string): Promise<TSettled> {
  const row = await findHostedIntent(deps.db, tranId)
  if (!row) return 'unknown'
  if (row.status === 'refunded') return 'refunded'
  // Held, or being refunded by an admin: a late notice changes nothing.
  if (row.status === 'held' || row.status === 'refunding') return 'held'
  if (row.status !== 'succeeded') {
    const transaction = await client.validate(valId)
    if ((transaction.status !== 'VALID' && transaction.status !== 'VALIDATED') || transaction.tran_id !== row.id) {
      deps.log.error({ tranId, valId, status: transaction.status }, 'SSLCommerz did not confirm this payment for this transaction')
      return 'invalid'
    }
    const matches = transaction.currency === 'BDT' && amountToPoisha(transaction.amount) === row.amountBdt * 100
    const riskLevel = Number(transaction.risk_level) || 0
    const held = !matches || riskLevel === 1
    const [moved] = await deps.db
      .update(paymentIntents)
      .set({
        status: held ? 'held' : 'succeeded',
        valId: transaction.val_id,
        bankTranId: transaction.bank_tran_id,
        cardType: transaction.card_type,
        riskLevel,
        paidPoisha: Number.isNaN(amountToPoisha(transaction.amount)) ? null : amountToPoisha(transaction.amount),
        lastError: !matches ? 'amount_mismatch' : riskLevel === 1 ? 'risk_level_1' : null,
        updatedAt: new Date(),
      })
      .where(and(eq(paymentIntents.id, row.id), sql`${paymentIntents.status} not in ('succeeded', 'refunded', 'held')`))
      .returning()
    // Another notice settled it meanwhile: its outcome is this one's.
    if (!moved) return settleHostedPayment(deps, client, tranId, valId)
    if (held) {
      deps.log.warn({ tranId, riskLevel, matches, amount: transaction.amount }, 'gateway payment held for an admin to review')
      return 'held'
    }
  }
  return recordConfirmedPayment(deps, hostedProvider(deps, client), row.id)
}

const PAID_STATUSES = new Set(['VALID', 'VALIDATED'])

/**
 * The customer's browser coming back from the gateway (a cross-site POST, so without our session
 * cookie): the payment is found by its transaction id and settled from the gateway's word; the answer
 * is the payment page to send the browser to.
 */
export async function returnFromGateway(
  deps: TServiceDeps,
  client: TSslcommerzClient,
  outcome: 'success' | 'fail' | 'cancel',
  fields: Record<string, string>,
): Promise<string> {
  const row = await findHostedIntent(deps.db, fields.tran_id ?? '')
  if (!row) return '/orders'
  const locale: TLocale = fields.value_b === 'bn' ? 'bn' : 'en'
  const paymentPage = await paymentPageOf(deps, row.checkoutId, locale)
  if (outcome !== 'success' || !PAID_STATUSES.has(fields.status ?? '') || !fields.val_id) {
    await endAttempt(deps, row.id, fields.error || fields.status || outcome)
    if (outcome === 'cancel') return paymentPage('gateway=cancelled')
    // The gateway's documented `error` ("Insufficient Balance"…) becomes our reason, which the page says in words.
    return paymentPage(failedQuery(sslcommerzFailure(fields.error), walletOf(fields.card_type)))
  }
  try {
    const settled = await settleHostedPayment(deps, client, row.id, fields.val_id)
    if (settled === 'paid') return paymentPage(`paid=${encodeURIComponent(row.id)}`)
    return paymentPage(`gateway=${settled === 'held' || settled === 'refunded' ? settled : 'failed'}`)
  } catch (error) {
    // The money may have moved: the IPN or the reconciliation settles it; the page says it is being confirmed.
    deps.log.error({ err: error, tranId: row.id }, 'could not settle a gateway payment on return')
    return paymentPage('gateway=pending')
  }
}

/**
 * The gateway's IPN: trusted only with a valid `verify_sign`, and even then settled from the
 * validation API. Duplicates, late and out-of-order notices change nothing that is settled.
 */
export async function receiveGatewayNotice(deps: TServiceDeps, gateway: THostedGateway, fields: Record<string, string>) {
  if (!verifySslcommerzSignature(fields, gateway.storePassword)) throw new AppError('invalid_signature')
  const tranId = fields.tran_id ?? ''
  if (PAID_STATUSES.has(fields.status ?? '') && fields.val_id)
    return { settled: await settleHostedPayment(deps, gateway.client, tranId, fields.val_id) }
  await endAttempt(deps, tranId, fields.error || fields.status || 'failed')
  return { settled: 'ended' as const }
}

/**
 * Asks the gateway about one attempt (the transaction query): a paid one is settled, one the gateway
 * says failed or was cancelled is ended, and one still unanswered after `abandonMs` is given up.
 */
async function reconcileAttempt(
  deps: TServiceDeps,
  client: TSslcommerzClient,
  row: Pick<typeof paymentIntents.$inferSelect, 'id' | 'updatedAt'>,
  now: Date,
  abandonMs: number,
) {
  const attempts = await client.queryTransaction(row.id)
  const paid = attempts.find((attempt) => PAID_STATUSES.has(attempt.status) && attempt.val_id)
  if (paid) {
    await settleHostedPayment(deps, client, row.id, paid.val_id)
    return 'settled' as const
  }
  const ended = attempts.find((attempt) => attempt.status === 'FAILED' || attempt.status === 'CANCELLED')
  if (ended || row.updatedAt.getTime() < now.getTime() - abandonMs) {
    await endAttempt(deps, row.id, ended?.status ?? attempts.at(-1)?.status ?? 'abandoned')
    return 'abandoned' as const
  }
  return 'open' as const
}

/**
 * Before recording a payment its customer says went through (the card form's answer), the gateway is
 * asked about it if no notice has come yet: its word settles it, never the browser's.
 */
export async function settleOwnAttempt(deps: TServiceDeps, client: TSslcommerzClient, viewer: TSessionUser, intentId: string) {
  const row = await findHostedIntent(deps.db, intentId)
  if (!row || row.customerId !== viewer.id || row.status !== 'requires_payment_method' || !row.gatewaySession) return
  await reconcileAttempt(deps, client, row, new Date(), Number.POSITIVE_INFINITY)
}

/**
 * Settles gateway payments whose notice never came (the browser closed, the IPN lost): each attempt
 * left open longer than `quietMs` is asked about with the transaction query; one still unpaid after
 * `abandonMs` is marked failed. Refunds the gateway is processing are followed too. Safe on several
 * instances at once: settling is exactly-once.
 */
export async function reconcileHostedPayments(
  deps: TServiceDeps,
  client: TSslcommerzClient,
  now = new Date(),
  { quietMs = 60_000, abandonMs = 60 * 60_000 } = {},
) {
  const open = await openAttempts(deps, 'sslcommerz', 'sale', ['requires_payment_method'], now, quietMs)
  const result = { settled: 0, abandoned: 0, ...(await followHostedRefunds(deps, client)) }
  for (const row of open) {
    try {
      const outcome = await reconcileAttempt(deps, client, row, now, abandonMs)
      if (outcome !== 'open') result[outcome]++
    } catch (error) {
      deps.log.error({ err: error, tranId: row.id }, 'could not reconcile a gateway payment')
    }
  }
  return result
}
