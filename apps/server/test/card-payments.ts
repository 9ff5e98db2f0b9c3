import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { TPaymentIntent } from '@utsab/shared/schemas/orders'

/** A test card that goes through (Stripe's numbers, which the SSLCommerz simulator's card network follows). */
export const GOOD_CARD = '4242424242424242'

type TCardAnswer = { status: 'VALID' | 'FAILED'; tran_id: string; error?: { code: string; message: string } }

/**
 * Card payments as the payment page makes them in test mode, for tests of an app that listens (the
 * simulator is reached over HTTP where the app listens, as a gateway is): open the payment, send the
 * card to the SSLCommerz simulator's card path, then record it.
 */
export function cardPayments(app: FastifyInstance) {
  const post = (url: string, cookie: string | null, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { ...(cookie ? { cookie } : {}), ...headers }, payload })
  const api = {
    /** POST /api/create-payment-intent: the payment's session and where its card goes. */
    open: (cookie: string, orderId: string) => post('/api/create-payment-intent', cookie, { orderId }),
    async opened(cookie: string, orderId: string) {
      const response = await api.open(cookie, orderId)
      expect(response.statusCode, response.body).toBe(200)
      return response.json<TPaymentIntent>()
    },
    /** The card, sent where the page sends it; the raw answer. */
    sendCard: (intent: Pick<TPaymentIntent, 'cardUrl'>, card: Record<string, string> = {}, headers: Record<string, string> = {}) =>
      post(intent.cardUrl!, null, { cardNumber: GOOD_CARD, expiry: '12/34', cvc: '123', ...card }, headers),
    /** POST /api/payments for the payment. */
    record: (cookie: string, intentId: string) => post('/api/payments', cookie, { intentId }),
    /** Opens the payment and pays it with `cardNumber`; answers the intent and the gateway's answer to the card. */
    async charge(cookie: string, orderId: string, card: Record<string, string> = {}) {
      const intent = await api.opened(cookie, orderId)
      const answer = await api.sendCard(intent, card)
      expect(answer.statusCode, answer.body).toBe(200)
      return { intent, answer: answer.json<TCardAnswer>() }
    },
    /** Pays an order in full with a good card and records it; answers the recorded payment. */
    async pay(cookie: string, orderId: string) {
      const { intent, answer } = await api.charge(cookie, orderId)
      expect(answer.status).toBe('VALID')
      const recorded = await api.record(cookie, intent.intentId)
      expect([200, 201], recorded.body).toContain(recorded.statusCode)
      return { intent, recorded: recorded.json() }
    },
  }
  return api
}
