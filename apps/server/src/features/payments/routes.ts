import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import { TEXTS } from '@utsab/shared/texts'
import {
  ZConfirmResult,
  ZCreatePaymentIntent,
  ZPaymentIntent,
  ZRecordedPayment,
  ZRecordPayment,
  ZTestCardConfirm,
} from '@utsab/shared/schemas/orders'
import { AppError, ConflictError, NotFoundError } from '../../lib/errors'
import { notifyMerchants } from '../../lib/notify-merchants'
import { createTestProcessor, releaseStaleTestCharges, STALE_PROCESSING_MS, type TPaymentProvider } from './providers'
import { labelTestMode } from '../../plugins/mail'
import { paymentReceipt, refundNotice } from './emails'
import { isStillPayable, preparePayment, recordPayment, type TRefundNotice } from './service'
import { createStripeProvider } from './stripe'
import { stripeWebhook } from './webhook'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }

/** Card payments (spec §7: /create-payment-intent, /payments) through the payments adapter. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The customer's receipt and the merchants' notices; the payment stands whether or not they could be sent.
  const sendReceipt = async (
    recorded: { payment: Parameters<typeof paymentReceipt>[0]; orders: Parameters<typeof paymentReceipt>[1] },
    _request: { protocol: string; host: string },
  ) => {
    await app.mailer
      .send(labelTestMode(paymentReceipt(recorded.payment, recorded.orders), app.paymentsTestMode))
      .catch((error: unknown) => app.log.error({ err: error }, 'receipt not sent'))
    await notifyMerchants(app, recorded.orders, 'paid', app.publicOrigin)
  }
  const sendRefundNotice = (notice: TRefundNotice) =>
    app.mailer
      .send(
        labelTestMode(
          refundNotice({ ...notice, amount: notice.intent.amount, transactionId: notice.intent.id }, notice.orders),
          app.paymentsTestMode,
        ),
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'refund notice not sent'))
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
        onRecorded: sendReceipt,
        onRefunded: sendRefundNotice,
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
        const result = await processor.confirmCard(clientSecret, card, (intent, tx) => isStillPayable(tx, intent))
        if (!result) throw new NotFoundError('No payment with this client secret')
        if (result.field) throw new AppError(400, result.error!.message, { [result.field]: result.error!.message })
        if (result.inProgress) throw new ConflictError('This payment is already being processed. Please wait a moment.')
        if (result.alreadySucceeded) throw new ConflictError(TEXTS.paymentAlreadySucceeded, 'payment_already_succeeded')
        return { status: result.intent.status, intentId: result.intent.id, ...(result.error ? { error: result.error } : {}) }
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
      const { created, ...recorded } = await recordPayment(app.db, provider, request.user!, request.body.intentId, {
        onRefunded: sendRefundNotice,
      })
      if (created) await sendReceipt(recorded, request)
      return reply.code(created ? 201 : 200).send(recorded)
    },
  )
}
