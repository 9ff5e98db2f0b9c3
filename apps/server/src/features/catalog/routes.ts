import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { KIND_META } from '@utsab/shared/kinds'
import { ZListing, ZListingPage, ZListingParams, ZListingQuery } from '@utsab/shared/schemas/catalog'
import { ZApiError } from '@utsab/shared/schemas/common'
import { getListing, listListings } from './service'

/** The spec's §7 catalog calls: one list and one detail route for each kind. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
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
      async (request) => listListings(app.db, kind, request.query),
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
      async (request) => getListing(app.db, kind, request.params.id),
    )
  }
}
