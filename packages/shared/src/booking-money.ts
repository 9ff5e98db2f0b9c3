import { addDays } from './format'

/**
 * How a dated booking is paid and what comes back when it is cancelled: the advance that confirms
 * it, the balance and its due date, and the cancellation presets a merchant chooses from. The
 * server computes every amount with these; the pages show the same figures before anyone pays.
 */

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const
export type TCancellationPolicy = (typeof CANCELLATION_POLICIES)[number]
export const DEFAULT_CANCELLATION_POLICY: TCancellationPolicy = 'moderate'

/**
 * The share of the money paid that a customer gets back, by whole days left before the event: the
 * first tier whose `daysBefore` the cancellation meets applies (the tiers run from the most days down).
 */
export const CANCELLATION_REFUNDS: Record<TCancellationPolicy, readonly { daysBefore: number; percent: number }[]> = {
  flexible: [
    { daysBefore: 7, percent: 100 },
    { daysBefore: 1, percent: 50 },
    { daysBefore: 0, percent: 0 },
  ],
  moderate: [
    { daysBefore: 30, percent: 100 },
    { daysBefore: 7, percent: 50 },
    { daysBefore: 0, percent: 0 },
  ],
  strict: [
    { daysBefore: 60, percent: 50 },
    { daysBefore: 0, percent: 0 },
  ],
}

/** The balance of a dated booking is due this many days before its event. */
export const BALANCE_DUE_DAYS_BEFORE = 7
/** What a listing asks at booking unless its merchant chooses less: the whole price. */
export const DEFAULT_ADVANCE_PERCENT = 100
export const ADVANCE_PERCENT_RANGE = { min: 0, max: 100 } as const

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * What a booking of `total` asks now and later. The advance is rounded up to a whole taka; a booking
 * whose balance would already be due (the event is close), and anything undated, is paid in full.
 */
export function paymentPlan(total: number, advancePercent: number, eventDate: string | null, today: string) {
  const balanceDueOn = eventDate ? addDays(eventDate, -BALANCE_DUE_DAYS_BEFORE) : null
  const inFull = !balanceDueOn || balanceDueOn <= today || advancePercent >= 100
  const advance = inFull ? total : Math.ceil((total * advancePercent) / 100)
  return { advance, balance: total - advance, balanceDueOn: inFull ? null : balanceDueOn }
}

/** The percentage of the money paid that a cancellation on `today` gives back under `policy`. */
export function refundPercent(policy: TCancellationPolicy, eventDate: string, today: string): number {
  const daysLeft = daysBetween(today, eventDate)
  return CANCELLATION_REFUNDS[policy].find((tier) => daysLeft >= tier.daysBefore)?.percent ?? 0
}

/** The whole taka a cancellation gives back of `paid` (rounded down: never more than the policy promises). */
export const refundAmount = (paid: number, percent: number) => Math.floor((paid * percent) / 100)
