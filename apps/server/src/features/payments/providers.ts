import { eq, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client'
import { paymentIntents } from '../../db/schema'

export type TIntentStatus = (typeof paymentIntents.$inferSelect)['status']
export type TIntent = { id: string; clientSecret: string; status: TIntentStatus; amount: number; checkoutId: string; customerId: string }

/** What every payment provider offers, shaped like Stripe's PaymentIntents. */
export type TPaymentProvider = {
  name: 'stripe'
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
  refundPart: (intent: TIntent, part: TRefundPart) => Promise<{ providerRefundId: string; processing?: boolean }>
}
export type TRefundPart = { id: string; amount: number; reason: string }
/** Where a refund the provider answered `processing` stands now; `refused` carries the provider's reason. */
export type TRefundProgress = { status: 'refunded' } | { status: 'processing' } | { status: 'refused'; reason: string }
/**
 * What settling and refunding a provider's charges needs of it. A provider whose refunds may be taken
 * and given back later (`processing`) also answers where one stands.
 */
export type TRefunder = Pick<TPaymentProvider, 'retrieveIntent' | 'refund' | 'refundPart'> & {
  refundProgress?: (providerRefundId: string) => Promise<TRefundProgress>
}

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

/** Our row of an intent as the adapter's intent. */
export const toIntent = (row: typeof paymentIntents.$inferSelect): TIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amount: row.amountBdt,
  checkoutId: row.checkoutId,
  customerId: row.customerId,
})
