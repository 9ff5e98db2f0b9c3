import { describe, expect, it } from 'vitest'
import { addWorkingDays, paymentPlan, refundAmount, refundArrivesBy, refundPercent } from './booking-money'

describe('paymentPlan', () => {
  it('asks the advance now and the rest a week before the event', () => {
    expect(paymentPlan(215_000, 25, '2027-02-14', '2026-11-25')).toEqual({ advance: 53_750, balance: 161_250, balanceDueOn: '2027-02-07' })
  })
  it('rounds the advance up to a whole taka', () => {
    expect(paymentPlan(1_001, 33, '2027-02-14', '2026-11-25').advance).toBe(331)
  })
  it('asks the whole price when the balance would already be due, when nothing is dated, and at 100 %', () => {
    expect(paymentPlan(10_000, 25, '2026-12-01', '2026-11-25')).toEqual({ advance: 10_000, balance: 0, balanceDueOn: null })
    expect(paymentPlan(10_000, 25, '2026-12-02', '2026-11-25')).toEqual({ advance: 10_000, balance: 0, balanceDueOn: null })
    expect(paymentPlan(10_000, 25, '2026-12-03', '2026-11-25').balanceDueOn).toBe('2026-11-26')
    expect(paymentPlan(10_000, 25, null, '2026-11-25')).toEqual({ advance: 10_000, balance: 0, balanceDueOn: null })
    expect(paymentPlan(10_000, 100, '2027-02-14', '2026-11-25').balance).toBe(0)
  })
  it('asks nothing now at 0 %', () => {
    expect(paymentPlan(10_000, 0, '2027-02-14', '2026-11-25')).toEqual({ advance: 0, balance: 10_000, balanceDueOn: '2027-02-07' })
  })
})

describe('refundPercent', () => {
  it('reads the first tier the days left meet', () => {
    expect(refundPercent('moderate', '2027-02-14', '2027-01-15')).toBe(100)
    expect(refundPercent('moderate', '2027-02-14', '2027-01-16')).toBe(50)
    expect(refundPercent('moderate', '2027-02-14', '2027-02-07')).toBe(50)
    expect(refundPercent('moderate', '2027-02-14', '2027-02-08')).toBe(0)
    expect(refundPercent('flexible', '2027-02-14', '2027-02-13')).toBe(50)
    expect(refundPercent('flexible', '2027-02-14', '2027-02-14')).toBe(0)
    expect(refundPercent('strict', '2027-02-14', '2026-11-25')).toBe(50)
    expect(refundPercent('strict', '2027-02-14', '2027-01-01')).toBe(0)
  })
  it('never gives back more than promised', () => {
    expect(refundAmount(53_751, 50)).toBe(26_875)
  })
})

describe('refundArrivesBy', () => {
  it('counts working days, skipping Friday and Saturday', () => {
    // 2027-02-11 is a Thursday: the next working days are Sunday 14, Monday 15, Tuesday 16.
    expect(addWorkingDays('2027-02-11', 1)).toBe('2027-02-14')
    expect(addWorkingDays('2027-02-11', 3)).toBe('2027-02-16')
    expect(addWorkingDays('2027-02-14', 0)).toBe('2027-02-14')
  })

  it('gives bKash and Nagad 3 working days and cards 10, from the day in Dhaka it was asked', () => {
    // 20:00 UTC on Wednesday 10 Feb is already Thursday 11 Feb in Dhaka.
    expect(refundArrivesBy('2027-02-10T20:00:00Z', 'bkash')).toBe('2027-02-16')
    expect(refundArrivesBy('2027-02-10T20:00:00Z', 'nagad')).toBe('2027-02-16')
    // Ten working days from Thursday 11 Feb: two weeks of five, ending Thursday 25 Feb.
    expect(refundArrivesBy('2027-02-10T20:00:00Z', 'card')).toBe('2027-02-25')
  })
})
