import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import type { TErrorCode } from '@utsab/shared/errors'
import type { TApiError } from '@utsab/shared/schemas/common'
import { AppError, errorCodeFor, summarizeFields } from '../lib/errors'

const statusText: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
}

/** The one shape of every error answer; routes that answer an error by hand use it too. */
export const errorBody = (statusCode: number, message: string, fields?: Record<string, string>, code?: TErrorCode): TApiError => ({
  statusCode,
  code: code ?? errorCodeFor(statusCode),
  error: statusText[statusCode] ?? 'Error',
  message,
  ...(fields ? { fields } : {}),
})
const body = errorBody

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
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'input'
        fields[key] ??= issue.message ?? 'Invalid value'
      }
      const summary = summarizeFields(fields)
      return reply.code(400).send(body(400, summary || 'Invalid input', fields, 'validation_failed'))
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(body(error.statusCode, error.message, error.fields, error.code))
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
      return reply.code(500).send(body(500, 'Something went wrong on our side. Please try again.'))
    }
    if (isDataException(error)) {
      // PostgreSQL refused a value the schemas let through (a NUL character, a number out of its range):
      // the caller's input, not our failure. Nothing was written: the statement (and its transaction) failed.
      request.log.warn({ err: error }, 'input refused by the database')
      return reply
        .code(400)
        .send(body(400, 'Some of the input is not valid (unsupported characters or a value out of range).', undefined, 'invalid_input'))
    }
    const statusCode = error.statusCode ?? 500
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send(body(500, 'Something went wrong on our side. Please try again.'))
    }
    // Fastify's own client errors (bad JSON, wrong content type, body too large) are safe to show.
    return reply.code(statusCode).send(body(statusCode, error.message))
  })
})
