import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TPaymentIntent } from '@utsab/shared/schemas/orders'
import { ApiError, callApi, newIdempotencyKey, type TResponseOf } from '../../../lib/api-client'
import { useLocale, useT } from '../../../lib/i18n'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import type { TCardForm } from '../lib/card'
import {
  confirmTestCardEndpoint,
  createPaymentIntentEndpoint,
  recordPaymentEndpoint,
  startBkashCheckoutEndpoint,
  startHostedCheckoutEndpoint,
} from './endpoints'

export type TConfirmResult = TResponseOf<typeof confirmTestCardEndpoint>
export type TRecordedPayment = TResponseOf<typeof recordPaymentEndpoint>

/** The orders feature's key of the viewer's orders and cart (features do not import each other): paid orders show as paid. */
const ORDERS_KEY = ['orders'] as const

/** Records the succeeded payment `intentId`; the Stripe form and the test card form both end here. */
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

/** Thrown when the processor declines the card; its message is shown under the form. */
export class CardDeclined extends Error {}

/** Asks the processor to charge the card; undefined when an earlier attempt already charged it. */
async function confirmCard(intent: TPaymentIntent, card: TCardForm) {
  try {
    return await callApi(confirmTestCardEndpoint, { body: { clientSecret: intent.clientSecret, ...card } })
  } catch (error) {
    // Like Stripe, a succeeded intent is never confirmed twice: after a lost answer the payment still gets recorded.
    if (error instanceof ApiError && error.code === 'payment_already_succeeded') return undefined
    throw error
  }
}

/**
 * Confirms the card with the processor (test mode here, shaped like Stripe's confirmCardPayment),
 * then records the payment, which the server accepts only for a succeeded intent (spec §4).
 */
export function usePay() {
  const t = useT()
  const queryClient = useQueryClient()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: ['payments', 'pay'],
    mutationFn: async ({ intent, card }: { intent: TPaymentIntent; card: TCardForm }) => {
      const result = await confirmCard(intent, card)
      if (result && result.status !== 'succeeded') throw new CardDeclined(result.error?.message ?? t('payments.card.declined'))
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
