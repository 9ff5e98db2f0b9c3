import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TDb, TTx } from '../../db/client'
import { moveOrders } from '../../db/order-lifecycle'
import { expireStaleOrders, findCheckoutOrders, findOrder, isUniqueViolation, payableIn, sumDueIn, toOrder } from '../../db/order-records'
import { orders, paymentIntents, payments } from '../../db/schema'
import { inTransaction, type TServiceDeps } from '../../lib/deps'
import { labelTestMode, queueMail, queueMailQuietly } from '../../lib/email/compose'
import { mailWords } from '../../lib/email/words'
import { mailLocaleOf } from '../../db/users'
import { AppError } from '../../lib/errors'
import { notifyMerchants } from '../../lib/notify-merchants'
import type { TSessionUser } from '../../plugins/auth'
import { paymentReceipt, refundNotice } from './emails'
import { postPayment } from './books/ledger'
import type { TIntent, TPaymentProvider } from './providers'

const unique = (values: string[]) => [...new Set(values)].join(', ')

/**
 * What paying `orderId` pays now, for a viewer about to pay it: a booking not yet confirmed pays its
 * advance together with the other bookings made with it; a confirmed one pays its own balance. The
 * amount is always the server's sum; the browser names only the order.
 */
export async function payableCheckout(db: TDb, viewer: TSessionUser, orderId: string) {
  const order = await findOrder(db, orderId)
  if (!order || order.customerId !== viewer.id) throw new AppError('order_not_found')
  await expireStaleOrders(db, { checkoutId: order.checkoutId })
  const current = (await findOrder(db, orderId))!
  if (current.status === 'paid') throw new AppError('order_already_paid')
  if (current.status === 'cancelled') throw new AppError('order_cancelled')
  if (current.status === 'requested') throw new AppError('request_waiting')
  if (current.status === 'expired') throw new AppError('order_expired')
  const checkoutId = current.status === 'confirmed' ? current.balanceCheckoutId : current.checkoutId
  const [underReview] = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.checkoutId, checkoutId), inArray(paymentIntents.status, ['held', 'refunding'])))
  // Money was taken and waits for an admin: a second payment would only have to be refunded.
  if (underReview) throw new AppError('payment_under_review')
  const [capturing] = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.checkoutId, checkoutId),
        eq(paymentIntents.intent, 'authorization'),
        eq(paymentIntents.status, 'processing'),
        isNotNull(paymentIntents.trxId),
      ),
    )
  // The advance held with bKash is being captured (decision 052): it pays this booking in a moment.
  if (capturing) throw new AppError('request_hold_capturing')
  const payable = (await findCheckoutOrders(db, checkoutId)).filter((row) => payableIn(checkoutId, row))
  return {
    checkoutId,
    payable,
    amount: sumDueIn(checkoutId, payable),
    stage: current.status === 'confirmed' ? 'balance' : 'booking',
  } as const
}

/** Prepares a card payment of an order (with the other unpaid orders checked out with it). */
export async function preparePayment(db: TDb, provider: TPaymentProvider, viewer: TSessionUser, orderId: string) {
  const { checkoutId, payable, amount, stage } = await payableCheckout(db, viewer, orderId)
  const [reusable] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.checkoutId, checkoutId),
        eq(paymentIntents.provider, provider.name),
        eq(paymentIntents.amountBdt, amount),
        inArray(paymentIntents.status, ['requires_payment_method', 'failed']),
      ),
    )
  const intent: TIntent = reusable
    ? {
        id: reusable.id,
        clientSecret: reusable.clientSecret,
        status: reusable.status,
        amount,
        checkoutId: reusable.checkoutId,
        customerId: reusable.customerId,
      }
    : await provider.createIntent({ amount, checkoutId, customerId: viewer.id })
  return {
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    amount,
    currency: 'BDT' as const,
    provider: provider.name,
    stage,
    orders: payable.map((row) => toOrder(row)),
  }
}

/** A succeeded charge that cannot become paid orders: its money goes back, and the customer is told. */
class ChargeNotFulfillable extends Error {}

export type TRefundNotice = { intent: TIntent; refundId: string; name: string; email: string; orders: TOrder[] }

/**
 * Records a payment once the provider says its intent succeeded. Exactly once: the payment row is
 * unique per intent and per checkout, and the orders change state in the same transaction. A hold
 * that lapsed meanwhile is paid all the same while its date is free; if a date was lost (booked by
 * someone else) the charge is refunded in full and the answer is 409 `date_lost_refunded`, so a
 * succeeded charge always ends in a paid order or a refund.
 */
