import { DEFAULT_LOCALE, isLocale } from '@utsab/shared/i18n/locales'
import { betterAuth, getCurrentAdapter, type BetterAuthPlugin } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { fromNodeHeaders } from 'better-auth/node'
import { genericOAuth } from 'better-auth/plugins'
import { and, eq, gt, like } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'
import { errorsEn } from '@utsab/shared/i18n/messages/errors'
import { ZNewPassword, type TRole } from '@utsab/shared/schemas/auth'
import { TEXTS } from '@utsab/shared/texts'
import type { TDb } from '../db/client'
import * as schema from '../db/schema'
import { AppError, passedOnFields } from '../lib/errors'
import { keepRedirectsHome, ownLocation } from '../lib/redirects'
import { errorBody, passedOnCode, sendError } from './errors'
import { createMemoryRateLimiter, type TRateLimiter } from '../lib/rate-limiter'
import { limitAuthRequest } from '../lib/auth-limits'
import { queueMail } from '../lib/email/compose'
import { passwordChangedEmail, resetPasswordEmail, verifyEmail } from './auth-emails'

export type TAuthSettings = {
  secret: string
  /** The site's public origin; better-auth builds links and OAuth redirect URIs from it. */
  baseURL: string
  trustedOrigins: string[]
  secureCookies: boolean
  google?: { clientId: string; clientSecret: string; issuerUrl: string }
  /** Multiplies every sign-in/sign-up/reset limit (tests raise it; 1 in production). */
  rateLimitFactor: number
}

/** Who may call a route: `anyone` (session resolved if present), any signed-in `user`, or these roles. */
export type TAccess = 'anyone' | 'user' | 'requested' | 'merchant' | 'admin'
export type TSessionUser = {
  id: string
  email: string
  name: string
  image: string | null
  role: TRole
  emailVerified: boolean
  /** Proved their mobile number with an SMS code: counts wherever a verified email does. */
  phoneVerified: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: ReturnType<typeof createAuth>
    authSettings: TAuthSettings
    rateLimiter: TRateLimiter
    issueBearerToken: (request: FastifyRequest) => Promise<{ token: string; expiresAt: Date }>
  }
  interface FastifyRequest {
    user: TSessionUser | null
    sessionId: string | null
    /** How this request proved its session: a bearer token may not be used to mint another. */
    authenticatedBy: 'cookie' | 'bearer' | null
  }
  interface FastifyContextConfig {
    allow?: readonly TAccess[]
  }
}

const BEARER_LIFETIME_SECONDS = 15 * 60
const DAY_MS = 24 * 60 * 60 * 1000
/** However often a session is used (each use slides it by a week), it ends 30 days after sign-in. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS

/** An account's OAuth tokens, as they are written: none. */
const WITHOUT_OAUTH_TOKENS = { accessToken: null, refreshToken: null, idToken: null }
const RESET_TOKEN_PREFIX = 'reset-password:'
const AUTH_BASE_PATH = '/api/auth'

