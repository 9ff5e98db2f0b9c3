import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { ORDER_STATUSES, REQUEST_OUTCOMES, type TOrderStatus, type TRequestOutcome } from '@utsab/shared/schemas/orders'
import { AppError } from '../lib/errors'
import type { TDb } from './client'
import { orders, orderStatus } from './schema'

/**
 * An order's lifecycle, in one place: its statuses (the shared enum), the moves allowed between them, and the one
 * function every writer moves an order with. Orders and payments both write statuses, so this sits in db, below them.
 */
export { ORDER_STATUSES, REQUEST_OUTCOMES, type TOrderStatus, type TRequestOutcome }

type TOrderRow = typeof orders.$inferSelect
type TExecutor = Pick<TDb, 'select' | 'update'>

/** What an order is placed as (orders/service.ts placeOrders): a request, a booking to pay, or one confirmed at once. */
export const OPENING_STATUSES = ['requested', 'pending', 'confirmed'] as const satisfies readonly TOrderStatus[]
export type TOpeningStatus = (typeof OPENING_STATUSES)[number]

type TMoveTable<T extends string> = { readonly [from in T]: { readonly [to in T]?: string } }

/** Every move an order's status may make: from → to, with why. A move not listed here is refused. */
export const ORDER_MOVES = {
  requested: {
    pending: 'the merchant accepted the request: its advance is to be paid within ACCEPTED_PAY_HOURS',
    confirmed: 'the merchant accepted a request for a listing that asks no advance',
    cancelled: 'the merchant declined it, or the customer withdrew it',
    expired: 'left unanswered past its time (lapseRequests)',
  },
  pending: {
    confirmed: 'its advance was paid',
    paid: 'paid in full (the advance was the whole price)',
    expired: 'its hold lapsed unpaid with no charge under way (expireStaleOrders)',
    cancelled: 'the customer cancelled it before paying',
  },
  expired: {
    confirmed: 'a charge that succeeded after its hold lapsed: it comes back while its date is still free',
    paid: 'the same, paid in full',
    cancelled: 'the customer cancels it (DELETE /api/orders/:id accepts an expired order; a lapsed request reads withdrawn then)',
  },
  confirmed: {
    paid: 'its balance was paid',
    cancelled: 'cancelled with a refund under its policy (customer, merchant or admin)',
  },
  paid: {
    cancelled: 'cancelled with a refund under its policy (customer, merchant or admin)',
  },
  cancelled: {},
} as const satisfies TMoveTable<TOrderStatus>

/**
 * What becomes of a request to book (an order with `requestedAt`), which requestOutcome reads from its status and
 * answer: a request still waiting is answered, lapses or is withdrawn; an accepted one stays accepted whatever its
 * booking becomes (paid, expired, cancelled with a refund).
 */
export const REQUEST_OUTCOME_MOVES = {
  waiting: {
    accepted: 'requested → pending or confirmed, answered',
    declined: 'requested → cancelled by the merchant, answered at the moment it was cancelled',
    lapsed: 'requested → expired, unanswered',
    withdrawn: 'requested → cancelled by the customer, unanswered',
  },
  lapsed: { withdrawn: 'expired → cancelled: the customer cancels the lapsed request' },
  accepted: {},
  declined: {},
  withdrawn: {},
} as const satisfies TMoveTable<TRequestOutcome>

/**
 * What became of a request to book. Unanswered, it is waiting, lapsed (expired) or withdrawn (cancelled by the
 * customer); answered, it was declined when the answer cancelled it (both times are the answer's), else accepted.
 */
export function requestOutcome(row: Pick<TOrderRow, 'status' | 'answeredAt' | 'cancelledAt'>): TRequestOutcome {
  if (row.answeredAt === null) return row.status === 'requested' ? 'waiting' : row.status === 'expired' ? 'lapsed' : 'withdrawn'
  return row.cancelledAt?.getTime() === row.answeredAt.getTime() ? 'declined' : 'accepted'
}

export const isAllowedMove = (from: TOrderStatus, to: TOrderStatus) => Object.hasOwn(ORDER_MOVES[from], to)

