import { constants as zlibConstants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import { mkdirSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import fastifyStatic from '@fastify/static'
import { Redis } from 'ioredis'
import { ORDER_RATE_LIMIT } from '@utsab/shared/constants'
import { PLANNER_RATE_LIMIT } from '@utsab/shared/planner'
import type { TDatabase } from './db/client'
import { DEVELOPMENT_AUTH_SECRET, hasLiveProvider, publicOrigin, siteOrigins, smsProvider, type TEnv } from './env'
import { accountRoutes } from './features/account/routes'
import { applicationReviewRoutes } from './features/admin/applications'
import { adminRoutes } from './features/admin/routes'
import { jobRoutes } from './features/admin/jobs-routes'
import { merchantRoutes } from './features/merchants/routes'
import { authRoutes } from './features/auth/routes'
import { outboxPage, smsOutboxPage } from './features/auth/outbox-page'
import { catalogRoutes } from './features/catalog/routes'
import { sitemapRoutes } from './features/catalog/sitemap'
import { contactRoutes } from './features/contact/routes'
import { languageRoutes } from './features/language/routes'
import { phoneRoutes } from './features/auth/phone-routes'
import { orderRoutes } from './features/orders/routes'
import { shortlistRoutes } from './features/catalog/shortlist-routes'
import { plannerRoutes } from './features/planner/routes'
import { compareRoutes } from './features/catalog/compare-routes'
import { reviewRoutes } from './features/reviews/routes'
import { messageRoutes } from './features/messages/routes'
import { paymentRoutes } from './features/payments/routes'
import { vitalsRoutes } from './features/vitals/routes'
import type { TStripeSettings } from './features/payments/gateways/stripe/stripe'
import { authPlugin, type TAuthSettings } from './plugins/auth'
import { errorsPlugin, sendError } from './plugins/errors'
import { languagePlugin } from './plugins/language'
import { healthPlugin } from './plugins/health'
import { idempotencyPlugin } from './plugins/idempotency'
import { catalogCachePlugin } from './plugins/catalog-cache'
import { createMemoryRateLimiter, createRedisRateLimiter } from './lib/rate-limiter'
import { securityHeadersPlugin } from './plugins/security-headers'
import { sameOriginPlugin } from './plugins/same-origin'
import { redactUrl } from './lib/redact'
import { verifiedEmailPlugin } from './plugins/verified-email'
import { repoRoot } from './paths'
import { imagesPlugin, STORED_PICTURE_NAME } from './plugins/images'
import { createLocalObjectStore, createS3ObjectStore, type TS3Settings } from './lib/object-store'
import { jobsPlugin } from './plugins/jobs'
import { findUnusedUploads } from './db/unused-uploads'
import { mailPlugin, type TMailer } from './plugins/mail'
import { smsPlugin } from './plugins/sms'

declare module 'fastify' {
  interface FastifyInstance {
    db: TDatabase['db']
    /** The site's own origin for every link we write (emails, canonical tags, sitemap): PUBLIC_URL, never a request's Host. */
    publicOrigin: string
    /** Support's address (SUPPORT_EMAIL): told of each contact message; answers to the admins' replies go there. */
    supportEmail: string
    uploadLimitBytes: number
    bookingHoldMinutes: number
    /** The key the guest list's links are derived with (decision 061): the auth secret. */
    linkSecret: string
    requestAnswerHours: number
    /** How long a new message waits before its recipient is emailed (MESSAGE_EMAIL_DELAY_SECONDS). */
    messageEmailDelaySeconds: number
    /** Utsab's commission on payments, in basis points (COMMISSION_PERCENT × 100). */
    commissionBps: number
    /** How many orders and cart items one account may create per window, and the window. */
    orderRateLimit: { max: number; windowMs: number }
    /** How many changes one account may make to its event plans per window, and the window. */
    plannerRateLimit: { max: number; windowMs: number }
    stripeSettings: TStripeSettings | undefined
    /** The SSLCommerz store when configured; otherwise the built-in simulator (outside production, or with PAYMENTS_TEST_MODE). */
    sslcommerzSettings: { storeId: string; storePassword: string; sandbox: boolean } | undefined
    /** The bKash merchant account when configured; otherwise the built-in simulator where simulators may run. */
    bkashSettings: { appKey: string; appSecret: string; username: string; password: string; sandbox: boolean } | undefined
    /** How often gateway payments without an answer are reconciled (and how quiet one must be first). */
    paymentsReconcileMs: number
    /** The built-in gateway simulators may run: outside production, or in production with PAYMENTS_TEST_MODE=true. */
    gatewaySimulatorsAllowed: boolean
    /** No live payment provider: every payment screen and email says "Test mode". */
    paymentsTestMode: boolean
  }
}

const UNUSED_PICTURE_GRACE_MS = 24 * 60 * 60_000

export type TAppOptions = {
  database: TDatabase
  env: TEnv
  logger?: FastifyServerOptions['logger']
  /** Replaces the mail adapter the environment asks for (tests). */
  mailer?: TMailer
}

/** What better-auth needs, from the environment. */
export function authSettingsFromEnv(env: TEnv): TAuthSettings {
  const production = env.NODE_ENV === 'production'
  return {
    secret: env.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    baseURL: publicOrigin(env),
    trustedOrigins: siteOrigins(env),
    secureCookies: production,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuerUrl: env.GOOGLE_ISSUER_URL }
        : undefined,
    rateLimitFactor: env.AUTH_RATE_LIMIT_FACTOR,
  }
}

/** Where pictures' bytes go when S3_BUCKET is set (decision 042); local disk otherwise. */
export function s3SettingsFromEnv(env: TEnv): TS3Settings | undefined {
  if (!env.S3_BUCKET) return undefined
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: env.S3_PUBLIC_URL,
  }
}

