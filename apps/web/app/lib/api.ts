import type { TErrorCode } from '@utsab/shared/errors'

/**
 * The codes a refusal carries: the server's (the union in packages/shared/src/errors.ts), and the two the
 * browser gives itself (the server could not be reached; its answer did not match the contract).
 */
export type TApiErrorCode = TErrorCode | 'network_error' | 'contract_violation'

/**
 * What a refused call throws (see api-client.ts, the one way to call our own /api): the server's
 * `message` to show, its `code` to branch on, and `fields` to place under the form's fields.
 */
export class ApiError extends Error {
  readonly status: number
  readonly fields: Record<string, string> | undefined
  /** The server's machine-readable reason: branch on this, never on `message`. */
  readonly code: TApiErrorCode | undefined

  constructor(message: string, status: number, fields?: Record<string, string>, code?: TApiErrorCode) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.fields = fields
    this.code = code
  }
}

/**
 * A fresh Idempotency-Key: creating routes answer a repeat of the same key with the first answer, so
 * a double click or a retry after a lost answer never creates twice. (getRandomValues, unlike
 * randomUUID, works on plain-http origins too.)
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
