import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sendError } from '../plugins/errors'
import { floodKey } from './client-address'

/**
 * Per-address and per-account limits on the requests that write or mail on behalf of an address:
 * better-auth's sign-in, reset and verification endpoints, sign-up, the contact form and the
 * newsletter. Written once here; the auth plugin and the features call `limitAuthRequest`.
 */
/**
 * [attempts, window ms]. `perIp` and `perAccountAndIp` refuse (429); `slowAccount` only delays: counted
 * per account alone, a refusal would let anyone lock the owner out with a few wrong passwords.
 */
type TLimit = {
  name: string
  perIp: [number, number]
  perAccount?: [number, number]
  perAccountAndIp?: [number, number]
  slowAccount?: [number, number]
}
const MINUTE = 60_000
const LIMITS: Record<string, TLimit> = {
  // Nine a minute from one address: the tenth attempt in a minute is refused (issue 6: 429 within 10).
  '/sign-in/email': { name: 'sign-in', perIp: [9, MINUTE], perAccountAndIp: [5, MINUTE], slowAccount: [5, 15 * MINUTE] },
  '/request-password-reset': { name: 'reset', perIp: [5, 10 * MINUTE], perAccount: [3, 15 * MINUTE] },
  '/reset-password': { name: 'reset-confirm', perIp: [10, MINUTE] },
  '/send-verification-email': { name: 'verify', perIp: [5, 10 * MINUTE], perAccount: [3, 15 * MINUTE] },
  signup: { name: 'sign-up', perIp: [5, 10 * MINUTE], perAccount: [3, 10 * MINUTE] },
  // A code takes three tries; these bound the guesses across codes and numbers from one address. Per number they only
  // slow down: refused per number alone, a stranger could lock its owner out for nothing.
  'phone-sign-in': { name: 'phone-sign-in', perIp: [9, MINUTE], perAccountAndIp: [5, MINUTE], slowAccount: [5, 15 * MINUTE] },
  // Proving a number for one's account: a code's three tries, and no more guesses than signing in.
  'account-phone': { name: 'account-phone', perIp: [9, MINUTE], perAccountAndIp: [5, MINUTE] },
  // Public forms that write or mail on behalf of an address (the same tiers, outside better-auth).
  contact: { name: 'contact', perIp: [5, 10 * MINUTE], perAccount: [3, 10 * MINUTE] },
  newsletter: { name: 'newsletter', perIp: [5, 10 * MINUTE], perAccount: [3, 60 * MINUTE] },
}

/** The longest a sign-in waits for an account under attack: slow for a guesser, bearable for the owner. */
export const MAX_SIGN_IN_DELAY_MS = 3000
/** The wait of the `excess`-th attempt past the free ones: 250 ms, doubling, at most MAX_SIGN_IN_DELAY_MS. */
export const signInDelayMs = (excess: number) => (excess <= 0 ? 0 : Math.min(MAX_SIGN_IN_DELAY_MS, 250 * 2 ** (excess - 1)))

/** Counts this attempt against its limits; answers false (having sent 429) when one is passed. */
export async function limitAuthRequest(
  app: Pick<FastifyInstance, 'authSettings' | 'rateLimiter'>,
  request: FastifyRequest,
  reply: FastifyReply,
  limitKey: string,
  email?: unknown,
) {
  const limit = LIMITS[limitKey]
  if (!limit) return true
  const factor = app.authSettings.rateLimitFactor
  const account = typeof email === 'string' && email ? email.trim().toLowerCase() : undefined
  // An IPv6 client is counted by its /64: one subscriber's network hands out any number of addresses.
  const address = floodKey(request.ip)
  const checks: [string, [number, number]][] = [[`${limit.name}:ip:${address}`, limit.perIp]]
  if (account && limit.perAccountAndIp) checks.push([`${limit.name}:account-ip:${account}:${address}`, limit.perAccountAndIp])
  if (account && limit.perAccount) checks.push([`${limit.name}:account:${account}`, limit.perAccount])
  for (const [key, [max, windowMs]] of checks) {
    const { allowed, retryAfterSeconds } = await app.rateLimiter.hit(key, Math.ceil(max * factor), windowMs)
    if (!allowed) {
      void sendError(request, reply.header('retry-after', String(retryAfterSeconds)), 'rate_limited', { seconds: retryAfterSeconds })
      return false
    }
  }
  if (account && limit.slowAccount) {
    const [free, windowMs] = limit.slowAccount
    const { count } = await app.rateLimiter.hit(`${limit.name}:account:${account}`, Math.ceil(free * factor), windowMs)
    const delay = signInDelayMs(count - Math.ceil(free * factor))
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
  }
  return true
}
