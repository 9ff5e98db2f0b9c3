import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { createTranslator } from './catalog'
import { compiledMessages, serverTranslator } from './compile'
import { NAMESPACES, type TNamespaceName } from './namespaces'

const names = Object.keys(NAMESPACES) as TNamespaceName[]

/** The argument names a message uses ({name}, {count, plural, …}), read from its compiled form. */
function argumentsOf(message: string): Set<string> {
  const found = new Set<string>()
  // A compiled message is text, or a list of text runs and arguments; an argument is [name, format?, branches?].
  const walkContent = (content: unknown) => {
    if (!Array.isArray(content)) return
    for (const element of content) {
      if (!Array.isArray(element)) continue
      found.add(String(element[0]))
      const branches = element[2]
      if (branches && typeof branches === 'object') Object.values(branches).forEach(walkContent)
    }
  }
  walkContent(compileMessage(message))
  return found
}

/**
 * Texts that stay the same in Bangla on purpose: the other language's name, written in that language,
 * and a sum made only of values (its amounts arrive already written in the language).
 */
const SAME_IN_BOTH = new Set(['language.switchTo', 'language.offer', 'language.offerAccept', 'emails.booking.amount'])

describe('message catalogs', () => {
  it.each(names)('%s: Bangla has exactly the English keys', (name) => {
    const { en, bn } = NAMESPACES[name]
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort())
  })

  it.each(names)('%s: every message has words, compiles, and uses the same values in both languages', (name) => {
    const { en, bn } = NAMESPACES[name]
    for (const [key, english] of Object.entries(en)) {
      const bangla = (bn as Record<string, string>)[key]!
      expect(english.trim(), key).not.toBe('')
      expect(bangla.trim(), key).not.toBe('')
      expect(() => compileMessage(english), key).not.toThrow()
      expect(() => compileMessage(bangla), key).not.toThrow()
      expect(argumentsOf(bangla), key).toEqual(argumentsOf(english))
    }
  })

  it.each(names)('%s: the Bangla is Bangla (Bengali script, not the English left in place)', (name) => {
    const { en, bn } = NAMESPACES[name]
    for (const [key, english] of Object.entries(en)) {
      if (SAME_IN_BOTH.has(key)) continue
      const bangla = (bn as Record<string, string>)[key]!
      // Names (Utsab's brand names of networks, bKash) may stay Latin; a sentence may not.
      if (/[\u0980-\u09FF]/.test(bangla)) continue
      expect(bangla, `${name}: ${key} is not translated`).not.toBe(english)
      expect(bangla.replace(/\{[^}]*\}/g, '').replace(/[^A-Za-z]/g, '').length, `${name}: ${key} has no Bengali`).toBeLessThan(12)
    }
  })

  it.each(names)('%s: plurals write their count as {count}, not #, which cannot print Bengali digits', (name) => {
    const { en, bn } = NAMESPACES[name]
    for (const [key, message] of [...Object.entries(en), ...Object.entries(bn)]) {
      if (!/,\s*plural\s*,/.test(message)) continue
      expect(message, key).not.toContain('#')
    }
  })

  it('gives each key to one namespace only', () => {
    const owners = new Map<string, string>()
    for (const name of names) {
      for (const key of Object.keys(NAMESPACES[name].en)) {
        expect(owners.get(key), `${key} is in ${owners.get(key)} and ${name}`).toBeUndefined()
        owners.set(key, name)
      }
    }
  })
})

describe('translator', () => {
  it('writes numbers in the language’s digits and lakh grouping, and plurals by the language’s rules', () => {
    const en = createTranslator('en', compiledMessages('en', ['common']))
    const bn = createTranslator('bn', compiledMessages('bn', ['common']))
    expect(en.t('nav.cart', { count: 1 })).toBe('Cart, 1 item')
    expect(en.t('nav.cart', { count: 3 })).toBe('Cart, 3 items')
    expect(bn.t('nav.cart', { count: 3 })).toBe('কার্ট, ৩টি আইটেম')
    const bnCatalog = createTranslator('bn', compiledMessages('bn', ['catalog']))
    expect(bnCatalog.t('catalog.list.found', { count: 12 })).toBe('১২টি লিস্টিং পাওয়া গেছে')
    expect(createTranslator('en', compiledMessages('en', ['catalog'])).t('catalog.list.found', { count: 1 })).toBe('1 listing found')
    expect(bn.t('booking.number', { number: 215000 })).toBe('বুকিং #২,১৫,০০০')
  })

  it('names Messages without a count when nothing is unread, in both languages', () => {
    // A count arrives already written in Bengali digits ('০'), which an ICU `=0` never matches: Bangla selects on '০'.
    const en = createTranslator('en', compiledMessages('en', ['common']))
    const bn = createTranslator('bn', compiledMessages('bn', ['common']))
    expect(en.t('nav.messages', { count: 0 })).toBe('Messages')
    expect(en.t('nav.messages', { count: 2 })).toBe('Messages, 2 unread')
    expect(bn.t('nav.messages', { count: 0 })).toBe('বার্তা')
    expect(bn.t('nav.messages', { count: 1 })).toBe('১টি নতুন বার্তা')
  })

  it('keeps string values as they are (names, years and ids are not numbers to group)', () => {
    expect(serverTranslator('bn').t('footer.copyright', { year: '2026' })).toBe('© 2026 উৎসব')
  })
})