/** The PostgreSQL NOTIFY channel on which instances say that the public catalog changed. */
const CATALOG_CHANNEL = 'utsab_catalog_changed'

/** proxy-addr's trust function for `hops` proxies: it is asked of each address from the socket's peer leftwards. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops

/**
 * One log line per request, written when it is answered, with the request's fields, instead of Fastify's
 * two (decision 045): half the logging work on every request, and one line to read. A request that never
 * finishes shows in the shutdown log instead.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored')
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }
}

/** Builds the API: plugins first, then each feature's routes under /api. The web is mounted by the caller. */
export async function buildApp({ database, env, logger = false, mailer }: TAppOptions) {
  const app = Fastify({
    logger: logger && {
      ...(logger === true ? {} : logger),
      // Request lines keep Fastify's fields, with reset and verification tokens taken out of the URL.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    // A request id in every log line: the caller's X-Request-Id when it looks like one (a proxy's), else a new one.
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && /^[\w.:-]{8,64}$/.test(given) ? given : randomUUID()
    },
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    // Client addresses key the rate limits: only trust X-Forwarded-For behind a known proxy. Fastify (5.12)
    // trusts no hop at all for a bare number, so a hop count is a function: the socket's peer and the
    // entries the next hops appended are proxies; the entry before them is the client (decision 048).
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('db', database.db)
  app.decorate('publicOrigin', publicOrigin(env))
  app.decorate('supportEmail', env.SUPPORT_EMAIL)
  const uploadsFolder = path.join(path.resolve(repoRoot, env.DATA_DIR), 'uploads')
  const s3 = s3SettingsFromEnv(env)
  if (!s3) mkdirSync(uploadsFolder, { recursive: true })
  const objects = s3 ? createS3ObjectStore(s3) : createLocalObjectStore(uploadsFolder)
  await app.register(imagesPlugin, { objects, db: database.db })
  app.decorate('uploadLimitBytes', env.UPLOAD_MAX_BYTES)
  app.decorate('bookingHoldMinutes', env.BOOKING_HOLD_MINUTES)
  app.decorate('linkSecret', env.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET)
  app.decorate('requestAnswerHours', env.REQUEST_ANSWER_HOURS)
  app.decorate('messageEmailDelaySeconds', env.MESSAGE_EMAIL_DELAY_SECONDS)
  app.decorate('commissionBps', Math.round(env.COMMISSION_PERCENT * 100))
  app.decorate('orderRateLimit', {
    max: Math.ceil(ORDER_RATE_LIMIT.max * env.ORDER_RATE_LIMIT_FACTOR),
    windowMs: ORDER_RATE_LIMIT.windowMs,
  })
  app.decorate('plannerRateLimit', {
    max: Math.ceil(PLANNER_RATE_LIMIT.max * env.PLANNER_RATE_LIMIT_FACTOR),
    windowMs: PLANNER_RATE_LIMIT.windowMs,
  })
  app.decorate(
    'stripeSettings',
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL,
        }
      : undefined,
  )
  const rateLimiter = env.REDIS_URL
    ? createRedisRateLimiter(new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }))
    : createMemoryRateLimiter()
  app.addHook('onClose', () => rateLimiter.close())
  await app.register(jobsPlugin, { db: database.db })
  // A day after its upload, a picture no row points to (a form never sent, a replaced picture) is removed.
  app.jobs.every('remove-unused-pictures', 60 * 60_000, async () => {
    const unused = await findUnusedUploads(app.db, { olderThan: new Date(Date.now() - UNUSED_PICTURE_GRACE_MS), limit: 500 })
    for (const url of unused) await app.images.removeImage(url)
    if (unused.length > 0) app.log.info({ removed: unused.length }, 'removed pictures no row points to')
  })
  await app.register(mailPlugin, {
    mailer,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    db: database.db,
    rateLimiter,
    perHour: env.MAIL_PER_RECIPIENT_PER_HOUR,
    publicOrigin: publicOrigin(env),
  })
  await app.register(smsPlugin, {
    db: database.db,
    provider: smsProvider(env),
    sslWireless:
      env.SMS_API_TOKEN && env.SMS_SENDER_ID
        ? { apiUrl: env.SMS_API_URL, apiToken: env.SMS_API_TOKEN, senderId: env.SMS_SENDER_ID }
        : undefined,
    costPerSegment: env.SMS_COST_PER_SEGMENT,
    dailyCodeLimit: env.SMS_DAILY_LIMIT,
    quietHours: env.SMS_QUIET_HOURS === 'on',
  })
  app.decorate(
    'sslcommerzSettings',
    env.SSLCOMMERZ_STORE_ID && env.SSLCOMMERZ_STORE_PASSWORD
      ? { storeId: env.SSLCOMMERZ_STORE_ID, storePassword: env.SSLCOMMERZ_STORE_PASSWORD, sandbox: env.SSLCOMMERZ_SANDBOX }
      : undefined,
  )
  app.decorate(
    'bkashSettings',
    env.BKASH_APP_KEY && env.BKASH_APP_SECRET && env.BKASH_USERNAME && env.BKASH_PASSWORD
      ? {
          appKey: env.BKASH_APP_KEY,
          appSecret: env.BKASH_APP_SECRET,
          username: env.BKASH_USERNAME,
          password: env.BKASH_PASSWORD,
          sandbox: env.BKASH_SANDBOX,
        }
      : undefined,
  )
  app.decorate('paymentsReconcileMs', env.PAYMENTS_RECONCILE_SECONDS * 1000)
  // Never beside a provider that moves real money, whatever NODE_ENV says: the simulators' printed test wallets and cards
  // would pay real bookings (a live store started without NODE_ENV=production is still a live store).
  app.decorate('gatewaySimulatorsAllowed', !hasLiveProvider(env) && (env.NODE_ENV !== 'production' || env.PAYMENTS_TEST_MODE))
  // Stripe's test keys are Stripe's business; an SSLCommerz sandbox store moves no money either.
  app.decorate(
    'paymentsTestMode',
    !app.stripeSettings &&
      !(app.sslcommerzSettings && !app.sslcommerzSettings.sandbox) &&
      !(app.bkashSettings && !app.bkashSettings.sandbox),
  )

  // First of all hooks, so that an answer refused by an early hook (cross-site, 401) still names its request.
  // Hooks on every request are callback-style: an async one costs a promise and a microtask per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })
  // Before every route, so that API answers are compressed too (for clients that ask). Request bodies are
  // taken as sent: nothing here expands a compressed upload.
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    // Brotli's default (quality 11) costs tens of milliseconds per page; 4 compresses nearly as well, fast.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  })
  await app.register(errorsPlugin)
  await app.register(languagePlugin)
  await app.register(securityHeadersPlugin, {
    production: env.NODE_ENV === 'production',
    stripe: Boolean(env.STRIPE_SECRET_KEY),
    httpsOrigin: publicOrigin(env).startsWith('https:'),
    imageOrigins: s3?.publicUrl ? [new URL(s3.publicUrl).origin] : [],
  })
  // Before anything reads a body or a session: a state-changing request from another site's page is refused.
  await app.register(sameOriginPlugin, { origins: siteOrigins(env) })
  await app.register(authPlugin, { db: database.db, settings: authSettingsFromEnv(env), rateLimiter })
  await app.register(verifiedEmailPlugin)
  await app.register(idempotencyPlugin, { db: database.db })
  await app.register(healthPlugin, { database })
  const notices = database.notices
  await app.register(catalogCachePlugin, {
    ttlSeconds: env.CATALOG_CACHE_SECONDS,
    channel: notices && {
      publish: () => notices.notify(CATALOG_CHANNEL),
      subscribe: (onChange) => notices.listen(CATALOG_CHANNEL, onChange),
    },
  })
  // Uploaded pictures on local disk: re-encoded WebP and AVIF files with random names, never anything
  // executable (a bucket's are served by the images plugin).
  if (objects.kind === 'local')
    await app.register(fastifyStatic, {
      root: uploadsFolder,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Only the files the image store writes: anything else that found its way into the folder is
      // never served, so an SVG or HTML file can never run in our origin.
      allowedPath: (pathName) => pathName.startsWith('/') && STORED_PICTURE_NAME.test(pathName.slice(1)),
      setHeaders: (res) => {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable')
        res.setHeader('x-content-type-options', 'nosniff')
        res.setHeader('content-security-policy', "default-src 'none'")
      },
    })
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Utsab API', description: 'Event services marketplace', version: '1.0.0' },
      tags: [
        { name: 'catalog' },
        { name: 'auth' },
        { name: 'account' },
        { name: 'admin' },
        { name: 'orders' },
        { name: 'payments' },
        { name: 'merchants' },
        { name: 'contact' },
        { name: 'health' },
      ],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' })

  await app.register(
    async (api) => {
      await api.register(catalogRoutes)
      await api.register(authRoutes)
      await api.register(accountRoutes)
      await api.register(adminRoutes)
      await api.register(applicationReviewRoutes)
      await api.register(jobRoutes)
      await api.register(merchantRoutes)
      await api.register(orderRoutes)
      await api.register(paymentRoutes)
      await api.register(contactRoutes)
      await api.register(shortlistRoutes)
      await api.register(plannerRoutes)
      await api.register(compareRoutes)
      await api.register(reviewRoutes)
      await api.register(messageRoutes)
      await api.register(languageRoutes)
      await api.register(phoneRoutes)
      await api.register(vitalsRoutes)
      api.setNotFoundHandler((request, reply) => sendError(request, reply, 'no_api_route', { method: request.method, path: request.url }))
    },
    { prefix: '/api' },
  )
  await app.register(sitemapRoutes)
  // Fastify's own 404 logs the raw URL, reset tokens included.
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, 'no_route', { method: request.method, path: redactUrl(request.url) }),
  )
  if (env.NODE_ENV !== 'production' && app.mailer.kind === 'outbox') await app.register(outboxPage)
  if (env.NODE_ENV !== 'production' && app.sms.gateway?.name === 'simulator') await app.register(smsOutboxPage)
  return app
}

export type TApp = Awaited<ReturnType<typeof buildApp>>
