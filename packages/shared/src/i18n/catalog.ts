import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { groupDigits } from '../format'
import type { TLocale } from './locales'

/**
 * One namespace's texts in English, key → ICU message ('Choose at most {max} pictures.'). English is
 * the source: the spec's texts appear here word for word, once.
 */
export type TCatalogSource = Readonly<Record<string, string>>

/**
 * The same keys in Bangla: a missing or an extra key fails the type check (and the catalog test).
 * Each namespace exports its English and its Bangla separately, so code that needs only the English
 * source (the server's tests, the spec's constants) does not carry the Bangla.
 */
export type TTranslation<T extends TCatalogSource> = { readonly [K in keyof T]: string }

/** Values a message interpolates. Numbers are written in the language's digits and grouping. */
export type TMessageValues = Record<string, string | number>

/** Lingui formats compiled messages; compiling (parsing ICU) happens once, on the server. */
export type TCompiledMessages = Messages

export function localizeValues(values: TMessageValues | undefined, locale: TLocale): Record<string, string> | undefined {
  if (!values) return undefined
  const localized: Record<string, string> = {}
  for (const [name, value] of Object.entries(values)) {
    localized[name] = typeof value === 'number' ? groupDigits(value, locale) : value
  }
  return localized
}

/** A formatter over compiled messages; unknown keys come back as the key itself (the catalog test keeps them out). */
export function createTranslator(locale: TLocale, messages: TCompiledMessages) {
  const i18n: I18n = setupI18n({ locale, messages: { [locale]: messages } })
  const t = (key: string, values?: TMessageValues): string => i18n._(key, localizeValues(values, locale))
  return { locale, i18n, t }
}
export type TTranslator = ReturnType<typeof createTranslator>
