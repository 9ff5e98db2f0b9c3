import type { TUpdateProfile, TUser } from '@utsab/shared/schemas/auth'
import { eq } from 'drizzle-orm'
import type { TDb } from '../../db/client'
import { user } from '../../db/schema'
import { findUserByEmail, toUser } from '../../db/users'
import { AppError, ForbiddenError, NotFoundError } from '../../lib/errors'
import type { TSessionUser } from '../../plugins/auth'
import type { TImageStore } from '../../plugins/images'

/** A user may read their own profile; admins may read anyone's. */
export async function readProfile(db: TDb, viewer: TSessionUser, email: string): Promise<TUser> {
  if (viewer.email !== email && viewer.role !== 'admin') throw new ForbiddenError('You can only view your own profile.')
  const row = await findUserByEmail(db, email)
  if (!row) throw new NotFoundError('No user with this email')
  return toUser(row)
}

const NOT_YOUR_PICTURE = 'image must be a picture you uploaded to Utsab'

/**
 * Only the owner updates a profile (name and picture). A new picture must be one this user uploaded
 * through the image store: any other path would let a profile show someone else's pictures, e.g. a
 * merchant's licence scan. The picture already on the profile (e.g. Google's) may be sent back unchanged.
 */
export async function updateProfile(
  db: TDb,
  images: TImageStore,
  viewer: TSessionUser,
  email: string,
  input: TUpdateProfile,
): Promise<TUser> {
  if (viewer.email !== email) throw new ForbiddenError('You can only change your own profile.')
  if (input.image && input.image !== viewer.image && !(await images.isOwnImage(input.image, viewer.id))) {
    throw new AppError(400, NOT_YOUR_PICTURE, { image: NOT_YOUR_PICTURE }, 'image_not_yours')
  }
  const [row] = await db
    .update(user)
    .set({ name: input.name, ...(input.image !== undefined ? { image: input.image } : {}), updatedAt: new Date() })
    .where(eq(user.id, viewer.id))
    .returning()
  if (!row) throw new NotFoundError('No user with this email')
  return toUser(row)
}

export async function isAdmin(db: TDb, viewer: TSessionUser, email: string): Promise<boolean> {
  if (viewer.email !== email && viewer.role !== 'admin') throw new ForbiddenError('You can only ask about your own account.')
  const row = await findUserByEmail(db, email)
  return row?.role === 'admin'
}
