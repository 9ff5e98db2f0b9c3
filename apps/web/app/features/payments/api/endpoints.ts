import {
  ZConfirmResult,
  ZCreatePaymentIntent,
  ZHostedCheckout,
  ZHostedCheckoutStarted,
  ZPaymentIntent,
  ZRecordedPayment,
  ZRecordPayment,
  ZTestCardConfirm,
} from '@utsab/shared/schemas/orders'
import { endpoint } from '../../../lib/api-client'

/** Starts paying an order (and the unpaid orders checked out with it): the server computes the amount. */
export const createPaymentIntentEndpoint = endpoint({
  method: 'POST',
  path: '/api/create-payment-intent',
  body: ZCreatePaymentIntent,
  response: ZPaymentIntent,
})

/** The test-mode processor's card confirmation, shaped like Stripe's confirmCardPayment; 409 `payment_already_succeeded` after a lost answer. */
export const confirmTestCardEndpoint = endpoint({
  method: 'POST',
  path: '/api/test-payments/confirm',
  body: ZTestCardConfirm,
  response: ZConfirmResult,
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