export async function recordPayment(
  db: TDb,
  provider: Pick<TPaymentProvider, 'retrieveIntent' | 'refund'>,
  viewer: TSessionUser | null,
  intentId: string,
  options: {
    onRefunded?: (notice: TRefundNotice) => Promise<unknown>
    /** Runs in the payment's own transaction the first time it is recorded (its receipt is queued there). */
    onRecorded?: (tx: TTx, recorded: TRecorded) => Promise<unknown>
  } = {},
) {
  const intent = await provider.retrieveIntent(intentId)
  if (!intent || (viewer && intent.customerId !== viewer.id && viewer.role !== 'admin')) throw new AppError('payment_not_found')
  const [mirror] = await db.select({ status: paymentIntents.status }).from(paymentIntents).where(eq(paymentIntents.id, intent.id))
  if (mirror?.status === 'refunded') throw new AppError('date_lost_refunded')
  // Taken, but held for an admin (the gateway flagged it, or another amount): the page says it is being checked.
  if (intent.status === 'held' || intent.status === 'refunding') throw new AppError('payment_under_review')
  if (intent.status !== 'succeeded') throw new AppError('payment_not_succeeded')

  // The payment row, once per intent and per checkout, and its bookings' new state: false if it was recorded before.
  const recordInTransaction = async (tx: TTx) => {
    const checkoutOrders = await findCheckoutOrders(tx, intent.checkoutId)
    const first = checkoutOrders[0]
    if (!first) throw new AppError('payment_orders_not_found')
    const [inserted] = await tx
      .insert(payments)
      .values({
        transactionId: intent.id,
        checkoutId: intent.checkoutId,
        priceBdt: intent.amount,
        name: first.customerName,
        email: first.customerEmail,
        bookingId: checkoutOrders.map((order) => order.id).join(','),
        contact: unique(checkoutOrders.map((order) => order.contact)),
        agencyName: unique(checkoutOrders.map((order) => order.agencyName)),
      })
      .onConflictDoNothing()
      .returning()
    if (!inserted) {
      const [existing] = await tx.select().from(payments).where(eq(payments.checkoutId, intent.checkoutId))
      // The checkout was paid through another intent: this charge has nothing left to pay for.
      if (existing && existing.transactionId !== intent.id) throw new ChargeNotFulfillable()
      return false
    }
    if (first.balanceCheckoutId === intent.checkoutId) {
      // A balance: its booking becomes fully paid, unless it was cancelled meanwhile.
      const paid = await moveOrders(tx, {
        from: ['confirmed'],
        to: 'paid',
        set: { paidBdt: orders.totalBdt, paidAt: new Date() },
        where: eq(orders.balanceCheckoutId, intent.checkoutId),
      })
      if (sumDueIn(intent.checkoutId, paid) !== intent.amount) throw new ChargeNotFulfillable()
      await postPayment(tx, intent.id, intent.checkoutId, paid)
      return true
    }
    // An advance confirms its bookings (or pays them in full). An expired hold whose date is still
    // free comes back; a date booked meanwhile by someone else fails the unique index, which ends
    // this transaction and refunds the charge below.
    const inFull = sql`${orders.advanceBdt} = ${orders.totalBdt}`
    const paid = await moveOrders(tx, {
      from: ['pending', 'expired'],
      to: { when: inFull, then: 'paid', else: 'confirmed' },
      set: { paidBdt: orders.advanceBdt, paidAt: sql`case when ${inFull} then now() end`, expiresAt: null },
      where: eq(orders.checkoutId, intent.checkoutId),
    })
    if (sumDueIn(intent.checkoutId, paid) !== intent.amount) throw new ChargeNotFulfillable()
    await postPayment(tx, intent.id, intent.checkoutId, paid)
    return true
  }
  let created: boolean
  try {
    created = await db.transaction(async (tx) => {
      const recorded = await recordInTransaction(tx)
      if (recorded) await options.onRecorded?.(tx, await readRecorded(tx, intent))
      return recorded
    })
  } catch (error) {
    if (!(error instanceof ChargeNotFulfillable) && !isUniqueViolation(error)) throw error
    const refund = await provider.refund(intent)
    if (refund.newly) {
      const checkoutOrders = await findCheckoutOrders(db, intent.checkoutId)
      const first = checkoutOrders[0]!
      await options.onRefunded?.({
        intent,
        refundId: refund.refundId,
        name: first.customerName,
        email: first.customerEmail,
        orders: checkoutOrders.map((row) => toOrder(row)),
      })
    }
    throw new AppError('date_lost_refunded')
  }
  return { created, ...(await readRecorded(db, intent)) }
}

