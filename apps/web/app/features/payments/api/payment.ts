import { useMutation, useQuery, useQueryClient } from '#app/lib/query'
import type { TPaymentIntent } from '@utsab/shared/schemas/orders'
import { ApiError, callApi, endpointAt, newIdempotencyKey, type TResponseOf } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { useIdempotencyKey } from '#app/lib/use-idempotency-key'
import type { TCardForm } from '../lib/card'
import {
  createPaymentIntentEndpoint,
  gatewayCardEndpoint,
  recordPaymentEndpoint,
  startBkashCheckoutEndpoint,
  startHostedCheckoutEndpoint,
} from './endpoints'

export type TRecordedPayment = TResponseOf<typeof recordPaymentEndpoint>

/** The orders feature's key of the viewer's orders and cart (features do not import each other): paid orders show as paid. */
const ORDERS_KEY = ['orders'] as const

/** Records the succeeded payment `intentId`; the Stripe form and the gateway's card form both end here. */
export const recordPayment = (intentId: string, idempotencyKey: string) =>
  callApi(recordPaymentEndpoint, { body: { intentId }, idempotencyKey })

/**
 * Starts paying the order (and the unpaid orders checked out with it): the server computes the
 * amount and answers with the client secret. Asked once per visit, in the browser only.
 */
export const usePaymentIntent = (orderId: string) =>
  useQuery({
    queryKey: ['payment-intent', orderId],
    // One key per visit (the query is asked once): two tabs or a reload are separate, and the server answers them with one intent anyway.
    queryFn: () => callApi(createPaymentIntentEndpoint, { body: { orderId }, idempotencyKey: newIdempotencyKey() }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })

/**
 * The gateway session of this payment is over without this card being paid: its message is shown under
 * the form, and the page asks for a fresh payment before Pay works again.
 */
export class PaymentEnded extends Error {}

/** Thrown when the gateway refuses the card (declined, insufficient funds, …): that also ends its session. */
export class CardDeclined extends PaymentEnded {}

/** The gateway took the money but flagged it: it waits for an admin's review, and nothing more is to be paid. */
export const isHeldForReview = (error: unknown) => error instanceof ApiError && error.code === 'payment_under_review'

/** Whether the gateway says the session is over (409 `session_ended`) or unknown (404 `session_unknown`). */
const sessionEnded = (error: unknown) => error instanceof ApiError && (error.code === 'session_ended' || error.code === 'session_unknown')

/**
 * After the gateway said the session is over, the server tells whether it was paid all the same (a
 * payment from another tab, a retry after a lost answer): its receipt, or, when nothing was paid
 * (409), its message with a fresh payment to follow. A booking whose date was lost meanwhile was
 * refunded, and one held for review waits for an admin: there is nothing left to pay.
 */
async function recordAfterEnd(intent: TPaymentIntent, idempotencyKey: string) {
  try {
    return await recordPayment(intent.intentId, idempotencyKey)
  } catch (error) {
    const settled = error instanceof ApiError && (error.code === 'date_lost_refunded' || error.code === 'payment_under_review')
    if (error instanceof ApiError && error.status === 409 && !settled) throw new PaymentEnded(error.message)
    throw error
  }
}

/**
 * Sends the card to the gateway's card path of this payment (`cardUrl`, test mode: the SSLCommerz
 * simulator's), then records the payment, which the server accepts only once the gateway confirms it
 * (spec §4). A refused card ends the gateway session (CardDeclined): the form asks for a fresh payment.
 */
export function usePay() {
  const t = useT()
  const queryClient = useQueryClient()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: ['payments', 'pay'],
    mutationFn: async ({ intent, card }: { intent: TPaymentIntent; card: TCardForm }) => {
      if (!intent.cardUrl) throw new Error(t('payments.notConfigured'))
      try {
        const result = await callApi(endpointAt(gatewayCardEndpoint, intent.cardUrl), { body: card })
        if (result.status !== 'VALID') throw new CardDeclined(result.error?.message ?? t('payments.card.declined'))
      } catch (error) {
        if (sessionEnded(error)) return recordAfterEnd(intent, key.get())
        throw error
      }
      return recordPayment(intent.intentId, key.get())
    },
    onSettled: (_data, error) => key.settled(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  })
}

/**
 * Sends the customer to a gateway's page (SSLCommerz's hosted checkout, or bKash's); they come back
 * to this page through the server's return handler.
 */
export function useStartGatewayCheckout(orderId: string, gateway: 'sslcommerz' | 'bkash') {
  const locale = useLocale()
  return useMutation({
    mutationKey: ['payments', gateway, orderId],
    mutationFn: () =>
      callApi(gateway === 'bkash' ? startBkashCheckoutEndpoint : startHostedCheckoutEndpoint, { body: { orderId, locale } }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  })
}

/**
 * Back from the gateway with `?paid=<transaction id>`: the server settled the payment from the
 * gateway's word; recording it again is idempotent and answers the receipt to show.
 */
export function useGatewayReceipt(transactionId: string | null) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: ['payments', 'receipt', transactionId],
    queryFn: async () => {
      const recorded = await recordPayment(transactionId!, newIdempotencyKey())
      await queryClient.invalidateQueries({ queryKey: ORDERS_KEY })
      return recorded
    },
    enabled: Boolean(transactionId),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}
