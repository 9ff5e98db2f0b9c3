import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { localeOfPath, preferredLocale } from '@utsab/shared/i18n/locales'

/**
 * A rendered page kept for visitors without cookies (decision 045): its headers, the policy that
 * allows exactly its inline scripts (by hash, as every visitor gets the same bytes), and its body
 * compressed once in each encoding browsers ask for.
 */
export type TCachedPage = {
  status: number
  headers: [string, string][]
  policy: string
  identity: Buffer
  br: Buffer
  gzip: Buffer
  /** Bytes held, counted against the cache's bound. */
  size: number
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * The key under which a page may be shared, or undefined when this request must get its own render.
 * Only a GET without any cookie qualifies: no session, no chosen language, no flash message can be in
 * it. What else a render reads from the request is in the key: the path and query, and on English pages
 * whether the browser prefers Bangla (the page then offers it).
 */
export function pageCacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.headers.cookie !== undefined) return undefined
  const path = request.url
  const prefers = localeOfPath(path.split('?')[0] ?? '/') === 'en' ? (preferredLocale(request.headers['accept-language']) ?? '') : ''
  return `${path}|${prefers}`
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi

/** The CSP sources ('sha256-…') of every inline script in `html`, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT))
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    )
  return [...hashes]
}

/** A finished render made into a cache entry: its inline scripts hashed into `policyOf`'s policy, its body compressed. */
export async function cachedPageOf(
  response: { status: number; headers: [string, string][]; html: string },
  policyOf: (scriptSources: readonly string[]) => string,
): Promise<TCachedPage> {
  const identity = Buffer.from(response.html)
  // Once per page per catalog change: the best compression is worth its few milliseconds here.
  const [br, gzipped] = await Promise.all([
    brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 9 }),
  ])
  return {
    status: response.status,
    headers: response.headers,
    policy: policyOf(inlineScriptHashes(response.html)),
    identity,
    br,
    gzip: gzipped,
    size: identity.length + br.length + gzipped.length,
  }
}

/** The encoding of a cached page this client takes: brotli, else gzip, else none (q=0 refuses one). */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined
  const accepted = new Set<string>()
  for (const part of acceptEncoding.split(',').slice(0, 20)) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
    if (q === undefined || Number(q) > 0) accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}

/** Sends a cached page as its first render went out, in the encoding the client takes. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: TCachedPage) {
  reply.code(page.status)
  for (const [name, value] of page.headers) reply.header(name, value)
  reply.header('content-security-policy', page.policy)
  reply.header('vary', 'accept-encoding')
  const encoding = chosenEncoding(request.headers['accept-encoding'])
  if (!encoding) return reply.send(page.identity)
  reply.header('content-encoding', encoding)
  return reply.send(page[encoding])
}
