import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import { ZEarnings, ZPayout, ZPayoutsOverview, ZRecordPayout, ZRevenue } from '@utsab/shared/schemas/earnings'
import {
  ZCreatePaymentIntent,
  ZHeldPaymentOutcome,
  ZHeldPayments,
  ZTransactionParams,
  ZPaymentIntent,
  ZRecordedPayment,
  ZRecordPayment,
  ZCancellationQuote,
  ZCancelBooking,
  ZCancelled,
  ZMerchantCancel,
  ZAdminRefund,
  ZOrderParams,
} from '@utsab/shared/schemas/orders'
import { eq } from 'drizzle-orm'
import { toOrder } from '../../db/order-records'
import { paymentIntents } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { remindBalancesDue } from './balances'
import { merchantEarnings, payoutsOverview, platformRevenue, recordPayout } from './books/earnings'
import { cancelByMerchant, cancellationQuote, cancelOwnBooking, refundByAdmin, settlePendingRefunds } from './refunds/cancellation'
import { bkashProvider } from './gateways/bkash/bkash-checkout'
import { bkashClient, bkashRoutes } from './gateways/bkash/bkash-routes'
import { listHeldPayments, refundHeldPayment, releaseHeldPayment } from './held-review'
import { hostedProvider, openCardPayment, settleOwnAttempt } from './gateways/sslcommerz/hosted-checkout'
import { gatewaySimulators } from './simulators/routes'
import { hostedCheckoutRoutes, hostedGateway } from './gateways/sslcommerz/hosted-routes'
import { payableCheckout, payOrders, preparePayment, queueReceipt, recordOrphanCharges, sendRefundNotice } from './service'
import { createStripeProvider } from './gateways/stripe/stripe'
import { stripeWebhook } from './gateways/stripe/webhook'

/** How often charges nobody recorded and refunds left pending are looked for. */
const SWEEP_MS = 5_000

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 502: ZApiError, 503: ZApiError }

