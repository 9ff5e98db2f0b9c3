import { describe, expect, it } from 'vitest'
import { orderActions } from './order-actions'

describe('orderActions', () => {
  it('offers Pay and cancel for a priced pending order', () => {
    expect(orderActions({ price: 5000, status: 'pending', paid: false })).toEqual({ pay: true, paid: false, cancel: true })
  })
  it('shows Paid and no cancel once paid', () => {
    expect(orderActions({ price: 5000, status: 'paid', paid: true })).toEqual({ pay: false, paid: true, cancel: false })
  })
  it('lets an expired order be removed but not paid', () => {
    expect(orderActions({ price: 5000, status: 'expired', paid: false })).toEqual({ pay: false, paid: false, cancel: true })
  })
  it('never offers Pay for an order without a price, and keeps its cancel X', () => {
    expect(orderActions({ price: 0, status: 'pending', paid: false })).toEqual({ pay: false, paid: false, cancel: true })
    expect(orderActions({ price: 0, status: 'paid', paid: true })).toEqual({ pay: false, paid: true, cancel: true })
  })
})
