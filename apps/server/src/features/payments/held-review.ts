import { and, asc, eq, inArray, or } from 'drizzle-orm'
import type { THeldPayment } from '@utsab/shared/schemas/orders'
import { findCheckoutOrders, toOrder } from '../../db/order-records'
import { recordAudit } from '../../db/merchant-records'
import { orders, paymentIntents, refunds } from '../../db/schema'
import type { TServiceDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import type { TSessionUser } from '../../plugins/auth'
import { toIntent, type TPaymentProvider } from './providers'
import { recordConfirmedPayment, sendRefundNotice } from './service'
import { GatewayUnavailable } from './gateways/sslcommerz/sslcommerz'
import { REFUND_REFUSED } from './gateways/sslcommerz/hosted-checkout'

/**
 * Gateway payments held for review (flagged as risky, or for another amount than their bookings), oldest
 * first, then the refunds a gateway refused after processing them, each with the gateway's reason.
 */
export async function listHeldPayments(deps: TServiceDeps): Promise<THeldPayment[]> {
  return [...(await heldIntents(deps)), ...(await refusedRefunds(deps))]
}

async function refusedRefunds(deps: TServiceDeps): Promise<THeldPayment[]> {
  const refused = await deps.db
    .select({ refund: refunds, order: orders, cardType: paymentIntents.cardType })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(paymentIntents, eq(paymentIntents.id, refunds.intentId))
    .where(eq(refunds.status, 'refused'))
    .orderBy(asc(refunds.createdAt))
  return refused.map(({ refund, order, cardType }) => ({
    transactionId: refund.intentId,
    amount: refund.amountBdt,
    reason: 'refund_refused' as const,
    refusal: refund.lastError ?? '',
    cardType,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    bookings: [{ id: order.id, number: order.number, event: order.event }],
    heldAt: refund.createdAt.toISOString(),
  }))
}

async function heldIntents(deps: TServiceDeps): Promise<THeldPayment[]> {
  const held = await deps.db.select().from(paymentIntents).where(eq(paymentIntents.status, 'held')).orderBy(asc(paymentIntents.updatedAt))
  if (held.length === 0) return []
  const bookings = await deps.db
    .select()
    .from(orders)
    .where(
      or(
        inArray(
          orders.checkoutId,
          held.map((row) => row.checkoutId),
        ),
        inArray(
          orders.balanceCheckoutId,
          held.map((row) => row.checkoutId),
        ),
      ),
    )
  return held.map((row) => {
    const own = bookings.filter((order) => order.checkoutId === row.checkoutId || order.balanceCheckoutId === row.checkoutId)
    return {
      transactionId: row.id,
      amount: row.amountBdt,
      reason:
        row.lastError === 'amount_mismatch' ? 'amount_mismatch' : row.lastError?.startsWith(REFUND_REFUSED) ? 'refund_refused' : 'risk',
      ...(row.lastError?.startsWith(REFUND_REFUSED) && { refusal: row.lastError.slice(REFUND_REFUSED.length) }),
      cardType: row.cardType,
      customerName: own[0]?.customerName ?? '',
      customerEmail: own[0]?.customerEmail ?? '',
      bookings: own.map((order) => ({ id: order.id, number: order.number, event: order.event })),
      heldAt: row.updatedAt.toISOString(),
    }
  })
}

/**
 * Takes a held payment for one decision: exactly one of two admins deciding at once moves it out of
 * `held`. A refund left half-done (`refunding`) may be asked again: the gateway dedupes it by refe_id.
 */
async function claimHeld(deps: TServiceDeps, admin: TSessionUser, transactionId: string, action: 'release' | 'refund') {
  const from = action === 'release' ? ['held' as const] : (['held', 'refunding'] as const)
  const [claimed] = await deps.db
    .update(paymentIntents)
    .set({ status: action === 'release' ? 'succeeded' : 'refunding', updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, transactionId), inArray(paymentIntents.status, [...from])))
    .returning()
  if (claimed) {
    await recordAudit(deps.db, admin, `payment.${action}`, transactionId)
    return claimed
  }
  const [row] = await deps.db.select().from(paymentIntents).where(eq(paymentIntents.id, transactionId))
  if (!row) throw new AppError('payment_not_found')
  throw new AppError('already_reviewed')
}

/**
 * A payment held because the gateway refused its refund: refunding it again asks for the same refund
 * (the same refe_id) and releasing it would record a payment that was meant to go back, so neither is offered.
 */
function refuseRefused(row: { status: string; lastError: string | null } | undefined) {
  if (row?.status === 'held' && row.lastError?.startsWith(REFUND_REFUSED)) throw new AppError('refund_refused')
}

/** The adapter of a provider's intents, by the provider's name ('sslcommerz', 'bkash', …). */
export type TProviderFor = (provider: string) => Pick<TPaymentProvider, 'retrieveIntent' | 'refund'> | undefined

function adapterOf(providerFor: TProviderFor, row: { provider: string }) {
  const provider = providerFor(row.provider)
  if (!provider) throw new AppError('nothing_to_refund')
  return provider
}

/**
 * An admin accepts a held payment: it is recorded like any other (receipt and merchants' notices), or
 * refunded if its booking can no longer be kept. A payment for another amount can only be refunded.
 */
export async function releaseHeldPayment(deps: TServiceDeps, providerFor: TProviderFor, admin: TSessionUser, transactionId: string) {
  const [row] = await deps.db.select().from(paymentIntents).where(eq(paymentIntents.id, transactionId))
  if (row?.status === 'held' && row.lastError === 'amount_mismatch') throw new AppError('amount_mismatch')
  refuseRefused(row)
  const claimed = await claimHeld(deps, admin, transactionId, 'release')
  return { status: await recordConfirmedPayment(deps, adapterOf(providerFor, claimed), transactionId) }
}

/**
 * An admin refunds a held payment in full through its own gateway's refund (what the gateway took);
 * the customer is told, and may pay again another way. A refund the gateway did not make leaves it held.
 */
export async function refundHeldPayment(deps: TServiceDeps, providerFor: TProviderFor, admin: TSessionUser, transactionId: string) {
  refuseRefused((await deps.db.select().from(paymentIntents).where(eq(paymentIntents.id, transactionId)))[0])
  const row = await claimHeld(deps, admin, transactionId, 'refund')
  let refundId: string
  try {
    // Outside any transaction: the gateway may be this very process (a simulator), which needs the database.
    refundId = (await adapterOf(providerFor, row).refund(toIntent(row))).refundId
  } catch (error) {
    await deps.db
      .update(paymentIntents)
      .set({ status: 'held', updatedAt: new Date() })
      .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'refunding')))
    if (!(error instanceof GatewayUnavailable)) throw error
    deps.log.error({ err: error, intentId: row.id }, "the gateway did not make a held payment's refund")
    throw new AppError('refund_failed')
  }
  const checkoutOrders = await findCheckoutOrders(deps.db, row.checkoutId)
  const first = checkoutOrders[0]
  if (first)
    await sendRefundNotice(deps, {
      intent: { ...toIntent(row), status: 'refunded' },
      refundId,
      name: first.customerName,
      email: first.customerEmail,
      orders: checkoutOrders.map((order) => toOrder(order)),
    })
  return { status: 'refunded' as const }
}
