import { z } from 'zod'
import { ERROR_CODES } from '../errors'
import { label, m, maxLength, required, type TLabel } from './messages-by-key'
import { canonicalMobile, parseTypedNumber } from '../format'

/** Every error answer of the API. `fields` names the inputs at fault, with a message each. */
export const ZApiError = z.object({
  statusCode: z.number().int(),
  /** Machine-readable reason, one of the union in errors.ts (`validation_failed`, `cart_full`, …): clients branch on it, never on `message`. */
  code: z.enum(ERROR_CODES),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
})
export type TApiError = z.infer<typeof ZApiError>

export const ZUuid = z.uuid({ message: m('validation.id.invalid') })

/** A list's `page` query parameter: 1 by default; each bad value is answered with a 400 naming it. */
export const ZPageNumber = z.coerce
  .number({ message: m('validation.number.notNumber', { label: 'page' }) })
  .int(m('validation.number.whole', { label: 'page' }))
  .min(1, m('validation.number.atLeastOne', { label: 'page' }))
  .max(10_000, m('validation.number.tooLarge', { label: 'page' }))
  .default(1)

/**
 * An account made with a mobile number has no email until it adds one; better-auth needs one, so it holds a random
 * address under this reserved domain (`.invalid` never delivers), which no form accepts (ZEmail refuses it).
 */
export const PHONE_ACCOUNT_EMAIL_DOMAIN = 'phone.utsab.invalid'
export const isPhoneAccountEmail = (email: string) => email.toLowerCase().endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`)

export const ZEmail = z
  .string({ message: required(label('validation.label.email')) })
  .trim()
  .min(1, required(label('validation.label.email')))
  .max(254, m('validation.email.tooLong'))
  .pipe(z.email({ message: m('validation.email.invalid') }))
  .refine((email) => !isPhoneAccountEmail(email), m('validation.email.invalid'))
  .transform((email) => email.toLowerCase())

/** An email field with its own label ('Agency email'): every message names the field as its label does. */
export const labelledEmail = (name: TLabel) =>
  z
    .string({ message: required(name) })
    .trim()
    .min(1, required(name))
    .max(254, m('validation.email.labelledTooLong', { label: name }))
    .pipe(z.email({ message: m('validation.email.labelledInvalid', { label: name }) }))
    .transform((email) => email.toLowerCase())

/**
 * Characters a person's text never needs and that deceive whoever reads it: C0 and C1 controls and DEL
 * (Cc), invisible format characters such as bidi overrides, zero-width spaces, the BOM and the soft
 * hyphen (Cf), lone surrogates (Cs) and the Unicode line and paragraph separators. The zero-width
 * joiner and non-joiner stay allowed: Bengali script and emoji sequences need them.
 */
const REFUSED_IN_LINE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u
/** The same, but newlines and tabs are fine (descriptions, messages, reasons). */
const REFUSED_IN_TEXT = /(?![\t\n\r\u200c\u200d])[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u

/**
 * Every text field a person types goes through this: `label` names the field in the message.
 * Only `multiline` fields (descriptions, messages) may hold newlines and tabs.
 */
export function withoutControls<T extends z.ZodType<string>>(schema: T, name: TLabel, options: { multiline?: boolean } = {}): T {
  const refused = options.multiline ? REFUSED_IN_TEXT : REFUSED_IN_LINE
  return schema.refine((value) => !refused.test(value), m('validation.text.controls', { label: name })) as T
}

/** One line of typed text, required and at most `max` characters, its messages naming `name`. */
export const requiredText = (name: TLabel, max: number) =>
  withoutControls(
    z
      .string({ message: required(name) })
      .trim()
      .min(1, required(name))
      .max(max, maxLength(name, max)),
    name,
  )

/** A reason a person gives for a decision another person reads (declining an application, cancelling a booking). */
export const ZReason = withoutControls(
  z
    .string({ message: m('validation.reason.min') })
    .trim()
    .min(5, m('validation.reason.min'))
    .max(500, maxLength(label('validation.label.reason'), 500)),
  label('validation.label.reason'),
  { multiline: true },
)

const PHONE_FORMAT = m('validation.phone.mobile')

/**
 * Bangladeshi mobile numbers however they are typed (01XXXXXXXXX, +880 or 880 in front, spaces or dashes, Latin or
 * Bengali digits), stored in one form: +8801XXXXXXXXX.
 */
export const ZPhone = z
  .string({ message: required(label('validation.label.phoneNumber')) })
  .trim()
  .min(1, required(label('validation.label.phoneNumber')))
  .transform((phone, context) => {
    const mobile = canonicalMobile(phone)
    if (mobile) return mobile
    context.addIssue({ code: 'custom', message: PHONE_FORMAT })
    return z.NEVER
  })

/** What `typedNumber` says when a value is refused; each defaults to a sentence naming `label`. */
export type TTypedNumberMessages = { notNumber?: string; whole?: string; min?: string; max?: string }

/**
 * Every number a person types (guests, quantity, hours, prices, percentages, a list's price and guest filters),
 * in a form, an API body or a URL: a number, or text in Latin or Bengali digits with digit groups ("২৫০", "১২,০০০",
 * "2,15,000"), read through `parseTypedNumber`, so "২৫০" is 250 in the browser and on the server alike. Blank
 * text counts as no number (`.optional()` lets an absent one through). Whole numbers unless `whole: false`.
 */
export function typedNumber({
  label,
  min,
  max,
  whole = true,
  messages = {},
}: {
  label: TLabel
  min: number
  max: number
  whole?: boolean
  messages?: TTypedNumberMessages
}) {
  const between = m('validation.number.between', { label, min, max })
  let number = z.number({ message: messages.notNumber ?? m('validation.number.notNumber', { label }) })
  if (whole) number = number.int(messages.whole ?? m('validation.number.whole', { label }))
  number = number.min(min, messages.min ?? between).max(max, messages.max ?? between)
  return z.preprocess(readTypedNumber, number)
}

/** Text as `typedNumber` reads it: blank is no number, text that is not a number stays refused (NaN). */
const readTypedNumber = (value: unknown) => {
  if (typeof value !== 'string') return value
  if (value.trim() === '') return undefined
  return parseTypedNumber(value) ?? Number.NaN
}

/** A whole number from `min` to `max` as a form gives it (text, Latin or Bengali digits), with the field's label in each message. */
export const wholeNumberBetween = (name: TLabel, min: number, max: number) => typedNumber({ label: name, min, max })
