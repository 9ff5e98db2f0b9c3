import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type TLocale } from '@utsab/shared/i18n/locales'

/** The language switch's cookie (the language switch, the account page): `Secure` when the site is served over HTTPS. */
export function localeCookie(locale: TLocale, publicOrigin: string) {
  const secure = publicOrigin.startsWith('https:') ? '; Secure' : ''
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`
}
