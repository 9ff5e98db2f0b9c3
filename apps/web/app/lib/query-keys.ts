/**
 * TanStack Query keys more than one feature touches. The session (GET /api/me, which also carries the
 * header's cart count) is read by auth and refreshed by the cart and order mutations.
 */
export const ME_QUERY_KEY = ['me'] as const

/** The signed-in user's orders and cart. */
export const ORDERS_QUERY_KEY = ['orders'] as const