/** A recorded payment and its checkout's bookings, as its receipt and the API's answer show them. */
async function readRecorded(db: TDb | TTx, intent: { id: string; checkoutId: string }) {
  const [payment] = await db.select().from(payments).where(eq(payments.checkoutId, intent.checkoutId))
  if (!payment || payment.transactionId !== intent.id) throw new AppError('paid_with_other_payment')
  const checkoutOrders = await findCheckoutOrders(db, intent.checkoutId)
  return {
    payment: {
      transactionId: payment.transactionId,
      price: payment.priceBdt,
      name: payment.name,
      email: payment.email,
      bookingId: payment.bookingId,
      contact: payment.contact,
      agencyName: payment.agencyName,
      createdAt: payment.createdAt.toISOString(),
    },
    orders: checkoutOrders.map((row) => ({
      ...toOrder(row),
      transactionId: row.status === 'paid' || row.status === 'confirmed' ? payment.transactionId : null,
    })),
  }
}

type TRecorded = Awaited<ReturnType<typeof readRecorded>>

/** Queues the customer's receipt and the merchants' notices in the payment's transaction: they exist exactly when it does. */
export async function queueReceipt(deps: TServiceDeps, tx: TTx, recorded: TRecorded) {
  const words = mailWords(await mailLocaleOf(tx, recorded.payment.email))
  await queueMail(tx, labelTestMode(paymentReceipt(recorded.payment, recorded.orders, deps.publicOrigin, words), deps.paymentsTestMode))
  await notifyMerchants(inTransaction(deps, tx), recorded.orders, 'paid', deps.publicOrigin)
}

/** Tells the customer that a charge was refunded because its booking could no longer be kept. */
export function sendRefundNotice(deps: TServiceDeps, notice: TRefundNotice) {
  const draft = async () => {
    const words = mailWords(await mailLocaleOf(deps.db, notice.email))
    const refund = { ...notice, amount: notice.intent.amount, transactionId: notice.intent.id }
    return labelTestMode(refundNotice(refund, notice.orders, deps.publicOrigin, words), deps.paymentsTestMode)
  }
  return queueMailQuietly(deps, draft(), 'refund notice')
}

/** POST /api/payments: record the payment (exactly once) and, the first time, send its receipt and notices. */
export async function payOrders(
  deps: TServiceDeps,
  provider: Pick<TPaymentProvider, 'retrieveIntent' | 'refund'>,
  viewer: TSessionUser,
  intentId: string,
) {
  const { created, ...recorded } = await recordPayment(deps.db, provider, viewer, intentId, {
    onRefunded: (notice) => sendRefundNotice(deps, notice),
    onRecorded: (tx, newly) => queueReceipt(deps, tx, newly),
  })
  return { created, recorded }
}

/**
 * Records a payment a gateway confirmed (its word, not a viewer's) exactly once, sending the receipt
 * and merchants' notices the first time; 'refunded' when its booking could no longer be kept.
 */
export async function recordConfirmedPayment(
  deps: TServiceDeps,
  provider: Pick<TPaymentProvider, 'retrieveIntent' | 'refund'>,
  intentId: string,
): Promise<'paid' | 'refunded'> {
  try {
    await recordPayment(deps.db, provider, null, intentId, {
      onRefunded: (notice) => sendRefundNotice(deps, notice),
      onRecorded: (tx, newly) => queueReceipt(deps, tx, newly),
    })
    return 'paid'
  } catch (error) {
    if (error instanceof AppError && error.code === 'date_lost_refunded') return 'refunded'
    throw error
  }
}

/**
 * Charges that succeeded but were never recorded (the browser went away between the charge and
 * POST /api/payments, or a crash came between), once older than `quietMs`: each is recorded, or
 * refunded when its checkout was paid another way meanwhile — as Stripe's webhook does for its own.
 * Any instance may run it: recording is exactly-once.
 */
export async function recordOrphanCharges(
  deps: TServiceDeps,
  providerFor: (provider: string) => Pick<TPaymentProvider, 'retrieveIntent' | 'refund'> | undefined,
  { now = new Date(), quietMs = 10_000 } = {},
) {
  const orphans = await deps.db
    .select({ id: paymentIntents.id, provider: paymentIntents.provider })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.status, 'succeeded'),
        lt(paymentIntents.updatedAt, new Date(now.getTime() - quietMs)),
        sql`not exists (select 1 from ${payments} where ${payments.transactionId} = ${paymentIntents.id})`,
      ),
    )
    .limit(100)
  let settled = 0
  for (const orphan of orphans) {
    const provider = providerFor(orphan.provider)
    if (!provider) continue
    try {
      await recordConfirmedPayment(deps, provider, orphan.id)
      settled++
    } catch (error) {
      deps.log.error({ err: error, intentId: orphan.id }, 'could not settle a charge that was never recorded')
    }
  }
  return settled
}
