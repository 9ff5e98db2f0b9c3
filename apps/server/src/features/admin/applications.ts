import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import { m } from '@utsab/shared/schemas/messages-by-key'
import {
  APPLICATION_STATUSES,
  ZApplicationList,
  ZApplicationParams,
  ZAuditLog,
  ZDecline,
  ZMerchantApplication,
} from '@utsab/shared/schemas/merchants'
import { acceptApplication, declineApplication, listApplications, readAuditLog } from './service'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }

/** Admin review of merchant applications (accept, decline) and the audit log of admin actions. */
export const applicationReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/merchant-applications',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Merchant applications, newest first',
        querystring: z.object({
          status: z
            .enum(APPLICATION_STATUSES, { message: m('validation.oneOf', { label: 'status', options: APPLICATION_STATUSES.join(', ') }) })
            .optional(),
        }),
        response: { 200: ZApplicationList, ...errors },
      },
    },
    async (request) => ({ data: await listApplications(app.db, request.query.status) }),
  )

  app.post(
    '/merchant-applications/:id/accept',
    {
      config: { allow: ['admin'], invalidatesCatalog: true },
      schema: {
        tags: ['admin'],
        summary: 'Accept: the user becomes a merchant, the agency is created and its first listing published',
        params: ZApplicationParams,
        response: { 200: z.object({ application: ZMerchantApplication, modifiedCount: z.number().int() }), ...errors },
      },
    },
    async (request) => ({ application: await acceptApplication(app, request.user!, request.params.id), modifiedCount: 1 }),
  )

  app.post(
    '/merchant-applications/:id/decline',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Decline with a reason: the role returns to none and the applicant is emailed the reason',
        params: ZApplicationParams,
        body: ZDecline,
        response: { 200: z.object({ application: ZMerchantApplication }), ...errors },
      },
    },
    async (request) => ({ application: await declineApplication(app, request.user!, request.params.id, request.body.reason) }),
  )

  app.get(
    '/admin/audit-log',
    {
      config: { allow: ['admin'] },
      schema: { tags: ['admin'], summary: 'What admins did, newest first', response: { 200: ZAuditLog, ...errors } },
    },
    async () => ({ data: await readAuditLog(app.db) }),
  )
}
