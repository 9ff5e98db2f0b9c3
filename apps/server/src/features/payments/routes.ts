import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import {
  ZConfirmResult,
  ZCreatePaymentIntent,
  ZPaymentIntent,
  ZRecordedPayment,
  ZRecordPayment,
  ZTestCardConfirm,
} from '@utsab/shared/schemas/orders'
import { createTestProcessor, releaseStaleTestCharges, STALE_PROCESSING_MS, type TPaymentProvider } from './providers'
import { confirmTestCard, payOrders, preparePayment, sendReceipt, sendRefundNotice } from './service'
import { createStripeProvider } from './stripe'
import { stripeWebhook } from './webhook'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }

/** Card payments (spec §7: /create-payment-intent, /payments) through the payments adapter. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Stripe when its keys are set; otherwise the built-in test-mode processor.
  const stripe = app.stripeSettings ? createStripeProvider(app.db, app.stripeSettings) : undefined
  const processor = createTestProcessor(app.db)
  const provider: TPaymentProvider = stripe ?? processor
  // Charges cut short by a crash are released at start and then every few seconds (any instance may do it).
  const releaseStale = () =>
    releaseStaleTestCharges(app.db)
      .then((released) => released > 0 && app.log.warn({ released }, 'released test-mode charges cut short'))
      .catch((error: unknown) => app.log.error({ err: error }, 'could not release stale test-mode charges'))
  let releaseTimer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    await releaseStale()
    releaseTimer = setInterval(() => void releaseStale(), STALE_PROCESSING_MS / 2).unref()
  })
  app.addHook('onClose', async () => clearInterval(releaseTimer))
  if (stripe && app.stripeSettings?.webhookSecret) {
    await app.register(
      stripeWebhook({
        provider: stripe,
        webhookSecret: app.stripeSettings.webhookSecret,
        onRecorded: (recorded) => sendReceipt(app, recorded),
        onRefunded: (notice) => sendRefundNotice(app, notice),
      }),
    )
  }

  app.post(
    '/create-payment-intent',
    {
      config: { allow: ['user'], verifiedEmail: true, idempotent: true },
      schema: {
        tags: ['payments'],
        summary: 'Start paying an order (and the unpaid orders checked out with it); the server computes the amount',
        body: ZCreatePaymentIntent,
        response: { 200: ZPaymentIntent, ...errors },
      },
    },
    async (request) => ({
      ...(await preparePayment(app.db, provider, request.user!, request.body.orderId)),
      ...(stripe ? { publishableKey: stripe.publishableKey } : {}),
    }),
  )

  if (!stripe) registerTestConfirm()
  function registerTestConfirm() {
    app.post(
      '/test-payments/confirm',
      {
        schema: {
          tags: ['payments'],
          summary: "Test mode: confirm a card payment, like Stripe's confirmCardPayment, following Stripe's test cards",
          body: ZTestCardConfirm,
          response: { 200: ZConfirmResult, ...errors },
        },
      },
      async (request) => {
        const { clientSecret, ...card } = request.body
        return confirmTestCard(processor, clientSecret, card)
      },
    )
  }

  app.post(
    '/payments',
    {
      config: { allow: ['user'], verifiedEmail: true, idempotent: true },
      schema: {
        tags: ['payments'],
        summary: 'Record a payment after the provider confirms it succeeded (idempotent)',
        body: ZRecordPayment,
        response: { 200: ZRecordedPayment, 201: ZRecordedPayment, ...errors },
      },
    },
    async (request, reply) => {
      const { created, recorded } = await payOrders(app, provider, request.user!, request.body.intentId)
      return reply.code(created ? 201 : 200).send(recorded)
    },
  )
}
