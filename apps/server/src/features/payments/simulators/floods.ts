import type { FastifyInstance, FastifyRequest } from 'fastify'
import { floodKey } from '../../../lib/client-address'

/**
 * What keeps a simulator from being a free database to write into: it answers anyone who reaches the site when it
 * runs, with credentials as public as a gateway's sandbox ones. Per address, sessions (or payments) a tester's
 * clicks open, not a flood; at once, a bound on those still open.
 */

/** Sessions one address may open in a window (the shop's own calls are not counted). */
export const SESSIONS_PER_ADDRESS = { max: 30, windowMs: 10 * 60_000 }
/** Open sessions kept at once: past this, new ones are refused until some end or age out. */
export const MAX_OPEN_SESSIONS = 1000
/** An unpaid session older than this is dropped, as the gateways' sessions expire. */
export const OPEN_SESSION_MS = 24 * 3600_000

/** Refunds one payment or session may take: a cancellation's few parts, not a table filled 1 paisa at a time. */
export const MAX_REFUNDS_PER_PAYMENT = 10
/** The longest free text a simulator keeps (invoice numbers, payer references, refund reasons), as the gateways cap theirs. */
export const MAX_TEXT_LENGTH = 255

/** The shop's own call: a connection this machine made to itself, not one a proxy forwarded. */
export const fromThisMachine = (request: FastifyRequest) =>
  !request.headers['x-forwarded-for'] &&
  request.socket.remoteAddress !== undefined &&
  request.socket.remoteAddress === request.socket.localAddress

/**
 * Counts a new session for the request's address (unless the shop itself asks): undefined when it may open one,
 * else the seconds to wait.
 */
export async function sessionsExhausted(app: FastifyInstance, request: FastifyRequest, simulator: string) {
  if (fromThisMachine(request)) return undefined
  const { max, windowMs } = SESSIONS_PER_ADDRESS
  const { allowed, retryAfterSeconds } = await app.rateLimiter.hit(`${simulator}:sessions:${floodKey(request.ip)}`, max, windowMs)
  return allowed ? undefined : retryAfterSeconds
}
