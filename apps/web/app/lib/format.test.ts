import { describe, expect, it } from 'vitest'
import { formatBdt, formatRating, groupDigits } from './format'

describe('groupDigits', () => {
  it('leaves small numbers alone', () => {
    expect(groupDigits(0)).toBe('0')
    expect(groupDigits(999)).toBe('999')
  })
  it('groups thousands, lakhs and crores', () => {
    expect(groupDigits(1000)).toBe('1,000')
    expect(groupDigits(12000)).toBe('12,000')
    expect(groupDigits(120000)).toBe('1,20,000')
    expect(groupDigits(12345678)).toBe('1,23,45,678')
  })
  it('handles negatives and rounds fractions', () => {
    expect(groupDigits(-150000)).toBe('-1,50,000')
    expect(groupDigits(1999.6)).toBe('2,000')
  })
})

describe('formatBdt', () => {
  it('appends the currency', () => {
    expect(formatBdt(12000)).toBe('12,000 BDT')
  })
})

describe('formatRating', () => {
  it('always shows one decimal', () => {
    expect(formatRating(4)).toBe('4.0')
    expect(formatRating(4.25)).toBe('4.3')
  })
})
