import { formatDate, formatMoney, groupDigits } from '../format'
import type { TMessageValues } from './catalog'
import type { TLocale } from './locales'
import type { TMessageKey } from './namespaces'

/**
 * A value a message interpolates, written in the reader's language when the message is: text as it is
 * (a name, an admin's reason), a number in the language's digits, a day (`{ date: '2027-02-14' }`) or an
 * amount (`{ money: 15000 }`) as the language writes them, another text by its key (a field's label, a
 * kind of listing), or a list of these (joined with commas).
 */
export type TMessageParam =
  string | number | { readonly date: string } | { readonly money: number } | { readonly key: TMessageKey } | readonly TMessageParam[]
export type TMessageParams = Readonly<Record<string, TMessageParam>>

/**
 * A sentence by its key in the catalogs, with its values: what the server answers (an error, a field's
 * refusal) and what the shared rules say (a booking's missing details), before it is written in a language.
 */
export type TMessage = { readonly key: TMessageKey; readonly params?: TMessageParams }

export const message = (key: TMessageKey, params?: TMessageParams): TMessage => (params ? { key, params } : { key })

type TTranslate = (key: string, values?: TMessageValues) => string

const isList = (value: TMessageParam): value is readonly TMessageParam[] => Array.isArray(value)

function paramText(value: TMessageParam, t: TTranslate, locale: TLocale): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value
  if (isList(value))
    return value
      .map((item) => paramText(item, t, locale))
      .map((item) => (typeof item === 'number' ? groupDigits(item, locale) : item))
      .join(', ')
  if ('date' in value) return formatDate(value.date, locale)
  if ('money' in value) return formatMoney(value.money, locale)
  return t(value.key)
}

/** The message in the translator's language: its values written as that language writes them. */
export function renderMessage(t: TTranslate, locale: TLocale, { key, params }: TMessage): string {
  if (!params) return t(key)
  const values: TMessageValues = {}
  for (const [name, value] of Object.entries(params)) values[name] = paramText(value, t, locale)
  return t(key, values)
}

const MESSAGE_KEY = /^[a-z]+(?:\.[A-Za-z0-9]+)+$/

/**
 * A message carried where only a string fits (a form library's error, a zod issue's message): its key,
 * then its values as JSON after a '|' ('validation.booking.tooManyGuests|{"max":250}').
 */
export const encodeMessage = ({ key, params }: TMessage): string => (params ? `${key}|${JSON.stringify(params)}` : key)

/** The message a string carries (encodeMessage), or undefined for a plain sentence (one the server already wrote). */
export function decodeMessage(text: string): TMessage | undefined {
  const bar = text.indexOf('|')
  const key = bar < 0 ? text : text.slice(0, bar)
  if (!MESSAGE_KEY.test(key)) return undefined
  if (bar < 0) return { key: key as TMessageKey }
  try {
    const params: unknown = JSON.parse(text.slice(bar + 1))
    return params && typeof params === 'object' ? { key: key as TMessageKey, params: params as TMessageParams } : undefined
  } catch {
    return undefined
  }
}
