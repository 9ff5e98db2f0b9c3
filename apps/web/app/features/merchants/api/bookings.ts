import { queryOptions, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { callApi, type TResponseOf } from '#app/lib/api-client'
import { useIdempotencyKey } from '#app/lib/use-idempotency-key'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import { acceptRequestEndpoint, declineRequestEndpoint, merchantBookingsEndpoint, merchantCancelBookingEndpoint } from './endpoints'

/** Whose bookings the page shows: orders placed on the merchant's listings, or the viewer's own. */
export type TBookingsView = 'merchant' | 'customer'

export type TMerchantBookings = TResponseOf<typeof merchantBookingsEndpoint>

export const merchantBookingsQuery = () =>
  queryOptions({ queryKey: ['merchant', 'bookings'] as const, queryFn: () => callApi(merchantBookingsEndpoint) })

/** Orders placed on the merchant's listings, seeded by the route loader. (A customer's own come from the orders feature.) */
export function useMerchantBookings(seed: TSeed<TMerchantBookings>): TOrder[] {
  const query = merchantBookingsQuery()
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) }).data.data
}

/**
 * The merchant cancels a booking with a reason; everything the customer paid is refunded. Success or
 * not (the customer may have cancelled first), the bookings are read again before it settles.
 */
export function useMerchantCancelBooking() {
  const queryClient = useQueryClient()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: ['merchant', 'bookings', 'cancel'],
    mutationFn: ({ booking, reason }: { booking: Pick<TOrder, 'id'>; reason: string }) =>
      callApi(merchantCancelBookingEndpoint, { params: { id: booking.id }, body: { reason }, idempotencyKey: key.get() }),
    onSettled: async (_data, error) => {
      key.settled(error)
      await queryClient.invalidateQueries({ queryKey: merchantBookingsQuery().queryKey })
    },
  })
}

/**
 * The merchant answers a request to book: accepts it (the customer is emailed to pay) or declines it with a reason.
 * Either way the bookings are read again before it settles (the customer may have withdrawn it meanwhile).
 */
export function useAnswerRequest() {
  const queryClient = useQueryClient()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: ['merchant', 'bookings', 'answer'],
    mutationFn: ({ booking, reason }: { booking: Pick<TOrder, 'id'>; reason?: string }) =>
      reason === undefined
        ? callApi(acceptRequestEndpoint, { params: { id: booking.id }, idempotencyKey: key.get() })
        : callApi(declineRequestEndpoint, { params: { id: booking.id }, body: { reason }, idempotencyKey: key.get() }),
    onSettled: async (_data, error) => {
      key.settled(error)
      await queryClient.invalidateQueries({ queryKey: merchantBookingsQuery().queryKey })
    },
  })
}
