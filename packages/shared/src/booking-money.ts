import { addDays, isWeekend, todayInDhaka } from './format'

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

/** How a payment was made, as its refund goes back: bKash, Nagad, a card, or another way (Rocket, internet banking). */
export const PAYMENT_METHODS = ['bkash', 'nagad', 'card', 'other'] as const
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number]

/**
 * Working days (Sunday to Thursday: Friday and Saturday are Bangladesh's weekend) a refund takes to reach the customer
 * once it is asked for, by how the payment was made. Wallets return within 3; card refunds take 7 to 10 working days at
 * the issuing bank, and we promise the end of that range, so "should arrive by" is a date we keep. Other ways (Rocket,
 * internet banking) go through the banks as cards do.
 */
export const REFUND_ARRIVAL_DAYS: Record<TPaymentMethod, number> = { bkash: 3, nagad: 3, card: 10, other: 10 }

/** The calendar day `workingDays` working days after `isoDate` (Friday and Saturday skipped). */
export function addWorkingDays(isoDate: string, workingDays: number): string {
  let day = isoDate
  for (let left = workingDays; left > 0;) {
    day = addDays(day, 1)
    if (!isWeekend(day)) left -= 1
  }
  return day
}

/** The day (in Dhaka) by which a refund asked for at `requestedAt` should be in the customer's account. */
export const refundArrivesBy = (requestedAt: Date | string, method: TPaymentMethod) =>
  addWorkingDays(todayInDhaka(new Date(requestedAt)), REFUND_ARRIVAL_DAYS[method])
