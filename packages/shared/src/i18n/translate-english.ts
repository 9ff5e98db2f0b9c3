import { calendarDateOf, formatDate, formatMoney } from '../format'
import type { TCatalogSource, TMessageValues } from './catalog'
import type { TLocale } from './locales'

type TTemplate = { key: string; pattern: RegExp; names: string[] }

const PLACEHOLDER = /\{(\w+)\}/g
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Messages that cross the wire as English (the shared zod schemas' messages, an API answer written
 * before its language was known) are translated back through the catalog: an exact text is found by
 * its key; a composed one ('Full name must be at most 100 characters') by its template
 * ('{label} must be at most {max} characters'), whose values are translated too: a known text (a
 * field's label) by its key, a number in the language's digits, a day the server wrote ('14 Feb 2027')
 * as the language writes days, an amount ('2,15,000 BDT') as it writes money.
 */
export function englishTranslator(
  sources: readonly TCatalogSource[],
  t: (key: string, values?: TMessageValues) => string,
  locale: TLocale = 'en',
) {
  const exact = new Map<string, string>()
  const templates: TTemplate[] = []
  for (const source of sources) {
    for (const [key, text] of Object.entries(source)) {
      if (!text.includes('{')) {
        if (!exact.has(text)) exact.set(text, key)
        continue
      }
      // Only plain {name} placeholders are matched back; plural and select messages are not sent as English.
      if (/\{\w+,/.test(text)) continue
      const names: string[] = []
      const pattern = text
        .split(PLACEHOLDER)
        .map((part, i) => (i % 2 === 1 ? (names.push(part), '(.+?)') : escapeRegExp(part)))
        .join('')
      templates.push({ key, pattern: new RegExp(`^${pattern}$`, 's'), names })
    }
  }

  const translate = (text: string): string => {
    const key = exact.get(text)
    if (key) return t(key)
    for (const template of templates) {
      const match = template.pattern.exec(text)
      if (!match) continue
      const values: TMessageValues = {}
      template.names.forEach((name, i) => {
        const value = match[i + 1] ?? ''
        values[name] = /^\d+$/.test(value) ? Number(value) : translateValue(value)
      })
      return t(template.key, values)
    }
    return text
  }
  // A value is translated only when it is itself a known text (a field's label), never guessed.
  const translateValue = (value: string) => {
    const key = exact.get(value)
    if (key) return t(key)
    const day = calendarDateOf(value)
    if (day) return formatDate(day, locale)
    // An amount the server wrote ('2,15,000 BDT') as the language writes money.
    const money = /^(\d{1,3}(?:,\d{2})*(?:,\d{3})?) BDT$/.exec(value)
    return money ? formatMoney(Number(money[1]!.replace(/,/g, '')), locale) : value
  }
  return translate
}
