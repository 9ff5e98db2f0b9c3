import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, desc, eq, gt, like, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { TErrorCode } from '@utsab/shared/errors'
import { DEFAULT_LOCALE, isLocale, type TLocale } from '@utsab/shared/i18n/locales'
import { isPhoneAccountEmail } from '@utsab/shared/schemas/phone'
import type { TDb, TTx } from '../../db/client'
import { isUniqueViolation } from '../../db/order-records'
import { orders, user, verification } from '../../db/schema'
import { queueMail } from '../../lib/email/compose'
import { AppError } from '../../lib/errors'
import { addEmailRequest } from './emails'

/**
 * An account made with a mobile number adds an email (issue 36). The address stays pending, in better-auth's
 * `verification` table, until the link mailed to it is followed: written into the account at once, it would be
 * "taken" for its real owner, who could then reset the password of an account its maker still signs in to by SMS.
 *
 * A pending address: identifier `add-email:<sha-256 of the token>` (the token itself is only in the mail), value
 * `<user id>:<email>`, 24 hours to live; a new request replaces the account's earlier ones.
 */
const PREFIX = 'add-email:'
export const ADD_EMAIL_LIFETIME_MS = 24 * 60 * 60_000
export const ADD_EMAIL_CONFIRM_PATH = '/api/account/email/confirm'

const identifierOf = (token: string) => `${PREFIX}${createHash('sha256').update(token).digest('hex')}`
/** The account's pending rows (user ids never hold a colon). */
const pendingOf = (userId: string) =>
  and(like(verification.identifier, `${PREFIX}%`), sql`starts_with(${verification.value}, ${`${userId}:`})`)

/** The address an account asked to add whose link has not been followed yet (and has not expired), or null. */
export async function readPendingEmail(db: TDb, userId: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(and(pendingOf(userId), gt(verification.expiresAt, now)))
    .orderBy(desc(verification.createdAt))
    .limit(1)
  return row ? row.value.slice(userId.length + 1) : null
}

async function isTaken(db: TDb | TTx, email: string, userId: string) {
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(sql`lower(${user.email})`, email.toLowerCase()), ne(user.id, userId)))
  return Boolean(taken)
}

/**
 * Asks to add `email` to an account made with a mobile number: the address waits, and a link to confirm it is mailed
 * to it. An account that has an email keeps it (changing an email is not offered yet).
 */
export async function addAccountEmail(app: Pick<FastifyInstance, 'db' | 'publicOrigin'>, userId: string, email: string) {
  const [row] = await app.db
    .select({ email: user.email, name: user.name, phone: user.phone, locale: user.locale })
    .from(user)
    .where(eq(user.id, userId))
  if (!row) throw new AppError('not_found')
  if (!isPhoneAccountEmail(row.email)) throw new AppError('email_already_set')
  if (await isTaken(app.db, email, userId)) throw new AppError('email_taken')
  const token = randomBytes(32).toString('base64url')
  const url = `${app.publicOrigin}${ADD_EMAIL_CONFIRM_PATH}?token=${token}`
  const locale: TLocale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE
  await app.db.transaction(async (tx: TTx) => {
    await tx.delete(verification).where(pendingOf(userId))
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: identifierOf(token),
      value: `${userId}:${email}`,
      expiresAt: new Date(Date.now() + ADD_EMAIL_LIFETIME_MS),
    })
    await queueMail(tx, addEmailRequest(row, email, locale, url))
  })
}

/** What following a link did: the error code when it was refused, and the account's language when the link was known. */
export type TEmailConfirmed = { error: TErrorCode | null; locale: TLocale | null }

/**
 * Follows the mailed link (no session needed: it may be opened on another device). The token is used up whatever
 * happens next; the address then becomes the account's, verified, and its bookings' mail goes to it, provided the
 * account still has no email and nobody else took the address meanwhile.
 */
export async function confirmAccountEmail(db: TDb, token: string, now = new Date()): Promise<TEmailConfirmed> {
  const [used] = await db
    .delete(verification)
    .where(eq(verification.identifier, identifierOf(token)))
    .returning({ value: verification.value, expiresAt: verification.expiresAt })
  if (!used || used.expiresAt <= now) return { error: 'email_link_invalid', locale: null }
  const split = used.value.indexOf(':')
  const userId = used.value.slice(0, split)
  const email = used.value.slice(split + 1)
  const [row] = await db.select({ email: user.email, locale: user.locale }).from(user).where(eq(user.id, userId))
  if (!row) return { error: 'email_link_invalid', locale: null }
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE
  if (!isPhoneAccountEmail(row.email)) return { error: 'email_already_set', locale }
  const placeholder = row.email
  try {
    const error = await db.transaction(async (tx: TTx): Promise<TErrorCode | null> => {
      if (await isTaken(tx, email, userId)) return 'email_taken'
      const changed = await tx
        .update(user)
        .set({ email, emailVerified: true, updatedAt: new Date() })
        .where(and(eq(user.id, userId), eq(user.email, placeholder)))
        .returning({ id: user.id })
      if (changed.length === 0) return 'email_already_set'
      // Its bookings carry the address they were made with: from now on their mail goes to this one.
      await tx
        .update(orders)
        .set({ customerEmail: email })
        .where(and(eq(orders.customerId, userId), eq(orders.customerEmail, placeholder)))
      await tx.delete(verification).where(pendingOf(userId))
      return null
    })
    return { error, locale }
  } catch (error) {
    // The unique index of emails: another account took it in the same instant.
    if (isUniqueViolation(error)) return { error: 'email_taken', locale }
    throw error
  }
}
