/**
 * The one place Utsab turns numbers, dates and phone numbers into text: the web pages, every email
 * and the e2e tests all print through here, so a price or a date reads the same everywhere.
 *
 * Written by hand rather than with Intl number/date formatting so the server render and every
 * browser (whatever its locale or time zone) print exactly the same text: no hydration mismatch.
 * Each formatter takes the locale as its last argument: English is the spec's ("2,15,000 BDT", "14 Feb 2027"),
 * Bangla writes Bengali digits, the taka sign and Bangla month and weekday names ("২,১৫,০০০ ৳", "১৪ ফেব্রুয়ারি ২০২৭").
 */
import { CURRENCY } from './constants'

export type TFormatLocale = 'en' | 'bn'

const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  bn: ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'],
} as const satisfies Record<TFormatLocale, readonly string[]>

/** Sunday first, as Date#getUTCDay counts. */
const WEEKDAYS = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  bn: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
} as const satisfies Record<TFormatLocale, readonly string[]>

const BENGALI_ZERO = 0x09e6

/** Latin digits written as Bengali digits: "2,15,000" → "২,১৫,০০০". */
export const toBengaliDigits = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit)))

/** Bengali digits read as Latin ones (what people type on a Bangla keyboard): "০১৭১১" → "01711". */
export const toLatinDigits = (text: string) => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO))

/**
 * A number as a person types it, with Latin or Bengali digits (or both), digit groups split by commas
 * ("২,১৫,০০০", "215,000") or spaces, and at most one decimal point: "২৫০" → 250, "১২,০০০" → 12000, "2.5" → 2.5.
 * Null for blank text and for anything else ("12abc", "1e5", "1,,2", ",5").
 */
export function parseTypedNumber(text: string): number | null {
  // NFKC reads full-width digits and no-break or thin spaces as plain ones; "−" is the minus sign some keyboards give.
  const typed = toLatinDigits(text.normalize('NFKC')).trim().replace(/^[−–]/, '-')
  const match = /^(-?)(\d+(?:[\s,\u066c]\d+)*)(?:\.(\d+))?$/.exec(typed)
  if (!match) return null
  const value = Number(`${match[1]}${(match[2] ?? '').replace(/\D/g, '')}${match[3] ? `.${match[3]}` : ''}`)
  return Number.isFinite(value) ? value : null
}

/**
 * A calendar day as a person types it, day first (dd/mm/yyyy; "/", "-", "." or spaces between, Latin or Bengali digits):
 * "১৪/০২/২০২৭" → "2027-02-14". Null for blank text, another shape, or a day the calendar does not have (31/02/2027).
 */
export function parseTypedDate(text: string): string | null {
  const match = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/.exec(toLatinDigits(text.normalize('NFKC')).trim())
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** A calendar day (YYYY-MM-DD) the way a date field shows it, day first, in the language's digits: "14/02/2027" ("১৪/০২/২০২৭"); "" when not a day. */
export function typedDate(isoDate: string, locale: TFormatLocale = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  return match ? digitsFor(`${match[3]}/${match[2]}/${match[1]}`, locale) : ''
}

/** The digits of a finished text in the locale's script. */
const digitsFor = (text: string, locale: TFormatLocale) => (locale === 'bn' ? toBengaliDigits(text) : text)

/** A number written as it is (no grouping: a booking number, a year), in the language's digits. */
export const plainDigits = (value: number | string, locale: TFormatLocale = 'en') => digitsFor(String(value), locale)

/** Bangladesh keeps UTC+6 all year (no daylight saving since 2009). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000

/**
 * Groups digits the Bangladeshi way (lakh, crore): 1234567 → "12,34,567". This is the grouping
 * people here read prices in (decision 019).
 */
export function groupDigits(value: number, locale: TFormatLocale = 'en'): string {
  const negative = value < 0
  const digits = Math.round(Math.abs(value)).toString()
  if (digits.length <= 3) return digitsFor((negative ? '-' : '') + digits, locale)
  const last3 = digits.slice(-3)
  let rest = digits.slice(0, -3)
  const groups: string[] = []
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2))
    rest = rest.slice(0, -2)
  }
  if (rest) groups.unshift(rest)
  return digitsFor((negative ? '-' : '') + [...groups, last3].join(','), locale)
}

