import { useMutation, useQueryClient } from '#app/lib/query'
import type { TCreateOrder, TOrder } from '@utsab/shared/schemas/orders'
import { DATE_REFUSALS, type TErrorCode } from '@utsab/shared/errors'
import { ApiError, callApi } from '#app/lib/api-client'
import { useLocale } from '#app/lib/i18n'
import { useRefetchMe } from '#app/lib/session'
import { useIdempotencyKey } from '#app/lib/use-idempotency-key'
import {
  addToCartEndpoint,
  cancelOrderEndpoint,
  cancelWithRefundEndpoint,
  changeCartItemEndpoint,
  checkoutEndpoint,
  createOrderEndpoint,
  holdAdvanceEndpoint,
  removeFromCartEndpoint,
} from './endpoints'
import { availabilityKey, orderQuery, ORDERS_KEY } from './queries'

/**
 * After an order or cart change: the orders and the cart are read again, and so is the session,
 * whose answer carries the header's cart count (fetched even when nothing observes it right now).
 * The mutation settles once they have arrived, so the page shows the change by then.
 */
function useRefreshOrdersAndCartCount() {
  const queryClient = useQueryClient()
  const refetchMe = useRefetchMe()
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: ORDERS_KEY }), refetchMe().catch(() => undefined)])
}

/** The refusals that mean "pick another day": the date (or shift) was just taken, or is no longer bookable (past, too far ahead). */
export const isDateRefusal = (error: unknown) => error instanceof ApiError && !!error.code && DATE_REFUSALS.has(error.code as TErrorCode)

/** A dated booking refused for its date: read the calendar again. */
function useRefreshAvailabilityOnRefusal() {
  const queryClient = useQueryClient()
  return (error: unknown, input: TCreateOrder) => {
    if (input.eventDate && isDateRefusal(error)) void queryClient.invalidateQueries({ queryKey: availabilityKey(input.listingId) })
  }
}

/** Buy now / Hire now / Booking (spec §4): the server takes price and identity from its own records. */
export function useCreateOrder() {
  const refresh = useRefreshOrdersAndCartCount()
  const onRefused = useRefreshAvailabilityOnRefusal()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: [...ORDERS_KEY, 'create'],
    mutationFn: (input: TCreateOrder) => callApi(createOrderEndpoint, { body: input, idempotencyKey: key.get() }),
    onSettled: (_data, error) => key.settled(error),
    onSuccess: refresh,
    onError: onRefused,
  })
}

/** Holds a waiting request's advance with bKash: the customer goes to bKash's page and comes back to My bookings. */
export function useHoldAdvance() {
  const locale = useLocale()
  return useMutation({
    mutationKey: [...ORDERS_KEY, 'hold'],
    mutationFn: (orderId: string) => callApi(holdAdvanceEndpoint, { body: { orderId, locale } }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  })
}

/** Add to cart; 409 `already_in_cart` when the same listing and date are there already. */
export function useAddToCart() {
  const refresh = useRefreshOrdersAndCartCount()
  const onRefused = useRefreshAvailabilityOnRefusal()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: [...ORDERS_KEY, 'cart', 'add'],
    mutationFn: (input: TCreateOrder) => callApi(addToCartEndpoint, { body: input, idempotencyKey: key.get() }),
    onSettled: (_data, error) => key.settled(error),
    onSuccess: refresh,
    onError: onRefused,
  })
}

export function useRemoveFromCart() {
  const refresh = useRefreshOrdersAndCartCount()
  return useMutation({
    mutationKey: [...ORDERS_KEY, 'cart', 'remove'],
    mutationFn: (itemId: string) => callApi(removeFromCartEndpoint, { params: { id: itemId } }),
    onSuccess: refresh,
  })
}

/** Moves a cart item to another day; the cart is read again right after. */
export function useChangeCartDate() {
  const refresh = useRefreshOrdersAndCartCount()
  return useMutation({
    mutationKey: [...ORDERS_KEY, 'cart', 'change-date'],
    mutationFn: ({ itemId, eventDate }: { itemId: string; eventDate: string }) =>
      callApi(changeCartItemEndpoint, { params: { id: itemId }, body: { eventDate } }),
    // Not awaited: the caller's own onSuccess (its toast) must run before the refreshed cart re-keys the row.
    onSuccess: () => void refresh(),
  })
}

/** Turns the whole cart into orders at once (all or nothing), to be paid together. */
export function useCheckout() {
  const refresh = useRefreshOrdersAndCartCount()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: [...ORDERS_KEY, 'cart', 'checkout'],
    mutationFn: (input: { phone?: string } = {}) => callApi(checkoutEndpoint, { body: input, idempotencyKey: key.get() }),
    onSettled: (_data, error) => key.settled(error),
    // Not awaited: the caller goes on to pay at once, instead of showing the emptied cart first.
    onSuccess: () => void refresh(),
  })
}

/**
 * The cancel X (spec §5, §7): the answer's deletedCount says whether anything was removed. Success or
 * not (it may have been paid or expired meanwhile), the orders are read again before it settles.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ORDERS_KEY, 'cancel'],
    mutationFn: (orderId: string) => callApi(cancelOrderEndpoint, { params: { id: orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  })
}

/**
 * Cancels a booking with money in, for the refund the customer was shown (`expectedRefund`). The
 * answer's booking goes straight into the booking's query, so its page shows it cancelled with its
 * refund; the orders are read again before the mutation settles (the booking leaves the list).
 */
export function useCancelWithRefund() {
  const queryClient = useQueryClient()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: [...ORDERS_KEY, 'cancel-with-refund'],
    mutationFn: ({ order, expectedRefund }: { order: Pick<TOrder, 'id'>; expectedRefund: number }) =>
      callApi(cancelWithRefundEndpoint, { params: { id: order.id }, body: { expectedRefund }, idempotencyKey: key.get() }),
    onSettled: (_data, error) => key.settled(error),
    onSuccess: async ({ order }) => {
      // The answer is the booking without the page's extras (the merchant's WhatsApp, whose it is), which stay as they were.
      queryClient.setQueryData(orderQuery(order.id).queryKey, (before) => ({
        ...order,
        whatsapp: before?.whatsapp ?? null,
        yours: before?.yours ?? true,
      }))
      await queryClient.invalidateQueries({ queryKey: ORDERS_KEY })
    },
  })
}
