import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

export type TSecuritySettings = {
  /** HSTS is sent in production: browsers keep to HTTPS for a year once they have seen it there. */
  production: boolean
  /** Stripe's scripts and frames are allowed only when Stripe is configured. */
  stripe: boolean
  /** When the public origin is https, mixed content is upgraded too. */
  httpsOrigin: boolean
  /** Other origins pages show pictures from (a bucket's public URL, decision 042). */
  imageOrigins?: readonly string[]
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Content-Security-Policy of an HTML page whose scripts carry `nonce`, or (a page shared between
     * visitors, decision 045) whose inline scripts are exactly those of these 'sha256-…' sources.
     */
    pageSecurityPolicy: (scripts: string | readonly string[]) => string
  }
}

/** A fresh, unguessable nonce for one page render. */
export const createNonce = () => randomBytes(16).toString('base64')

/**
 * A strict policy for pages: scripts only from our origin or carrying this render's nonce (no inline
 * script otherwise), no plugins, no framing, forms and base URLs to our own origin. Styles may be inline:
 * the server render writes style attributes, and a style cannot run code.
 */
export function pageSecurityPolicy(
  scripts: string | readonly string[],
  settings: Pick<TSecuritySettings, 'stripe' | 'httpsOrigin' | 'imageOrigins'>,
) {
  const stripeScripts = settings.stripe ? ' https://js.stripe.com' : ''
  const inlineScripts = typeof scripts === 'string' ? `'nonce-${scripts}'` : scripts.join(' ')
  const directives = [
    "default-src 'self'",
    `script-src 'self'${inlineScripts ? ` ${inlineScripts}` : ''}${stripeScripts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${(settings.imageOrigins ?? []).map((origin) => ` ${origin}`).join('')}`,
    "media-src 'self'",
    "font-src 'self'",
    // The installable app (decision 063): its manifest and its service worker, from our origin only.
    "manifest-src 'self'",
    "worker-src 'self'",
    // blob: lets the page read a file the user picked (to check it is an image) before sending it.
    `connect-src 'self' blob:${settings.stripe ? ' https://api.stripe.com' : ''}`,
    `frame-src ${settings.stripe ? 'https://js.stripe.com https://hooks.stripe.com' : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(settings.httpsOrigin ? ['upgrade-insecure-requests'] : []),
  ]
  return directives.join('; ')
}

/** Pages that only ever show one person's things: never kept, signed in or not. */
const PERSONAL_PAGES = /^\/(orders|cart|payment|dashboard)(\/|\?|$)/
const SESSION_COOKIE = /(^|;\s*)(__Secure-)?utsab\.session_token=/

/**
 * Whether an answer belongs to one person and must not be kept by the browser or any cache (so that,
 * after logging out, Back cannot show the previous user's dashboard): every answer that sets a cookie;
 * API answers of routes that resolve a session (`config.allow`) and better-auth's own; HTML pages for a
 * visitor with a session cookie, and the personal pages always. Public catalog reads and anonymous
 * pages keep their caching.
 */
export function isPersonalAnswer(request: FastifyRequest, reply: FastifyReply) {
  if (reply.hasHeader('set-cookie')) return true
  const url = request.url
  if (url.startsWith('/api/')) return request.routeOptions.config?.allow !== undefined || url.startsWith('/api/auth/')
  if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return false
  return PERSONAL_PAGES.test(url) || SESSION_COOKIE.test(request.headers.cookie ?? '')
}

/** API answers are data, never documents: nothing in them may load or run anything. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * Headers every answer carries: no MIME sniffing, no framing, a privacy-preserving referrer, an
 * isolated browsing context, HSTS in production. API answers also get a policy that forbids everything;
 * pages get theirs (with a nonce) where they are rendered.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, settings: TSecuritySettings) => {
    app.decorate('pageSecurityPolicy', (scripts: string | readonly string[]) => pageSecurityPolicy(scripts, settings))
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-content-type-options', 'nosniff')
      reply.header('x-frame-options', 'DENY')
      reply.header('referrer-policy', 'strict-origin-when-cross-origin')
      reply.header('cross-origin-opener-policy', 'same-origin')
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")')
      if (settings.production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
      if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) reply.header('content-security-policy', API_POLICY)
      done()
    })
    // At the very end, so that no handler (nor a page's own headers) can make a personal answer cacheable.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isPersonalAnswer(request, reply)) reply.header('cache-control', 'no-store')
      done(null, payload)
    })
  },
  { name: 'security-headers' },
)
