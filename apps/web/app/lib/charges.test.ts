import { describe, expect, it } from 'vitest'
import { chargeLines, placeLine } from './charges'

describe('chargeLines', () => {
  it('shows only the price when there is no delivery charge', () => {
    expect(chargeLines({ price: 120000, deliveryCharge: 0, total: 120000 })).toEqual([{ key: 'price', value: '1,20,000 BDT' }])
  })
  it('adds the delivery charge and the total for costumes', () => {
    expect(chargeLines({ price: 3500, deliveryCharge: 200, total: 3700 })).toEqual([
      { key: 'price', value: '3,500 BDT' },
      { key: 'delivery', value: '200 BDT' },
      { key: 'total', value: '3,700 BDT' },
    ])
  })
  it('writes amounts in Bangla on a Bangla page', () => {
    expect(chargeLines({ price: 3500, deliveryCharge: 200, total: 3700 }, 'bn').map((line) => line.value)).toEqual([
      '৩,৫০০ ৳',
      '২০০ ৳',
      '৩,৭০০ ৳',
    ])
  })
})

describe('placeLine', () => {
  it('drops a district written twice', () => {
    expect(placeLine('12 Satmatha Road, Bogura, Bogura')).toBe('12 Satmatha Road, Bogura')
    expect(placeLine('House 4, Road 7, Dhanmondi, Dhaka')).toBe('House 4, Road 7, Dhanmondi, Dhaka')
  })
})
