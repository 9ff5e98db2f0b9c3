import { data, type AppLoadContext } from 'react-router'
import type { z } from 'zod'
// The browser's own few sentences are message keys, written in the page's language where they are shown (lib/toast.ts).
import { encodeMessage } from '@utsab/shared/i18n/message'
import type { TErrorCode } from '@utsab/shared/errors'
import { ApiError, newIdempotencyKey, type TApiErrorCode } from './api'

/**
 * The one typed way to call our own /api, from a component (the browser's fetch) or a route loader
 * (the server's in-process `context.api`). Each endpoint is declared once, in its feature's `api/`,
 * with the shared zod schemas of its query, body and answer; the path's `:params`, the query, the
 * body and the answer are typed from them. Answers are checked against their schema in development,
 * unit tests and servers started with API_CONTRACT_CHECKS=true (the e2e run with E2E_CONTRACT_CHECKS=true), so a server that drifts from the contract fails
 * loudly there instead of rendering half a page.
 */

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A schema loaded on demand; write it with `lazySchema`, which keeps the schema's own type. */
type TLazySchema = { lazy: () => Promise<z.ZodType> }

/** `lazySchema(() => import('@utsab/shared/schemas/auth').then((schemas) => schemas.ZMe))`: loaded only when answers are checked. */
export const lazySchema = <S extends z.ZodType>(load: () => Promise<S>) => ({ lazy: load }) as { lazy: () => Promise<S> }

/** `{ id: string }` for '/api/orders/:id'; `{}` for a path without parameters. */
export type TPathParams<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & TPathParams<`/${Rest}`>
  : TPath extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>

export type TEndpoint = {
  method: TMethod
  /** '/api/orders/:id': each `:name` is a parameter of the call. */
  path: string
  /** The query string's schema (its input type is what callers pass). */
  query?: z.ZodType
  /** The JSON body's schema (or `lazySchema(...)`, like `response`), or 'form-data' for a multipart upload. */
  body?: z.ZodType | TLazySchema | 'form-data'
  /**
   * The answer's schema; `z.null()` for 204. Endpoints called on every first visit (the session, the
   * footer's newsletter) give it with `lazySchema(...)`, so zod stays out of that download: the schema
   * is only loaded when answers are checked.
   */
  response: z.ZodType | TLazySchema
}

/**
 * Declares an endpoint; the literal path keeps its `:params` for the types. Marked free of side effects so a page
 * that uses one endpoint of a feature does not download the schemas of the others.
 */
export const endpoint = /* @__NO_SIDE_EFFECTS__ */ <const E extends TEndpoint>(definition: E) => definition

/**
 * The endpoint at a path the server handed out (a payment's `cardUrl`, which has no `:params`): same
 * method, body and answer, called at that path.
 */
export const endpointAt = <E extends TEndpoint>(definition: E, path: string): Omit<E, 'path'> & { path: string } => ({
  ...definition,
  path,
})

type TBodyOf<E extends TEndpoint> = E['body'] extends 'form-data' ? FormData : z.input<TSchemaOf<E['body']>>
type TQueryOf<E extends TEndpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : never

/** What a call needs: the path's parameters, the query and body when the endpoint has them, and an idempotency key. */
export type TCallInput<E extends TEndpoint> = (keyof TPathParams<E['path']> extends never
  ? { params?: undefined }
  : { params: TPathParams<E['path']> }) &
  (E['query'] extends z.ZodType ? { query?: TQueryOf<E> } : { query?: undefined }) &
  (E['body'] extends NonNullable<TEndpoint['body']> ? { body: TBodyOf<E> } : { body?: undefined }) & {
    /** One per user action (useIdempotencyKey), on routes that create something. */
    idempotencyKey?: string
  }

/** A call's arguments: the input may be left out when nothing in it is required. */
type TArgs<E extends TEndpoint> = Record<never, never> extends TCallInput<E> ? [TCallInput<E>?] : [TCallInput<E>]

/** The answer's type, as its schema gives it. */
export type TResponseOf<E extends TEndpoint> = z.output<TSchemaOf<E['response']>>

/** The schema itself, whether given as is or lazily. */
type TSchemaOf<S> = S extends z.ZodType ? S : S extends { lazy: () => Promise<infer L extends z.ZodType> } ? L : never

type TTransportAnswer = { status: number; json: unknown }
type TTransport = {
  send: (method: TMethod, path: string, body: unknown, headers: Record<string, string>) => Promise<TTransportAnswer>
  /** Whether this side checks answers against their schemas. */
  checks: () => boolean
}

/** The concrete path: parameters substituted (encoded) and the query appended without empty values. */
export function endpointPath(definition: Pick<TEndpoint, 'path'>, params?: Record<string, string>, query?: unknown): string {
  const path = definition.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`${definition.path} needs the parameter ${name}`)
    return encodeURIComponent(value)
  })
  if (!query || typeof query !== 'object') return path
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item))
    else search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/**
 * Whether answers are checked against their schema: in development, unit tests and API_CONTRACT_CHECKS runs
 * (API_CONTRACT_CHECKS=true, which the server hands loaders in the load context and the browser as
 * `<html data-api-checks="on">`), never in a plain production start.
 */
