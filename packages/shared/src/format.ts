/**
 * The one place Utsab turns numbers, dates and phone numbers into text: the web pages, every email
 * and the e2e tests all print through here, so a price or a date reads the same everywhere.
 *
 * Written by hand rather than with Intl number/date formatting so the server render and every
 * browser (whatever its locale or time zone) print exactly the same text: no hydration mismatch.
 * The next language arrives here: each formatter takes the locale as its last argument.
 */
import { CURRENCY } from './constants'

export type TFormatLocale = 'en'

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** Bangladesh keeps UTC+6 all year (no daylight saving since 2009). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000

/**
 * Groups digits the Bangladeshi way (lakh, crore): 1234567 → "12,34,567". This is the grouping
 * people here read prices in (decision 019).
 */
export function groupDigits(value: number, _locale: TFormatLocale = 'en'): string {
  const negative = value < 0
  const digits = Math.round(Math.abs(value)).toString()
  if (digits.length <= 3) return (negative ? '-' : '') + digits
  const last3 = digits.slice(-3)
  let rest = digits.slice(0, -3)
  const groups: string[] = []
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2))
    rest = rest.slice(0, -2)
  }
  if (rest) groups.unshift(rest)
  return (negative ? '-' : '') + [...groups, last3].join(',')
}

/** An amount of taka, the one way Utsab writes money: 215000 → "2,15,000 BDT". */
export const formatMoney = (amount: number, locale: TFormatLocale = 'en') => `${groupDigits(amount, locale)} ${CURRENCY}`

/** A rating with one decimal, as the API gives it: 4 → "4.0". */
export const formatRating = (rating: number, _locale: TFormatLocale = 'en') => (Math.round(rating * 10) / 10).toFixed(1)

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day from the API (YYYY-MM-DD), which has no time zone: "14 Feb 2027". Anything else is returned as it is. */
export function formatDate(isoDate: string, _locale: TFormatLocale = 'en'): string {
  const match = CALENDAR_DATE.exec(isoDate)
  if (!match) return isoDate
  return `${Number(match[3])} ${MONTHS_SHORT[Number(match[2]) - 1]} ${match[1]}`
}

/** A moment (ISO timestamp or Date) in Bangladesh time: "14 Feb 2027, 09:05". */
export function formatDateTime(moment: string | Date, _locale: TFormatLocale = 'en'): string {
  const time = typeof moment === 'string' ? Date.parse(moment) : moment.getTime()
  if (Number.isNaN(time)) return String(moment)
  const d = new Date(time + DHAKA_OFFSET_MS)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCDate()} ${MONTHS_SHORT[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

/** Today's calendar day in Bangladesh (Asia/Dhaka) as YYYY-MM-DD: event dates are local days. */
export function todayInDhaka(now: Date = new Date()): string {
  return new Date(now.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10)
}

/** A calendar day `days` after (or before) `isoDate`, as YYYY-MM-DD. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Only the digits and a leading +: what a tel: link and a comparison need. */
export const phoneDigits = (phone: string) => phone.trim().replace(/(?!^\+)[^\d]/g, '')

/** A link that dials the number: "tel:+8801711000000". */
export const telHref = (phone: string) => `tel:${phoneDigits(phone)}`

/**
 * A phone number as people here write it. Bangladeshi mobiles (+8801XXXXXXXXX or 01XXXXXXXXX) read
 * "+880 1711-000000"; any other number keeps its digits, without the typing noise.
 */
export function formatPhone(phone: string, _locale: TFormatLocale = 'en'): string {
  const digits = phoneDigits(phone)
  const mobile = /^(?:\+?880|0)(1\d{3})(\d{6})$/.exec(digits)
  if (mobile) return `+880 ${mobile[1]}-${mobile[2]}`
  return digits || phone.trim()
}
