import { and, asc, eq, inArray } from 'drizzle-orm'
import type { TTx } from '../db/client'
import { paymentIntents } from '../db/schema'
import { enqueueJob } from './jobs/queue'

/**
 * A request's advance held with bKash (decision 052) is captured when the merchant accepts it. The orders feature
 * accepts, the payments feature captures: this job, queued in the acceptance's transaction, joins them.
 */
export const CAPTURE_HOLD_JOB = 'capture-request-hold'

/**
 * In the acceptance's transaction: the request's authorized hold, if it has one, is claimed for capture (`processing`:
 * no release sweep voids it, the booking's deadline does not lapse under it, the customer cannot pay it a second time)
 * and its capture is queued. A hold not authorized yet, or released, is left alone: the booking is paid as before.
 */
export async function claimHoldForCapture(tx: TTx, checkoutId: string): Promise<boolean> {
  const held = tx
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(
      and(eq(paymentIntents.checkoutId, checkoutId), eq(paymentIntents.intent, 'authorization'), eq(paymentIntents.status, 'authorized')),
    )
    .orderBy(asc(paymentIntents.createdAt))
    .limit(1)
  const [claimed] = await tx
    .update(paymentIntents)
    .set({ status: 'processing', updatedAt: new Date() })
    .where(and(inArray(paymentIntents.id, held), eq(paymentIntents.status, 'authorized')))
    .returning({ id: paymentIntents.id })
  if (!claimed) return false
  await enqueueJob(tx, { kind: CAPTURE_HOLD_JOB, payload: { intentId: claimed.id }, label: `capture ${claimed.id}`, maxAttempts: 5 })
  return true
}
