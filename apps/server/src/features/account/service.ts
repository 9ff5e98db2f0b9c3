import { and, desc, eq, gt, isNotNull, or } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { isErrorCode } from '@utsab/shared/errors'
import { isLocale } from '@utsab/shared/i18n/locales'
import type { TAccount, TAccountSession, ZAccountUpdate, ZChangePassword } from '@utsab/shared/schemas/account'
import type { TRole } from '@utsab/shared/schemas/auth'
import type { z } from 'zod'
import type { TDb } from '../../db/client'
import { account, session, user } from '../../db/schema'
import { mailLocaleOf } from '../../db/users'
import { queueMailQuietly } from '../../lib/email/compose'
import { AppError, appError } from '../../lib/errors'
import { passwordChangedEmail } from '../../plugins/auth-emails'
import { SESSION_ABSOLUTE_LIFETIME_MS, type TSessionUser } from '../../plugins/auth'
import { assertOwnPicture, type TImageStore } from '../../plugins/images'
import { readPendingEmail } from './email'
import { deviceOf } from './user-agent'
import { isPhoneAccountEmail } from '@utsab/shared/schemas/phone'

/** Who is asking: the session's user and session, never anything from the request body. */
export type TViewer = { user: TSessionUser; sessionId: string | null; authenticatedBy: 'cookie' | 'bearer' | null }

async function hasPassword(db: TDb, userId: string) {
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)))
  return Boolean(row)
}

export async function readAccount(db: TDb, userId: string): Promise<TAccount> {
  const [row] = await db.select().from(user).where(eq(user.id, userId))
  if (!row) throw new AppError('user_email_not_found')
  return {
    id: row.id,
    name: row.name,
    email: isPhoneAccountEmail(row.email) ? '' : row.email,
    pendingEmail: isPhoneAccountEmail(row.email) ? await readPendingEmail(db, userId) : null,
    emailVerified: row.emailVerified,
    image: row.image,
    phone: row.phone,
    phoneVerified: row.phoneVerified,
    whatsapp: row.whatsapp,
    locale: isLocale(row.locale) ? row.locale : null,
    role: (row.role ?? null) as TRole,
    hasPassword: await hasPassword(db, userId),
  }
}

/** Changes what was sent of name, mobile number, picture, language and WhatsApp; the picture must be the account's own. */
export async function updateAccount(
  db: TDb,
  images: TImageStore,
  viewer: TSessionUser,
  input: z.output<typeof ZAccountUpdate>,
): Promise<TAccount> {
  await assertOwnPicture(images, input.image, viewer)
  const { phone, ...others } = input
  if (phone !== undefined) {
    // A proved number signs in: it is changed only by proving the new one (POST /api/account/phone). Checked in the
    // write itself, so a change racing a proof cannot leave an unproved number marked proved.
    const unchanged = phone === null ? undefined : eq(user.phone, phone)
    const [written] = await db
      .update(user)
      .set({ phone, updatedAt: new Date() })
      .where(and(eq(user.id, viewer.id), or(eq(user.phoneVerified, false), unchanged)))
      .returning({ id: user.id })
    if (!written) throw new AppError('phone_verified_change')
  }
  const changes = Object.fromEntries(Object.entries(others).filter(([, value]) => value !== undefined))
  if (Object.keys(changes).length > 0)
    await db
      .update(user)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(user.id, viewer.id))
  return readAccount(db, viewer.id)
}

/** Stores a new profile picture for this account (square, re-encoded); the profile shows it once PATCH /api/account names it. */
export async function savePhoto(images: TImageStore, userId: string, photo: Buffer | undefined) {
  if (!photo) throw new AppError('photo_missing', undefined, { photo: { key: 'errors.account.noPhoto' } })
  return images.saveImage(photo, { width: 256, height: 256, fit: 'cover', ownerId: userId })
}

/** better-auth acts on the session its cookie names: a bearer token (API clients) is not enough for these. */
function requireCookieSession(viewer: TViewer) {
  if (viewer.authenticatedBy !== 'cookie' || !viewer.sessionId) throw new AppError('browser_session_required')
}

