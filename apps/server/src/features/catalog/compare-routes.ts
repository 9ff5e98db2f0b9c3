import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import { ZCompareQuery, ZComparison } from '@utsab/shared/schemas/compare'
import { compareListings } from './compare'

/** Comparing listings (issue 37): public, as the listings' own pages are; what is not on sale is refused. */
export const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/compare',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Two to four listings side by side, priced for a guest count (400 for fewer or more, 404 when one is not on sale)',
        querystring: ZCompareQuery,
        response: { 200: ZComparison, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => compareListings(app.db, request.query),
  )
}
