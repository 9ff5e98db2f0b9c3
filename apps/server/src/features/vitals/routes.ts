import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import { ZVitalsBeacon, ZVitalsReport } from '@utsab/shared/schemas/vitals'
import { VITALS_RATE_LIMIT } from '@utsab/shared/vitals'
import { floodKey } from '../../lib/client-address'
import { AppError } from '../../lib/errors'
import { recordVitals, sweepOldVitals, vitalsReport } from './service'

const SWEEP_EVERY_MS = 60 * 60_000
/** A beacon is a few hundred bytes; anything much larger is not ours. */
const BEACON_BODY_LIMIT = 1024

/**
 * Real-user Web Vitals (issue 38, decision 062): pages send one beacon per sampled page view; admins read
 * the p75 per route, device class and language over 7 days; measurements are kept 30 days.
 */
export const vitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  // navigator.sendBeacon sends a string as text/plain (a simple request, never preflighted): in this plugin
  // only, such a body is read as JSON, with the same parser and errors as application/json.
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BEACON_BODY_LIMIT }, app.getDefaultJsonParser('error', 'ignore'))

  // Counted before the body is read, per address (an IPv6 /64 as one) and all together, so that no one fills the table.
  const limitBeacons = async (request: FastifyRequest, reply: FastifyReply) => {
    const { perAddress, total, windowMs } = VITALS_RATE_LIMIT
    for (const [key, max] of [
      [`vitals:ip:${floodKey(request.ip)}`, perAddress],
      ['vitals:all', total],
    ] as const) {
      const { allowed, retryAfterSeconds } = await app.rateLimiter.hit(key, max, windowMs)
      if (allowed) continue
      void reply.header('retry-after', String(retryAfterSeconds))
      throw new AppError('rate_limited', { seconds: retryAfterSeconds })
    }
  }

  app.post(
    '/vitals',
    {
      bodyLimit: BEACON_BODY_LIMIT,
      onRequest: limitBeacons,
      schema: {
        tags: ['vitals'],
        summary:
          'One sampled page view’s LCP, INP and CLS, with its route pattern, language, device class and navigation type; nothing personal is kept',
        body: ZVitalsBeacon,
        response: { 204: z.null(), 400: ZApiError, 403: ZApiError, 413: ZApiError, 415: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await recordVitals(app.db, request.body)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/admin/vitals',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['admin'],
        summary:
          'Real-user Web Vitals of the last 7 days: p75 of LCP, INP and CLS per route, device class and language, with sample counts',
        response: { 200: ZVitalsReport, 401: ZApiError, 403: ZApiError },
      },
    },
    async () => vitalsReport(app.db),
  )

  app.jobs.every('sweep-web-vitals', SWEEP_EVERY_MS, async () => {
    const removed = await sweepOldVitals(app.db)
    if (removed > 0) app.log.info({ removed }, 'removed web vitals older than 30 days')
  })
}
