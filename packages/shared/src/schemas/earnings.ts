import { z } from 'zod'
import { typedNumber, withoutControls, ZUuid } from './common'
import { label, m, maxLength, required } from './messages-by-key'

/** How an admin paid a merchant outside Utsab. */
export const PAYOUT_METHODS = ['bank', 'bkash', 'nagad', 'cheque', 'cash'] as const
export type TPayoutMethod = (typeof PAYOUT_METHODS)[number]

/** One month of money, in BDT: what came in (net of commission for a merchant), what went back, what was paid out. */
export const ZMoneyMonth = z.object({
  month: z.string().describe('YYYY-MM, in Dhaka time'),
  earned: z.number(),
  refunded: z.number(),
  paidOut: z.number(),
})
export type TMoneyMonth = z.infer<typeof ZMoneyMonth>

export const ZPayout = z.object({
  id: ZUuid,
  agencyId: ZUuid,
  agencyName: z.string(),
  amount: z.number(),
  method: z.enum(PAYOUT_METHODS),
  reference: z.string(),
  createdAt: z.iso.datetime(),
})
export type TPayout = z.infer<typeof ZPayout>

/** GET /api/merchant/earnings: what the merchant is owed, can be paid now, has coming, and has been paid. */
export const ZEarnings = z.object({
  commissionPercent: z.number(),
  /** Everything owed to the merchant now. */
  balance: z.number(),
  /** What may be paid out now: the balance less the money of bookings whose event is still ahead (it may yet be refunded). */
  available: z.number(),
  months: z.array(ZMoneyMonth),
  /** Balances customers still owe on confirmed bookings, soonest first. */
  upcoming: z.array(
    z.object({
      orderId: ZUuid,
      number: z.number().int(),
      event: z.string(),
      eventDate: z.string(),
      balance: z.number(),
      dueOn: z.string(),
    }),
  ),
  payouts: z.array(ZPayout),
})
export type TEarnings = z.infer<typeof ZEarnings>

/** GET /api/admin/payouts: every merchant owed money, and the latest payouts. */
export const ZPayoutsOverview = z.object({
  merchants: z.array(z.object({ agencyId: ZUuid, agencyName: z.string(), balance: z.number(), available: z.number() })),
  payouts: z.array(ZPayout),
})
export type TPayoutsOverview = z.infer<typeof ZPayoutsOverview>

/** POST /api/admin/payouts: a payout made outside Utsab, recorded. */
const AMOUNT = label('validation.label.amount')
const REFERENCE = label('validation.label.reference')

export const ZRecordPayout = z.object({
  agencyId: ZUuid,
  amount: typedNumber({
    label: AMOUNT,
    min: 1,
    max: 100_000_000,
    messages: { min: m('validation.number.atLeastOne', { label: AMOUNT }), max: m('validation.number.tooLarge', { label: AMOUNT }) },
  }),
  method: z.enum(PAYOUT_METHODS, { message: m('validation.payout.method') }),
  reference: withoutControls(
    z
      .string({ message: required(REFERENCE) })
      .trim()
      .min(1, required(REFERENCE))
      .max(100, maxLength(REFERENCE, 100)),
    REFERENCE,
  ),
})
export type TRecordPayoutInput = z.input<typeof ZRecordPayout>

/** GET /api/admin/revenue: the platform's money by month: payments taken, commission earned (net of refunds), refunds. */
export const ZRevenue = z.object({
  months: z.array(z.object({ month: z.string(), payments: z.number(), commission: z.number(), refunded: z.number() })),
  totals: z.object({ payments: z.number(), commission: z.number(), refunded: z.number(), owedToMerchants: z.number() }),
})
export type TRevenue = z.infer<typeof ZRevenue>
