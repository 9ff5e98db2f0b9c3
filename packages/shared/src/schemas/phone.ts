import { z } from 'zod'
import { ZFullName } from './auth'
import { ZPhone } from './common'

// Where an account made with a mobile number keeps its placeholder email (decision 056).
export { isPhoneAccountEmail, PHONE_ACCOUNT_EMAIL_DOMAIN } from './common'
import { m } from './messages-by-key'
import { toLatinDigits } from '../format'

/**
 * Signing in with a mobile number and an SMS code (issue 36), proving a number for an account, and choosing
 * how notices reach a person. The numbers are Bangladeshi mobiles in one form, +8801XXXXXXXXX.
 */

/** How long a code stands, how many tries it takes, and how soon another may be asked for. */
export const PHONE_CODE_LIFETIME_SECONDS = 5 * 60
export const PHONE_CODE_TRIES = 3
export const PHONE_CODE_RESEND_SECONDS = 60
export const PHONE_CODE_LENGTH = 6

/** The six digits of a code, typed in Latin or Bengali digits, with any spaces between them. */
export const ZPhoneCode = z
  .string({ message: m('validation.phoneCode.format') })
  .transform((code) => toLatinDigits(code).replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, m('validation.phoneCode.format')))

/** POST /api/auth/phone/send-code: a code to sign in (or up) with this number, or to prove it for the signed-in account. */
export const ZSendPhoneCode = z.object({
  phone: ZPhone,
  purpose: z.enum(['sign-in', 'add-phone']).default('sign-in'),
})
export type TSendPhoneCode = z.input<typeof ZSendPhoneCode>

/** Answered whether or not an account holds the number: when the code expires and when another may be asked for. */
export const ZPhoneCodeSent = z.object({ expiresInSeconds: z.number().int(), resendInSeconds: z.number().int() })
export type TPhoneCodeSent = z.infer<typeof ZPhoneCodeSent>

/**
 * POST /api/auth/phone/verify: the code signs in whoever holds the number. A number without an account makes one,
 * with `name`; without a name it answers `nameNeeded` and the code stays good for the rest of its five minutes.
 */
export const ZVerifyPhoneCode = z.object({ phone: ZPhone, code: ZPhoneCode, name: ZFullName.optional() })
export type TVerifyPhoneCode = z.input<typeof ZVerifyPhoneCode>
export const ZPhoneSignedIn = z.union([
  z.object({ status: z.literal('signed-in'), created: z.boolean() }),
  z.object({ status: z.literal('name-needed') }),
])
export type TPhoneSignedIn = z.infer<typeof ZPhoneSignedIn>

/** POST /api/account/phone/verify: the code proves the number for the signed-in account. */
export const ZConfirmAccountPhone = z.object({ phone: ZPhone, code: ZPhoneCode })
export type TConfirmAccountPhone = z.input<typeof ZConfirmAccountPhone>

/** The notices a person may have sent by SMS, by email, or both (issue 36). */
export const NOTICE_KINDS = [
  'request-new',
  'booking-paid',
  'request-accepted',
  'request-declined',
  'request-lapsed',
  'balance-due',
  'event-tomorrow',
] as const
export type TNoticeKind = (typeof NOTICE_KINDS)[number]
export const NOTICE_CHANNELS = ['sms', 'email', 'both'] as const
export type TNoticeChannel = (typeof NOTICE_CHANNELS)[number]
export type TNoticeChannels = Partial<Record<TNoticeKind, TNoticeChannel>>

/** GET and PUT /api/account/notices: each kind's channel (a kind left out keeps its channel). */
export const ZNoticeChannels = z.partialRecord(z.enum(NOTICE_KINDS), z.enum(NOTICE_CHANNELS, { message: m('validation.noticeChannel') }))
export const ZNoticeSettings = z.object({
  channels: z.record(z.enum(NOTICE_KINDS), z.enum(NOTICE_CHANNELS)),
  /** What the account can be reached by: a channel it lacks is not offered. */
  reachable: z.object({ sms: z.boolean(), email: z.boolean() }),
})
export type TNoticeSettings = z.infer<typeof ZNoticeSettings>

/** A channel that reaches the person: their choice when they have it, else what they can be reached by. */
export function defaultNoticeChannel(reachable: { sms: boolean; email: boolean }): TNoticeChannel {
  if (reachable.sms && reachable.email) return 'both'
  return reachable.sms ? 'sms' : 'email'
}

/** GET /api/admin/sms: what SMS cost and how they fared over the last 30 days, and the latest ones. */
export const ZSmsFigures = z.object({
  days: z.number().int(),
  totals: z.object({
    sent: z.number().int(),
    failed: z.number().int(),
    waiting: z.number().int(),
    segments: z.number().int(),
    costPaisa: z.number().int(),
  }),
  byKind: z.array(
    z.object({
      kind: z.string(),
      sent: z.number().int(),
      failed: z.number().int(),
      segments: z.number().int(),
      costPaisa: z.number().int(),
    }),
  ),
  latest: z.array(
    z.object({
      id: z.string(),
      /** The number with its middle hidden: +88017•••••678. */
      to: z.string(),
      kind: z.string(),
      status: z.enum(['queued', 'sent', 'failed']),
      encoding: z.enum(['gsm', 'ucs2']),
      segments: z.number().int(),
      costPaisa: z.number().int(),
      error: z.string().nullable(),
      createdAt: z.iso.datetime(),
      sentAt: z.iso.datetime().nullable(),
    }),
  ),
})
export type TSmsFigures = z.infer<typeof ZSmsFigures>
