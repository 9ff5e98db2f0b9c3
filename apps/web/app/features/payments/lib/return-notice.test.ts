import { describe, expect, it } from 'vitest'
import { createTranslator } from '@utsab/shared/i18n/catalog'
import { compiledMessages } from '@utsab/shared/i18n/compile'
import type { TTranslate } from '#app/lib/i18n'
import { returnNotice } from './return-notice'

const translate = (locale: 'en' | 'bn') => createTranslator(locale, compiledMessages(locale, ['payments'])).t as TTranslate

describe('the notice after a return from a gateway', () => {
  it('says a short balance in words, naming the wallet, in both languages', () => {
    const failed = { outcome: 'failed', code: 'insufficient_balance' }
    expect(returnNotice(translate('en'), { ...failed, wallet: 'bkash' })).toEqual({
      text: 'Your bKash account did not have enough balance, so nothing was taken.',
      alert: true,
    })
    expect(returnNotice(translate('bn'), { ...failed, wallet: 'bkash' })?.text).toBe(
      'আপনার বিকাশ অ্যাকাউন্টে যথেষ্ট ব্যালান্স ছিল না, তাই কোনো টাকা কাটা হয়নি।',
    )
    expect(returnNotice(translate('en'), { ...failed, wallet: 'nagad' })?.text).toMatch(/^Your Nagad account did not have enough balance/)
  })
  it('falls back to the general failure for a code it does not know (a raw gateway code included)', () => {
    const general = returnNotice(translate('en'), { outcome: 'failed', code: null, wallet: null })
    expect(general?.text).toBe('The payment did not go through, and no money was taken. You can try again.')
    expect(returnNotice(translate('en'), { outcome: 'failed', code: '9999', wallet: 'bkash' })).toEqual(general)
    expect(returnNotice(translate('en'), { outcome: 'nonsense', code: null, wallet: null })).toBeUndefined()
  })
})
