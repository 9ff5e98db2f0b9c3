import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import fastifyStatic from '@fastify/static'
import { createRequestListener } from '@react-router/node'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { TApiFetch, TApiResponse, TLoadContext } from '@utsab/shared/load-context'
import { sendError } from './errors'
import { localeOfPath } from '@utsab/shared/i18n/locales'
import { createNonce } from './security-headers'
import { PAGE_RENDER_HEADER, SHAREABLE_HEADER } from './catalog-cache'
import { webAppManifestRoutes } from './web-app-manifest'
import { cachedPageOf, inlineScriptHashes, pageCacheKey, sendCachedPage, type TCachedPage } from './page-cache'

type TNodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

export type TWebOptions = (
  | { mode: 'production'; buildFolder: string }
  /** Vite in middleware mode: `middlewares` serves modules and assets, `loadBuild` the current server build. */
  | { mode: 'development'; middlewares: TNodeHandler; loadBuild: () => Promise<ServerBuild> }
) & {
  /** API_CONTRACT_CHECKS: the web checks every answer against its schema (development checks anyway). */
  apiContractChecks?: boolean
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The service worker (and its compressed copies): browsers ask again each time, so a new version is seen at once (decision 063). */
const SERVICE_WORKER = /^sw\.js(\.br|\.gz)?$/

/**
 * Mounts the React Router app: static client files, then every other GET goes to React Router's
 * request handler. Loaders reach the API in process through `context.api`, with the visitor's cookies.
 */
export async function webPlugin(app: FastifyInstance, options: TWebOptions) {
  await app.register(webAppManifestRoutes)
  /**
   * `shareable`, when given, is a render that may be kept for every visitor without cookies: it stays
   * so only while every API answer it reads says it is the same for everyone (decision 045).
   */
  const loadContext = (request: Request, cspNonce: string, shareable?: { still: boolean }): TLoadContext => {
    const cookie = request.headers.get('cookie')
    // The API answers (its messages) in the language of the page being rendered.
    const language = localeOfPath(new URL(request.url).pathname)
    // A render's loaders often ask the same thing (the root and a guarded page both read the session): each GET is
    // answered once per render. Anything else may change what a GET answers, so it forgets them.
    const answered = new Map<string, Promise<TApiResponse>>()
    const api: TApiFetch = (url, init = {}) => {
      if ((init.method ?? 'GET') !== 'GET') {
        answered.clear()
        return ask(url, init)
      }
      const key = `${url} ${JSON.stringify(init.headers ?? {})}`
      let answer = answered.get(key)
      if (!answer) answered.set(key, (answer = ask(url, init)))
      return answer
    }
    const ask: TApiFetch = async (url, init = {}) => {
      const response = await app.inject({
        method: init.method ?? 'GET',
        url,
        headers: {
          ...(cookie ? { cookie } : {}),
          'accept-language': language,
          ...(shareable ? { [PAGE_RENDER_HEADER]: '1' } : {}),
          ...init.headers,
        },
        ...(init.body === undefined ? {} : { payload: init.body as object }),
      })
      if (shareable && (response.statusCode >= 300 || response.headers[SHAREABLE_HEADER] === undefined)) shareable.still = false
      return { status: response.statusCode, headers: response.headers, json: () => response.json() }
    }
    return {
      api,
      origin: app.publicOrigin,
      cspNonce,
      apiContractChecks: options.apiContractChecks ?? false,
      shared: shareable !== undefined,
    }
  }

  if (options.mode === 'production') {
    const clientFolder = path.join(options.buildFolder, 'client')
    await app.register(fastifyStatic, {
      root: clientFolder,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The Cache-Control below is each file's: without this, `send`'s own (max-age=0) replaced it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(clientFolder, 'assets') + path.sep)
        if (path.dirname(filePath) === clientFolder && SERVICE_WORKER.test(path.basename(filePath))) {
          res.setHeader('cache-control', 'no-cache')
          // What the worker itself may reach: its own origin only.
          res.setHeader('content-security-policy', "default-src 'self'")
        } else res.setHeader('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600')
      },
    })
    const build = (await import(path.join(options.buildFolder, 'server/index.js'))) as ServerBuild
    const handleRequest = createRequestHandler(build, 'production')
    // Pages go out through Fastify's reply (not a hijacked socket), so compression and the headers of
    // every answer apply to them too.
    /**
     * Renders a page. `shareable` (a visitor without cookies): rendered whole without a nonce, and when it is
     * everyone's page (a 200 setting no cookie, made only of shareable API answers) also made into `keep`.
     */
    const render = async (request: FastifyRequest, shareable?: { still: boolean }): Promise<TRender> => {
      // Otherwise the page's policy and the render share one fresh nonce.
      const nonce = shareable ? '' : createNonce()
      const fetchRequest = toFetchRequest(request, app.publicOrigin)
      const response = await handleRequest(fetchRequest, loadContext(fetchRequest, nonce, shareable))
      const headers: [string, string][] = []
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') headers.push([name, value])
      })
      const head = { status: response.status, headers, cookies: response.headers.getSetCookie() }
      const stream = () => (response.body ? Readable.fromWeb(response.body as NodeReadableStream) : null)
      if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return { ...head, body: stream() }
      if (!shareable) return { ...head, policy: app.pageSecurityPolicy(nonce), body: stream() }
      const html = await response.text()
      if (shareable.still && head.status === 200 && head.cookies.length === 0)
        return { ...head, body: html, keep: await cachedPageOf({ status: head.status, headers, html }, app.pageSecurityPolicy) }
      return { ...head, policy: app.pageSecurityPolicy(inlineScriptHashes(html)), body: html }
    }

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/api/')) return apiNotFound(request, reply)
      // A visitor without cookies gets the page every such visitor gets (decision 045), rendered once for all
      // who ask while it renders.
      const cacheKey = pageCacheKey(request)
      if (cacheKey === undefined || !app.pageCache.keeps) return sendRender(reply, await render(request))
      let own: TRender | undefined
      const page = await app.pageCache.fetch(cacheKey, async () => {
        own = await render(request, { still: true })
        return own.keep
      })
      if (page) return sendCachedPage(request, reply, page)
      // Not everyone's page: this request's own render, or (it waited for another's) one of its own now.
      return sendRender(reply, own ?? (await render(request, { still: true })))
    })
    return
  }

  // Development: Vite's middlewares first (modules, assets, hot reload), then React Router on the raw socket.
  const { middlewares, loadBuild } = options
  const listener = createRequestListener({ build: loadBuild, mode: 'development', getLoadContext: (request) => loadContext(request, '') })
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return apiNotFound(request, reply)
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value)
    reply.hijack()
    middlewares(request.raw, reply.raw, () => void listener(request.raw, reply.raw))
  })
}

/** A rendered answer: its status and headers, its body, and the page's policy when it is a page. */
type TRender = {
  status: number
  headers: [string, string][]
  cookies: string[]
  policy?: string
  body: Readable | string | null
  /** The render as a page kept for every visitor without cookies, when it is one. */
  keep?: TCachedPage
}

function sendRender(reply: FastifyReply, rendered: TRender) {
  reply.code(rendered.status)
  for (const [name, value] of rendered.headers) reply.header(name, value)
  if (rendered.cookies.length > 0) reply.header('set-cookie', rendered.cookies)
  if (rendered.policy) reply.header('content-security-policy', rendered.policy)
  return reply.send(rendered.body)
}

const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(request, reply, 'no_api_route', { method: request.method, path: request.url })

/**
 * The Fetch API request React Router's handler takes, for a GET or HEAD that Fastify received. Its URL is on
 * our public origin, not the Host the client sent: nothing a page builds from `request.url` can point elsewhere.
 */
function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const controller = new AbortController()
  request.raw.once('close', () => controller.abort())
  // Concatenated, not resolved: a request line of "//evil.example/x" stays a path on our origin.
  return new Request(`${origin}${request.url}`, { method: request.method, headers, signal: controller.signal })
}
