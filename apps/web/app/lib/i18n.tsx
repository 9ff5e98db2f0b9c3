import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { useLocation, useMatches } from 'react-router'
import { createTranslator, type TCompiledMessages, type TMessageValues } from '@utsab/shared/i18n/catalog'
import { decodeMessage, renderMessage } from '@utsab/shared/i18n/message'
import { localeOfPath, localizePath, type TLocale } from '@utsab/shared/i18n/locales'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'

/** A loader's `i18n`: the compiled texts of its namespaces (lib/i18n.server.ts `pageMessages`). */
export type TPageMessages = {
  locale: TLocale
  messages: TCompiledMessages
}

export type TTranslate = (key: TMessageKey, values?: TMessageValues) => string

type TMatchLike = { data?: unknown; loaderData?: unknown } | undefined

const messagesOf = (match: TMatchLike) => {
  const data = (match?.loaderData ?? match?.data) as { i18n?: TPageMessages } | null | undefined
  return data && typeof data === 'object' ? data.i18n?.messages : undefined
}

/** Every text the matched routes' loaders brought, merged (root's `common` first). */
function mergedMessages(matches: ReadonlyArray<TMatchLike>): TCompiledMessages {
  const merged: TCompiledMessages = {}
  for (const match of matches) Object.assign(merged, messagesOf(match))
  return merged
}

/** A translator from meta `matches`, for titles and descriptions. */
export function translatorFromMatches(matches: ReadonlyArray<TMatchLike>, pathname: string) {
  const translator = createTranslator(localeOfPath(pathname), mergedMessages(matches))
  return { locale: translator.locale, t: translator.t as TTranslate }
}

type TI18nContext = { locale: TLocale; t: TTranslate; messageText: (text: string) => string }
const I18nContext = createContext<TI18nContext>({ locale: 'en', t: (key) => key, messageText: (text) => text })

/** Puts the page's language and texts in context; mounted once, in root. */
export function I18nRoot({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const locale = localeOfPath(pathname)
  const matches = useMatches()
  // New matches come with each navigation; building a translator over them costs a few object copies.
  const value = useMemo(() => {
    const translator = createTranslator(locale, mergedMessages(matches))
    const messageText = (text: string) => {
      const message = decodeMessage(text)
      return message ? renderMessage(translator.t, locale, message) : text
    }
    return { locale, t: translator.t as TTranslate, messageText }
  }, [locale, matches])
  useEffect(() => {
    outsideReact = value
  }, [value])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/**
 * The browser's current page language for code that runs outside React (a toast's fallback, an error
 * made in the browser). Set by I18nRoot after each render on the client only: the server renders many
 * visitors at once, so there it stays English.
 */
let outsideReact: TI18nContext = { locale: 'en', t: (key) => key, messageText: (text) => text }
export const browserI18n = () => outsideReact

/** `t('nav.home')`, in the page's language. */
export const useT = () => useContext(I18nContext).t

export const useLocale = () => useContext(I18nContext).locale

/**
 * A message in the page's language: one by key (a shared schema's or rule's, the browser's own failures;
 * encodeMessage) is written from the page's texts; a sentence the server already wrote in this language
 * (its answers follow Accept-Language) is shown as it is.
 */
export const useMessageText = () => useContext(I18nContext).messageText

/** A site path in the page's language: '/orders' → '/bn/orders' on a Bangla page. */
export function useLocalePath() {
  const locale = useLocale()
  return (path: string) => localizePath(path, locale)
}
