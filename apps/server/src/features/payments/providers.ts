import { createHash, randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client'
import { paymentIntents } from '../../db/schema'
import { cardBrand, chargeOutcome, checkCardForm, type TCardError } from './card-rules'

export type TIntentStatus = (typeof paymentIntents.$inferSelect)['status']
export type TIntent = { id: string; clientSecret: string; status: TIntentStatus; amount: number; checkoutId: string; customerId: string }

/** What every payment provider offers, shaped like Stripe's PaymentIntents. */
export type TPaymentProvider = {
  name: 'test' | 'stripe'
  createIntent: (input: { amount: number; checkoutId: string; customerId: string }) => Promise<TIntent>
  /** The provider's word on an intent (never the browser's). */
  retrieveIntent: (id: string) => Promise<TIntent | undefined>
  /**
   * Gives a succeeded charge's money back in full, once however often it is asked (a charge whose
   * orders can no longer be fulfilled). `newly` is true only for the call that refunded it.
   */
  refund: (intent: TIntent) => Promise<{ refundId: string; newly: boolean }>
  /**
   * Gives back part of a succeeded charge (a cancelled booking's share). `part.id` is our reference and
   * goes to the provider as its idempotency key or merchant reference, so asking again refunds nothing more.
   */
  refundPart: (intent: TIntent, part: TRefundPart) => Promise<{ providerRefundId: string }>
}
export type TRefundPart = { id: string; amount: number; reason: string }
/** What settling and refunding a provider's charges needs of it. */
export type TRefunder = Pick<TPaymentProvider, 'retrieveIntent' | 'refund' | 'refundPart'>

type TExecutor = Pick<TDb, 'select' | 'update' | 'insert'>

/** Marks our row of a refunded intent, once: answers whether this call did it, and the refund's id. */
export async function markRefunded(db: TExecutor, intentId: string, refundId: string) {
  const [marked] = await db
    .update(paymentIntents)
    .set({ status: 'refunded', refundId, refundedAt: new Date(), updatedAt: new Date() })
    .where(sql`${paymentIntents.id} = ${intentId} and ${paymentIntents.status} <> 'refunded'`)
    .returning({ refundId: paymentIntents.refundId })
  if (marked) return { refundId, newly: true }
  const [row] = await db.select({ refundId: paymentIntents.refundId }).from(paymentIntents).where(eq(paymentIntents.id, intentId))
  return { refundId: row?.refundId ?? refundId, newly: false }
}

const token = (bytes: number) => randomBytes(bytes).toString('hex')
/**
 * A confirmation holds its intent in `processing` for the milliseconds its charge takes. One older
 * than this was cut short (the process died mid-charge) and may be confirmed again: in test mode no
 * money moved, and it is the same intent, so it can still be paid only once.
 */
export const STALE_PROCESSING_MS = 10_000

/**
 * Hands test-mode intents whose charge was cut short (claimed longer ago than STALE_PROCESSING_MS)
 * back to `requires_payment_method`, so none lingers in `processing` when its customer never returns.
 * No money moved in test mode; Stripe's intents are Stripe's to resolve. Returns how many it released.
 */
export async function releaseStaleTestCharges(db: TDb, now = new Date()): Promise<number> {
  const staleBefore = new Date(now.getTime() - STALE_PROCESSING_MS)
  const released = await db
    .update(paymentIntents)
    .set({ status: 'requires_payment_method', updatedAt: now })
    .where(
      sql`${paymentIntents.provider} = 'test' and ${paymentIntents.status} = 'processing' and ${paymentIntents.updatedAt} < ${staleBefore}`,
    )
    .returning({ id: paymentIntents.id })
  return released.length
}

/** Our row of an intent as the adapter's intent. */
export const toIntent = (row: typeof paymentIntents.$inferSelect): TIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amount: row.amountBdt,
  checkoutId: row.checkoutId,
  customerId: row.customerId,
})

/**
 * The built-in test-mode processor: intents live in our database, and `confirmCard` plays the card
 * network, following Stripe's test cards. Card numbers are never stored: only brand and last four.
 */
