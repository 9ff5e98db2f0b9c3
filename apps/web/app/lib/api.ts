/** Browser-side JSON client for our own /api. Errors carry the server's `message`, `code` (and `fields`). */
export class ApiError extends Error {
  readonly status: number
  readonly fields: Record<string, string> | undefined
  /** The server's machine-readable reason: branch on this, never on `message`. */
  readonly code: string | undefined

  constructor(message: string, status: number, fields?: Record<string, string>, code?: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.fields = fields
    this.code = code
  }
}

type TErrorBody = { message?: unknown; fields?: unknown; code?: unknown }

const parseJson = (text: string): unknown => {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
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

type TRequestOptions = { idempotencyKey?: string }

async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: TRequestOptions = {},
): Promise<T> {
  let response: Response
  // A FormData body goes as multipart/form-data: the browser writes the content type with its boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    })
  } catch {
    throw new ApiError('Could not reach the server. Please check your connection and try again.', 0, undefined, 'network_error')
  }
  const json = parseJson(await response.text())
  if (!response.ok) {
    const error = (json ?? {}) as TErrorBody
    const message = typeof error.message === 'string' && error.message ? error.message : `Request failed (${response.status})`
    const fields = error.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : undefined
    throw new ApiError(message, response.status, fields, typeof error.code === 'string' ? error.code : undefined)
  }
  return json as T
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  /** `idempotencyKey`: one per user action (see useIdempotencyKey), on routes that create something. */
  post: <T>(path: string, body: unknown, options?: TRequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  /** multipart/form-data, for uploads. */
  postForm: <T>(path: string, form: FormData, options?: TRequestOptions) => request<T>('POST', path, form, options),
  delete: <T>(path: string) => request<T>('DELETE', path),
}
