/**
 * Month math for the calendars (the event-date picker, a merchant's calendar), on plain 'YYYY-MM-DD' strings (UTC arithmetic, so the
 * server render and every browser agree whatever their time zone). Weeks start on Sunday. Day arithmetic is the
 * shared formatting module's `addDays`.
 */
import { addDays, formatDate, formatWeekday, type TFormatLocale } from '@utsab/shared/format'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** A month: `month` is 0-11. */
export type TMonth = { year: number; month: number }

const pad = (value: number) => String(value).padStart(2, '0')

export const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)

export const toIso = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month, day))
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

const toUtc = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day))
}

export const monthOf = (iso: string): TMonth => {
  const date = toUtc(iso)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() }
}

export const addMonths = ({ year, month }: TMonth, count: number): TMonth => {
  const index = year * 12 + month + count
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 }
}

export const compareMonths = (a: TMonth, b: TMonth) => a.year * 12 + a.month - (b.year * 12 + b.month)

export const daysInMonth = ({ year, month }: TMonth) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

/** The same day of the month in another month, clamped to that month's length (31 Jan + 1 month → 28/29 Feb). */
export const shiftMonths = (iso: string, count: number) => {
  const target = addMonths(monthOf(iso), count)
  const day = Math.min(Number(iso.slice(8, 10)), daysInMonth(target))
  return toIso(target.year, target.month, day)
}

/** The month's weeks, Sunday first; days outside the month are null. */
export function monthGrid({ year, month }: TMonth): (string | null)[][] {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay()
  const cells: (string | null)[] = Array.from({ length: firstWeekday }, () => null)
  for (let day = 1; day <= daysInMonth({ year, month }); day += 1) cells.push(toIso(year, month, day))
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/** The shown month: "February 2027", in Bangla "ফেব্রুয়ারি ২০২৭" (the shared formatting's month names and digits). */
export const monthLabel = ({ year, month }: TMonth, locale: TFormatLocale = 'en') =>
  locale === 'en' ? `${MONTH_NAMES[month]} ${year}` : formatDate(toIso(year, month, 1), locale).replace(/^\S+\s/, '')

/** What a screen reader says for a day: "Sunday, 14 February 2027", in Bangla "রবিবার, ১৪ ফেব্রুয়ারি ২০২৭". */
export const dayLabel = (iso: string, locale: TFormatLocale = 'en') => {
  if (locale !== 'en') return `${formatWeekday(iso, locale)}, ${formatDate(iso, locale)}`
  const date = toUtc(iso)
  return `${WEEKDAY_NAMES[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** A Sunday: the week's days, Sunday first, are named from it. */
const A_SUNDAY = '2027-02-14'

/** The weekdays' full names, Sunday first: "Sunday" … "Saturday", in Bangla "রবিবার" … "শনিবার". */
export const weekdayNames = (locale: TFormatLocale = 'en') => WEEKDAY_NAMES.map((_, day) => formatWeekday(addDays(A_SUNDAY, day), locale))

export type TDayState = 'available' | 'booked' | 'unavailable'

/** Past days and days beyond the booking window cannot be picked; booked days are taken by someone else. */
export function dayState(iso: string, range: { min: string; max: string }, booked: ReadonlySet<string>): TDayState {
  if (iso < range.min || iso > range.max) return 'unavailable'
  return booked.has(iso) ? 'booked' : 'available'
}

/** Where a key press moves the focused day (arrows, Home/End, Page Up/Down), or undefined for other keys. */
export function moveByKey(iso: string, key: string, shiftKey = false): string | undefined {
  const weekday = toUtc(iso).getUTCDay()
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1)
    case 'ArrowRight':
      return addDays(iso, 1)
    case 'ArrowUp':
      return addDays(iso, -7)
    case 'ArrowDown':
      return addDays(iso, 7)
    case 'Home':
      return addDays(iso, -weekday)
    case 'End':
      return addDays(iso, 6 - weekday)
    case 'PageUp':
      return shiftMonths(iso, shiftKey ? -12 : -1)
    case 'PageDown':
      return shiftMonths(iso, shiftKey ? 12 : 1)
    default:
      return undefined
  }
}

/** Keeps a date inside [min, max]. */
export const clampDate = (iso: string, min: string, max: string) => (iso < min ? min : iso > max ? max : iso)

/** Friday and Saturday's columns (the grid starts on Sunday): the weekend in Bangladesh. */
export const WEEKEND_COLUMNS: ReadonlySet<number> = new Set([5, 6])

/** The column heads, Sunday first ("Su", in Bangla "রবি"), as message keys (a page showing a calendar loads them). */
export const SHORT_WEEKDAYS: readonly TMessageKey[] = [
  'calendar.short.sun',
  'calendar.short.mon',
  'calendar.short.tue',
  'calendar.short.wed',
  'calendar.short.thu',
  'calendar.short.fri',
  'calendar.short.sat',
]
