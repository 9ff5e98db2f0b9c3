import { describe, expect, it } from 'vitest'
import { chargeLines, formatEventDate } from './charges'

describe('chargeLines', () => {
  it('shows only the price when there is no delivery charge', () => {
    expect(chargeLines({ price: 120000, deliveryCharge: 0, total: 120000 })).toEqual([{ label: 'Price', value: '1,20,000 BDT' }])
  })
  it('adds the delivery charge and the total for costumes', () => {
    expect(chargeLines({ price: 3500, deliveryCharge: 200, total: 3700 })).toEqual([
      { label: 'Price', value: '3,500 BDT' },
      { label: 'Delivery charge', value: '200 BDT' },
      { label: 'Total', value: '3,700 BDT' },
    ])
  })
})

describe('formatEventDate', () => {
  it('reads a calendar date without a time zone', () => {
    expect(formatEventDate('2027-02-14')).toBe('14 Feb 2027')
    expect(formatEventDate('2026-12-01')).toBe('1 Dec 2026')
  })
  it('says when there is no date', () => {
    expect(formatEventDate(null)).toBe('No date needed')
    expect(formatEventDate('soon')).toBe('No date needed')
  })
})
