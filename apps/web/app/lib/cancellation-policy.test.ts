import { describe, expect, it } from 'vitest'
import { createTranslator } from '@utsab/shared/i18n/catalog'
import { compiledMessages } from '@utsab/shared/i18n/compile'
import { cancellationTiers, policyName, policySummary } from './cancellation-policy'
import type { TTranslate } from './i18n'

const translate = (locale: 'en' | 'bn') => createTranslator(locale, compiledMessages(locale, ['orders'])).t as TTranslate
const en = translate('en')

describe('cancellationTiers', () => {
  it('writes each tier of a preset from the most days down, with its refund', () => {
    expect(cancellationTiers('moderate', en).map(({ when, refund }) => `${when}: ${refund}`)).toEqual([
      'Cancel 30 days or more before the event: full refund',
      '7–29 days before: 50% back',
      'Less than 7 days before: no refund',
    ])
    expect(cancellationTiers('flexible', en).map(({ when, refund }) => `${when}: ${refund}`)).toEqual([
      'Cancel 7 days or more before the event: full refund',
      '1–6 days before: 50% back',
      'Less than 1 day before: no refund',
    ])
    expect(cancellationTiers('strict', en).map(({ when }) => when)).toEqual([
      'Cancel 60 days or more before the event',
      'Less than 60 days before',
    ])
  })

  it('says it in Bangla, with Bengali digits', () => {
    const bn = translate('bn')
    expect(policyName('strict', bn)).toBe('কঠোর')
    expect(cancellationTiers('strict', bn).map(({ when, refund }) => `${when}: ${refund}`)).toEqual([
      'অনুষ্ঠানের ৬০ দিন বা তার বেশি আগে বাতিল করলে: ৫০% ফেরত',
      '৬০ দিনের কম আগে: কিছুই ফেরত নেই',
    ])
  })
})

describe('policySummary', () => {
  it('puts a preset in one line', () => {
    expect(policySummary('moderate', en)).toBe('Moderate: full refund until 30 days before, 50% back until 7 days before, then nothing')
    expect(policySummary('strict', en)).toBe('Strict: 50% back until 60 days before, then nothing')
    expect(policySummary('flexible', en)).toBe('Flexible: full refund until 7 days before, 50% back until 1 day before, then nothing')
  })
})
