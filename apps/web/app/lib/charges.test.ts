import { describe, expect, it } from 'vitest'
import { chargeLines, placeLine } from './charges'

describe('chargeLines', () => {
  it('shows only the price when there is no delivery charge', () => {
    expect(chargeLines({ price: 120000, deliveryCharge: 0, total: 120000 })).toEqual([
      { key: 'price', label: 'Price', value: '1,20,000 BDT' },
    ])
  })
  it('adds the delivery charge and the total for costumes', () => {
    expect(chargeLines({ price: 3500, deliveryCharge: 200, total: 3700 })).toEqual([
      { key: 'price', label: 'Price', value: '3,500 BDT' },
      { key: 'delivery', label: 'Delivery charge', value: '200 BDT' },
      { key: 'total', label: 'Total', value: '3,700 BDT' },
    ])
  })
})

describe('placeLine', () => {
  it('drops a district written twice', () => {
    expect(placeLine('12 Satmatha Road, Bogura, Bogura')).toBe('12 Satmatha Road, Bogura')
    expect(placeLine('House 4, Road 7, Dhanmondi, Dhaka')).toBe('House 4, Road 7, Dhanmondi, Dhaka')
  })
})
