import { desc } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZEmailParams, ZIdParams, ZModified, ZSetMerchantRole, ZUserList } from '@utsab/shared/schemas/auth'
import { ZApiError } from '@utsab/shared/schemas/common'
import { user } from '../../db/schema'
import { findUserByEmail, findUserById, setUserRole, toUser } from '../../db/users'
import { NotFoundError } from '../../lib/errors'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError }

/** Administration of users (spec §7): list, make admin, make merchant. Admins only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    { config: { allow: ['admin'] }, schema: { tags: ['admin'], summary: 'All users', response: { 200: ZUserList, ...errors } } },
    async () => ({ data: (await app.db.select().from(user).orderBy(desc(user.createdAt))).map(toUser) }),
  )

  app.put(
    '/user/admin/:id',
    {
      config: { allow: ['admin'] },
      schema: { tags: ['admin'], summary: 'Make a user an admin', params: ZIdParams, response: { 200: ZModified, ...errors } },
    },
    async (request) => {
      if (!(await findUserById(app.db, request.params.id))) throw new NotFoundError('No user with this id')
      return { modifiedCount: await setUserRole(app.db, request.params.id, 'admin') }
    },
  )

  app.patch(
    '/user/:email',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Make a user a merchant',
        params: ZEmailParams,
        body: ZSetMerchantRole,
        response: { 200: ZModified, ...errors },
      },
    },
    async (request) => {
      const found = await findUserByEmail(app.db, request.params.email)
      if (!found) throw new NotFoundError('No user with this email')
      return { modifiedCount: await setUserRole(app.db, found.id, 'merchant') }
    },
  )
}
