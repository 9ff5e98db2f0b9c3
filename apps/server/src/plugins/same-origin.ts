import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sendError } from './errors'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is meant to be called by other sites (a payment provider's webhook or return) and acts on no
     * session: the cross-site refusal does not apply to it.
     */
    crossSite?: boolean
  }
}

/** Reads and the CORS preflight change nothing; every other method may. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** What a browser sends for a request a page of our own origin made, or one the person typed or bookmarked. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none'])

/**
 * A page on another site can make a browser send a form or a "simple" request to us with the visitor's
 * cookies. Browsers say where a request comes from: `Origin` on every state-changing request, and
 * `Sec-Fetch-Site`. A state-changing request whose page is not ours is refused before anything is read,
 * authenticated or written. Requests without either header (API clients with a bearer token, other
 * servers, our own server render through inject) are not from a browser page and pass.
 */
function isCrossSite(request: FastifyRequest, origins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin
  // "null" (sandboxed frames, data: pages, some redirects) is never one of ours.
  if (origin !== undefined) return !origins.has(origin.toLowerCase())
  const site = request.headers['sec-fetch-site']
  return site !== undefined && !OWN_FETCH_SITES.has(site)
}

export const sameOriginPlugin = fp(
  async (app: FastifyInstance, options: { origins: readonly string[] }) => {
    const origins = new Set(options.origins.map((origin) => new URL(origin).origin.toLowerCase()))
    // Callback-style and first among the request hooks that do work: a refused request costs no session lookup.
    app.addHook('onRequest', (request, reply, done) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.crossSite || !isCrossSite(request, origins)) return done()
      void sendError(request, reply, 'cross_site_request')
    })
  },
  { name: 'same-origin' },
)