/** An amount of taka, the one way Utsab writes money: 215000 → "2,15,000 BDT", in Bangla "২,১৫,০০০ ৳". */
export const formatMoney = (amount: number, locale: TFormatLocale = 'en') =>
  locale === 'bn' ? `${groupDigits(amount, locale)} ৳` : `${groupDigits(amount, locale)} ${CURRENCY}`

/** A rating with one decimal, as the API gives it: 4 → "4.0" ("৪.০"). */
export const formatRating = (rating: number, locale: TFormatLocale = 'en') => digitsFor((Math.round(rating * 10) / 10).toFixed(1), locale)

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

const dayMonthYear = (day: number, month: number, year: number, locale: TFormatLocale) =>
  digitsFor(`${day} ${MONTHS[locale][month]} ${year}`, locale)

/**
 * A calendar day from the API (YYYY-MM-DD), which has no time zone: "14 Feb 2027" ("১৪ ফেব্রুয়ারি ২০২৭").
 * Anything else is returned as it is.
 */
export function formatDate(isoDate: string, locale: TFormatLocale = 'en'): string {
  const match = CALENDAR_DATE.exec(isoDate)
  if (!match) return isoDate
  return dayMonthYear(Number(match[3]), Number(match[2]) - 1, Number(match[1]), locale)
}

/**
 * The calendar day (YYYY-MM-DD) of a day written in English by `formatDate` ("14 Feb 2027"), or null:
 * a sentence the server wrote in English can then show its date in the reader's language.
 */