export function createTestProcessor(db: TDb) {
  const provider: TPaymentProvider & {
    confirmCard: (
      clientSecret: string,
      card: { cardNumber: string; expiry: string; cvc: string },
      /** Run in the claiming transaction: it may lock the orders, so a cancellation waits for the claim or wins before it. */
      stillPayable: (intent: TIntent, tx: TExecutor) => Promise<boolean>,
    ) => Promise<{ intent: TIntent; error?: TCardError; field?: string; inProgress?: boolean; alreadySucceeded?: boolean } | undefined>
  } = {
    name: 'test',
    async createIntent({ amount, checkoutId, customerId }) {
      // Like the idempotency key Stripe gets (checkout and amount): asking again, or twice at once,
      // answers the same intent, so a checkout is never charged twice (two tabs, or a reload after a
      // lost answer while its charge had already gone through).
      const id = `pi_test_${createHash('sha256').update(`${checkoutId}:${amount}`).digest('hex').slice(0, 24)}`
      await db
        .insert(paymentIntents)
        .values({ id, provider: 'test', checkoutId, customerId, amountBdt: amount, clientSecret: `${id}_secret_${token(16)}` })
        .onConflictDoNothing()
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id))
      return toIntent(row!)
    },
    async retrieveIntent(id) {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id))
      return row ? toIntent(row) : undefined
    },
    async refund(intent) {
      // The refund's id is derived from the intent, like the idempotency key Stripe gets: one refund per charge.
      return markRefunded(db, intent.id, `re_test_${createHash('sha256').update(`refund:${intent.id}`).digest('hex').slice(0, 24)}`)
    },
    async refundPart(_intent, part) {
      // No money moved in test mode; the id follows from ours, as Stripe's would from the idempotency key.
      return { providerRefundId: `re_test_${createHash('sha256').update(`refund:${part.id}`).digest('hex').slice(0, 24)}` }
    },
    async confirmCard(clientSecret, card, stillPayable) {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, clientSecret))
      // Only this processor's own intents: a hosted checkout's is paid at its gateway, never here.
      if (!row || row.provider !== 'test') return undefined
      // Stripe refuses to confirm a succeeded intent again (payment_intent_unexpected_state): exactly one
      // confirmation succeeds, and a repeat (a double click, a retry after a lost answer) learns it was paid.
      if (row.status === 'succeeded') return { intent: toIntent(row), alreadySucceeded: true }
      const checked = checkCardForm(card, new Date())
      if ('error' in checked) return { intent: toIntent(row), error: checked.error, field: checked.field }
      const unpayable = {
        intent: toIntent(row),
        error: {
          code: 'payment_intent_unexpected_state',
          message: 'This booking can no longer be paid: it was cancelled or its hold expired.',
        },
      }
      if (row.status === 'refunded') return unpayable
      // requires_payment_method → processing, taken by one confirmation only (a double click waits its
      // turn); a claim left by a confirmation that died mid-charge may be taken again once stale. The
      // check that the orders are still payable and the claim are one transaction, so a cancellation
      // or an expiry either happens before (nothing is charged) or sees the claim and leaves the order.
      const staleBefore = new Date(Date.now() - STALE_PROCESSING_MS)
      const claim = await db.transaction(async (tx) => {
        if (!(await stillPayable(toIntent(row), tx))) return 'unpayable' as const
        const [claimed] = await tx
          .update(paymentIntents)
          .set({ status: 'processing', updatedAt: new Date() })
          .where(
            sql`${paymentIntents.id} = ${row.id} and (${paymentIntents.status} in ('requires_payment_method', 'failed') or (${paymentIntents.status} = 'processing' and ${paymentIntents.updatedAt} < ${staleBefore}))`,
          )
          .returning()
        return claimed
      })
      if (claim === 'unpayable') return unpayable
      const processing = claim
      if (!processing) {
        // Another confirmation holds it or has charged: this one charges nothing.
        const current = (await provider.retrieveIntent(row.id))!
        return current.status === 'succeeded' ? { intent: current, alreadySucceeded: true } : { intent: current, inProgress: true }
      }
      const outcome = chargeOutcome(checked.digits)
      const [final] = await db
        .update(paymentIntents)
        .set({
          status: outcome === 'succeeds' ? 'succeeded' : 'failed',
          cardBrand: cardBrand(checked.digits),
          cardLast4: checked.digits.slice(-4),
          lastError: outcome === 'succeeds' ? null : outcome.code,
          updatedAt: new Date(),
        })
        .where(eq(paymentIntents.id, row.id))
        .returning()
      return { intent: toIntent(final!), ...(outcome === 'succeeds' ? {} : { error: outcome }) }
    },
  }
  return provider
}
