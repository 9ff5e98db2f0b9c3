import { safeRedirectPath } from '@utsab/shared/redirect'

/** The fields in which better-auth's endpoints take where to send the browser next (query or body). */
const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const

/** A redirect target as a path on `origin`: an absolute URL on our own origin counts as its path, anything foreign falls back. */
export function ownRedirectPath(value: unknown, origin: string, fallback = '/'): string {
  if (typeof value === 'string' && value.slice(0, origin.length).toLowerCase() === origin.toLowerCase()) {
    const rest = value.slice(origin.length)
    if (rest === '') return '/'
    if (/^[/?#]/.test(rest)) return safeRedirectPath(rest.startsWith('/') ? rest : `/${rest}`, fallback)
  }
  return safeRedirectPath(value, fallback)
}

/**
 * Rewrites every redirect target of a request to the auth library into a path on our origin, before the
 * library sees it (it would otherwise follow `/.//evil.example` to `//evil.example`). Answers the body to send on.
 */
export function keepRedirectsHome(url: URL, body: unknown, origin: string): unknown {
  for (const field of REDIRECT_FIELDS) {
    const value = url.searchParams.get(field)
    if (value !== null) url.searchParams.set(field, ownRedirectPath(value, origin))
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const fields = body as Record<string, unknown>
  const rewritten = { ...fields }
  for (const field of REDIRECT_FIELDS) if (field in fields) rewritten[field] = ownRedirectPath(fields[field], origin)
  return rewritten
}

/** A redirect the auth library answers: followed only to a path on our origin, whatever it was built from. */
export const ownLocation = (status: number, location: string | null, origin: string) =>
  location !== null && status >= 300 && status < 400 ? ownRedirectPath(location, origin) : location
