import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { KIND_META } from '@utsab/shared/kinds'
import { ZListing, ZListingPage, ZListingParams, ZListingQuery } from '@utsab/shared/schemas/catalog'
import { ZApiError } from '@utsab/shared/schemas/common'
import { getListing, listListings } from './service'

/** The spec's §7 catalog calls: one list and one detail route for each kind. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Answers from the catalog cache when it holds this URL, else computes, serializes once and keeps it.
   * A string body skips Fastify's serializer; it was shaped by the same response schema when computed.
   */
  async function cached(reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
    let body = app.catalogCache.get(key)
    if (body === undefined) {
      body = JSON.stringify(await compute())
      app.catalogCache.set(key, body)
    }
    return reply.type('application/json; charset=utf-8').send(body)
  }

  for (const kind of LISTING_KINDS) {
    const { apiSegment, label } = KIND_META[kind]
    app.get(
      `/${apiSegment}`,
      {
        schema: {
          tags: ['catalog'],
          summary: `List ${label} listings`,
          querystring: ZListingQuery,
          response: { 200: ZListingPage, 400: ZApiError },
        },
      },
      async (request, reply) => cached(reply, request.url, async () => ZListingPage.parse(await listListings(app.db, kind, request.query))),
    )
    app.get(
      `/${apiSegment}/:id`,
      {
        schema: {
          tags: ['catalog'],
          summary: `One ${label} listing`,
          params: ZListingParams,
          response: { 200: ZListing, 400: ZApiError, 404: ZApiError },
        },
      },
      async (request, reply) => cached(reply, request.url, async () => ZListing.parse(await getListing(app.db, kind, request.params.id))),
    )
  }
}
