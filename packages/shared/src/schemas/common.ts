import { z } from 'zod'
import { ERROR_CODES } from '../errors'
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

export const ZUuid = z.uuid({ message: 'Must be a valid id' })

/** A list's `page` query parameter: 1 by default; each bad value is answered with a 400 naming it. */
export const ZPageNumber = z.coerce
  .number({ message: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(10_000, 'page is too large')
  .default(1)

export const ZEmail = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Email is not valid' }))
  .transform((email) => email.toLowerCase())

/** An email field with its own label ('Agency email'): every message names the field as its label does. */
export const labelledEmail = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(254, `${label} is too long`)
    .pipe(z.email({ message: `${label} is not valid` }))
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
export function withoutControls<T extends z.ZodType<string>>(schema: T, label: string, options: { multiline?: boolean } = {}): T {
  const refused = options.multiline ? REFUSED_IN_TEXT : REFUSED_IN_LINE
  return schema.refine((value) => !refused.test(value), `${label} must not contain control characters.`) as T
}

/** A reason a person gives for a decision another person reads (declining an application, cancelling a booking). */
export const ZReason = withoutControls(
  z
    .string({ message: 'Please give a reason of at least 5 characters' })
    .trim()
    .min(5, 'Please give a reason of at least 5 characters')
    .max(500, 'The reason must be at most 500 characters'),
  'The reason',
  { multiline: true },
)

const PHONE_FORMAT = 'Enter a Bangladeshi mobile number, like 01711 000000'

/**
 * Bangladeshi mobile numbers however they are typed (01XXXXXXXXX, +880 or 880 in front, spaces or dashes, Latin or
 * Bengali digits), stored in one form: +8801XXXXXXXXX.
 */
export const ZPhone = z
  .string({ message: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
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
  label: string
  min: number
  max: number
  whole?: boolean
  messages?: TTypedNumberMessages
}) {
  const between = `${label} must be between ${min} and ${max}`
  let number = z.number({ message: messages.notNumber ?? `${label} must be a number` })
  if (whole) number = number.int(messages.whole ?? `${label} must be a whole number`)
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
export const wholeNumberBetween = (label: string, min: number, max: number) => typedNumber({ label, min, max })
