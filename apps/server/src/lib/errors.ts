import { errorCodeFor, type TErrorCode } from '@utsab/shared/errors'

export { DEFAULT_ERROR_CODES, errorCodeFor } from '@utsab/shared/errors'

/**
 * Errors a service throws on purpose; the error handler turns each into its status, message and
 * `code` (clients branch on the code, never on the message, which is for people).
 */
export class AppError extends Error {
  readonly code: TErrorCode
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    code?: TErrorCode,
  ) {
    super(message)
    this.name = new.target.name
    this.code = code ?? errorCodeFor(statusCode)
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message)
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code?: TErrorCode) {
    super(409, message, undefined, code)
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message)
  }
}

/** "field: message; …" — one readable line naming each input at fault. */
export const summarizeFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([field, message]) => (message.includes(field) ? message : `${field}: ${message}`))
    .join('; ')

/** A 400 from a failed zod parse, in the same shape as Fastify's own validation errors. */
export function validationError(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): AppError {
  const fields: Record<string, string> = {}
  for (const issue of issues) fields[issue.path.map(String).join('.') || 'input'] ??= issue.message
  return new AppError(400, summarizeFields(fields) || 'Invalid input', fields)
}
