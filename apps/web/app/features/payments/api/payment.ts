import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TPaymentIntent } from '@utsab/shared/schemas/orders'
import type { z } from 'zod'
import type { ZConfirmResult, ZRecordedPayment } from '@utsab/shared/schemas/orders'
import { api, ApiError, newIdempotencyKey } from '../../../lib/api'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { ORDERS_QUERY_KEY } from '../../../lib/query-keys'
import type { TCardForm } from '../lib/card'

export type TConfirmResult = z.infer<typeof ZConfirmResult>
export type TRecordedPayment = z.infer<typeof ZRecordedPayment>

/**
 * Starts paying the order (and the unpaid orders checked out with it): the server computes the
 * amount and answers with the client secret. Asked once per visit, in the browser only.
 */
export const usePaymentIntent = (orderId: string) =>
  useQuery({
    queryKey: ['payment-intent', orderId],
    // One key per visit (the query is asked once): two tabs or a reload are separate, and the server answers them with one intent anyway.
    queryFn: () => api.post<TPaymentIntent>('/api/create-payment-intent', { orderId }, { idempotencyKey: newIdempotencyKey() }),
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
    return await api.post<TConfirmResult>('/api/test-payments/confirm', { clientSecret: intent.clientSecret, ...card })
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
  const queryClient = useQueryClient()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: ['payments', 'pay'],
    mutationFn: async ({ intent, card }: { intent: TPaymentIntent; card: TCardForm }) => {
      const result = await confirmCard(intent, card)
      if (result && result.status !== 'succeeded') throw new CardDeclined(result.error?.message ?? 'Your card was declined.')
      return api.post<TRecordedPayment>('/api/payments', { intentId: intent.intentId }, { idempotencyKey: key.get() })
    },
    onSettled: (_data, error) => key.settled(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  })
}
