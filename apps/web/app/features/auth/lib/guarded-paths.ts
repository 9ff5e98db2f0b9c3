/** The login-only pages (spec §6): /orders, /become-merchant and /dashboard with everything under it. */
const GUARDED_PREFIXES = ['/orders', '/become-merchant', '/dashboard'] as const

export const isGuardedPath = (pathname: string) =>
  GUARDED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
