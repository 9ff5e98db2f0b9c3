import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { localeOfPath, preferredLocale } from '@utsab/shared/i18n/locales'
import { precompress, sendPrecompressed, type TPrecompressed } from '../lib/precompressed'

/**
 * A rendered page kept for visitors without cookies (decision 045): its headers, the policy that
 * allows exactly its inline scripts (by hash, as every visitor gets the same bytes), and its body
 * compressed once in each encoding browsers ask for.
 */
export type TCachedPage = {
  status: number
  headers: [string, string][]
  policy: string
  body: TPrecompressed
  /** Bytes held, counted against the cache's bound. */
  size: number
}
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
  const body = await precompress(response.html)
  return { status: response.status, headers: response.headers, policy: policyOf(inlineScriptHashes(response.html)), body, size: body.size }
}

/** Sends a cached page as its first render went out, in the encoding the client takes. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: TCachedPage) {
  reply.code(page.status)
  for (const [name, value] of page.headers) reply.header(name, value)
  reply.header('content-security-policy', page.policy)
  return sendPrecompressed(request, reply, page.body)
}
