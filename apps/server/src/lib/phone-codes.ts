import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { PHONE_CODE_LENGTH, PHONE_CODE_LIFETIME_SECONDS, PHONE_CODE_RESEND_SECONDS, PHONE_CODE_TRIES } from '@utsab/shared/schemas/phone'
import type { FastifyInstance } from 'fastify'
import type { TDb } from '../db/client'
import { phoneCodes, smsMessages } from '../db/schema'
import { findByVerifiedPhone } from '../db/users'
import { floodKey } from './client-address'
import { AppError } from './errors'
import type { TRateLimiter } from './rate-limiter'
import { queueSms } from './sms/queue'

export type TPhoneCodePurpose = 'sign-in' | 'add-phone'

export type TPhoneCodeDeps = {
  db: TDb
  rateLimiter: TRateLimiter
  /** Keys the codes' HMAC: a copy of the table alone does not give the codes away. */
  secret: string
  /** The site's host, for the line that lets a phone's browser offer the code (WebOTP). */
  host: string
  /** Multiplies the per-number, per-prefix and per-address limits (tests raise it). */
  limitFactor: number
  dailyCodeLimit: number
}

const HOUR = 60 * 60_000
/**
 * SMS pumping costs real money, and a refusal locks a person out: a number gets at most 5 codes an hour asked from one
 * address and 10 from all; one address (an IPv6 /64) asks at most 10 an hour, a /48 30. A number no account has proved
 * (what pumping asks for) also counts against its block of a thousand numbers (all but the last three digits), 15 an
 * hour, and the site's SMS_DAILY_LIMIT: a stranger can neither spend without bound nor lock out a whole block of users.
 */
const PER_NUMBER_AND_ADDRESS: [number, number] = [5, HOUR]
const PER_NUMBER: [number, number] = [10, HOUR]
const PER_ADDRESS: [number, number] = [10, HOUR]
const PER_NETWORK: [number, number] = [30, HOUR]
const PER_NEW_NUMBER_BLOCK: [number, number] = [15, HOUR]

/** A number an account proved: its owner signs in with it, so its codes are not held back for strangers' floods. */
const hashCode = (secret: string, phone: string, purpose: TPhoneCodePurpose, code: string) =>
  createHmac('sha256', secret).update(`phone-code:${purpose}:${phone}:${code}`).digest('hex')

/**
 * One SMS each: 88 GSM characters in English, 68 in Bangla (UCS-2 takes 70) with a 12-character host. The last line lets
 * a phone's browser offer the code (WebOTP).
 */
const CODE_TEXT: Record<TLocale, (code: string, host: string) => string> = {
  en: (code, host) => `Your Utsab code is ${code}. It works for 5 minutes. Never share it.\n@${host} #${code}`,
  bn: (code, host) => `উৎসব কোড ${code}। ৫ মিনিট চলবে। কাউকে বলবেন না।\n@${host} #${code}`,
}

/**
 * Sends a new code to `phone` for `purpose` (and, adding a number, for `userId`), after every limit: the same answer
 * whether an account holds the number or not. The newest code ends the ones before it.
 */
