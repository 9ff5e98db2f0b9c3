import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import { ZHostedCheckout, ZHostedCheckoutStarted } from '@utsab/shared/schemas/orders'
import { acceptFormBodies } from '../../../../lib/form-body'
import { ownOrigin } from '../../../../lib/own-origin'
import { scheduleReconciliation } from '../gateway-attempts'
import {
  receiveGatewayNotice,
  reconcileHostedPayments,
  RETURN_PATH,
  returnFromGateway,
  startHostedCheckout,
  type THostedGateway,
} from './hosted-checkout'
import { createSslcommerzClient, SSLCOMMERZ_HOSTS } from './sslcommerz'
import { SIMULATOR_PREFIX, SIMULATOR_STORE } from '../../simulators/sslcommerz-simulator'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 502: ZApiError, 503: ZApiError }

/**
 * The SSLCommerz hosted checkout: the configured store, or the built-in simulator on our own origin
 * (test mode). Undefined in production without a store and without PAYMENTS_TEST_MODE.
 */
export function hostedGateway(app: FastifyInstance): THostedGateway | undefined {
  const store = app.sslcommerzSettings
  if (store) {
    const host = store.sandbox ? SSLCOMMERZ_HOSTS.sandbox : SSLCOMMERZ_HOSTS.live
    return { storePassword: store.storePassword, client: createSslcommerzClient({ ...store, baseUrl: () => host }) }
  }
  if (!app.gatewaySimulatorsAllowed) return undefined
  // The simulator is this process: reached over HTTP where it listens, as a gateway is reached.
  const baseUrl = () => `${ownOrigin(app)}/api${SIMULATOR_PREFIX}`
  return { storePassword: SIMULATOR_STORE.storePassword, client: createSslcommerzClient({ ...SIMULATOR_STORE, baseUrl }) }
}

/** Paying through SSLCommerz's hosted checkout: start, the browser's return, the IPN, and reconciliation. */
export const hostedCheckoutRoutes: FastifyPluginAsyncZod<{ gateway: THostedGateway }> = async (app, options) => {
  const { gateway } = options

  scheduleReconciliation(app, 'sslcommerz', (now, options) => reconcileHostedPayments(app, gateway.client, now, options))

  app.post(
    '/payments/hosted-checkout',
    {
      config: { allow: ['user'], verifiedEmail: true },
      schema: {
        tags: ['payments'],
        summary: 'Start paying an order on SSLCommerz (cards, bKash, Nagad, Rocket, banking); answers the gateway page to go to',
        body: ZHostedCheckout,
        response: { 200: ZHostedCheckoutStarted, ...errors },
      },
    },
    async (request) => startHostedCheckout(app, gateway, request.user!, request.body.orderId, request.body.locale),
  )

  // The gateway's callbacks are forms posted from its page (the browser's return) or its servers (IPN).
  await app.register(async (callbacks) => {
    acceptFormBodies(callbacks)
    for (const outcome of ['success', 'fail', 'cancel'] as const) {
      callbacks.post(`${RETURN_PATH}/${outcome}`, { schema: { hide: true }, config: { crossSite: true } }, async (request, reply) => {
        const page = await returnFromGateway(app, gateway.client, outcome, (request.body ?? {}) as Record<string, string>)
        return reply.redirect(page, 303)
      })
    }
    callbacks.post(`${RETURN_PATH}/ipn`, { schema: { hide: true }, config: { crossSite: true } }, async (request) => ({
      received: true,
      ...(await receiveGatewayNotice(app, gateway, (request.body ?? {}) as Record<string, string>)),
    }))
  })
}
