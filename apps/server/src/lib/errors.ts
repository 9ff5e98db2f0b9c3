import { ERRORS, type TCodeWithParams, type TErrorCode, type TErrorParams } from '@utsab/shared/errors'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { decodeMessage, renderMessage, type TMessage, type TMessageParams } from '@utsab/shared/i18n/message'

export { DEFAULT_ERROR_CODES, errorCodeFor } from '@utsab/shared/errors'

/**
 * A field's refusal: a sentence by key, or the message of a zod issue, which carries its key too (the
 * shared schemas' messages, schemas/messages-by-key.ts); anything else is shown as it is.
 */
export type TFieldMessage = TMessage | string
export type TFieldMessages = Readonly<Record<string, TFieldMessage>>

/** A code's values when its sentence takes some; the fields at fault after them. */
type TAppErrorArgs<C extends TErrorCode> = C extends TCodeWithParams
  ? [params: TErrorParams<C>, fields?: TFieldMessages]
  : [params?: undefined, fields?: TFieldMessages]

/**
 * Errors a service throws on purpose: a code of the union (packages/shared/src/errors.ts), which gives
 * the status and the sentence, the sentence's values, and the inputs at fault. The error handler
 * writes the sentence in the request's language; `message` holds it in English, for the log.
 */
export class AppError<C extends TErrorCode = TErrorCode> extends Error {
  readonly statusCode: number
  readonly params: TMessageParams | undefined
  readonly fields: TFieldMessages | undefined

  constructor(
    readonly code: C,
    ...[params, fields]: TAppErrorArgs<C>
  ) {
    super(errorMessage('en', code, params, fields))
    this.name = new.target.name
    this.statusCode = ERRORS[code].status
    this.params = params
    this.fields = fields
  }

  /** The code's own sentence, with its values (to name a field after it). */
  get sentence(): TMessage {
    return { key: ERRORS[this.code].key, ...(this.params ? { params: this.params } : {}) }
  }
}

/** An AppError whose code is chosen at run time (a shared rule's refusal): its values come with it. */
export const appError = (code: TErrorCode, params?: TMessageParams, fields?: TFieldMessages): AppError =>
  new (AppError as new (code: TErrorCode, params?: TMessageParams, fields?: TFieldMessages) => AppError)(code, params, fields)

/** Each field's sentence in the language. */
export function renderFields(locale: TLocale, fields: TFieldMessages): Record<string, string> {
  const { t } = serverTranslator(locale)
  const rendered: Record<string, string> = {}
  for (const [name, field] of Object.entries(fields)) {
    const message = typeof field === 'string' ? (decodeMessage(field) ?? field) : field
    rendered[name] = typeof message === 'string' ? message : renderMessage(t, locale, message)
  }
  return rendered
}

/**
 * "field: message; …" — one readable line naming each input at fault. In Bangla, the sentences alone:
 * the inputs' names are the API's English words.
 */
export const summarizeFields = (fields: Readonly<Record<string, string>>, locale: TLocale = 'en') =>
  Object.entries(fields)
    .map(([field, message]) => (locale !== 'en' || message.includes(field) ? message : `${field}: ${message}`))
    .join('; ')

/**
 * An error's sentence in the language: the code's own, with its values; or, for a code that says so,
 * its fields' (the first one's, or all of them summed up).
 */
export function errorMessage(
  locale: TLocale,
  code: TErrorCode,
  params?: TMessageParams,
  fields?: TFieldMessages,
  rendered = fields ? renderFields(locale, fields) : undefined,
): string {
  const spec: { key: TMessage['key']; message?: 'first' | 'summary' } = ERRORS[code]
  const sentences = rendered ? Object.values(rendered) : []
  if (spec.message === 'first' && sentences.length > 0) return sentences[0]!
  if (spec.message === 'summary' && rendered && sentences.length > 0) return summarizeFields(rendered, locale)
  return renderMessage(serverTranslator(locale).t, locale, { key: spec.key, ...(params ? { params } : {}) })
}

/** The fields of a refusal passed on from another's answer (better-auth's), when it names some. */
export function passedOnFields(body: unknown): Record<string, string> | undefined {
  const fields = (body as { fields?: unknown } | null | undefined)?.fields
  if (!fields || typeof fields !== 'object') return undefined
  const named = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  return named.length > 0 ? Object.fromEntries(named) : undefined
}

/** A 400 from a failed zod parse, in the same shape as Fastify's own validation errors. */
export function validationError(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, extra: TFieldMessages = {}): AppError {
  const fields: Record<string, TFieldMessage> = {}
  for (const issue of issues) fields[issue.path.map(String).join('.') || 'input'] ??= issue.message
  return new AppError('validation_failed', undefined, { ...fields, ...extra })
}
