import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { TNoticeChannels } from '@utsab/shared/schemas/phone'
import type { TDb } from '../../db/client'
import { user } from '../../db/schema'
import { isUniqueViolation } from '../../db/order-records'
import { findByVerifiedPhone, readNoticeSettings } from '../../db/users'
import { AppError } from '../../lib/errors'
import { checkPhoneCode, phoneCodeDeps } from '../../lib/phone-codes'

type TPhoneApp = Pick<FastifyInstance, 'db' | 'rateLimiter' | 'authSettings' | 'sms' | 'publicOrigin' | 'auth'>

/**
 * The signed-in account proves `phone` with its code: it then signs in with it. The code is checked first, so only
 * someone who holds the number learns that another account proved it (then refused).
 */
export async function confirmAccountPhone(app: TPhoneApp, userId: string, input: { phone: string; code: string }) {
  await checkPhoneCode(phoneCodeDeps(app), { phone: input.phone, purpose: 'add-phone', code: input.code, userId, consume: true })
  const holder = await findByVerifiedPhone(app.db, input.phone)
  if (holder && holder.id !== userId) throw new AppError('phone_taken')
  const updated = await app.db
    .update(user)
    .set({ phone: input.phone, phoneVerified: true, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ id: user.id })
    .catch((error: unknown) => {
      // The unique index of proved numbers: another account proved it in the same instant.
      if (isUniqueViolation(error)) throw new AppError('phone_taken')
      throw error
    })
  if (updated.length === 0) throw new AppError('not_found')
}

export async function saveNoticeChannels(db: TDb, userId: string, changes: TNoticeChannels) {
  await db
    .update(user)
    .set({ noticeChannels: sql`${user.noticeChannels} || ${JSON.stringify(changes)}::jsonb`, updatedAt: new Date() })
    .where(eq(user.id, userId))
  return readNoticeSettings(db, userId)
}
