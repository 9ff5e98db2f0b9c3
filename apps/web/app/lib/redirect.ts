/**
 * A `redirectTo` value is only followed when it is a path on this site: it must start with a single
 * "/" (not "//" or "/\", which browsers treat as another host). Anything else falls back.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  for (let i = 0; i < value.length; i += 1) if (value.charCodeAt(i) < 0x20) return fallback
  return value
}

/** The login page URL that brings the visitor back to `pathWithSearch` afterwards. */
export const loginPath = (pathWithSearch: string) => `/login?redirectTo=${encodeURIComponent(pathWithSearch)}`
