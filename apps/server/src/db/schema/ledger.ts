import { sql } from 'drizzle-orm'
import { bigint, check, index, pgEnum, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { agencies } from './agencies'

/**
 * The books, double entry: every movement of money is a posting of two or more entries whose amounts
 * (in poisha; a debit positive, a credit negative) add up to zero.
 * - `gateway_cash`: what the payment providers hold for Utsab (debited by payments, credited by refunds paid and payouts);
 * - `merchant_payable`: what Utsab owes each merchant (credited by their share of payments, debited by refunds and payouts);
 * - `commission`: the platform's revenue (credited by the commission of payments, debited by its share of refunds);
 * - `refunds_payable`: refunds owed to customers and not yet taken by a provider.
 */
export const ledgerAccount = pgEnum('ledger_account', ['gateway_cash', 'merchant_payable', 'commission', 'refunds_payable'])
export const ledgerKind = pgEnum('ledger_kind', ['payment', 'refund', 'refund_paid', 'payout'])

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial().primaryKey(),
    /** The posting this entry belongs to: its entries balance. */
    posting: text().notNull(),
    kind: ledgerKind().notNull(),
    account: ledgerAccount().notNull(),
    /** The merchant's agency, for `merchant_payable`. */
    agencyId: uuid('agency_id').references(() => agencies.id),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    /** What it records: a payment's transaction id, a refund's id, a payout's id; and the booking, where there is one. */
    reference: text().notNull(),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('merchant_entries_name_agency', sql`(${t.account} = 'merchant_payable') = (${t.agencyId} is not null)`),
    check('entry_not_zero', sql`${t.amountPoisha} <> 0`),
    index('ledger_account_idx').on(t.account, t.agencyId, t.createdAt),
    index('ledger_posting_idx').on(t.posting),
    index('ledger_reference_idx').on(t.reference),
  ],
)

/** Money an admin paid out to a merchant, outside Utsab (bank transfer, bKash, cheque); it leaves the merchant's balance. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    method: text().notNull(),
    reference: text().notNull(),
    recordedBy: text('recorded_by')
      .notNull()
      .references(() => user.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payout_positive', sql`${t.amountPoisha} > 0`), index('payouts_agency_idx').on(t.agencyId, t.createdAt)],
)