/** The statuses an order may move to `to` from. */
export const allowedFroms = (to: TOrderStatus) => ORDER_STATUSES.filter((from) => isAllowedMove(from, to))

/**
 * A move the table does not allow: a bug in its writer, or an order that changed meanwhile. It reaches a client as
 * 409 `illegal_order_move`; what was asked is on the error for the log.
 */
export class IllegalOrderMove extends AppError<'illegal_order_move'> {
  constructor(
    readonly move: { orderId?: string; from: TOrderStatus | readonly TOrderStatus[]; to: TOrderStatus | readonly TOrderStatus[] },
  ) {
    super('illegal_order_move')
  }
}

/**
 * Where a move goes: one status, or one of two chosen per order by a condition (an advance that is the whole price
 * pays the booking, any other confirms it).
 */
export type TOrderTarget = TOrderStatus | { readonly when: SQL; readonly then: TOrderStatus; readonly else: TOrderStatus }
/** The other columns a move writes with the status. */
export type TMoveColumns = Omit<PgUpdateSetSource<typeof orders>, 'status'>

const targetsOf = (to: TOrderTarget): TOrderStatus[] => (typeof to === 'string' ? [to] : [to.then, to.else])

const statusValue = (status: TOrderStatus) => sql.raw(`'${status}'`)
const statusOf = (to: TOrderTarget): TOrderStatus | SQL =>
  typeof to === 'string'
    ? to
    : sql`case when ${to.when} then ${statusValue(to.then)} else ${statusValue(to.else)} end::${sql.raw(orderStatus.enumName)}`

/** The froms asked for, each checked against the table for every target: a move not in it is refused before any write. */
function checkedFroms(to: TOrderTarget, from: readonly TOrderStatus[] | undefined, orderId?: string): TOrderStatus[] {
  const targets = targetsOf(to)
  const allowed = (candidate: TOrderStatus) => targets.every((target) => isAllowedMove(candidate, target))
  if (!from) return ORDER_STATUSES.filter(allowed)
  const illegal = from.filter((candidate) => !allowed(candidate))
  if (illegal.length > 0 || from.length === 0) throw new IllegalOrderMove({ orderId, from: illegal, to: targets })
  return [...from]
}

/**
 * Moves every order that `where` selects and that is in one of the `from` statuses to `to`, with `set`, in one
 * conditional UPDATE: an order in another status (moved meanwhile by someone else) is left as it is, not returned.
 * For sweeps and for a checkout's orders; every `from` → `to` must be in ORDER_MOVES, or nothing is written.
 */
export async function moveOrders(
  db: TExecutor,
  move: { where: SQL | undefined; from: readonly TOrderStatus[]; to: TOrderTarget; set?: TMoveColumns },
): Promise<TOrderRow[]> {
  const from = checkedFroms(move.to, move.from)
  return db
    .update(orders)
    .set({ ...move.set, status: statusOf(move.to) })
    .where(and(inArray(orders.status, from), move.where))
    .returning()
}

/**
 * THE way to move one order: to `to` (with `set`), only from a status the table allows (narrowed to `from` when
 * given), in one conditional UPDATE, so a writer racing another cannot make a move the table refuses between its
 * read and its write. An order that is in another status is refused with IllegalOrderMove; one that does not exist
 * is 404.
 */
export async function moveOrder(
  db: TExecutor,
  move: { orderId: string; from?: readonly TOrderStatus[]; to: TOrderTarget; set?: TMoveColumns },
): Promise<TOrderRow> {
  const from = checkedFroms(move.to, move.from, move.orderId)
  const [moved] = await db
    .update(orders)
    .set({ ...move.set, status: statusOf(move.to) })
    .where(and(eq(orders.id, move.orderId), inArray(orders.status, from)))
    .returning()
  if (moved) return moved
  const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, move.orderId))
  if (!current) throw new AppError('order_not_found')
  throw new IllegalOrderMove({ orderId: move.orderId, from: current.status, to: targetsOf(move.to) })
}
