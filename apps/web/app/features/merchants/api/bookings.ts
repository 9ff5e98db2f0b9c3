import { useQuery } from '@tanstack/react-query'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { api } from '../../../lib/api'
import { ORDERS_QUERY_KEY } from '../../../lib/query-keys'

/** Whose bookings the page shows: orders placed on the merchant's listings, or the viewer's own. */
export type TBookingsView = 'merchant' | 'customer'

/**
 * The merchant's bookings (GET /api/merchant/bookings) or the viewer's own orders (GET /api/order,
 * under the orders key so every order mutation refreshes it).
 */
export const bookingsKey = (view: TBookingsView) =>
  view === 'merchant' ? (['merchant', 'bookings'] as const) : ([...ORDERS_QUERY_KEY, 'mine'] as const)
const bookingsPath = (view: TBookingsView) => (view === 'merchant' ? '/api/merchant/bookings' : '/api/order')

/** The route loader's answer first (server render and hydration agree), then kept fresh, e.g. when the tab is focused again. */
export const useBookings = (view: TBookingsView, initial: TOrder[], loadedAt: number) =>
  useQuery({
    queryKey: bookingsKey(view),
    queryFn: async () => (await api.get<{ data: TOrder[] }>(bookingsPath(view))).data,
    initialData: initial,
    initialDataUpdatedAt: loadedAt,
    staleTime: 15_000,
  })
