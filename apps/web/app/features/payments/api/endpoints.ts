import {
  ZCreatePaymentIntent,
  ZGatewayCard,
  ZGatewayCardResult,
  ZHostedCheckout,
  ZHostedCheckoutStarted,
  ZPaymentIntent,
  ZRecordedPayment,
  ZRecordPayment,
} from '@utsab/shared/schemas/orders'
import { endpoint } from '#app/lib/api-client'

/** Starts paying an order (and the unpaid orders checked out with it): the server computes the amount. */
export const createPaymentIntentEndpoint = endpoint({
  method: 'POST',
  path: '/api/create-payment-intent',
  body: ZCreatePaymentIntent,
  response: ZPaymentIntent,
})

/**
 * The card, sent to the gateway's card path of this payment (test mode: the SSLCommerz simulator's). It is
 * called at the payment's `cardUrl` (`endpointAt`); the path here is where the simulator answers. `VALID`
 * also when the session was paid before (a double click, a retry after a lost answer); `FAILED` ends the
 * session; 404/409 `session_ended` once it is over.
 */
export const gatewayCardEndpoint = endpoint({
  method: 'POST',
  path: '/api/test-gateways/sslcommerz/pay/:sessionkey/card',
  body: ZGatewayCard,
  response: ZGatewayCardResult,
})

/** Records a succeeded payment (200 when it was recorded before, 201 the first time). */
export const recordPaymentEndpoint = endpoint({ method: 'POST', path: '/api/payments', body: ZRecordPayment, response: ZRecordedPayment })

/** Opens an SSLCommerz checkout (cards, bKash, Nagad, Rocket, banking) for the order; answers the gateway page to go to. */
export const startHostedCheckoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/payments/hosted-checkout',
  body: ZHostedCheckout,
  response: ZHostedCheckoutStarted,
})

/** Creates a bKash payment for the order; answers bKash's page, where the customer confirms with OTP and PIN. */
export const startBkashCheckoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/payments/bkash-checkout',
  body: ZHostedCheckout,
  response: ZHostedCheckoutStarted,
})
