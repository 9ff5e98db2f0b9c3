import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TCartItem, TCreateOrder, TOrder } from '@utsab/shared/schemas/orders'
import { api } from '../../../lib/api'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { ME_QUERY_KEY, ORDERS_QUERY_KEY } from '../../../lib/query-keys'

/**
 * The header's cart count lives in the session answer (GET /api/me → cartCount): refetch it, even
 * when no component observes it right now (the layout reads the cache without an observer).
 */
function useRefreshSession() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: 'all' })
}

/** Buy now / Hire now / Booking (spec §4): the server takes price and identity from its own records. */
export function useCreateOrder() {
  const queryClient = useQueryClient()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: [...ORDERS_QUERY_KEY, 'create'],
    mutationFn: (input: TCreateOrder) => api.post<TOrder>('/api/orders', input, { idempotencyKey: key.get() }),
    onSettled: (_data, error) => key.settled(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  })
}

export function useAddToCart() {
  const refreshSession = useRefreshSession()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: [...ORDERS_QUERY_KEY, 'cart', 'add'],
    mutationFn: (input: TCreateOrder) => api.post<TCartItem>('/api/cart', input, { idempotencyKey: key.get() }),
    onSettled: (_data, error) => key.settled(error),
    onSuccess: refreshSession,
  })
}

export function useRemoveFromCart() {
  const refreshSession = useRefreshSession()
  return useMutation({
    mutationKey: [...ORDERS_QUERY_KEY, 'cart', 'remove'],
    mutationFn: (itemId: string) => api.delete<null>(`/api/cart/${encodeURIComponent(itemId)}`),
    onSuccess: refreshSession,
  })
}

/** Turns the whole cart into orders at once (all or nothing), to be paid together. */
export function useCheckout() {
  const refreshSession = useRefreshSession()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: [...ORDERS_QUERY_KEY, 'cart', 'checkout'],
    mutationFn: () => api.post<{ checkoutId: string; orders: TOrder[] }>('/api/cart/checkout', {}, { idempotencyKey: key.get() }),
    onSettled: (_data, error) => key.settled(error),
    onSuccess: refreshSession,
  })
}

/** The cancel X (spec §5, §7): the answer's deletedCount says whether anything was removed. */
export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ORDERS_QUERY_KEY, 'cancel'],
    mutationFn: (orderId: string) => api.delete<{ deletedCount: number }>(`/api/orders/${encodeURIComponent(orderId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  })
}
