import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import type { TDatabase } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process starts to shut down: readiness answers 503 so a balancer stops sending work. */
    markShuttingDown: () => void
  }
}

const ZHealth = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() })
const ZReady = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.string(),
  rateLimits: z.string(),
  reason: z.string().optional(),
})

/**
 * Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: the database answers and
 * the process is not shutting down), for a load balancer or an orchestrator.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance, options: { database: TDatabase }) => {
    let shuttingDown = false
    app.decorate('markShuttingDown', () => {
      shuttingDown = true
    })
    app.get(
      '/api/health',
      { schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: ZHealth } } },
      async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
    )
    app.get(
      '/api/ready',
      {
        schema: {
          tags: ['health'],
          summary: 'Readiness: the database answers and the process is not shutting down',
          response: { 200: ZReady, 503: ZReady },
        },
      },
      async (_request, reply) => {
        const base = { database: options.database.kind, rateLimits: app.rateLimiter.kind }
        if (shuttingDown) return reply.code(503).send({ status: 'unavailable' as const, ...base, reason: 'shutting down' })
        try {
          await options.database.db.execute(sql`select 1`)
          return { status: 'ready' as const, ...base }
        } catch {
          return reply.code(503).send({ status: 'unavailable' as const, ...base, reason: 'database unreachable' })
        }
      },
    )
  },
  { name: 'health', dependencies: ['auth'] },
)
