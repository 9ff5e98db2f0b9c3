import { splitLocalePath } from '@utsab/shared/i18n/locales'

/** The login-only pages (spec §6): /orders, /become-merchant and /dashboard with everything under it, and the cart. */
const GUARDED_PREFIXES = ['/orders', '/cart', '/become-merchant', '/dashboard'] as const

export const isGuardedPath = (pathname: string) => {
  const { path } = splitLocalePath(pathname)
  return GUARDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}
