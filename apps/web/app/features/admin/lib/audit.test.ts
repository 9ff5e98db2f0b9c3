import { describe, expect, it } from 'vitest'
import { describeAudit } from './audit'

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

  it('names make admin and make merchant', () => {
    expect(describeAudit({ action: 'user.make-admin', target: 'c@x.test', details: null }).summary).toBe('Made c@x.test an admin')
    expect(describeAudit({ action: 'user.make-merchant', target: 'd@x.test', details: null }).summary).toBe('Made d@x.test a merchant')
  })

  it('shows an action it does not know as it is', () => {
    expect(describeAudit({ action: 'listing.remove', target: 'L-1', details: 'spam' })).toEqual({
      summary: 'listing.remove: L-1',
      detail: 'spam',
    })
  })
})
