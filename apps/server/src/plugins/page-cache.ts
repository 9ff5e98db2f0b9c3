import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { localeOfPath, preferredLocale, splitLocalePath } from '@utsab/shared/i18n/locales'
import { KIND_META, kindListPaths } from '@utsab/shared/kinds'
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
 * The query parameters the pages that may be kept read (in step with the web: a list's filters are
 * `FILTER_KEYS` of apps/web/app/features/catalog/lib/filters.ts, a listing's are the order panel's date
 * and guests). A parameter the web starts reading and this list lacks only stops such pages being kept.
 */
const LIST_PARAMS = ['district', 'minPrice', 'maxPrice', 'minRating', 'q', 'date', 'guests', 'sort', 'page', 'pageSize']
const DETAIL_PARAMS = ['date', 'guests']
const LIST_PATHS = new Set([...LISTING_KINDS.flatMap((kind) => kindListPaths(KIND_META[kind])), '/available'])
const DETAIL_PREFIXES = LISTING_KINDS.flatMap((kind) => KIND_META[kind].detailPrefixes.map((prefix) => `${prefix}/`))

/** The query parameters the page at `path` (without its locale prefix) reads; none for every other page. */
function paramsReadAt(path: string): readonly string[] {
  if (LIST_PATHS.has(path)) return LIST_PARAMS
  const detail = DETAIL_PREFIXES.find((prefix) => path.startsWith(prefix))
  return detail && !path.slice(detail.length).includes('/') ? DETAIL_PARAMS : []
}

/**
 * A path spelt the one way our links spell it: no letter percent-encoded (`/%61bout`), no lower-case escape, no
 * doubled or trailing slash. The router reads the other spellings as the same page; keyed by them, each would be
 * an entry of its own, as `?junk=N` was.
 */
function isCanonicalPath(pathname: string) {
  if (pathname.includes('//') || (pathname.length > 1 && pathname.endsWith('/'))) return false
  try {
    return encodeURI(decodeURI(pathname)) === pathname
  } catch {
    return false
  }
}

/**
 * The key under which a page may be shared, or undefined when this request must get its own render.
 * Only a GET without any cookie qualifies: no session, no chosen language, no flash message can be in
 * it. What else a render reads from the request is in the key: the path, the query parameters its page
 * reads (first value each, as the page reads them, sorted), and on English pages whether the browser
 * prefers Bangla (the page then offers it). A path spelt another way, or a query with any other parameter,
 * is rendered but not kept:
 * keyed by the raw URL, every `?junk=N` was a new entry, a full render and two compressions, and a flood
 * of them pushed the popular pages out.
 */
export function pageCacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.headers.cookie !== undefined) return undefined
  const start = request.url.indexOf('?')
  const pathname = start === -1 ? request.url : request.url.slice(0, start)
  if (!isCanonicalPath(pathname)) return undefined
  const query = new URLSearchParams(start === -1 ? '' : request.url.slice(start + 1))
  const read = paramsReadAt(splitLocalePath(pathname).path)
  const names = [...new Set(query.keys())]
  if (names.some((name) => !read.includes(name))) return undefined
  const known = new URLSearchParams(names.sort().map((name): [string, string] => [name, query.get(name) ?? '']))
  const search = known.toString() ? `?${known.toString()}` : ''
  const prefers = localeOfPath(pathname) === 'en' ? (preferredLocale(request.headers['accept-language']) ?? '') : ''
  return `${pathname}${search}|${prefers}`
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
