import { isErrorCode } from '@utsab/shared/errors'
import { localizePath, type TLocale } from '@utsab/shared/i18n/locales'
import type { FastifyInstance } from 'fastify'
import { ZSignup, type TUpdateProfile, type TUser } from '@utsab/shared/schemas/auth'
import { eq } from 'drizzle-orm'
import type { TDb } from '../../db/client'
import { user } from '../../db/schema'
import { findUserByEmail, toUser } from '../../db/users'
import { AppError, appError, validationError } from '../../lib/errors'
import type { TMultipartSpec } from '../../lib/multipart'
import type { TSessionUser } from '../../plugins/auth'
import { assertOwnPicture, type TImageStore } from '../../plugins/images'

/** A user may read their own profile; admins may read anyone's. */
export async function readProfile(db: TDb, viewer: TSessionUser, email: string): Promise<TUser> {
  if (viewer.email !== email && viewer.role !== 'admin') throw new AppError('profile_view_own')
  const row = await findUserByEmail(db, email)
  if (!row) throw new AppError('user_email_not_found')
  return toUser(row)
}

/** Only the owner updates a profile (name and picture); the picture is one of theirs (`assertOwnPicture`). */
export async function updateProfile(
  db: TDb,
  images: TImageStore,
  viewer: TSessionUser,
  email: string,
  input: TUpdateProfile,
): Promise<TUser> {
  if (viewer.email !== email) throw new AppError('profile_change_own')
  await assertOwnPicture(images, input.image, viewer)
  const [row] = await db
    .update(user)
    .set({ name: input.name, ...(input.image !== undefined ? { image: input.image } : {}), updatedAt: new Date() })
    .where(eq(user.id, viewer.id))
    .returning()
  if (!row) throw new AppError('user_email_not_found')
  return toUser(row)
}

export async function isAdmin(db: TDb, viewer: TSessionUser, email: string): Promise<boolean> {
  if (viewer.email !== email && viewer.role !== 'admin') throw new AppError('profile_ask_own')
  const row = await findUserByEmail(db, email)
  return row?.role === 'admin'
}

/** The sign-up form: text fields and at most one photo. */
export const signUpForm = (maxBytes: number): TMultipartSpec => ({
  files: { photo: { max: 1 } },
  maxBytes,
  tooLarge: { key: 'errors.photoTooLarge', params: { size: Math.round(maxBytes / 1024 / 1024) } },
})

export function parseSignUp(fields: Record<string, string>) {
  const parsed = ZSignup.safeParse(fields)
  if (!parsed.success) throw validationError(parsed.error.issues)
  return parsed.data
}

/**
 * Creates the account through better-auth (which mails the verification link) with its photo,
 * re-encoded; a refused sign-up leaves no photo behind. Answers the user and the session cookies.
 */
export async function signUp(
  deps: Pick<FastifyInstance, 'db' | 'images' | 'auth'>,
  { fullName, email, password }: ReturnType<typeof parseSignUp>,
  photo: Buffer | undefined,
  headers: Headers,
  locale: TLocale,
) {
  const image = photo ? await deps.images.saveImage(photo, { width: 256, height: 256, fit: 'cover', ownerId: null }) : undefined
  const response = await deps.auth.api.signUpEmail({
    body: { name: fullName, email, password, image, locale, callbackURL: localizePath('/?verified=1', locale) },
    headers,
    asResponse: true,
  })
  if (!response.ok) {
    if (image) await deps.images.removeImage(image)
    if (response.status === 422) throw new AppError('email_taken')
    // better-auth's own refusal by its code (a password it finds too short), or that it failed.
    const body = (await response.json().catch(() => ({}))) as { code?: string }
    throw isErrorCode(body.code) ? appError(body.code) : new AppError('signup_failed')
  }
  const created = await findUserByEmail(deps.db, email)
  if (!created) throw new Error('account created but not found')
  if (image) await deps.images.claimImage(image, created.id)
  return { user: toUser(created), cookies: response.headers.getSetCookie() }
}
