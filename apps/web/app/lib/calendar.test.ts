import { describe, expect, it } from 'vitest'
import { addMonths, clampDate, dayLabel, dayState, daysInMonth, monthGrid, monthLabel, moveByKey, shiftMonths } from './calendar'

describe('calendar month math', () => {
  it('lays out a month in Sunday-first weeks', () => {
    const weeks = monthGrid({ year: 2027, month: 1 }) // February 2027 starts on a Monday
    expect(weeks).toHaveLength(5)
    expect(weeks[0]).toEqual([null, '2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05', '2027-02-06'])
    expect(weeks[4]).toEqual(['2027-02-28', null, null, null, null, null, null])
    expect(weeks.flat().filter(Boolean)).toHaveLength(28)
  })
  it('knows leap years and month lengths', () => {
    expect(daysInMonth({ year: 2028, month: 1 })).toBe(29)
    expect(daysInMonth({ year: 2027, month: 1 })).toBe(28)
    expect(daysInMonth({ year: 2026, month: 11 })).toBe(31)
  })
  it('steps across month and year ends', () => {
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 })
    expect(addMonths({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 })
    expect(shiftMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(monthLabel({ year: 2027, month: 1 })).toBe('February 2027')
  })
  it('names days for screen readers', () => {
    expect(dayLabel('2027-02-14')).toBe('Sunday, 14 February 2027')
  })
  it('marks past, out-of-window and booked days', () => {
    const range = { min: '2026-05-10', max: '2026-11-06' }
    const booked = new Set(['2026-06-01'])
    expect(dayState('2026-05-09', range, booked)).toBe('unavailable')
    expect(dayState('2026-11-07', range, booked)).toBe('unavailable')
    expect(dayState('2026-06-01', range, booked)).toBe('booked')
    expect(dayState('2026-05-10', range, booked)).toBe('available')
    expect(clampDate('2026-01-01', range.min, range.max)).toBe('2026-05-10')
  })
  it('moves the focused day by key', () => {
    expect(moveByKey('2027-02-14', 'ArrowRight')).toBe('2027-02-15')
    expect(moveByKey('2027-02-14', 'ArrowUp')).toBe('2027-02-07')
    expect(moveByKey('2027-02-17', 'Home')).toBe('2027-02-14')
    expect(moveByKey('2027-02-17', 'End')).toBe('2027-02-20')
    expect(moveByKey('2027-01-31', 'PageDown')).toBe('2027-02-28')
    expect(moveByKey('2027-02-14', 'PageUp', true)).toBe('2026-02-14')
    expect(moveByKey('2027-02-14', 'a')).toBeUndefined()
  })
})
