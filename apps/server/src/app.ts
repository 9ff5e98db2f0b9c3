import Fastify, { type FastifyServerOptions } from 'fastify'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { TDatabase } from './db/client'
import { catalogRoutes } from './features/catalog/routes'
import { sitemapRoutes } from './features/catalog/sitemap'
import { contactRoutes } from './features/contact/routes'
import { errorsPlugin } from './plugins/errors'

declare module 'fastify' {
  interface FastifyInstance {
    db: TDatabase['db']
    publicUrl: string | undefined
  }
}

export type TAppOptions = {
  database: TDatabase
  logger?: FastifyServerOptions['logger']
  publicUrl?: string
}

/** Builds the API: plugins first, then each feature's routes under /api. The web is mounted by the caller. */
export async function buildApp({ database, logger = false, publicUrl }: TAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('db', database.db)
  app.decorate('publicUrl', publicUrl)

  await app.register(errorsPlugin)
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Utsab API', description: 'Event services marketplace', version: '1.0.0' },
      tags: [{ name: 'catalog' }, { name: 'contact' }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' })

  await app.register(
    async (api) => {
      await api.register(catalogRoutes)
      await api.register(contactRoutes)
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No API route for ${request.method} ${request.url}` }),
      )
    },
    { prefix: '/api' },
  )
  await app.register(sitemapRoutes)
  return app
}

export type TApp = Awaited<ReturnType<typeof buildApp>>
