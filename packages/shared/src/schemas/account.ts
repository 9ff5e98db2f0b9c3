import { z } from 'zod'
import { LOCALES } from '../i18n/locales'
import { ZFullName, ZNewPassword, ZRole, ZUpdateProfile } from './auth'
import { ZEmail, ZPhone } from './common'
import { m } from './messages-by-key'

/**
 * The account page (issue 17): one's own profile, language, password and signed-in devices. Every
 * route acts on the session's own account; no id or email is ever taken from the request.
 */

/** GET /api/account: what the account page shows. `hasPassword` is false for an account made with Google only. */
export const ZAccount = z.object({
  id: z.string(),
  name: z.string(),
  /** Empty for an account made with a mobile number that has not added an email. */
  email: z.string(),
  /**
   * An address this account (made with a mobile number) asked to add, waiting for the link mailed to it to be followed
   * (POST /api/account/email); null when none is waiting.
   */
  pendingEmail: z.string().nullable(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  /** +8801XXXXXXXXX, or null when never given. */
  phone: z.string().nullable(),
  /** `phone` was proved with an SMS code (then it signs in, and is changed only with a code for the new number). */
  phoneVerified: z.boolean(),
  /** A merchant offers a WhatsApp chat with `phone` on their listings and bookings. */
  whatsapp: z.boolean(),
  locale: z.enum(LOCALES).nullable(),
  role: ZRole,
  hasPassword: z.boolean(),
})
export type TAccount = z.infer<typeof ZAccount>

/** A mobile number that may be left empty: empty (or only spaces) clears it, anything else must be a Bangladeshi mobile. */
export const ZOptionalPhone = z
  .string({ message: m('validation.phone.mobile') })
  .nullable()
  .transform((phone) => phone?.trim() || null)
  .pipe(ZPhone.nullable())

/**
 * PATCH /api/account: any of name, mobile number, picture and language; what is left out stays. The
 * picture is one this account uploaded (POST /api/account/photo), or null to remove it.
 */
export const ZAccountUpdate = z.object({
  name: ZFullName.optional(),
  /** A merchant's WhatsApp chat on their listings and bookings (needs a mobile number). */
  whatsapp: z.boolean().optional(),
  phone: ZOptionalPhone.optional(),
  image: ZUpdateProfile.shape.image,
  locale: z.enum(LOCALES, { message: m('validation.language') }).optional(),
})
export type TAccountUpdate = z.input<typeof ZAccountUpdate>

/** POST /api/account/photo answers the stored picture's address, for PATCH /api/account. */
export const ZUploadedPhoto = z.object({ image: z.string() })

/** POST /api/account/password: the current password proves it is the owner; the new one obeys the sign-up rules. */
export const ZChangePassword = z.object({
  currentPassword: z
    .string({ message: m('validation.password.current') })
    .min(1, m('validation.password.current'))
    .max(128, m('validation.password.currentWrong')),
  newPassword: ZNewPassword,
  /** End every other signed-in session (this one stays): on by default. */
  signOutOthers: z.boolean().default(true),
})
/**
 * POST /api/account/email: an account made with a mobile number asks to add an email; it becomes the account's (verified)
 * only when the link mailed to it is followed (GET /api/account/email/confirm).
 */
export const ZAddEmail = z.object({ email: ZEmail })
export type TAddEmail = z.input<typeof ZAddEmail>

export type TChangePassword = z.input<typeof ZChangePassword>
export const ZPasswordChanged = z.object({ otherSessionsEnded: z.boolean() })

export const DEVICE_KINDS = ['phone', 'tablet', 'computer'] as const

/** One signed-in session of the account: where and when, never its token. */
export const ZAccountSession = z.object({
  id: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
  /** Read from the browser's user agent: proper names (Chrome, Android), or null when it says nothing we know. */
  device: z.object({ browser: z.string().nullable(), os: z.string().nullable(), kind: z.enum(DEVICE_KINDS).nullable() }),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Renewed when the session is used, at most once a day. */
  lastActiveAt: z.iso.datetime(),
})
export type TAccountSession = z.infer<typeof ZAccountSession>
export const ZAccountSessions = z.object({ data: z.array(ZAccountSession) })

export const ZSessionParams = z.object({ id: z.string().min(1, m('validation.id.invalid')).max(100, m('validation.id.invalid')) })
export const ZSessionsEnded = z.object({ ended: z.number().int() })
