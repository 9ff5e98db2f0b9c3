/**
 * The product's two languages. English lives at the spec's paths; Bangla at the same paths under
 * `/bn`. The path decides a page's language, never a header, so every address shows one language to
 * everyone (and to search engines).
 */
export const LOCALES = ['en', 'bn'] as const
export type TLocale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: TLocale = 'en'

/** The visitor's choice, remembered for a year; the account keeps it too (`users.locale`). */
export const LOCALE_COOKIE = 'utsab_lang'
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** Each language's name written in itself, as a language switch shows it. */
export const LOCALE_NAMES: Record<TLocale, string> = { en: 'English', bn: 'বাংলা' }

export const isLocale = (value: unknown): value is TLocale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

const BANGLA_PREFIX = /^\/bn(?=\/|$)/

/** The language of a path and the path without its language prefix ('/bn/orders' → bn, '/orders'). */
export function splitLocalePath(pathname: string): { locale: TLocale; path: string } {
  if (BANGLA_PREFIX.test(pathname)) return { locale: 'bn', path: pathname.replace(BANGLA_PREFIX, '') || '/' }
  return { locale: 'en', path: pathname || '/' }
}

export const localeOfPath = (pathname: string): TLocale => splitLocalePath(pathname).locale

/**
 * A site path in a language: '/orders' → '/bn/orders'. Paths that are not pages (the API, files,
 * other sites, fragments) come back unchanged, and so does a path already in a language.
 */
export function localizePath(path: string, locale: TLocale): string {
  const pathname = path.replace(/[?#].*$/, '')
  const isFile = /\.[a-z0-9]+$/i.test(pathname)
  if (!path.startsWith('/') || path.startsWith('//') || /^\/api(\/|$)/.test(pathname) || isFile) return path
  const bare = splitLocalePath(pathname).path
  const rest = path.slice(pathname.length)
  if (locale === 'en') return `${bare}${rest}`
  return `${bare === '/' ? '/bn' : `/bn${bare}`}${rest}`
}

/**
 * The language a request prefers among ours, from its Accept-Language header ("bn-BD,bn;q=0.9,en;q=0.8"):
 * the highest-weighted tag whose primary language we have. Undefined when none is ours.
 */
export function preferredLocale(acceptLanguage: string | undefined | null): TLocale | undefined {
  if (!acceptLanguage) return undefined
  let best: { locale: TLocale; weight: number } | undefined
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag = '', ...parameters] = part.trim().split(';')
    const primary = tag.trim().toLowerCase().split('-')[0]
    if (!isLocale(primary)) continue
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
    const weight = q === undefined ? 1 : Number(q)
    if (Number.isFinite(weight) && weight > 0 && (!best || weight > best.weight)) best = { locale: primary, weight }
  }
  return best?.locale
}

/** The language a visitor chose with the switch, from the Cookie header (undefined before any choice). */
export function chosenLocale(cookieHeader: string | undefined | null): TLocale | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === LOCALE_COOKIE && isLocale(value)) return value
  }
  return undefined
}
