import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { ERRORS, errorCodeFor, isErrorCode, type TCodeWithParams, type TErrorCode, type TErrorParams } from '@utsab/shared/errors'
import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TMessageParams } from '@utsab/shared/i18n/message'
import type { TApiError } from '@utsab/shared/schemas/common'
import { AppError, errorMessage, renderFields, type TFieldMessage, type TFieldMessages } from '../lib/errors'

const statusText: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
}

/**
 * The one shape of every error answer, its sentences in `locale`; routes that answer an error by hand
 * use it too. The status is the code's, unless the answer passes on another's (better-auth, Fastify).
 */
export function errorBody(
  locale: TLocale,
  code: TErrorCode,
  params?: TMessageParams,
  fields?: TFieldMessages,
  statusCode: number = ERRORS[code].status,
): TApiError {
  const rendered = fields ? renderFields(locale, fields) : undefined
  return {
    statusCode,
    code,
    error: statusText[statusCode] ?? 'Error',
    message: errorMessage(locale, code, params, fields, rendered),
    ...(rendered ? { fields: rendered } : {}),
  }
}

/** The request's language; English in an app without the language plugin (a test's bare Fastify). */
const localeOf = (request: FastifyRequest): TLocale => (request as { locale?: TLocale }).locale ?? 'en'

type TAnswerArgs<C extends TErrorCode> = C extends TCodeWithParams
  ? [params: TErrorParams<C>, fields?: TFieldMessages]
  : [params?: undefined, fields?: TFieldMessages]

/** Answers an error by hand (a hook that stops a request), in the request's language. */
export function sendError<C extends TErrorCode>(
  request: FastifyRequest,
  reply: FastifyReply,
  code: C,
  ...[params, fields]: TAnswerArgs<C>
) {
  return reply
    .code(ERRORS[code].status)
    .header('vary', 'accept-language')
    .send(errorBody(localeOf(request), code, params, fields))
}

/**
 * The code of a refusal passed on from another's answer (better-auth's, Fastify's): its own when the union
 * has it, else the default of its status (one whose sentence takes no values).
 */
export function passedOnCode(code: unknown, statusCode: number): TErrorCode {
  if (isErrorCode(code)) return code
  const fallback = errorCodeFor(statusCode)
  return 'params' in ERRORS[fallback] ? 'invalid_input' : fallback
}

/** Fastify's own refusals of a request it cannot read, by Fastify's code. */
const FASTIFY_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'json_body_empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'json_body_invalid',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content_length_mismatch',
}

/** PostgreSQL's class 22 "data exception" (bad encoding, NUL, numeric or date overflow), wrapped by Drizzle or not. */
function isDataException(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause]
  return candidates.some((candidate) => {
    const code = (candidate as { code?: unknown } | null)?.code
    return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)
  })
}

/**
 * One place maps every failure to a JSON answer: validation → 400 naming each field, our own
 * errors → their status, anything else → 500 with a generic message (details go to the log only).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = (code: TErrorCode, params?: TMessageParams, fields?: TFieldMessages, statusCode: number = ERRORS[code].status) =>
      reply
        .code(statusCode)
        .header('vary', 'accept-language')
        .send(errorBody(localeOf(request), code, params, fields, statusCode))
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, TFieldMessage> = {}
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'input'
        fields[key] ??= issue.message ?? { key: 'errors.invalidValue' }
      }
      return answer('validation_failed', undefined, fields)
    }
    if (error instanceof AppError) return answer(error.code, error.params, error.fields)
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
      return answer('internal_error')
    }
    if (isDataException(error)) {
      // PostgreSQL refused a value the schemas let through (a NUL character, a number out of its range):
      // the caller's input, not our failure. Nothing was written: the statement (and its transaction) failed.
      request.log.warn({ err: error }, 'input refused by the database')
      return answer('invalid_input')
    }
    const statusCode = error.statusCode ?? 500
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed')
      return answer('internal_error')
    }
    // Fastify's own client errors (bad JSON, wrong content type, body too large): their status, our sentence.
    return answer(FASTIFY_CODES[error.code] ?? passedOnCode(undefined, statusCode), undefined, undefined, statusCode)
  })
})
