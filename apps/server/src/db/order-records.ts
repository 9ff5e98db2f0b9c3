import { and, asc, eq, getTableName, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm'
import { refundArrivesBy, type TPaymentMethod } from '@utsab/shared/booking-money'
import type { TOrder, TOrderPayment, TOrderRefund } from '@utsab/shared/schemas/orders'
import type { TDb } from './client'
import { moveOrders, requestOutcome } from './order-lifecycle'
import { orders, paymentIntents, payments, quotes, refunds } from './schema'
import { isPhoneAccountEmail } from '@utsab/shared/schemas/phone'

/** Order reads and state changes that both the orders and the payments features need. */
export type TOrderRow = typeof orders.$inferSelect
type TExecutor = Pick<TDb, 'select' | 'update' | 'insert'>
type TIntentStatus = (typeof paymentIntents.$inferSelect)['status']
type TAdvanceHold = NonNullable<TOrder['advanceHold']>

/** The statuses that keep a dated booking's date. */
export const ACTIVE_STATUSES: TOrderRow['status'][] = ['pending', 'confirmed', 'paid', 'requested']

/** How the order's price was made up; a booking from before packages (issue 17) had one line, the listing itself. */
function linesOf(row: TOrderRow): TOrder['lines'] {
  if (row.lines.length > 0) return row.lines
  return [
    {
      kind: 'listing',
      name: row.event,
      nameBn: null,
      unit: 'booking',
      unitPrice: row.unitPriceBdt,
      quantity: row.quantity,
      amount: row.priceBdt,
    },
  ]
}

export const toOrder = (row: TOrderRow): TOrder => ({
  id: row.id,
  number: row.number,
  listingId: row.listingId,
  kind: row.kind,
  event: row.event,
  eventBn: row.eventBn,
  category: row.category,
  categoryBn: row.categoryBn,
  picture: row.picture,
  eventDate: row.eventDate,
  status: row.status,
  unitPrice: row.unitPriceBdt,
  price: row.priceBdt,
  lines: linesOf(row),
  deliveryCharge: row.deliveryChargeBdt,
  total: row.totalBdt,
  // An account made with a mobile number has no email to show (its placeholder address is never shown).
  customer: { name: row.customerName, email: isPhoneAccountEmail(row.customerEmail) ? '' : row.customerEmail },
  details: {
    phone: row.customerPhone,
    shift: row.shift,
    guests: row.guests,
    size: row.size,
    quantity: row.quantity,
    deliveryAddress: row.deliveryAddress,
    deliveryDate: row.deliveryDate,
    eventAddress: row.eventAddress,
    eventTime: row.eventTime,
  },
  agencyName: row.agencyName,
  location: row.location,
  locationBn: row.locationBn,
  contact: row.contact,
  rating: row.rating,
  paid: row.status === 'paid',
  advance: row.advanceBdt,
  amountPaid: row.paidBdt,
  balance: row.totalBdt - row.advanceBdt,
  balanceDueOn: row.balanceDueOn,
  cancellationPolicy: row.cancellationPolicy,
  refund: row.refundBdt,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  checkoutId: row.checkoutId,
  paidAt: row.paidAt?.toISOString() ?? null,
  transactionId: null,
  payments: [],
  refunds: [],
  request: row.requestedAt
    ? {
        outcome: requestOutcome(row),
        requestedAt: row.requestedAt.toISOString(),
        answeredAt: row.answeredAt?.toISOString() ?? null,
        declineReason: requestOutcome(row) === 'declined' ? row.cancelReason : null,
      }
    : null,
})

/** How a payment was made, from its gateway's record: bKash's own checkout, or SSLCommerz's card type, or a card. */
export function paymentMethodOf(intent: { provider: string; cardType: string | null }): TPaymentMethod {
  if (intent.provider === 'bkash') return 'bkash'
  const type = intent.cardType?.toUpperCase() ?? ''
  if (type.startsWith('BKASH')) return 'bkash'
  if (type.startsWith('NAGAD')) return 'nagad'
  // Stripe and the card form take cards; SSLCommerz names its cards VISA-…, MASTER-…, AMEX-….
  if (intent.provider === 'stripe' || type === '' || /^(VISA|MASTER|AMEX|UPAY)/.test(type)) return 'card'
  return 'other'
}

/**
 * A refund's state for its customer: done; on its way (the provider may be processing it); or refused
 * by the provider (asked again, or, once refused outright, with the admins).
 */
const refundState = (refund: Pick<typeof refunds.$inferSelect, 'status' | 'lastError'>): TOrderRefund['state'] =>
  refund.status === 'succeeded' ? 'succeeded' : refund.status === 'refused' || refund.lastError ? 'failed' : 'pending'

/** A hold's state for its customer: held (also while it is being captured), captured, or released (or given back). */
const advanceHoldOf = (status: TIntentStatus): TAdvanceHold =>
  status === 'voiding' || status === 'voided' || status === 'refunded'
    ? 'released'
    : status === 'authorized' || status === 'processing'
      ? 'held'
      : 'captured'

/**
 * Orders as the API gives them: each with every payment that went into it (its share of the checkout it was paid in,
 * with the transaction id) and the refunds of a cancelled one. One query for the payments and one for the refunds,
 * however many orders.
 */
export async function toOrders(db: Pick<TDb, 'select'>, rows: TOrderRow[]): Promise<TOrder[]> {
  if (rows.length === 0) return []
  const checkouts = [...new Set(rows.flatMap((row) => [row.checkoutId, row.balanceCheckoutId]))]
  const quotedRequests = rows.filter((row) => row.requestedAt !== null && requestOutcome(row) === 'declined').map((row) => row.id)
  const [paid, refunded, holds, answers] = await Promise.all([
    db
      .select({
        checkoutId: payments.checkoutId,
        transactionId: payments.transactionId,
        paidAt: payments.createdAt,
        provider: paymentIntents.provider,
        cardType: paymentIntents.cardType,
      })
      .from(payments)
      .innerJoin(paymentIntents, eq(paymentIntents.id, payments.transactionId))
      .where(inArray(payments.checkoutId, checkouts)),
    db
      .select({ refund: refunds, provider: paymentIntents.provider, cardType: paymentIntents.cardType })
      .from(refunds)
      .innerJoin(paymentIntents, eq(paymentIntents.id, refunds.intentId))
      .where(
        inArray(
          refunds.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(refunds.createdAt)),
    // Requests' advances held with bKash (decision 052): an authorization executed (it has bKash's trxID), the latest.
    db
      .select({ checkoutId: paymentIntents.checkoutId, status: paymentIntents.status })
      .from(paymentIntents)
      .where(
        and(
          inArray(paymentIntents.checkoutId, checkouts),
          eq(paymentIntents.intent, 'authorization'),
          isNotNull(paymentIntents.trxId),
          ne(paymentIntents.status, 'failed'),
        ),
      )
      .orderBy(asc(paymentIntents.createdAt)),
    // Requests declined with a quote in their place (decision 057): the quote, to link the booking to.
    quotedRequests.length === 0
      ? []
      : db
          .select({ requestId: quotes.requestId, id: quotes.id, number: quotes.number, conversationId: quotes.conversationId })
          .from(quotes)
          .where(inArray(quotes.requestId, quotedRequests)),
  ])
  const answeredWith = new Map(answers.map(({ requestId, ...quote }) => [requestId, quote]))
  const byCheckout = new Map(paid.map((payment) => [payment.checkoutId, payment]))
  const holdOf = new Map(holds.map((hold) => [hold.checkoutId, advanceHoldOf(hold.status)]))
  return rows.map((row) => {
    const advance = byCheckout.get(row.checkoutId)
    const balance = byCheckout.get(row.balanceCheckoutId)
    const orderPayments: TOrderPayment[] = []
    // The booking's checkout paid its advance (or all of it) only if money came in for it: a booking cancelled
    // before its companions in the checkout were paid had no share of that payment.
    if (advance && row.advanceBdt > 0 && row.paidBdt >= row.advanceBdt)
      orderPayments.push({
        method: paymentMethodOf(advance),
        amount: row.advanceBdt,
        transactionId: advance.transactionId,
        paidAt: advance.paidAt.toISOString(),
        part: row.advanceBdt < row.totalBdt ? 'advance' : 'full',
      })
    if (balance)
      orderPayments.push({
        method: paymentMethodOf(balance),
        amount: row.totalBdt - row.advanceBdt,
        transactionId: balance.transactionId,
        paidAt: balance.paidAt.toISOString(),
        part: row.advanceBdt > 0 ? 'balance' : 'full',
      })
    const orderRefunds = refunded
      .filter((entry) => entry.refund.orderId === row.id)
      .map(({ refund, ...intent }): TOrderRefund => {
        const method = paymentMethodOf(intent)
        return {
          amount: refund.amountBdt,
          state: refundState(refund),
          method,
          requestedAt: refund.createdAt.toISOString(),
          completedAt: refund.completedAt?.toISOString() ?? null,
          arrivesBy: refundArrivesBy(refund.createdAt, method),
        }
      })
    const hold = holdOf.get(row.checkoutId)
    const order = toOrder(row)
    const quote = answeredWith.get(row.id)
    return {
      ...order,
      ...(hold ? { advanceHold: hold } : {}),
      ...(quote && order.request ? { request: { ...order.request, quote } } : {}),
      transactionId:
        row.status === 'paid' || row.status === 'confirmed' ? (orderPayments[orderPayments.length - 1]?.transactionId ?? null) : null,
      payments: orderPayments,
      refunds: orderRefunds,
    }
  })
}

/**
 * A booking is paid through two checkouts: the one it was booked in (its advance, with the other
 * bookings made together) and its own balance checkout. What it owes in each, and when it can pay it.
 */
export const dueIn = (checkoutId: string, row: TOrderRow) =>
  row.checkoutId === checkoutId ? row.advanceBdt : row.totalBdt - row.advanceBdt
export const payableIn = (checkoutId: string, row: TOrderRow) =>
  row.checkoutId === checkoutId ? row.status === 'pending' : row.status === 'confirmed'
export const sumDueIn = (checkoutId: string, rows: TOrderRow[]) => rows.reduce((total, row) => total + dueIn(checkoutId, row), 0)

/**
 * Whether an order's checkout has a charge under way or done (or held for an admin's review): such an
 * order is no longer the customer's to cancel, and its hold does not lapse, so the charge ends in a
 * paid order or a refund.
 */
// Spelled out: in a select list Drizzle writes columns without their table, which would make the subquery compare an
// intent's checkout with itself.
export const chargeStarted = sql`exists (select 1 from ${paymentIntents} as "charge" where "charge"."checkout_id" in (${sql.raw(
  `"${getTableName(orders)}"."checkout_id", "${getTableName(orders)}"."balance_checkout_id"`,
)}) and "charge"."status" in ('processing', 'succeeded', 'held', 'refunding'))`

/** Unpaid holds past their time become expired, which frees their dates; never one whose charge is under way or done. */
export async function expireStaleOrders(
  db: TExecutor,
  scope: { customerId?: string; listingId?: string; listingIds?: string[]; eventDates?: string[]; checkoutId?: string } = {},
) {
  await moveOrders(db, {
    from: ['pending'],
    to: 'expired',
    where: and(
      lt(orders.expiresAt, sql`now()`),
      sql`not ${chargeStarted}`,
      scope.customerId ? eq(orders.customerId, scope.customerId) : undefined,
      scope.listingId ? eq(orders.listingId, scope.listingId) : undefined,
      scope.listingIds ? inArray(orders.listingId, scope.listingIds) : undefined,
      scope.eventDates ? inArray(orders.eventDate, scope.eventDates) : undefined,
      scope.checkoutId ? eq(orders.checkoutId, scope.checkoutId) : undefined,
    ),
  })
}

export async function findOrder(db: TExecutor, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  return row
}

/** The orders a checkout pays: those booked in it, or the one whose balance it is. */
export function findCheckoutOrders(db: TExecutor, checkoutId: string, statuses?: TOrderRow['status'][]) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        or(eq(orders.checkoutId, checkoutId), eq(orders.balanceCheckoutId, checkoutId)),
        statuses ? inArray(orders.status, statuses) : undefined,
      ),
    )
    .orderBy(orders.number)
}

/** Postgres' unique-violation code, whether the driver error is wrapped (Drizzle) or not. */
export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause]
  return candidates.some((candidate) => (candidate as { code?: string } | null)?.code === '23505')
}
