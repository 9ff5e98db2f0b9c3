import { describe, expect, it } from 'vitest'
import {
  addDays,
  addWorkingDays,
  dayInDhaka,
  canonicalMobile,
  formatClock,
  formatDate,
  formatDateTime,
  formatDay,
  calendarDateOf,
  formatMoney,
  formatMonth,
  formatPhone,
  formatRating,
  formatWeekday,
  groupDigits,
  isWeekend,
  telHref,
  toBengaliDigits,
  todayInDhaka,
  toLatinDigits,
} from './format'

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
  })

  it('reads back a day it wrote in English, and nothing else', () => {
    expect(calendarDateOf(formatDate('2027-02-04'))).toBe('2027-02-04')
    expect(calendarDateOf('14 Feb 2027')).toBe('2027-02-14')
    expect(calendarDateOf('14 Foo 2027')).toBeNull()
    expect(calendarDateOf('Rose Garden Hall')).toBeNull()
  })

  it('gives the day of a moment in Bangladesh time, the same on every machine', () => {
    expect(formatDay('2026-03-01T20:30:00.000Z')).toBe('2 Mar 2026')
    expect(formatDay('2026-03-01T17:59:59.000Z')).toBe('1 Mar 2026')
    expect(formatDay('2025-12-31T18:00:00.000Z', 'bn')).toBe('১ জানুয়ারি ২০২৬')
    expect(formatDay('soon')).toBe('soon')
    expect(todayInDhaka(new Date('2027-02-14T20:30:00Z'))).toBe('2027-02-15')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
  })

  it('writes Bangladeshi mobiles one way and dials them', () => {
    expect(formatPhone('+8801711000000')).toBe('+880 1711-000000')
    expect(formatPhone('01711 000000')).toBe('+880 1711-000000')
    expect(formatPhone('01711-000-000')).toBe('+880 1711-000000')
    expect(formatPhone('+44 20 7946 0958')).toBe('+442079460958')
    expect(telHref('01711 000000')).toBe('tel:01711000000')
    expect(telHref('+880 1711-000000')).toBe('tel:+8801711000000')
  })

  it('stores a Bangladeshi mobile in one form, however it was typed', () => {
    expect(canonicalMobile('01711 000000')).toBe('+8801711000000')
    expect(canonicalMobile('+880-1711-000000')).toBe('+8801711000000')
    expect(canonicalMobile('8801711000000')).toBe('+8801711000000')
    expect(canonicalMobile('০১৭১১-০০০০০০')).toBe('+8801711000000')
    expect(canonicalMobile('+৮৮০ ১৭১১ ০০০০০০')).toBe('+8801711000000')
    expect(canonicalMobile('01211 000000')).toBeNull()
    expect(canonicalMobile('12345')).toBeNull()
    expect(telHref('০১৭১১ ০০০০০০')).toBe('tel:01711000000')
  })
})

describe('the shared formatting module in Bangla', () => {
  it('folds digits both ways', () => {
    expect(toBengaliDigits('2,15,000')).toBe('২,১৫,০০০')
    expect(toLatinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789')
    expect(toLatinDigits(toBengaliDigits('Road 27, 1209'))).toBe('Road 27, 1209')
  })

  it('writes money with Bengali digits, lakh grouping and the taka sign', () => {
    expect(formatMoney(215000, 'bn')).toBe('২,১৫,০০০ ৳')
    expect(formatMoney(999, 'bn')).toBe('৯৯৯ ৳')
    expect(groupDigits(12345678, 'bn')).toBe('১,২৩,৪৫,৬৭৮')
    expect(formatRating(4.26, 'bn')).toBe('৪.৩')
  })

  it('writes days and moments with Bangla month names, in Dhaka time', () => {
    expect(formatDate('2027-02-14', 'bn')).toBe('১৪ ফেব্রুয়ারি ২০২৭')
    expect(formatDateTime('2027-02-14T20:30:00Z', 'bn')).toBe('১৫ ফেব্রুয়ারি ২০২৭, ০২:৩০')
    expect(formatWeekday('2027-02-19', 'bn')).toBe('শুক্রবার')
    expect(formatWeekday('2027-02-19')).toBe('Friday')
  })

  it('writes months of the API (YYYY-MM), whole or as a chart axis shortens them', () => {
    expect(formatMonth('2026-03')).toBe('Mar 2026')
    expect(formatMonth('2026-03', 'en', 'short')).toBe('Mar')
    expect(formatMonth('2026-09', 'bn')).toBe('সেপ্টেম্বর ২০২৬')
    expect(formatMonth('2026-09', 'bn', 'short')).toBe('সেপ্টে')
    expect(formatMonth('2026-13')).toBe('2026-13')
    expect(formatMonth('March')).toBe('March')
  })

  it('marks Friday and Saturday as the weekend', () => {
    expect(['2027-02-18', '2027-02-19', '2027-02-20', '2027-02-21'].map(isWeekend)).toEqual([false, true, true, false])
  })

  it('writes phones in Bengali digits', () => {
    expect(formatPhone('01711 000000', 'bn')).toBe('+৮৮০ ১৭১১-০০০০০০')
  })
})

describe('addWorkingDays', () => {
  it('counts Sunday to Thursday only: Friday and Saturday are the weekend in Bangladesh', () => {
    // 2026-11-26 is a Thursday: Friday and Saturday are skipped, so Sunday is the first working day.
    expect(addWorkingDays('2026-11-26', 1)).toBe('2026-11-29')
    expect(addWorkingDays('2026-11-26', 2)).toBe('2026-11-30')
    // Sent on a Friday or a Saturday: Sunday and Monday.
    expect(addWorkingDays('2026-11-27', 2)).toBe('2026-11-30')
    expect(addWorkingDays('2026-11-28', 2)).toBe('2026-11-30')
    // Sunday: Monday and Tuesday; Wednesday: Thursday and then Sunday.
    expect(addWorkingDays('2026-11-29', 2)).toBe('2026-12-01')
    expect(addWorkingDays('2026-12-02', 2)).toBe('2026-12-06')
    expect(addWorkingDays('2026-12-02', 0)).toBe('2026-12-02')
  })
})

describe('dayInDhaka', () => {
  it('gives the day in Bangladesh of a moment: half past midnight there is still the previous day in UTC', () => {
    expect(dayInDhaka('2026-11-26T18:30:00.000Z')).toBe('2026-11-27')
    expect(dayInDhaka('2026-11-26T17:59:59.000Z')).toBe('2026-11-26')
  })
})

describe('formatClock', () => {
  it.each([
    ['06:00', '6:00 AM', 'সকাল ৬:০০'],
    ['10:30', '10:30 AM', 'সকাল ১০:৩০'],
    ['12:00', '12:00 PM', 'দুপুর ১২:০০'],
    ['14:30', '2:30 PM', 'দুপুর ২:৩০'],
    ['15:00', '3:00 PM', 'বিকাল ৩:০০'],
    ['18:00', '6:00 PM', 'সন্ধ্যা ৬:০০'],
    ['20:00', '8:00 PM', 'রাত ৮:০০'],
    ['23:30', '11:30 PM', 'রাত ১১:৩০'],
    ['00:15', '12:15 AM', 'রাত ১২:১৫'],
  ])('says %s as %s and %s', (time, english, bangla) => {
    expect(formatClock(time, 'en')).toBe(english)
    expect(formatClock(time, 'bn')).toBe(bangla)
  })

  it('gives back what is not a time of day', () => {
    expect(formatClock('noon', 'bn')).toBe('noon')
  })
})
