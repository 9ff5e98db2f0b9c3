import { createHash } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { TDb } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import { AppError } from '../lib/errors'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A creating route: a repeat of a request with the same Idempotency-Key (a double click, a retry
     * after a lost answer) gets the first request's answer instead of creating a second thing.
     */
    idempotent?: boolean
  }
  interface FastifyRequest {
    /** The Idempotency-Key this request holds the claim of, so its answer is stored for repeats. */
    idempotencyClaim: { userId: string; key: string } | null
  }
}

/** Keys are kept this long; a repeat after that is a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000
/** How long a repeat waits for the first request's answer before being told to try again. */
const WAIT_FOR_FIRST_MS = 15_000
/** A claim this old without an answer was left by a process that died mid-request: it may be taken over. */
const ABANDONED_CLAIM_MS = 60_000
const POLL_MS = 40
const KEY_PATTERN = /^[\w-]{8,128}$/

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * What makes two requests "the same": the route, the URL, and the JSON body. A multipart body is
 * streamed to its handler, so for uploads the URL stands for the request (a different form sent
 * with a reused key is then answered with the first form's result).
 */
function requestHash(request: FastifyRequest, route: string) {
  const multipart = request.headers['content-type']?.startsWith('multipart/') ?? false
  return createHash('sha256')
    .update(`${route}\n${request.url}\n${multipart ? '' : JSON.stringify(request.body ?? null)}`)
    .digest('hex')
}

/**
 * Idempotency-Key for creating routes (`config: { idempotent: true }`): the first request with a key
 * claims it (a row in idempotency_keys) and its answer is stored; a repeat with the same key and
 * request replays that answer, waiting while the first is still being handled; a repeat with another
 * request is refused (422 idempotency_key_reused). Server errors and rate-limit refusals are not
 * stored, so a retry after one runs again. Requests without the header are handled as before.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, options: { db: TDb }) => {
    const { db } = options
    app.decorateRequest('idempotencyClaim', null)

    async function claim(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const key = request.headers['idempotency-key']
      if (key === undefined || !request.user) return false
      if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new AppError('invalid_idempotency_key')
      const userId = request.user.id
      const route = `${request.method} ${request.routeOptions.url}`
      const hash = requestHash(request, route)
      const giveUpAt = Date.now() + WAIT_FOR_FIRST_MS
      while (Date.now() < giveUpAt) {
        const [claimed] = await db
          .insert(idempotencyKeys)
          .values({ userId, key, route, requestHash: hash })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key })
        if (claimed) {
          request.idempotencyClaim = { userId, key }
          return false
        }
        const [first] = await db
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
        if (!first) continue // the first request failed and gave its key back: this one runs
        const age = Date.now() - first.createdAt.getTime()
        const expired = age > IDEMPOTENCY_KEY_TTL_MS
        if (expired || (first.statusCode === null && age > ABANDONED_CLAIM_MS)) {
          // Conditional on the same age, so two repeats at once cannot both take over (and delete each other's claim).
          const olderThan = new Date(Date.now() - (expired ? IDEMPOTENCY_KEY_TTL_MS : ABANDONED_CLAIM_MS))
          await db
            .delete(idempotencyKeys)
            .where(
              and(
                eq(idempotencyKeys.userId, userId),
                eq(idempotencyKeys.key, key),
                lt(idempotencyKeys.createdAt, olderThan),
                expired ? undefined : isNull(idempotencyKeys.statusCode),
              ),
            )
          continue
        }
        if (first.route !== route || first.requestHash !== hash) throw new AppError('idempotency_key_reused')
        if (first.statusCode !== null) {
          void reply
            .code(first.statusCode)
            .header('idempotent-replayed', 'true')
            .type('application/json; charset=utf-8')
            .serializer((payload: unknown) => payload as string)
            .send(first.responseBody ?? '')
          return true
        }
        await sleep(POLL_MS)
      }
      throw new AppError('idempotency_in_progress')
    }

    app.addHook('preHandler', (request, reply, done) => {
      if (!request.routeOptions.config?.idempotent) return done()
      claim(request, reply).then((replayed) => {
        if (!replayed) done()
      }, done)
    })

    // Stores the answer before the caller hears it, so a repeat arriving afterwards is replayed.
    app.addHook('onSend', (request, reply, payload, done) => {
      const owned = request.idempotencyClaim
      if (!owned) return done(null, payload)
      request.idempotencyClaim = null
      const where = and(eq(idempotencyKeys.userId, owned.userId), eq(idempotencyKeys.key, owned.key))
      const keep = reply.statusCode < 500 && reply.statusCode !== 429 && typeof payload === 'string'
      const stored = keep
        ? db.update(idempotencyKeys).set({ statusCode: reply.statusCode, responseBody: payload }).where(where)
        : db.delete(idempotencyKeys).where(where)
      stored.then(
        () => done(null, payload),
        (error: unknown) => {
          request.log.error({ err: error }, 'idempotency answer not stored')
          done(null, payload)
        },
      )
    })

    // Keys older than a day are forgotten (a cheap sweep on its index).
    app.jobs.every(
      'sweep-idempotency-keys',
      10 * 60_000,
      () => db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS))),
      { atStart: true },
    )
  },
  { name: 'idempotency', dependencies: ['jobs'] },
)
