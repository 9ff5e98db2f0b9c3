import { z } from 'zod'
import { LOCALES } from '../i18n/locales'
import { isCommonPassword } from '../common-passwords'
import { PASSWORD_LENGTH } from '../constants'
import { isPhoneAccountEmail, withoutControls } from './common'
import { label, m, maxLength, required } from './messages-by-key'

const FULL_NAME = label('validation.label.fullName')

/** The spec's email rules (§5), with its messages. */
export const ZSignupEmail = z
  .string({ message: m('validation.signupEmail.required') })
  .trim()
  .min(1, m('validation.signupEmail.required'))
  .max(254, m('validation.signupEmail.invalid'))
  .pipe(z.email({ message: m('validation.signupEmail.invalid') }))
  // The placeholder of accounts made with a mobile number (decision 056) is nobody's address.
  .refine((email) => !isPhoneAccountEmail(email), m('validation.signupEmail.invalid'))
  .transform((email) => email.toLowerCase())

/** The spec's password rules (§5), with its messages, plus a refusal of the commonest passwords. */
export const ZNewPassword = z
  .string({ message: m('validation.password.min') })
  .min(PASSWORD_LENGTH.min, m('validation.password.min'))
  .max(PASSWORD_LENGTH.max, m('validation.password.max'))
  .regex(/[A-Z]/, m('validation.password.uppercase'))
  .regex(/[!@#$%^&*]/, m('validation.password.special'))
  .refine((password) => !isCommonPassword(password), m('validation.password.common'))

export const ZSignup = z.object({
  fullName: withoutControls(
    z
      .string({ message: required(FULL_NAME) })
      .trim()
      .min(1, required(FULL_NAME))
      .max(100, maxLength(FULL_NAME, 100)),
    FULL_NAME,
  ),
  email: ZSignupEmail,
  password: ZNewPassword,
})
export type TSignup = z.input<typeof ZSignup>

/** Log in: the spec sets no rules; we only require both fields. */
export const ZLogin = z.object({
  email: z.string().trim().min(1, m('validation.signupEmail.required')),
  password: z.string().min(1, m('validation.password.enter')),
})
export type TLogin = z.input<typeof ZLogin>

export const ZForgotPassword = z.object({ email: ZSignupEmail })
export type TForgotPassword = z.input<typeof ZForgotPassword>

export const ZResetPassword = z.object({ token: z.string().min(1, m('validation.resetLink.incomplete')), password: ZNewPassword })
export type TResetPassword = z.input<typeof ZResetPassword>

/** Role: absent (null) means an ordinary user (spec §3). */
export const USER_ROLES = ['requested', 'merchant', 'admin'] as const
export const ZRole = z.enum(USER_ROLES).nullable()
export type TRole = z.infer<typeof ZRole>
/** What the admin users table shows for each role (spec §2). */
export const roleLabel = (role: TRole) => role ?? 'user'

export const ZUser = z.object({
  id: z.string(),
  name: z.string(),
  /** Empty for an account made with a mobile number that has not added an email. */
  email: z.string(),
  image: z.string().nullable(),
  role: ZRole,
  emailVerified: z.boolean(),
  /** The mobile number was proved with an SMS code: it signs in and counts as a verified email does. */
  phoneVerified: z.boolean(),
  /** The language the person chose with the switch (null: never chose; English). */
  locale: z.enum(LOCALES).nullable(),
  /** The mobile number they gave (at a first booking or on the account page), +8801XXXXXXXXX; null until then. */
  phone: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type TUser = z.infer<typeof ZUser>

/** GET /api/me: the session's user (or null) and which sign-in providers are configured. */
export const ZMe = z.object({
  user: ZUser.nullable(),
  /** `phone`: signing in with a mobile number and an SMS code is offered (an SMS gateway is configured). */
  providers: z.object({ google: z.boolean(), phone: z.boolean() }),
  cartCount: z.number().int(),
  /** Conversations with a message the user has not read (issue 17): the header's messages count. */
  unreadMessages: z.number().int(),
})
export type TMe = z.infer<typeof ZMe>

/** A person's name on their account (profile, account page). */
export const ZFullName = withoutControls(
  z
    .string({ message: required(FULL_NAME) })
    .trim()
    .min(1, required(FULL_NAME))
    .max(100, maxLength(FULL_NAME, 100)),
  FULL_NAME,
)

export const ZUpdateProfile = z.object({
  name: ZFullName,
  image: z.string().max(500).nullable().optional(),
})
export type TUpdateProfile = z.input<typeof ZUpdateProfile>

export const ZEmailParams = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: m('validation.signupEmail.invalid') })),
})
export const ZIdParams = z.object({ id: z.string().min(1).max(100) })
export const ZSetMerchantRole = z.object({ role: z.literal('merchant', { message: m('validation.role.merchant') }) })
export const ZIsAdmin = z.object({ isAdmin: z.boolean() })
export const ZModified = z.object({ modifiedCount: z.number().int() })
export const ZToken = z.object({ token: z.string(), expiresAt: z.iso.datetime() })
export const ZUserList = z.object({ data: z.array(ZUser) })
