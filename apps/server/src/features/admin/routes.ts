import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZEmailParams, ZIdParams, ZModified, ZSetMerchantRole, ZUserList } from '@utsab/shared/schemas/auth'
import { ZApiError } from '@utsab/shared/schemas/common'
import { listUsers, makeAdmin, makeMerchant } from './service'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }

/** Administration of users (spec §7): list, make admin, make merchant. Admins only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    { config: { allow: ['admin'] }, schema: { tags: ['admin'], summary: 'All users', response: { 200: ZUserList, ...errors } } },
    async () => ({ data: await listUsers(app.db) }),
  )

  app.put(
    '/user/admin/:id',
    {
      config: { allow: ['admin'] },
      schema: { tags: ['admin'], summary: 'Make a user an admin', params: ZIdParams, response: { 200: ZModified, ...errors } },
    },
    async (request) => makeAdmin(app.db, request.user!, request.params.id),
  )

  app.patch(
    '/user/:email',
    {
      config: { allow: ['admin'], invalidatesCatalog: true },
      schema: {
        tags: ['admin'],
        summary: 'Make a user a merchant: accepts their pending application (409 when there is none)',
        params: ZEmailParams,
        body: ZSetMerchantRole,
        response: { 200: ZModified, ...errors },
      },
    },
    async (request) => makeMerchant(app, request.user!, request.params.email),
  )
}