export function calendarDateOf(written: string): string | null {
  const match = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(written)
  const month = match ? (MONTHS.en as readonly string[]).indexOf(match[2]!) : -1
  if (!match || month < 0) return null
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`
}

/** Month names short enough for a chart's axis (Bangla has no three-letter forms; these are the usual abbreviations). */
const AXIS_MONTHS = {
  en: MONTHS.en,
  bn: ['জানু', 'ফেব্রু', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টে', 'অক্টো', 'নভে', 'ডিসে'],
} as const satisfies Record<TFormatLocale, readonly string[]>

/**
 * A month from the API (YYYY-MM): "Mar 2026" ("মার্চ ২০২৬"); `short` gives the month alone, as a chart's
 * axis writes it ("Mar", "সেপ্টে"). Anything else is returned as it is.
 */
export function formatMonth(month: string, locale: TFormatLocale = 'en', style: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  const index = match ? Number(match[2]) - 1 : -1
  if (!match || index < 0 || index > 11) return month
  if (style === 'short') return AXIS_MONTHS[locale][index]!
  return digitsFor(`${MONTHS[locale][index]} ${match[1]}`, locale)
}

/** The day of the week of a calendar day (YYYY-MM-DD): "Friday" ("শুক্রবার"). */
export function formatWeekday(isoDate: string, locale: TFormatLocale = 'en'): string {
  return WEEKDAYS[locale][new Date(`${isoDate}T00:00:00Z`).getUTCDay()] ?? ''
}

/** Friday and Saturday are Bangladesh's weekend: the booking calendar marks them. */
export function isWeekend(isoDate: string): boolean {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay()
  return day === 5 || day === 6
}

/** The day of a moment (ISO timestamp or Date) in Bangladesh time: "14 Feb 2027" ("১৪ ফেব্রুয়ারি ২০২৭"). */
export function formatDay(moment: string | Date, locale: TFormatLocale = 'en'): string {
  const time = typeof moment === 'string' ? Date.parse(moment) : moment.getTime()
  if (Number.isNaN(time)) return String(moment)
  const d = new Date(time + DHAKA_OFFSET_MS)
  return dayMonthYear(d.getUTCDate(), d.getUTCMonth(), d.getUTCFullYear(), locale)
}

/** A moment (ISO timestamp or Date) in Bangladesh time: "14 Feb 2027, 09:05" ("১৪ ফেব্রুয়ারি ২০২৭, ০৯:০৫"). */
export function formatDateTime(moment: string | Date, locale: TFormatLocale = 'en'): string {
  const time = typeof moment === 'string' ? Date.parse(moment) : moment.getTime()
  if (Number.isNaN(time)) return String(moment)
  const d = new Date(time + DHAKA_OFFSET_MS)
  const pad = (n: number) => String(n).padStart(2, '0')
  const clock = digitsFor(`${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`, locale)
  return `${dayMonthYear(d.getUTCDate(), d.getUTCMonth(), d.getUTCFullYear(), locale)}, ${clock}`
}

/** The part of the day a Bangla clock names before the hour: dawn, morning, noon, afternoon, evening, night. */
function banglaPartOfDay(hour: number): string {
  if (hour >= 4 && hour < 6) return 'ভোর'
  if (hour >= 6 && hour < 12) return 'সকাল'
  if (hour >= 12 && hour < 15) return 'দুপুর'
  if (hour >= 15 && hour < 18) return 'বিকাল'
  if (hour >= 18 && hour < 20) return 'সন্ধ্যা'
  return 'রাত'
}

/**
 * A time of day ("HH:MM", Dhaka) on the 12-hour clock as each language says it: "10:30 AM", "6:00 PM";
 * "সকাল ১০:৩০", "সন্ধ্যা ৬:০০" (Bangla names the part of the day instead of AM/PM). Anything else is given back as it is.
 */
export function formatClock(time: string, locale: TFormatLocale = 'en'): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return time
  const hour = Number(match[1])
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]}`
  if (locale === 'bn') return `${banglaPartOfDay(hour)} ${toBengaliDigits(clock)}`
  return `${clock} ${hour < 12 ? 'AM' : 'PM'}`
}

/** Today's calendar day in Bangladesh (Asia/Dhaka) as YYYY-MM-DD: event dates are local days. */
export function todayInDhaka(now: Date = new Date()): string {
  return new Date(now.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10)
}

/** The calendar day in Bangladesh of a moment (an ISO timestamp): the day a review or a message was written, as people there saw it. */
export const dayInDhaka = (at: string) => todayInDhaka(new Date(at))

/** A calendar day `days` after (or before) `isoDate`, as YYYY-MM-DD. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/**
 * The calendar day `days` working days after `isoDate` (YYYY-MM-DD): Sunday to Thursday are working
 * days in Bangladesh, Friday and Saturday are not (see isWeekend). From a Thursday, 2 working days is the Monday.
 */
export function addWorkingDays(isoDate: string, days: number): string {
  let day = isoDate
  for (let left = days; left > 0;) {
    day = addDays(day, 1)
    if (!isWeekend(day)) left--
  }
  return day
}

/** Only the (Latin) digits and a leading +: what a tel: link and a comparison need. */
export const phoneDigits = (phone: string) => toLatinDigits(phone.trim()).replace(/(?!^\+)[^\d]/g, '')

const BANGLADESHI_MOBILE = /^(?:\+?880|0)(1[3-9]\d{8})$/

/**
 * The one form Utsab stores a Bangladeshi mobile in, "+8801711000000", from any way people type it: "01711 000000",
 * "+880-1711-000000", "8801711000000" or in Bengali digits "০১৭১১-০০০০০০". Null when it is not such a number.
 */
export function canonicalMobile(phone: string): string | null {
  const match = BANGLADESHI_MOBILE.exec(phoneDigits(phone))
  return match ? `+880${match[1]}` : null
}

/** A link that dials the number: "tel:+8801711000000". */
export const telHref = (phone: string) => `tel:${phoneDigits(phone)}`

/**
 * A phone number as people here write it. Bangladeshi mobiles (+8801XXXXXXXXX or 01XXXXXXXXX) read
 * "+880 1711-000000"; any other number keeps its digits, without the typing noise.
 */
export function formatPhone(phone: string, locale: TFormatLocale = 'en'): string {
  const digits = phoneDigits(phone)
  const mobile = /^(?:\+?880|0)(1\d{3})(\d{6})$/.exec(digits)
  if (mobile) return digitsFor(`+880 ${mobile[1]}-${mobile[2]}`, locale)
  return digitsFor(digits, locale) || phone.trim()
}
