/** The login-only pages (spec §6): /orders, /become-merchant and /dashboard with everything under it, and the cart. */
const GUARDED_PREFIXES = ['/orders', '/cart', '/become-merchant', '/dashboard'] as const

export const isGuardedPath = (pathname: string) =>
  GUARDED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
