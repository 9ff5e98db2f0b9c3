import type { TMessageValues } from '@utsab/shared/i18n/catalog'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import { localizePath, type TLocale } from '@utsab/shared/i18n/locales'
import type { smsEn } from '@utsab/shared/i18n/messages/sms'
import type { TNoticeKind } from '@utsab/shared/schemas/phone'
import { readNoticeRecipient } from '../db/users'
import { queueMail, type TMailDraft } from './email/compose'
import { mailWords, type TMailWords } from './email/words'
import type { TDbExecutor } from './jobs/queue'
import { queueSms } from './sms/queue'

export type TSmsKey = Extract<keyof typeof smsEn, `sms.${string}`>

/** How one notice reaches one person: by email, by SMS (to `phone`), or both, in their language. */
export type TNoticeRoute = { email: boolean; sms: boolean; phone: string | null; locale: TLocale }

/**
 * The one place that decides how a notice of `kind` reaches a person (issue 36): their channel for it (their choice when
 * they can be reached by it, else what reaches them), read with their number and language in one query. SMS needs a
 * number; a person without an account (none to read) is emailed.
 */
export async function noticeChannelsFor(db: TDbExecutor, userId: string | null, kind: TNoticeKind): Promise<TNoticeRoute> {
  const recipient = userId ? await readNoticeRecipient(db, userId) : undefined
  if (!recipient) return { email: true, sms: false, phone: null, locale: 'en' }
  const channel = recipient.channels[kind]
  return { email: channel !== 'sms', sms: channel !== 'email' && recipient.reachable.sms, phone: recipient.phone, locale: recipient.locale }
}

/** What an SMS needs to speak its recipient's language: the mail's words (dates, money, numbers, links) and the SMS texts. */
export function smsWords(locale: TLocale) {
  const { t } = serverTranslator(locale)
  return {
    ...mailWords(locale),
    t: (key: TSmsKey, values?: TMessageValues) => t(key, values),
    link: (origin: string, path: string) => `${origin}${localizePath(path, locale)}`,
  }
}
export type TSmsWords = ReturnType<typeof smsWords>

/**
 * Queues one notice to one person by the channels they chose for its kind, in `db`'s transaction when it is one: the
 * email (left out when they chose SMS only) and the SMS (when they chose SMS and have a number), both in their language.
 */
export async function queueNotice(
  db: TDbExecutor,
  notice: {
    userId: string | null
    kind: TNoticeKind
    /** The email, if this notice has one; `route.email` false leaves it unsent. */
    mail?: (words: TMailWords) => TMailDraft | Promise<TMailDraft>
    sms: (words: TSmsWords) => string
  },
  now = new Date(),
): Promise<TNoticeRoute> {
  const route = await noticeChannelsFor(db, notice.userId, notice.kind)
  if (notice.mail && route.email) await queueMail(db, notice.mail(mailWords(route.locale)))
  if (route.sms)
    await queueSms(db, { to: route.phone!, body: notice.sms(smsWords(route.locale)), kind: notice.kind, userId: notice.userId }, now)
  return route
}
