import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import { ZHostedCheckout, ZHostedCheckoutStarted } from '@utsab/shared/schemas/orders'
import { AppError } from '../../../../lib/errors'
import { ownOrigin } from '../../../../lib/own-origin'
import { scheduleReconciliation } from '../gateway-attempts'
import { createBkashClient, BKASH_HOSTS, type TBkashClient } from './bkash'
import { BKASH_RETURN_PATH, reconcileBkashPayments, returnFromBkash, startBkashCheckout } from './bkash-checkout'
import { captureBkashHold, reconcileBkashHolds, returnFromBkashHold, startBkashHold } from './bkash-holds'
import { CAPTURE_HOLD_JOB } from '../../../../lib/request-holds'
import { BKASH_SIMULATOR_ACCOUNT, BKASH_SIMULATOR_API } from '../../simulators/bkash-simulator'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 502: ZApiError, 503: ZApiError }
const limitedErrors = { ...errors, 429: ZApiError }

/** bKash's tokenized checkout: the configured account, or the built-in simulator where simulators may run. */
export function bkashClient(app: FastifyInstance): TBkashClient | undefined {
  const account = app.bkashSettings
  if (account) return createBkashClient({ ...account, baseUrl: () => (account.sandbox ? BKASH_HOSTS.sandbox : BKASH_HOSTS.live) })
  if (!app.gatewaySimulatorsAllowed) return undefined
  return createBkashClient({ ...BKASH_SIMULATOR_ACCOUNT, baseUrl: () => `${ownOrigin(app)}/api${BKASH_SIMULATOR_API}` })
}

/** Paying with bKash directly: create, the customer's return (then execute, once), and reconciliation; holds of requests' advances. */
export const bkashRoutes: FastifyPluginAsyncZod<{ client: TBkashClient }> = async (app, { client }) => {
  scheduleReconciliation(app, 'bkash', async (now, options) => {
    const payments = await reconcileBkashPayments(app, client, now, options)
    const holds = await reconcileBkashHolds(app, client, now, options)
    return { settled: payments.settled + holds.settled, abandoned: payments.abandoned + holds.abandoned, released: holds.released }
  })
  // The merchant accepted a request whose advance is held: it is captured now (lib/request-holds.ts).
  app.jobs.handle(CAPTURE_HOLD_JOB, async (payload) => {
    const outcome = await captureBkashHold(app, client, String(payload.intentId))
    app.log.info({ intentId: payload.intentId, outcome }, 'bKash hold captured on acceptance, or fell back')
  })

  app.post(
    '/payments/bkash-checkout',
    {
      config: { allow: ['user'], verifiedEmail: true },
      schema: {
        tags: ['payments'],
        summary: "Start paying an order with bKash's tokenized checkout; answers bKash's page to go to",
        body: ZHostedCheckout,
        response: { 200: ZHostedCheckoutStarted, ...errors },
      },
    },
    async (request) => startBkashCheckout(app, client, request.user!, request.body.orderId, request.body.locale),
  )

  // Starting holds is limited per account as creating orders is (orders' routes, the same budget's size): each start
  // writes a row and opens a payment at bKash, which the reconciliation then asks about.
  const limitHolds = async (request: FastifyRequest, reply: FastifyReply) => {
    const { max, windowMs } = app.orderRateLimit
    const { allowed, retryAfterSeconds } = await app.rateLimiter.hit(`bkash-hold:user:${request.user!.id}`, max, windowMs)
    if (allowed) return
    void reply.header('retry-after', String(retryAfterSeconds))
    throw new AppError('orders_rate_limited', { seconds: retryAfterSeconds })
  }

  app.post(
    '/payments/bkash-hold',
    {
      config: { allow: ['user'], verifiedEmail: true },
      preHandler: limitHolds,
      schema: {
        tags: ['payments'],
        summary:
          "Hold a waiting request's advance with bKash (Authorized and Capture): captured if the merchant accepts, released otherwise",
        body: ZHostedCheckout,
        response: { 200: ZHostedCheckoutStarted, ...limitedErrors },
      },
    },
    async (request) => startBkashHold(app, client, request.user!, request.body.orderId, request.body.locale),
  )

  app.get(
    `${BKASH_RETURN_PATH}/:locale`,
    { schema: { hide: true, params: z.object({ locale: z.enum(['en', 'bn']) }) } },
    async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, string>
      const back =
        (await returnFromBkashHold(app, client, request.params.locale, query)) ??
        (await returnFromBkash(app, client, request.params.locale, query))
      return reply.redirect(back, 303)
    },
  )
}
