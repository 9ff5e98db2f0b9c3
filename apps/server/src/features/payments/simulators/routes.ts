import type { FastifyPluginAsync } from 'fastify'
import { ownOrigin } from '../../../lib/own-origin'
import { BKASH_RETURN_PATH } from '../gateways/bkash/bkash-checkout'
import { RETURN_PATH } from '../gateways/sslcommerz/hosted-checkout'
import { bkashSimulator } from './bkash-simulator'
import { registerSimulatorFonts } from './simulator-page'
import { sslcommerzSimulator } from './sslcommerz-simulator'

/**
 * The built-in gateway simulators, under /api/test-gateways: registered only where simulators may run
 * (outside production, or with PAYMENTS_TEST_MODE). Each stands in for a gateway that is not configured
 * (SSLCommerz without a store, bKash without an account); their pages share one font.
 */
export const gatewaySimulators: FastifyPluginAsync = async (app) => {
  if (!app.sslcommerzSettings)
    await app.register(
      sslcommerzSimulator({ publicOrigin: app.publicOrigin, selfOrigin: () => ownOrigin(app), ipnPath: `/api${RETURN_PATH}/ipn` }),
    )
  if (!app.bkashSettings) await app.register(bkashSimulator({ publicOrigin: app.publicOrigin, returnPath: `/api${BKASH_RETURN_PATH}/` }))
  if (!app.sslcommerzSettings || !app.bkashSettings) registerSimulatorFonts(app)
}