export function contractChecksOn(context?: AppLoadContext): boolean {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') return true
  if (context) return context.apiContractChecks === true
  return typeof document !== 'undefined' && document.documentElement.dataset.apiChecks === 'on'
}

type TErrorBody = { message?: unknown; fields?: unknown; code?: unknown }

function errorOf(status: number, json: unknown): ApiError {
  const body = (json ?? {}) as TErrorBody
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : encodeMessage({ key: 'client.requestFailed', params: { status: String(status) } })
  const fields = body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : undefined
  // The code as our server wrote it; the table of codes (shared/errors.ts, 4.7 KiB) stays off every first visit,
  // and a code the table lacks matches none of the branches that read it.
  const code = typeof body.code === 'string' && /^[a-z][a-z0-9_]*$/.test(body.code) ? (body.code as TErrorCode) : undefined
  return new ApiError(message, status, fields, code)
}

async function send<E extends TEndpoint>(transport: TTransport, definition: E, input: TCallInput<E> | undefined): Promise<TResponseOf<E>> {
  const path = endpointPath(definition, input?.params as Record<string, string> | undefined, input?.query)
  const headers: Record<string, string> = { accept: 'application/json' }
  if (input?.idempotencyKey) headers['idempotency-key'] = input.idempotencyKey
  const body = definition.method === 'GET' || definition.method === 'DELETE' ? input?.body : (input?.body ?? {})
  const answer = await transport.send(definition.method, path, body, headers)
  if (answer.status >= 400) throw errorOf(answer.status, answer.json)
  const json = answer.status === 204 ? null : answer.json
  if (transport.checks()) {
    const schema = 'lazy' in definition.response ? await definition.response.lazy() : definition.response
    const checked = schema.safeParse(json)
    if (!checked.success) {
      throw new ApiError(
        `The answer of ${definition.method} ${definition.path} does not match its schema: ${checked.error.message}`,
        answer.status,
        undefined,
        'contract_violation',
      )
    }
  }
  return json as TResponseOf<E>
}

const parseJson = (text: string): unknown => {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const browserSend: TTransport['send'] = async (method, path, body, givenHeaders) => {
  // The API answers (its messages) in the page's language, whatever the browser's own preference.
  const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en'
  const headers = { 'accept-language': language, ...givenHeaders }
  // A FormData body goes as multipart/form-data: the browser writes the content type with its boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || multipart ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(encodeMessage({ key: 'client.network' }), 0, undefined, 'network_error')
  }
  return { status: response.status, json: parseJson(await response.text()) }
}

const browserTransport: TTransport = { send: browserSend, checks: () => contractChecksOn() }

const loaderTransport = (context: AppLoadContext): TTransport => ({
  send: async (method, path, body, headers) => {
    const response = await context.api(path, { method, body, headers })
    return { status: response.status, json: response.status === 204 ? null : await response.json() }
  },
  checks: () => contractChecksOn(context),
})

/** Calls an endpoint from the browser; a refusal is thrown as an ApiError with the server's message, `code` and `fields`. */
export const callApi = <E extends TEndpoint>(definition: E, ...input: TArgs<E>) => send(browserTransport, definition, input[0])

/** What a route's ErrorBoundary receives when the API refuses a loader's request. */
export type TLoaderError = { message: string; code?: TApiErrorCode; fields?: Record<string, string> }

/**
 * Calls an endpoint from a route loader, in process with the visitor's cookies. A refusal is thrown
 * as a route error response with the same status, for the route's ErrorBoundary.
 */
export async function loadApi<E extends TEndpoint>(context: AppLoadContext, definition: E, ...input: TArgs<E>): Promise<TResponseOf<E>> {
  try {
    return await send(loaderTransport(context), definition, input[0])
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    throw routeErrorOf(error)
  }
}

/** A refusal as the route error response a loader throws (after loadApiResult, for the refusals it does not show in place). */
export function routeErrorOf(error: ApiError) {
  const payload: TLoaderError = { message: error.status >= 500 ? encodeMessage({ key: 'client.somethingWrong' }) : error.message }
  if (error.code) payload.code = error.code
  if (error.fields) payload.fields = error.fields
  return data(payload, { status: error.status || 500 })
}

/** Like loadApi, but a refusal comes back as the ApiError, for loaders that show it on the page (a 403 explained in place). */
export async function loadApiResult<E extends TEndpoint>(
  context: AppLoadContext,
  definition: E,
  ...input: TArgs<E>
): Promise<{ ok: true; data: TResponseOf<E> } | { ok: false; error: ApiError }> {
  try {
    return { ok: true, data: await send(loaderTransport(context), definition, input[0]) }
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error }
    throw error
  }
}

export { ApiError, newIdempotencyKey }
