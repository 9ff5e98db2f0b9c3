import { eq, sql } from 'drizzle-orm'
import Stripe from 'stripe'
import type { TDb } from '../../../../db/client'
import { paymentIntents } from '../../../../db/schema'
import { markRefunded, type TIntent, type TIntentStatus, type TPaymentProvider } from '../../providers'

export type TStripeSettings = { secretKey: string; publishableKey: string; webhookSecret?: string; apiUrl?: string }

/** Stripe's statuses, folded onto ours (the card-required states are one for us). */
export function statusFromStripe(status: Stripe.PaymentIntent.Status): TIntentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded'
    case 'processing':
      return 'processing'
    case 'canceled':
      return 'canceled'
    default:
      return 'requires_payment_method'
  }
}

/** BDT has two decimals at Stripe: amounts travel in poisha. */
export const toPoisha = (bdt: number) => bdt * 100
export const fromPoisha = (poisha: number) => Math.round(poisha / 100)

/**
 * Stripe PaymentIntents. Each intent we create is mirrored in payment_intents, so we only ever
 * accept intents we made, for the checkout and amount we computed.
 */
export function createStripeProvider(db: TDb, settings: TStripeSettings): TPaymentProvider & { stripe: Stripe; publishableKey: string } {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined
  const stripe = new Stripe(
    settings.secretKey,
    api ? { host: api.hostname, port: api.port || undefined, protocol: api.protocol === 'http:' ? 'http' : 'https' } : undefined,
  )
  return {
    name: 'stripe',
    stripe,
    publishableKey: settings.publishableKey,
    async createIntent({ amount, checkoutId, customerId }) {
      const intent = await stripe.paymentIntents.create(
        { amount: toPoisha(amount), currency: 'bdt', metadata: { checkoutId, customerId }, automatic_payment_methods: { enabled: true } },
        { idempotencyKey: `checkout-${checkoutId}-${amount}` },
      )
      await db
        .insert(paymentIntents)
        .values({ id: intent.id, provider: 'stripe', checkoutId, customerId, amountBdt: amount, clientSecret: intent.client_secret! })
        .onConflictDoNothing()
      return { id: intent.id, clientSecret: intent.client_secret!, status: statusFromStripe(intent.status), amount, checkoutId, customerId }
    },
    async retrieveIntent(id) {
      const [mirror] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id))
      if (!mirror) return undefined
      const intent = await stripe.paymentIntents.retrieve(id)
      return intentFromStripe(mirror, intent)
    },
    async refund(intent) {
      // The idempotency key makes a repeat (two recordings at once, a webhook and the browser) one refund at Stripe.
      const refund = await stripe.refunds.create(
        { payment_intent: intent.id, reason: 'requested_by_customer', metadata: { checkoutId: intent.checkoutId } },
        { idempotencyKey: `refund-${intent.id}` },
      )
      return markRefunded(db, intent.id, refund.id)
    },
    async refundPart(intent, part) {
      const refund = await stripe.refunds.create(
        { payment_intent: intent.id, amount: toPoisha(part.amount), reason: 'requested_by_customer', metadata: { refund: part.id } },
        { idempotencyKey: part.id },
      )
      return { providerRefundId: refund.id }
    },
  }
}

/** Our view of a Stripe intent, only when it matches what we created (checkout and amount). */
export function intentFromStripe(mirror: typeof paymentIntents.$inferSelect, intent: Stripe.PaymentIntent): TIntent | undefined {
  if (intent.metadata?.checkoutId !== mirror.checkoutId || fromPoisha(intent.amount) !== mirror.amountBdt || intent.currency !== 'bdt')
    return undefined
  return {
    id: intent.id,
    clientSecret: mirror.clientSecret,
    status: statusFromStripe(intent.status),
    amount: mirror.amountBdt,
    checkoutId: mirror.checkoutId,
    customerId: mirror.customerId,
  }
}

/** Mirrors Stripe's status, never moving a succeeded or refunded intent backwards (events may arrive out of order). */
export async function mirrorStatus(db: TDb, id: string, status: TIntentStatus) {
  await db
    .update(paymentIntents)
    .set({ status, updatedAt: new Date() })
    .where(sql`${paymentIntents.id} = ${id} and ${paymentIntents.status} not in ('succeeded', 'refunded')`)
}
