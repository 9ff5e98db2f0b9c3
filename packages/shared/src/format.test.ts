import { describe, expect, it } from 'vitest'
import { addDays, formatDate, formatDateTime, formatMoney, formatPhone, formatRating, groupDigits, telHref, todayInDhaka } from './format'

describe('the shared formatting module', () => {
  it('groups money the Bangladeshi way, one style everywhere', () => {
    expect(groupDigits(0)).toBe('0')
    expect(groupDigits(999)).toBe('999')
    expect(groupDigits(1000)).toBe('1,000')
    expect(groupDigits(215000)).toBe('2,15,000')
    expect(groupDigits(12345678)).toBe('1,23,45,678')
    expect(groupDigits(-1500)).toBe('-1,500')
    expect(formatMoney(297450)).toBe('2,97,450 BDT')
    expect(formatMoney(17500)).toBe('17,500 BDT')
  })

  it('writes ratings with one decimal', () => {
    expect(formatRating(4)).toBe('4.0')
    expect(formatRating(4.26)).toBe('4.3')
  })

  it('writes calendar days without time zones and moments in Dhaka time', () => {
    expect(formatDate('2027-02-14')).toBe('14 Feb 2027')
    expect(formatDate('not a date')).toBe('not a date')
    expect(formatDateTime('2027-02-14T03:05:00Z')).toBe('14 Feb 2027, 09:05')
    // 20:30 UTC is already the next day in Dhaka.
    expect(formatDateTime(new Date('2027-02-14T20:30:00Z'))).toBe('15 Feb 2027, 02:30')
    expect(todayInDhaka(new Date('2027-02-14T20:30:00Z'))).toBe('2027-02-15')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
  })

  it('writes Bangladeshi mobiles one way and dials them', () => {
    expect(formatPhone('+8801711000000')).toBe('+880 1711-000000')
    expect(formatPhone('01711 000000')).toBe('+880 1711-000000')
    expect(formatPhone('01711-000-000')).toBe('+880 1711-000000')
    expect(formatPhone('+44 20 7946 0958')).toBe('+442079460958')
    expect(telHref('01711 000000')).toBe('tel:01711000000')
    expect(telHref('+880 1711-000000')).toBe('tel:+8801711000000')
  })
})
