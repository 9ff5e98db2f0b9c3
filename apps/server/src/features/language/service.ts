import { eq } from 'drizzle-orm'
import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TDb } from '../../db/client'
import { user } from '../../db/schema'

/** The account keeps the language its owner chose: their emails are written in it. */
export async function rememberAccountLocale(db: TDb, userId: string, locale: TLocale) {
  await db.update(user).set({ locale }).where(eq(user.id, userId))
}

/** The language to write to a person in (English when they never chose). */
export async function accountLocale(db: TDb, userId: string): Promise<TLocale> {
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId))
  return row?.locale === 'bn' ? 'bn' : 'en'
}
