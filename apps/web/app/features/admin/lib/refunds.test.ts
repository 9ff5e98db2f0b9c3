import { describe, expect, it } from 'vitest'
import { adminCanRefund } from './refunds'

describe('adminCanRefund', () => {
  it('offers a refund of a confirmed or paid booking with money in', () => {
    expect(adminCanRefund({ status: 'confirmed', amountPaid: 225_000 })).toBe(true)
    expect(adminCanRefund({ status: 'paid', amountPaid: 900_000 })).toBe(true)
  })
  it('not of a booking confirmed without an advance: nothing was paid', () => {
    expect(adminCanRefund({ status: 'confirmed', amountPaid: 0 })).toBe(false)
  })
  it('not of an unpaid, lapsed or cancelled booking', () => {
    for (const status of ['pending', 'expired', 'cancelled'] as const) expect(adminCanRefund({ status, amountPaid: 5_000 })).toBe(false)
  })
})
