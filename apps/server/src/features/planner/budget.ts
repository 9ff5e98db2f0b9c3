import { BUDGET_CATEGORIES, type TBudgetCategory } from '@utsab/shared/planner'
import type { TBudgetLine, TBudgetRow, TPlannerBooking } from '@utsab/shared/schemas/planner'
import type { TOrderStatus } from '@utsab/shared/schemas/orders'

/** What the budget reads of an attached booking. */
export type TBudgetBooking = Pick<TPlannerBooking, 'kind' | 'status' | 'total' | 'amountPaid' | 'refund' | 'balanceDueOn'> & {
  /** The day an unpaid booking's hold ends (Dhaka), by when it must be paid to keep its date. */
  payBy: string | null
}

type TMoney = { booked: number; paid: number; due: number; dueOn: string | null }

/**
 * What one booking weighs in its category: a booked one (pending, confirmed, paid) its total, paid so far, the rest due
 * by its balance's date, or by the end of its hold while unpaid; a cancelled one only what was kept of the money paid;
 * an expired one, or a request its merchant has not accepted yet, nothing.
 */
export function bookingMoney(booking: TBudgetBooking): TMoney {
  const status: TOrderStatus = booking.status
  // A request waiting for its merchant is not booked yet (nothing is taken from a held advance until it is accepted).
  if (status === 'expired' || status === 'requested') return { booked: 0, paid: 0, due: 0, dueOn: null }
  if (status === 'cancelled') {
    const kept = Math.max(0, booking.amountPaid - booking.refund)
    return { booked: kept, paid: kept, due: 0, dueOn: null }
  }
  const due = booking.total - booking.amountPaid
  const dueOn = due <= 0 ? null : status === 'confirmed' ? booking.balanceDueOn : status === 'pending' ? booking.payBy : null
  return { booked: booking.total, paid: booking.amountPaid, due, dueOn }
}

const earliest = (a: string | null, b: string | null) => (a && b ? (a < b ? a : b) : (a ?? b))

/**
 * An event's budget per category (decision 060): planned from every line; booked, paid and still due from the
 * bookings attached to its functions and from what the family bought outside Utsab; the earliest due date of each.
 * Categories with nothing in them are left out; the total adds up every category.
 */
export function eventBudget(lines: readonly TBudgetLine[], bookings: readonly TBudgetBooking[]) {
  const rows = new Map<TBudgetCategory, TBudgetRow>()
  const rowOf = (category: TBudgetCategory) => {
    let row = rows.get(category)
    if (!row) rows.set(category, (row = { category, planned: 0, booked: 0, paid: 0, due: 0, nextDueOn: null }))
    return row
  }
  const add = (row: TBudgetRow, money: TMoney) => {
    row.booked += money.booked
    row.paid += money.paid
    row.due += money.due
    if (money.due > 0) row.nextDueOn = earliest(row.nextDueOn, money.dueOn)
  }
  for (const line of lines) {
    const row = rowOf(line.category)
    row.planned += line.planned
    if (line.outside) add(row, { booked: line.planned, paid: line.paid, due: line.planned - line.paid, dueOn: line.dueOn })
  }
  for (const booking of bookings) add(rowOf(booking.kind), bookingMoney(booking))
  const ordered = BUDGET_CATEGORIES.flatMap((category) => rows.get(category) ?? [])
  const total = ordered.reduce(
    (sum, row) => ({
      planned: sum.planned + row.planned,
      booked: sum.booked + row.booked,
      paid: sum.paid + row.paid,
      due: sum.due + row.due,
      nextDueOn: earliest(sum.nextDueOn, row.nextDueOn),
    }),
    { planned: 0, booked: 0, paid: 0, due: 0, nextDueOn: null as string | null },
  )
  return { rows: ordered, total }
}
