import { describe, expect, it } from 'vitest'
import { orderActions } from './order-actions'

const TODAY = '2026-03-10'
const dated = { price: 5000, eventDate: '2026-05-09' }

describe('orderActions', () => {
  it('offers Pay and cancel for a priced pending order', () => {
    expect(orderActions({ ...dated, status: 'pending', paid: false }, TODAY)).toEqual({
      pay: true,
      payBalance: false,
      paid: false,
      cancel: true,
      cancelWithRefund: false,
    })
  })
  it('offers Pay balance and a cancellation with refund, never the X, once the advance is in', () => {
    expect(orderActions({ ...dated, status: 'confirmed', paid: false }, TODAY)).toEqual({
      pay: false,
      payBalance: true,
      paid: false,
      cancel: false,
      cancelWithRefund: true,
    })
  })
  it('shows Paid and cancels only with a refund once paid', () => {
    expect(orderActions({ ...dated, status: 'paid', paid: true }, TODAY)).toEqual({
      pay: false,
      payBalance: false,
      paid: true,
      cancel: false,
      cancelWithRefund: true,
    })
  })
  it('cancels with a refund up to the event day itself, not after it', () => {
    expect(orderActions({ ...dated, eventDate: TODAY, status: 'paid', paid: true }, TODAY).cancelWithRefund).toBe(true)
    expect(orderActions({ ...dated, eventDate: '2026-03-09', status: 'confirmed', paid: false }, TODAY)).toMatchObject({
      payBalance: true,
      cancelWithRefund: false,
    })
  })
  it('never offers a cancellation with refund for an undated (delivered) booking', () => {
    expect(orderActions({ price: 5000, eventDate: null, status: 'paid', paid: true }, TODAY).cancelWithRefund).toBe(false)
  })
  it('lets an expired order be removed but not paid', () => {
    expect(orderActions({ ...dated, status: 'expired', paid: false }, TODAY)).toMatchObject({ pay: false, paid: false, cancel: true })
  })
  it('offers nothing for a cancelled booking', () => {
    expect(orderActions({ ...dated, status: 'cancelled', paid: false }, TODAY)).toEqual({
      pay: false,
      payBalance: false,
      paid: false,
      cancel: false,
      cancelWithRefund: false,
    })
  })
  it('never offers Pay for an order without a price, and keeps its cancel X', () => {
    expect(orderActions({ ...dated, price: 0, status: 'pending', paid: false }, TODAY)).toMatchObject({
      pay: false,
      paid: false,
      cancel: true,
    })
    expect(orderActions({ ...dated, price: 0, status: 'paid', paid: true }, TODAY)).toMatchObject({
      pay: false,
      paid: true,
      cancel: true,
      cancelWithRefund: false,
    })
  })
})
