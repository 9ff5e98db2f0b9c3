import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type Stripe from 'stripe'
import { paymentIntents, stripeEvents } from '../../../../db/schema'
import { AppError } from '../../../../lib/errors'
import type { TPaymentProvider } from '../../providers'
import { recordPayment, type TRefundNotice } from '../../service'
import { intentFromStripe, mirrorStatus, statusFromStripe } from './stripe'

/**
 * POST /api/webhooks/stripe: signature-checked with STRIPE_WEBHOOK_SECRET on the raw body. Each
 * event is handled once; a payment is recorded through the same exactly-once path as the browser's.
 */
export function stripeWebhook(options: {
  provider: TPaymentProvider & { stripe: Stripe }
  webhookSecret: string
  /** Called once, when this event recorded the payment (the receipt and the merchants' notices). */
  /** Runs in the payment's transaction the first time it is recorded (its receipt is queued there). */
  onRecorded: NonNullable<Parameters<typeof recordPayment>[4]>['onRecorded']
  /** Called once, when this event's charge had to be refunded (its date was lost). */
  onRefunded: (notice: TRefundNotice) => Promise<unknown>
}): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    app.post('/webhooks/stripe', { schema: { hide: true }, config: { crossSite: true } }, async (request, reply) => {
      const signature = request.headers['stripe-signature']
      let event: Stripe.Event
      try {
        event = options.provider.stripe.webhooks.constructEvent(request.body as Buffer, String(signature ?? ''), options.webhookSecret)
      } catch {
        throw new AppError('invalid_stripe_signature')
      }
      const [seen] = await app.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))
      if (seen) return reply.send({ received: true, duplicate: true })

      if (event.type.startsWith('payment_intent.')) {
        const intent = event.data.object as Stripe.PaymentIntent
        const [mirror] = await app.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.id))
        const ours = mirror ? intentFromStripe(mirror, intent) : undefined
        if (!ours) {
          request.log.warn(
            { eventId: event.id, intentId: intent.id },
            'stripe event for an intent we did not create, or with another amount',
          )
          return reply.send({ received: true, ignored: true })
        }
        await mirrorStatus(app.db, intent.id, statusFromStripe(intent.status))
        if (event.type === 'payment_intent.succeeded') {
          try {
            await recordPayment(app.db, { ...options.provider, retrieveIntent: async () => ours }, null, intent.id, {
              onRefunded: options.onRefunded,
              onRecorded: options.onRecorded,
            })
          } catch (error) {
            // Refunded because its date was lost: handled, so Stripe need not send it again.
            if (!(error instanceof AppError && error.code === 'date_lost_refunded')) throw error
            request.log.warn({ eventId: event.id, intentId: intent.id }, 'charge refunded: its booking could not be kept')
          }
        }
      }
      // Marked as handled only once handled, so Stripe's retry of a failed delivery is processed.
      await app.db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing()
      return reply.send({ received: true })
    })
  }
}
