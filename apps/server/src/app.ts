import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Fastify, { type FastifyServerOptions } from 'fastify'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import fastifyStatic from '@fastify/static'
import type { TDatabase } from './db/client'
import { DEVELOPMENT_AUTH_SECRET, publicOrigin, type TEnv } from './env'
import { adminRoutes } from './features/admin/routes'
import { authRoutes } from './features/auth/routes'
import { outboxPage } from './features/auth/outbox-page'
import { catalogRoutes } from './features/catalog/routes'
import { sitemapRoutes } from './features/catalog/sitemap'
import { contactRoutes } from './features/contact/routes'
import { orderRoutes } from './features/orders/routes'
import { paymentRoutes } from './features/payments/routes'
import { authPlugin, type TAuthSettings } from './plugins/auth'
import { errorsPlugin } from './plugins/errors'
import { repoRoot } from './paths'
import { createLocalImageStore, type TImageStore } from './plugins/images'
import { createMailer, type TMailer } from './plugins/mail'

declare module 'fastify' {
  interface FastifyInstance {
    db: TDatabase['db']
    publicUrl: string | undefined
    images: TImageStore
    mailer: TMailer
    uploadLimitBytes: number
    bookingHoldMinutes: number
    stripeSettings: { secretKey: string; publishableKey: string; webhookSecret?: string } | undefined
  }
}

export type TAppOptions = {
  database: TDatabase
  env: TEnv
  logger?: FastifyServerOptions['logger']
  /** Replaces the mail adapter the environment asks for (tests). */
  mailer?: TMailer
}

/** What better-auth needs, from the environment. */
export function authSettingsFromEnv(env: TEnv): TAuthSettings {
  const origin = publicOrigin(env)
  const production = env.NODE_ENV === 'production'
  const localOrigins = production ? [] : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`]
  return {
    secret: env.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    baseURL: origin,
    trustedOrigins: [...new Set([origin, ...localOrigins])],
    secureCookies: production,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuerUrl: env.GOOGLE_ISSUER_URL }
        : undefined,
    rateLimitFactor: env.AUTH_RATE_LIMIT_FACTOR,
  }
}

/** Builds the API: plugins first, then each feature's routes under /api. The web is mounted by the caller. */
export async function buildApp({ database, env, logger = false, mailer }: TAppOptions) {
  const app = Fastify({
    logger,
    // Client addresses key the rate limits: only trust X-Forwarded-For behind a known proxy.
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('db', database.db)
  app.decorate('publicUrl', env.PUBLIC_URL)
  const uploadsFolder = path.join(path.resolve(repoRoot, env.DATA_DIR), 'uploads')
  mkdirSync(uploadsFolder, { recursive: true })
  app.decorate('images', createLocalImageStore(uploadsFolder))
  app.decorate('uploadLimitBytes', env.UPLOAD_MAX_BYTES)
  app.decorate('bookingHoldMinutes', env.BOOKING_HOLD_MINUTES)
  app.decorate(
    'stripeSettings',
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
      : undefined,
  )
  app.decorate('mailer', mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db: database.db, log: app.log }))

  await app.register(errorsPlugin)
  await app.register(authPlugin, { db: database.db, settings: authSettingsFromEnv(env), mailer: app.mailer })
  // Uploaded pictures: re-encoded WebP files with random names, never anything executable.
  await app.register(fastifyStatic, {
    root: uploadsFolder,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable')
      res.setHeader('x-content-type-options', 'nosniff')
      res.setHeader('content-security-policy', "default-src 'none'")
    },
  })
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Utsab API', description: 'Event services marketplace', version: '1.0.0' },
      tags: [{ name: 'catalog' }, { name: 'auth' }, { name: 'admin' }, { name: 'orders' }, { name: 'payments' }, { name: 'contact' }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' })

  await app.register(
    async (api) => {
      await api.register(catalogRoutes)
      await api.register(authRoutes)
      await api.register(adminRoutes)
      await api.register(orderRoutes)
      await api.register(paymentRoutes)
      await api.register(contactRoutes)
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No API route for ${request.method} ${request.url}` }),
      )
    },
    { prefix: '/api' },
  )
  await app.register(sitemapRoutes)
  if (env.NODE_ENV !== 'production' && app.mailer.kind === 'outbox') await app.register(outboxPage)
  return app
}

export type TApp = Awaited<ReturnType<typeof buildApp>>
