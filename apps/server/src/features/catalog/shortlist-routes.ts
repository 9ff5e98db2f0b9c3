import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import { ZShortlist, ZShortlistParams, ZShortlistState } from '@utsab/shared/schemas/shortlist'
import { dropFromShortlist, keepOnShortlist, readShortlist } from './shortlist'

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError }

/** The shortlist (issue 17): anyone signed in keeps their own; nobody sees another's. */
export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shortlist',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['shortlist'],
        summary: 'My shortlist: the listings on sale I kept, the latest first',
        response: { 200: ZShortlist, ...errors },
      },
    },
    async (request) => readShortlist(app.db, request.user!.id),
  )
  app.put(
    '/shortlist/:listingId',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['shortlist'],
        summary: 'Keep a listing on my shortlist (again is fine; 404 when not on sale, 409 when the shortlist is full)',
        params: ZShortlistParams,
        response: { 200: ZShortlistState, ...errors },
      },
    },
    async (request) => keepOnShortlist(app.db, request.user!.id, request.params.listingId),
  )
  app.delete(
    '/shortlist/:listingId',
    {
      config: { allow: ['user'] },
      schema: {
        tags: ['shortlist'],
        summary: 'Take a listing off my shortlist (again is fine)',
        params: ZShortlistParams,
        response: { 200: ZShortlistState, ...errors },
      },
    },
    async (request) => dropFromShortlist(app.db, request.user!.id, request.params.listingId),
  )
}
