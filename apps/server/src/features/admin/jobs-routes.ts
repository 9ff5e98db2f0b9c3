import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import { ZJobParams, ZJobRetried, ZJobsOverview } from '@utsab/shared/schemas/jobs'
import { readJobsOverview, retryJob } from './jobs'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError }

/** The durable job queue as admins see it (decision 040): emails that keep failing, with a retry, and the recurring tasks. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/jobs',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'The job queue: counts by state, jobs failing or failed (newest first), and the recurring tasks',
        response: { 200: ZJobsOverview, ...errors },
      },
    },
    async () => readJobsOverview(app.db),
  )
  app.post(
    '/admin/jobs/:id/retry',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Queue a job that failed for good again, its attempts counted anew; 409 job_not_failed for any other',
        params: ZJobParams,
        response: { 200: ZJobRetried, ...errors },
      },
    },
    async (request) => retryJob(app.db, request.user!, request.params.id),
  )
}
