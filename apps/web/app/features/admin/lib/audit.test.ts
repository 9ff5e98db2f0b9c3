import { describe, expect, it } from 'vitest'
import { createTranslator } from '@utsab/shared/i18n/catalog'
import { compiledMessages } from '@utsab/shared/i18n/compile'
import type { TTranslate } from '#app/lib/i18n'
import { describeAudit as describeIn, type TAuditEntry } from './audit'

const translate = (locale: 'en' | 'bn') => createTranslator(locale, compiledMessages(locale, ['admin'])).t as TTranslate
const describeAudit = (entry: Pick<TAuditEntry, 'action' | 'target' | 'details'>) => describeIn(entry, translate('en'))

describe('describeAudit', () => {
  it('names an accept with its agency', () => {
    expect(describeAudit({ action: 'merchant.accept', target: 'a@x.test', details: 'Shapla Studio (photographer)' })).toEqual({
      summary: 'Accepted a@x.test as a merchant',
      detail: 'Agency: Shapla Studio (photographer)',
    })
  })

  it('names a decline with its reason', () => {
    expect(describeAudit({ action: 'merchant.decline', target: 'b@x.test', details: 'Licence unreadable' })).toEqual({
      summary: 'Declined the merchant application of b@x.test',
      detail: 'Reason: Licence unreadable',
    })
  })

  it('names each moderation action with the admin’s reason, in both languages', () => {
    expect(describeAudit({ action: 'listing.hide', target: 'Rose Hall · Kadam', details: 'Fake pictures' })).toEqual({
      summary: 'Hid the listing Rose Hall · Kadam',
      detail: 'Reason: Fake pictures',
    })
    expect(describeAudit({ action: 'listing.show', target: 'Rose Hall · Kadam', details: 'Fake pictures' }).detail).toBe(
      'It was hidden for: Fake pictures',
    )
    expect(describeAudit({ action: 'user.suspend', target: 'e@x.test', details: 'Fraud' })).toEqual({
      summary: 'Suspended e@x.test',
      detail: 'Reason: Fraud',
    })
    expect(describeAudit({ action: 'user.reinstate', target: 'e@x.test', details: 'Fraud' }).summary).toBe('Reinstated e@x.test')
    expect(describeAudit({ action: 'merchant.revoke', target: 'f@x.test', details: 'No licence' })).toEqual({
      summary: 'Revoked the merchant role of f@x.test',
      detail: 'Reason: No licence',
    })
    expect(describeIn({ action: 'user.suspend', target: 'e@x.test', details: 'Fraud' }, translate('bn'))).toEqual({
      summary: 'e@x.test-কে স্থগিত করেছেন',
      detail: 'কারণ: Fraud',
    })
  })

  it('names make admin and make merchant', () => {
    expect(describeAudit({ action: 'user.make-admin', target: 'c@x.test', details: null }).summary).toBe('Made c@x.test an admin')
    expect(describeAudit({ action: 'user.make-merchant', target: 'd@x.test', details: null }).summary).toBe('Made d@x.test a merchant')
  })

  it('names a payout with its amount, method and reference', () => {
    expect(describeAudit({ action: 'payout.recorded', target: 'Shapla Hall', details: '4,05,000 BDT by bank, TRX-1' })).toEqual({
      summary: 'Recorded a payout to Shapla Hall',
      detail: '4,05,000 BDT by bank, TRX-1',
    })
  })

  it('names a booking refunded by an admin with its amount and reason', () => {
    expect(describeAudit({ action: 'booking.refunded', target: '#42', details: '1,00,000 BDT: The hall flooded' })).toEqual({
      summary: 'Refunded and cancelled booking #42',
      detail: '1,00,000 BDT: The hall flooded',
    })
  })

  it('says it in Bangla on a Bangla page', () => {
    expect(describeIn({ action: 'merchant.decline', target: 'b@x.test', details: 'Licence unreadable' }, translate('bn'))).toEqual({
      summary: 'b@x.test-এর মার্চেন্ট আবেদন প্রত্যাখ্যান করেছেন',
      detail: 'কারণ: Licence unreadable',
    })
  })

  it('shows an action it does not know as it is', () => {
    expect(describeAudit({ action: 'listing.remove', target: 'L-1', details: 'spam' })).toEqual({
      summary: 'listing.remove: L-1',
      detail: 'spam',
    })
  })
})
