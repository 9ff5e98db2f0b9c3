import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { callApi, type TResponseOf } from '../../../lib/api-client'
import { useSeed, type TSeed } from '../../../lib/loader-seed'
import { merchantBookingsEndpoint } from './endpoints'

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