/** Card payments (spec §7: /create-payment-intent, /payments) through the payments adapter. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Cards on the page: Stripe when its keys are set (families abroad); otherwise, where the simulators
  // run, the SSLCommerz simulator's card path; with a real SSLCommerz store, cards are paid on its page.
  const stripe = app.stripeSettings ? createStripeProvider(app.db, app.stripeSettings) : undefined
  const gateway = hostedGateway(app)
  const hostedCheckout = Boolean(gateway)
  const simulatedGateway = gateway && !app.sslcommerzSettings ? gateway : undefined
  if (gateway) await app.register(hostedCheckoutRoutes, { gateway })
  const bkash = bkashClient(app)
  if (bkash) await app.register(bkashRoutes, { client: bkash })
  // The built-in gateway simulators, mounted only where simulators may run (each where its real gateway is not configured).
  if (app.gatewaySimulatorsAllowed) await app.register(gatewaySimulators)
  /** The adapter of a provider's intents. */
  const providerFor = (provider: string) => {
    if (provider === 'sslcommerz') return gateway && hostedProvider(app, gateway.client)
    if (provider === 'bkash') return bkash && bkashProvider(app, bkash)
    return provider === stripe?.name ? stripe : undefined
  }
  /** The provider that holds an intent: the one it was created with. */
  const providerOf = async (intentId: string) => {
    const [row] = await app.db.select({ provider: paymentIntents.provider }).from(paymentIntents).where(eq(paymentIntents.id, intentId))
    return row ? providerFor(row.provider) : stripe
  }
  // Charges nobody recorded are settled, and refunds left pending are taken, as soon as an instance
  // starts and then every few seconds (both are exactly-once, whichever instance runs them).
  app.jobs.every(
    'settle-unrecorded-payments',
    SWEEP_MS,
    async () => {
      const settled = await recordOrphanCharges(app, providerFor)
      if (settled > 0) app.log.warn({ settled }, 'settled charges that were never recorded')
      const refunded = await settlePendingRefunds(app, providerFor)
      if (refunded > 0) app.log.warn({ refunded }, 'took refunds that were left pending')
    },
    { atStart: true },
  )
  // Balances coming due are reminded of as often as gateway payments are reconciled (an indexed look-up).
  app.jobs.every('remind-balances-due', app.paymentsReconcileMs, async () => {
    const reminded = await remindBalancesDue(app)
    if (reminded > 0) app.log.info({ reminded }, 'reminded customers of balances due')
  })
  if (stripe && app.stripeSettings?.webhookSecret) {
    await app.register(
      stripeWebhook({
        provider: stripe,
        webhookSecret: app.stripeSettings.webhookSecret,
        onRecorded: (tx, recorded) => queueReceipt(app, tx, recorded),
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
    async (request) => {
      const offered = { hostedCheckout, bkashCheckout: Boolean(bkash), testMode: Boolean(simulatedGateway) }
      if (stripe)
        return {
          ...(await preparePayment(app.db, stripe, request.user!, request.body.orderId)),
          ...offered,
          publishableKey: stripe.publishableKey,
        }
      if (simulatedGateway)
        return { ...(await openCardPayment(app, simulatedGateway, request.user!, request.body.orderId, request.locale)), ...offered }
      const { amount, payable, stage } = await payableCheckout(app.db, request.user!, request.body.orderId)
      return {
        stage,
        intentId: '',
        clientSecret: '',
        amount,
        currency: 'BDT' as const,
        provider: 'none' as const,
        ...offered,
        orders: payable.map((row) => toOrder(row)),
      }
    },
  )

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
      // A card the page sent to the gateway: if its notice has not come yet, the gateway is asked now.
      if (gateway) await settleOwnAttempt(app, gateway.client, request.user!, request.body.intentId)
      const provider = await providerOf(request.body.intentId)
      if (!provider) throw new AppError('payment_not_found')
      const { created, recorded } = await payOrders(app, provider, request.user!, request.body.intentId)
      return reply.code(created ? 201 : 200).send(recorded)
    },
  )

  // Cancelling a booking with money paid: what comes back is shown first, then refunded through the payment's provider.
  app.get(
    '/orders/:id/cancellation',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['payments'],
        summary: 'What cancelling your confirmed or paid booking now gives back, under its policy',
        params: ZOrderParams,
        response: { 200: ZCancellationQuote, ...errors },
      },
    },
    async (request) => cancellationQuote(app.db, request.user!, request.params.id),
  )
  app.post(
    '/orders/:id/cancel',
    {
      config: { allow: ['user'], idempotent: true },
      schema: {
        tags: ['payments'],
        summary: 'Cancel your confirmed or paid booking; its policy’s refund goes back the way it was paid',
        params: ZOrderParams,
        body: ZCancelBooking,
        response: { 200: ZCancelled, ...errors },
      },
    },
    async (request) => cancelOwnBooking(app, providerFor, request.user!, request.params.id, request.body.expectedRefund),
  )
  app.post(
    '/merchant/bookings/:id/cancel',
    {
      config: { allow: ['merchant'], idempotent: true },
      schema: {
        tags: ['payments'],
        summary: 'Cancel a booking of one of your listings, with a reason; everything paid is refunded',
        params: ZOrderParams,
        body: ZMerchantCancel,
        response: { 200: ZCancelled, ...errors },
      },
    },
    async (request) => cancelByMerchant(app, providerFor, request.user!, request.params.id, request.body.reason),
  )

  app.post(
    '/admin/bookings/:id/refund',
    {
      config: { allow: ['admin'], idempotent: true },
      schema: {
        tags: ['payments'],
        summary: 'Settle a dispute: cancel any booking with money paid and refund what you decide, up to all of it',
        params: ZOrderParams,
        body: ZAdminRefund,
        response: { 200: ZCancelled, ...errors },
      },
    },
    async (request) => refundByAdmin(app, providerFor, request.user!, request.params.id, request.body),
  )

  // Money in the books: a merchant's earnings, an admin's payouts and the platform's revenue.
  app.get(
    '/merchant/earnings',
    {
      config: { allow: ['merchant'] },
      schema: {
        tags: ['payments'],
        summary: 'What you are owed, what can be paid out now, balances to come, payouts, and your earnings by month',
        response: { 200: ZEarnings, ...errors },
      },
    },
    async (request) => merchantEarnings(app.db, request.user!, app.commissionBps),
  )
  app.get(
    '/admin/payouts',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['payments'],
        summary: 'Merchants owed money, and the latest payouts',
        response: { 200: ZPayoutsOverview, ...errors },
      },
    },
    async () => payoutsOverview(app.db),
  )
  app.post(
    '/admin/payouts',
    {
      config: { allow: ['admin'], idempotent: true },
      schema: {
        tags: ['payments'],
        summary: 'Record a payout made to a merchant outside Utsab (never more than can be paid out)',
        body: ZRecordPayout,
        response: { 201: ZPayout, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await recordPayout(app.db, request.user!, request.body)),
  )
  app.get(
    '/admin/revenue',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['payments'],
        summary: "The platform's payments, commission and refunds by month",
        response: { 200: ZRevenue, ...errors },
      },
    },
    async () => platformRevenue(app.db),
  )

  // An admin's review of gateway payments held as risky or for another amount, whichever gateway took them.
  app.get(
    '/admin/held-payments',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['payments'],
        summary: 'Gateway payments held for review (risky, or another amount)',
        response: { 200: ZHeldPayments, ...errors },
      },
    },
    async () => ({ data: await listHeldPayments(app) }),
  )
  app.post(
    '/admin/held-payments/:transactionId/release',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['payments'],
        summary: 'Accept a held payment: its bookings become paid (or it is refunded if a date was lost)',
        params: ZTransactionParams,
        response: { 200: ZHeldPaymentOutcome, ...errors },
      },
    },
    async (request) => releaseHeldPayment(app, providerFor, request.user!, request.params.transactionId),
  )
  app.post(
    '/admin/held-payments/:transactionId/refund',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['payments'],
        summary: 'Refund a held payment in full through the gateway',
        params: ZTransactionParams,
        response: { 200: ZHeldPaymentOutcome, ...errors },
      },
    },
    async (request) => refundHeldPayment(app, providerFor, request.user!, request.params.transactionId),
  )
}
