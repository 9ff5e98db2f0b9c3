import { integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'

/**
 * The built-in SSLCommerz simulator's own books (test mode only): one row per checkout session, as
 * the gateway keeps them. Nothing of ours reads these tables; our side learns only what the
 * gateway's documented API answers.
 */
export const sslcommerzSimSessions = pgTable('sslcommerz_sim_sessions', {
  sessionkey: text().primaryKey(),
  storeId: text('store_id').notNull(),
  tranId: text('tran_id').notNull(),
  /** Poisha, from the `total_amount` the merchant sent. */
  amountPoisha: integer('amount_poisha').notNull(),
  currency: text().notNull(),
  /** What the merchant sent at initiation (urls, customer, product, value_a…d), echoed back as the gateway does. */
  request: jsonb().$type<Record<string, string>>().notNull(),
  /** PENDING until paid; then VALID, VALIDATED after the first validation; or FAILED, CANCELLED. */
  status: text().notNull().default('PENDING'),
  valId: text('val_id').unique(),
  bankTranId: text('bank_tran_id').unique(),
  cardType: text('card_type'),
  cardNo: text('card_no'),
  riskLevel: integer('risk_level').notNull().default(0),
  tranDate: timestamp('tran_date', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Refunds the simulator took: one per (bank transaction, merchant's refe_id), as the gateway dedupes them. */
export const sslcommerzSimRefunds = pgTable(
  'sslcommerz_sim_refunds',
  {
    refundRefId: text('refund_ref_id').primaryKey(),
    bankTranId: text('bank_tran_id').notNull(),
    refeId: text('refe_id').notNull(),
    amountPoisha: integer('amount_poisha').notNull(),
    remarks: text().notNull(),
    initiatedOn: timestamp('initiated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sslcommerz_sim_refund_once').on(t.bankTranId, t.refeId)],
)

/** The built-in bKash tokenized checkout simulator's payments (test mode only), as bKash keeps them. */
export const bkashSimPayments = pgTable('bkash_sim_payments', {
  paymentId: text('payment_id').primaryKey(),
  appKey: text('app_key').notNull(),
  amountPoisha: integer('amount_poisha').notNull(),
  merchantInvoiceNumber: text('merchant_invoice_number').notNull(),
  payerReference: text('payer_reference').notNull(),
  callbackUrl: text('callback_url').notNull(),
  /** `sale`, or `authorization` (Authorized and Capture): executed, it stays Authorized until captured (Completed) or voided (Cancelled). */
  intent: text().notNull().default('sale'),
  /** Initiated, then Authorized once the customer confirmed with OTP and PIN, Completed once executed; or Failed, Cancelled. */
  status: text().notNull().default('Initiated'),
  trxId: text('trx_id').unique(),
  customerMsisdn: text('customer_msisdn'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  executedAt: timestamp('executed_at', { withTimezone: true }),
})

/** Refunds of the bKash simulator: several partial ones per payment, up to its amount. */
export const bkashSimRefunds = pgTable('bkash_sim_refunds', {
  refundTrxId: text('refund_trx_id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amountPoisha: integer('amount_poisha').notNull(),
  sku: text().notNull(),
  reason: text().notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
})