function createAuth(db: TDb, settings: TAuthSettings, log: FastifyBaseLogger) {
  return betterAuth({
    appName: 'Utsab',
    basePath: AUTH_BASE_PATH,
    baseURL: settings.baseURL,
    secret: settings.secret,
    trustedOrigins: settings.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      // Sign-up writes the user, then its password: in one transaction, so a crash between the two
      // cannot leave a user that holds the email without any way to sign in (found by the crash drill).
      transaction: true,
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        // Set only by our own sign-up (the better-auth sign-up endpoint is not exposed), from the page's language.
        locale: { type: 'string', required: false, input: true },
        // An admin suspended the account (decision 029): read with the session, so that it no longer resolves.
        suspendedAt: { type: 'date', required: false, input: false },
        phoneVerified: { type: 'boolean', required: false, input: false },
      },
    },
    databaseHooks: {
      // Google's tokens from a sign-in are never used (who signed in is all the app needs): not kept, so no backup,
      // dump or leak of the database carries them.
      account: {
        create: { before: async (newAccount) => ({ data: { ...newAccount, ...WITHOUT_OAUTH_TOKENS } }) },
        update: { before: async (changes) => ({ data: { ...changes, ...WITHOUT_OAUTH_TOKENS } }) },
      },
      session: {
        create: {
          // A suspended account cannot sign in (by password or through Google): no session is made for it.
          // Read through the endpoint's adapter: sign-up makes its session inside its transaction, and
          // PGlite's one connection would wait for that transaction to end.
          before: async (newSession, context) => {
            const found = context
              ? await (
                  await getCurrentAdapter(context.context.adapter)
                ).findOne<{ suspendedAt?: Date | null }>({ model: 'user', where: [{ field: 'id', value: newSession.userId }] })
              : (
                  await db.select({ suspendedAt: schema.user.suspendedAt }).from(schema.user).where(eq(schema.user.id, newSession.userId))
                )[0]
            if (found?.suspendedAt)
              throw new APIError('FORBIDDEN', { message: errorsEn['errors.moderation.accountSuspended'], code: 'account_suspended' })
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      // The spec lets people log in before verifying; the account records verification.
      requireEmailVerification: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Every other reset link sent to this user dies with the one that was used (better-auth keeps
      // them in `verification`, identifier `reset-password:<token>`, value the user's id).
      onPasswordReset: async ({ user }) => {
        await db
          .delete(schema.verification)
          .where(and(like(schema.verification.identifier, `${RESET_TOKEN_PREFIX}%`), eq(schema.verification.value, user.id)))
        // The owner hears of it, in case the reset link was not theirs to use.
        await queueMail(db, passwordChangedEmail(mailRecipient(user), settings.baseURL)).catch((error: unknown) =>
          log.error({ err: error }, 'password changed notice not queued'),
        )
      },
      // Not awaited: a known address must answer as fast as an unknown one (no enumeration by timing).
      // Written and sent after the answer has gone: a known address must not answer slower than an unknown one.
      sendResetPassword: async ({ user, url }) =>
        void setImmediate(() =>
          queueMail(db, resetPasswordEmail(mailRecipient(user), url)).catch((error: unknown) =>
            log.error({ err: error }, 'reset email not queued'),
          ),
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => queueMail(db, verifyEmail(mailRecipient(user), url)),
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Tiered per-IP and per-account limits are ours (see `limitAuthRequest`).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: settings.secureCookies,
      cookiePrefix: 'utsab',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: settings.secureCookies },
    },
    hooks: {
      // A new password obeys the same rules as at sign-up (spec §5), with the same messages.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/reset-password' && ctx.path !== '/change-password') return
        const parsed = ZNewPassword.safeParse((ctx.body as { newPassword?: unknown } | undefined)?.newPassword)
        if (!parsed.success) {
          // Answered as `weak_password`, the rule's sentence under the new password (the auth route writes it in the visitor's language).
          const message = parsed.error.issues[0]?.message ?? TEXTS.passwordMin
          throw new APIError('BAD_REQUEST', { message, code: 'weak_password', fields: { newPassword: message } })
        }
      }),
    },
    plugins: [
      phoneSessions,
      ...(settings.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: settings.google.clientId,
                  clientSecret: settings.google.clientSecret,
                  discoveryUrl: `${settings.google.issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  })
}

/**
 * Signs in the account a checked SMS code proved (features/phone): a server-only endpoint, never on the HTTP router,
 * so it takes an account's id only from our own code. The session is better-auth's own, with its hooks (a suspended
 * account gets none) and its signed cookie.
 */
const phoneSessions = {
  id: 'utsab-phone-sessions',
  endpoints: {
    startPhoneSession: createAuthEndpoint.serverOnly({ method: 'POST', body: z.object({ userId: z.string() }) }, async (ctx) => {
      const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId)
      if (!user) throw new APIError('NOT_FOUND', { message: errorsEn['errors.notFound'], code: 'not_found' })
      const session = await ctx.context.internalAdapter.createSession(user.id)
      await setSessionCookie(ctx, { session, user })
      return ctx.json({ ok: true })
    }),
  },
} satisfies BetterAuthPlugin

/** better-auth's user, with the language its mail is written in (the account's; English when it has none). */
function mailRecipient(user: { name: string; email: string; locale?: unknown }) {
  return { name: user.name, email: user.email, locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE }
}

/** The better-auth endpoints the product uses; every other one is not exposed. */
const EXPOSED = [
  /^POST \/sign-in\/email$/,
  /^POST \/sign-out$/,
  /^GET \/get-session$/,
  /^POST \/request-password-reset$/,
  /^GET \/reset-password\/[^/]+$/,
  /^POST \/reset-password$/,
  /^GET \/verify-email$/,
  /^POST \/send-verification-email$/,
  // Generic OAuth providers go through the core social sign-in and callback endpoints (1.7).
  /^POST \/sign-in\/social$/,
  /^GET \/callback\/[^/]+$/,
  /^GET \/error$/,
]

const toSessionUser = (row: {
  id: string
  email: string
  name: string
  image?: string | null
  role?: string | null
  emailVerified: boolean
  phoneVerified?: boolean | null
}): TSessionUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  image: row.image ?? null,
  role: (row.role ?? null) as TRole,
  emailVerified: row.emailVerified,
  phoneVerified: row.phoneVerified ?? false,
})

/**
 * Authentication: better-auth mounted at /api/auth, the session (cookie or bearer token) resolved
 * for routes that declare `config.allow`, and one hook that refuses everyone else.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: TDb; settings: TAuthSettings; rateLimiter?: TRateLimiter }) => {
    const auth = createAuth(options.db, options.settings, app.log)
    const secretKey = new TextEncoder().encode(options.settings.secret)
    app.decorate('auth', auth)
    app.decorate('authSettings', options.settings)
    app.decorate('rateLimiter', options.rateLimiter ?? createMemoryRateLimiter())
    app.decorateRequest('user', null)
    app.decorateRequest('sessionId', null)
    app.decorateRequest('authenticatedBy', null)
    const signedInSince = () => new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS)

    async function sessionFromBearer(token: string) {
      try {
        const { payload } = await jwtVerify(token, secretKey, { algorithms: ['HS256'], audience: 'utsab-api' })
        if (typeof payload.sid !== 'string') return null
        const [row] = await options.db
          .select({ sessionId: schema.session.id, user: schema.user })
          .from(schema.session)
          .innerJoin(schema.user, eq(schema.user.id, schema.session.userId))
          .where(
            and(
              eq(schema.session.id, payload.sid),
              gt(schema.session.expiresAt, new Date()),
              gt(schema.session.createdAt, signedInSince()),
            ),
          )
        if (!row || row.user.suspendedAt) return null
        return { sessionId: row.sessionId, user: toSessionUser(row.user), via: 'bearer' as const }
      } catch {
        return null
      }
    }

    async function resolveSession(request: FastifyRequest) {
      const authorization = request.headers.authorization
      if (authorization?.startsWith('Bearer ')) return sessionFromBearer(authorization.slice(7).trim())
      if (!request.headers.cookie) return null
      const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) })
      if (!found) return null
      // Suspending deletes the account's sessions; this also covers one made in the same instant.
      if (found.user.suspendedAt) return null
      if (new Date(found.session.createdAt) <= signedInSince()) {
        // Past its absolute lifetime: gone for good, so no later request (nor a bearer minted from it) revives it.
        await options.db.delete(schema.session).where(eq(schema.session.id, found.session.id))
        return null
      }
      return { sessionId: found.session.id, user: toSessionUser(found.user), via: 'cookie' as const }
    }

    app.decorate('issueBearerToken', async (request: FastifyRequest) => {
      if (!request.sessionId || !request.user) throw new AppError('unauthenticated')
      // A bearer token that could renew itself would outlive a sign-out forever: only the cookie mints one.
      if (request.authenticatedBy !== 'cookie') throw new AppError('bearer_cannot_renew')
      const expiresAt = new Date(Date.now() + BEARER_LIFETIME_SECONDS * 1000)
      const token = await new SignJWT({ sid: request.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(request.user.id)
        .setAudience('utsab-api')
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(secretKey)
      return { token, expiresAt }
    })

    // Callback-style, so the many routes open to all without a session pay no promise for it.
    app.addHook('onRequest', (request, _reply, done) => {
      const allow = request.routeOptions.config?.allow
      if (!allow) return done()
      authorize(request, allow).then(() => done(), done)
    })

    async function authorize(request: FastifyRequest, allow: readonly TAccess[]) {
      const found = await resolveSession(request)
      request.user = found?.user ?? null
      request.sessionId = found?.sessionId ?? null
      request.authenticatedBy = found?.via ?? null
      if (allow.includes('anyone')) return
      if (!request.user) throw new AppError('unauthenticated')
      if (allow.includes('user')) return
      if (!request.user.role || !allow.includes(request.user.role)) throw new AppError('forbidden')
    }

    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      handler: async (request, reply) => {
        const url = new URL(request.url, options.settings.baseURL)
        const subPath = url.pathname.slice(AUTH_BASE_PATH.length)
        if (!EXPOSED.some((pattern) => pattern.test(`${request.method} ${subPath}`))) {
          return sendError(request, reply, 'no_api_route', { method: request.method, path: url.pathname })
        }
        // better-auth's own session answer obeys the absolute lifetime too (an expired one is deleted first).
        if (subPath === '/get-session') await resolveSession(request)
        const body = keepRedirectsHome(url, request.body, options.settings.baseURL) as Record<string, unknown> | undefined
        // PostgreSQL refuses a NUL in text, and better-auth turns that refusal into a 500: no field of ours takes one.
        if (url.search.includes('%00') || JSON.stringify(body ?? {}).includes('\\u0000')) {
          return sendError(request, reply, 'unsupported_characters')
        }
        if (request.method === 'POST' && !(await limitAuthRequest(app, request, reply, subPath, body?.email))) return reply
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers: fromNodeHeaders(request.headers),
            ...(request.method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
          }),
        )
        reply.code(response.status)
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value)
        })
        const location = ownLocation(response.status, response.headers.get('location'), options.settings.baseURL)
        if (location !== null) reply.header('location', location)
        const cookies = response.headers.getSetCookie()
        if (cookies.length > 0) reply.header('set-cookie', cookies)
        const text = await response.text()
        if (response.status < 400) return reply.send(text)
        // A refusal is written in the visitor's language, from better-auth's code (ours, or its own: the union has them).
        const refusal = errorObject(text)
        return reply
          .header('vary', 'accept-language')
          .send(
            errorBody(request.locale, passedOnCode(refusal?.code, response.status), undefined, passedOnFields(refusal), response.status),
          )
      },
    })
  },
  { name: 'auth', dependencies: ['mail'] },
)

/** better-auth's JSON error body, or undefined when the body is empty or not a JSON object. */
function errorObject(text: string): Record<string, unknown> | undefined {
  if (!text) return undefined
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
