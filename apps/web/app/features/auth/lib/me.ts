import type { TMe } from '@utsab/shared/schemas/auth'
import { api } from '../../../lib/api'

/** What /api/me says about a visitor without a session (and what we assume when it cannot be read). */
export const GUEST_ME: TMe = { user: null, providers: { google: false }, cartCount: 0 }

/** Reads an /api/me answer defensively: anything unexpected counts as "no user". */
export function parseMe(body: unknown): TMe {
  const value = (body ?? {}) as { user?: unknown; providers?: { google?: unknown }; cartCount?: unknown }
  const user = value.user && typeof value.user === 'object' ? (value.user as TMe['user']) : null
  const cartCount = user && typeof value.cartCount === 'number' && value.cartCount > 0 ? Math.floor(value.cartCount) : 0
  return { user, providers: { google: value.providers?.google === true }, cartCount }
}

export const fetchMe = async () => parseMe(await api.get<unknown>('/api/me'))

/** The session as the header and pages use it. */
export const viewOf = (me: TMe) => ({
  user: me.user,
  googleEnabled: me.providers.google,
  isAdmin: me.user?.role === 'admin',
  cartCount: me.cartCount,
})