/** Attempts per account in 15 minutes: a stolen session cannot try passwords for long. */
const PASSWORD_ATTEMPTS: [number, number] = [5, 15 * 60_000]

/**
 * Changes the password through better-auth (it checks the current one and hashes the new one); with
 * `signOutOthers` every other session of the account ends, and this one stays.
 */
export async function changePassword(
  app: Pick<FastifyInstance, 'db' | 'auth' | 'rateLimiter' | 'authSettings' | 'mailer' | 'log' | 'publicOrigin'>,
  viewer: TViewer,
  headers: Headers,
  input: z.output<typeof ZChangePassword>,
) {
  requireCookieSession(viewer)
  if (!(await hasPassword(app.db, viewer.user.id))) throw new AppError('no_password')
  const [max, windowMs] = PASSWORD_ATTEMPTS
  const limit = await app.rateLimiter.hit(
    `change-password:user:${viewer.user.id}`,
    Math.ceil(max * app.authSettings.rateLimitFactor),
    windowMs,
  )
  if (!limit.allowed) throw new AppError('rate_limited', { seconds: limit.retryAfterSeconds })
  // better-auth's own `revokeOtherSessions` ends every session inside its transaction and opens a new one
  // outside it, which waits forever on PGlite's single connection: the others are ended here, after.
  const response = await app.auth.api.changePassword({
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
    headers,
    asResponse: true,
  })
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { code?: string; message?: string }
    if (answer.code === 'INVALID_PASSWORD')
      throw new AppError('wrong_password', undefined, { currentPassword: { key: 'validation.password.currentWrong' } })
    if (answer.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') throw new AppError('no_password')
    // better-auth's own refusal (a password too short for it), by its code; otherwise, that it failed.
    if (response.status < 500 && isErrorCode(answer.code)) throw appError(answer.code)
    throw new AppError(response.status >= 500 ? 'internal_error' : 'password_not_changed')
  }
  if (input.signOutOthers) await app.auth.api.revokeOtherSessions({ headers })
  const { name, email } = viewer.user
  await queueMailQuietly(
    app,
    mailLocaleOf(app.db, email).then((locale) => passwordChangedEmail({ name, email, locale }, app.publicOrigin)),
    'password changed notice',
  )
  return { otherSessionsEnded: input.signOutOthers }
}

/** Sessions that still let someone in: not expired, and younger than the absolute lifetime (plugins/auth.ts). */
const liveSessionsOf = (userId: string) =>
  and(
    eq(session.userId, userId),
    gt(session.expiresAt, new Date()),
    gt(session.createdAt, new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS)),
  )

/** The account's signed-in sessions, this one first, then the most recently used. */
export async function listSessions(db: TDb, viewer: TViewer): Promise<TAccountSession[]> {
  const rows = await db.select().from(session).where(liveSessionsOf(viewer.user.id)).orderBy(desc(session.updatedAt))
  return rows
    .map((row) => ({
      id: row.id,
      current: row.id === viewer.sessionId,
      device: deviceOf(row.userAgent),
      ipAddress: row.ipAddress || null,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current))
}

/** Ends one other session of this account; another account's session is "not found", whatever its id. */
export async function endSession(app: Pick<FastifyInstance, 'db' | 'auth'>, viewer: TViewer, headers: Headers, id: string) {
  requireCookieSession(viewer)
  const [row] = await app.db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, id), liveSessionsOf(viewer.user.id)))
  if (!row) throw new AppError('session_not_found')
  if (id === viewer.sessionId) throw new AppError('current_session')
  await app.auth.api.revokeSession({ body: { token: row.token }, headers })
}

/** Ends every session of this account but this one; answers how many ended. */
export async function endOtherSessions(app: Pick<FastifyInstance, 'db' | 'auth'>, viewer: TViewer, headers: Headers) {
  requireCookieSession(viewer)
  const others = (await listSessions(app.db, viewer)).filter((row) => !row.current).length
  await app.auth.api.revokeOtherSessions({ headers })
  return others
}
