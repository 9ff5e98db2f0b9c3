import { desc } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZEmailParams, ZIdParams, ZModified, ZSetMerchantRole, ZUserList } from '@utsab/shared/schemas/auth'
import { ZApiError } from '@utsab/shared/schemas/common'
import { user } from '../../db/schema'
import { findUserByEmail, findUserById, setUserRole, toUser } from '../../db/users'
import { recordAudit } from '../../db/merchant-records'
import { ConflictError, NotFoundError } from '../../lib/errors'
import { acceptApplication, acceptedEmail, NOT_REQUESTED, pendingApplicationOf } from './service'

const NO_APPLICATION = 'This user has no application waiting for review. Ask them to apply again, so that their agency can be set up.'
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }

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
      const target = await findUserById(app.db, request.params.id)
      if (!target) throw new NotFoundError('No user with this id')
      const modifiedCount = await setUserRole(app.db, request.params.id, 'admin')
      if (modifiedCount > 0) await recordAudit(app.db, request.user!, 'user.make-admin', target.email)
      return { modifiedCount }
    },
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
    async (request) => {
      const found = await findUserByEmail(app.db, request.params.email)
      if (!found) throw new NotFoundError('No user with this email')
      // With an application waiting, this is the same as Accept: the agency and first listing come with the role.
      const pending = await pendingApplicationOf(app.db, found.id)
      if (pending) {
        const application = await acceptApplication(app.db, request.user!, pending)
        await app.mailer
          .send(acceptedEmail(application, app.publicOrigin))
          .catch((error: unknown) => app.log.error({ err: error }, 'acceptance email not sent'))
        return { modifiedCount: 1 }
      }
      if (found.role === 'merchant') return { modifiedCount: 0 }
      // Without an application there is no agency or service to sell: a merchant who could do nothing.
      if (found.role === 'requested') throw new ConflictError(NO_APPLICATION)
      throw new ConflictError(NOT_REQUESTED)
    },
  )
}