export async function sendPhoneCode(
  deps: TPhoneCodeDeps,
  input: { phone: string; purpose: TPhoneCodePurpose; userId?: string; ip: string; locale: TLocale },
) {
  const { db } = deps
  const owner = input.userId ? eq(phoneCodes.userId, input.userId) : isNull(phoneCodes.userId)
  const [last] = await db
    .select({ createdAt: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, input.phone), eq(phoneCodes.purpose, input.purpose), owner))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
  const sinceLast = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Infinity
  if (sinceLast < PHONE_CODE_RESEND_SECONDS) {
    throw new AppError('phone_code_too_soon', { seconds: Math.ceil(PHONE_CODE_RESEND_SECONDS - sinceLast) })
  }
  const known = (await findByVerifiedPhone(db, input.phone)) !== undefined
  const checks: [string, [number, number]][] = [
    [`sms-code:number-ip:${input.phone}:${floodKey(input.ip)}`, PER_NUMBER_AND_ADDRESS],
    [`sms-code:number:${input.phone}`, PER_NUMBER],
    [`sms-code:ip:${floodKey(input.ip)}`, PER_ADDRESS],
    [`sms-code:net:${floodKey(input.ip, 48)}`, PER_NETWORK],
  ]
  if (!known) checks.push([`sms-code:block:${input.phone.slice(0, -3)}`, PER_NEW_NUMBER_BLOCK])
  for (const [key, [max, windowMs]] of checks) {
    const { allowed, retryAfterSeconds } = await deps.rateLimiter.hit(key, Math.ceil(max * deps.limitFactor), windowMs)
    if (!allowed) throw new AppError('phone_codes_limited', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) })
  }
  if (!known) {
    const [sentToday] = await db
      .select({ sent: count() })
      .from(smsMessages)
      .where(and(eq(smsMessages.kind, 'code'), gt(smsMessages.createdAt, sql`now() - interval '1 day'`)))
    if ((sentToday?.sent ?? 0) >= deps.dailyCodeLimit) throw new AppError('sms_unavailable')
  }

  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0')
  await db.transaction(async (tx) => {
    await tx
      .update(phoneCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(phoneCodes.phone, input.phone), eq(phoneCodes.purpose, input.purpose), owner, isNull(phoneCodes.usedAt)))
    await tx.insert(phoneCodes).values({
      phone: input.phone,
      purpose: input.purpose,
      userId: input.userId ?? null,
      codeHash: hashCode(deps.secret, input.phone, input.purpose, code),
      expiresAt: new Date(Date.now() + PHONE_CODE_LIFETIME_SECONDS * 1000),
    })
    await queueSms(tx, { to: input.phone, body: CODE_TEXT[input.locale](code, deps.host), kind: 'code', userId: input.userId })
  })
  return { expiresInSeconds: PHONE_CODE_LIFETIME_SECONDS, resendInSeconds: PHONE_CODE_RESEND_SECONDS }
}

/**
 * Checks `code` against the number's newest code for `purpose`. A wrong code uses one of its three tries; the
 * right one is used up when `consume` (else it stays good, for a sign-up that still needs a name). Refused with
 * `phone_code_expired` (none, expired or used), `phone_code_tries_used` or `phone_code_wrong` (tries left).
 */
export async function checkPhoneCode(
  deps: Pick<TPhoneCodeDeps, 'db' | 'secret'>,
  input: { phone: string; purpose: TPhoneCodePurpose; code: string; userId?: string; consume: boolean },
) {
  const { db } = deps
  const owner = input.userId ? eq(phoneCodes.userId, input.userId) : isNull(phoneCodes.userId)
  const [found] = await db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, input.phone), eq(phoneCodes.purpose, input.purpose), owner, isNull(phoneCodes.usedAt)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
  if (!found || found.expiresAt.getTime() <= Date.now()) throw new AppError('phone_code_expired')
  if (found.attempts >= PHONE_CODE_TRIES) throw new AppError('phone_code_tries_used')
  const expected = Buffer.from(found.codeHash, 'hex')
  const given = Buffer.from(hashCode(deps.secret, input.phone, input.purpose, input.code), 'hex')
  if (!timingSafeEqual(expected, given)) {
    // Counted in one statement: parallel guesses cannot each see the same count.
    const [counted] = await db
      .update(phoneCodes)
      .set({ attempts: sql`${phoneCodes.attempts} + 1` })
      .where(and(eq(phoneCodes.id, found.id), sql`${phoneCodes.attempts} < ${PHONE_CODE_TRIES}`))
      .returning({ attempts: phoneCodes.attempts })
    const left = PHONE_CODE_TRIES - (counted?.attempts ?? PHONE_CODE_TRIES)
    if (left <= 0) throw new AppError('phone_code_tries_used')
    throw new AppError('phone_code_wrong', { left })
  }
  if (!input.consume) return
  const [used] = await db
    .update(phoneCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(phoneCodes.id, found.id), isNull(phoneCodes.usedAt), sql`${phoneCodes.attempts} < ${PHONE_CODE_TRIES}`))
    .returning({ id: phoneCodes.id })
  // Used by a parallel request meanwhile: one code signs in once.
  if (!used) throw new AppError('phone_code_expired')
}

/** The code deps of the app: its database, limiter and secret, and the SMS settings. */
export const phoneCodeDeps = (
  app: Pick<FastifyInstance, 'db' | 'rateLimiter' | 'authSettings' | 'sms' | 'publicOrigin'>,
): TPhoneCodeDeps => ({
  db: app.db,
  rateLimiter: app.rateLimiter,
  secret: app.authSettings.secret,
  host: new URL(app.publicOrigin).host,
  limitFactor: app.authSettings.rateLimitFactor,
  dailyCodeLimit: app.sms.dailyCodeLimit,
})
