import { and, eq, getTableName, inArray, lt, or, sql } from 'drizzle-orm'
import type { TOrder, TRequestOutcome } from '@utsab/shared/schemas/orders'
import type { TDb } from './client'
import { orders, paymentIntents, payments } from './schema'

/** Order reads and state changes that both the orders and the payments features need. */
export type TOrderRow = typeof orders.$inferSelect
type TExecutor = Pick<TDb, 'select' | 'update' | 'insert'>

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
  category: row.category,
  picture: row.picture,
  eventDate: row.eventDate,
  status: row.status,
  unitPrice: row.unitPriceBdt,
  price: row.priceBdt,
  lines: linesOf(row),
  deliveryCharge: row.deliveryChargeBdt,
  total: row.totalBdt,
  customer: { name: row.customerName, email: row.customerEmail },
  details: {
    phone: row.customerPhone,
    shift: row.shift,
    guests: row.guests,
    size: row.size,
    quantity: row.quantity,
    deliveryAddress: row.deliveryAddress,
    deliveryDate: row.deliveryDate,
  },
  agencyName: row.agencyName,
  location: row.location,
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
  request: row.requestedAt
    ? {
        outcome: requestOutcome(row),
        requestedAt: row.requestedAt.toISOString(),
        answeredAt: row.answeredAt?.toISOString() ?? null,
        declineReason: requestOutcome(row) === 'declined' ? row.cancelReason : null,
      }
    : null,
})

/**
 * What became of a request to book. Unanswered, it is waiting, lapsed (expired) or withdrawn (cancelled by the
 * customer); answered, it was declined when the answer cancelled it (both times are the answer's), else accepted.
 */
export function requestOutcome(row: TOrderRow): TRequestOutcome {
  if (row.answeredAt === null) return row.status === 'requested' ? 'waiting' : row.status === 'expired' ? 'lapsed' : 'withdrawn'
  return row.cancelledAt?.getTime() === row.answeredAt.getTime() ? 'declined' : 'accepted'
}

/** Orders as the API gives them, each one with money in with the transaction id of its latest payment (the balance's, once paid). */
export async function toOrders(db: Pick<TDb, 'select'>, rows: TOrderRow[]): Promise<TOrder[]> {
  const withMoney = rows.filter((row) => row.status === 'paid' || row.status === 'confirmed')
  const checkouts = [...new Set(withMoney.flatMap((row) => [row.checkoutId, row.balanceCheckoutId]))]
  const found =
    checkouts.length === 0
      ? []
      : await db
          .select({ checkoutId: payments.checkoutId, transactionId: payments.transactionId })
          .from(payments)
          .where(inArray(payments.checkoutId, checkouts))
  const byCheckout = new Map(found.map((payment) => [payment.checkoutId, payment.transactionId]))
  return rows.map((row) => ({
    ...toOrder(row),
    transactionId:
      row.status === 'paid' || row.status === 'confirmed'
        ? (byCheckout.get(row.balanceCheckoutId) ?? byCheckout.get(row.checkoutId) ?? null)
        : null,
  }))
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
  await db
    .update(orders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(orders.status, 'pending'),
        lt(orders.expiresAt, sql`now()`),
        sql`not ${chargeStarted}`,
        scope.customerId ? eq(orders.customerId, scope.customerId) : undefined,
        scope.listingId ? eq(orders.listingId, scope.listingId) : undefined,
        scope.listingIds ? inArray(orders.listingId, scope.listingIds) : undefined,
        scope.eventDates ? inArray(orders.eventDate, scope.eventDates) : undefined,
        scope.checkoutId ? eq(orders.checkoutId, scope.checkoutId) : undefined,
      ),
    )
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
