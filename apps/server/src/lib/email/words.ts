import { formatClock, formatDate, formatDateTime, formatMoney, plainDigits } from '@utsab/shared/format'
import type { TPriceLineKey } from '@utsab/shared/booking-price'
import type { TMessageValues } from '@utsab/shared/i18n/catalog'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import { bookedNames } from '@utsab/shared/i18n/listing-name'
import { localizePath, type TLocale } from '@utsab/shared/i18n/locales'
import type { emailsEn } from '@utsab/shared/i18n/messages/emails'

export type TEmailKey = keyof typeof emailsEn

/**
 * What a mail needs to speak its recipient's language: its texts, money, dates and booking numbers
 * formatted for that language, and links to the site's pages in that language.
 */
export function mailWords(locale: TLocale) {
  const { t } = serverTranslator(locale)
  return {
    locale,
    t: (key: TEmailKey | 'site.name' | TPriceLineKey, values?: TMessageValues) => t(key, values),
    money: (amount: number) => formatMoney(amount, locale),
    date: (isoDate: string) => formatDate(isoDate, locale),
    /** A moment (a deadline), in Dhaka time. */
    moment: (at: string | Date) => formatDateTime(at, locale),
    /** A booking number as it is read: digits in the language, never grouped (#1042, not #1,042). */
    number: (value: number) => plainDigits(value, locale),
    /** A booking's listing name, category and location in the mail's language (the Bangla ones it was booked with). */
    names: (order: Parameters<typeof bookedNames>[0]) => bookedNames(order, locale),
    /** A start time ("HH:MM") on the 12-hour clock of the mail's language: "4:30 PM", "বিকাল ৪:৩০". */
    clock: (time: string) => formatClock(time, locale),
    link: (origin: string, path: string) => `${origin}${localizePath(path, locale)}`,
    /** A booking's own page, which every mail about a booking links to. */
    bookingPage: (origin: string, orderId: string) => `${origin}${localizePath(`/orders/${orderId}`, locale)}`,
  }
}
export type TMailWords = ReturnType<typeof mailWords>
