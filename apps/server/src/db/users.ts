import { and, count, eq, sql } from 'drizzle-orm'
import { isLocale, type TLocale } from '@utsab/shared/i18n/locales'
import type { TUser } from '@utsab/shared/schemas/auth'
import type { TRole } from '@utsab/shared/schemas/auth'
import { defaultNoticeChannel, isPhoneAccountEmail, NOTICE_KINDS, type TNoticeSettings } from '@utsab/shared/schemas/phone'
import type { TDb } from './client'
import { cartItems, user } from './schema'

/** User reads and writes that several features need (accounts, administration). */
export type TUserRow = typeof user.$inferSelect

export const toUser = (row: TUserRow): TUser => ({
  id: row.id,
  name: row.name,
  email: isPhoneAccountEmail(row.email) ? '' : row.email,
  image: row.image,
  role: (row.role ?? null) as TRole,
  emailVerified: row.emailVerified,
  phoneVerified: row.phoneVerified,
  locale: isLocale(row.locale) ? row.locale : null,
  phone: row.phone,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

export async function findUserByEmail(db: TDb, email: string) {
  const [row] = await db
    .select()
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
  return row
}

export async function findUserById(db: TDb, id: string) {
  const [row] = await db.select().from(user).where(eq(user.id, id))
  return row
}

/** Sets a role; answers how many rows changed (0 when the role was already that), like the spec's modifiedCount. */
export async function setUserRole(db: TDb, id: string, role: TRole): Promise<number> {
  const rows = await db
    .update(user)
    .set({ role, updatedAt: new Date() })
    .where(sql`${user.id} = ${id} and ${user.role} is distinct from ${role}`)
    .returning({ id: user.id })
  return rows.length
}

/** For the header's cart icon, answered with the session. */
export async function countCartItems(db: TDb, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId))
  return row?.n ?? 0
}

/** The language mail to this address is written in: its account's chosen language, English without one. */
export async function mailLocaleOf(db: TDb, email: string): Promise<TLocale> {
  const [row] = await db
    .select({ locale: user.locale })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
  return isLocale(row?.locale) ? row.locale : 'en'
}

/** The account that proved `phone` with an SMS code (it signs in with it), if any. */
export const findByVerifiedPhone = async (db: TDb, phone: string) =>
  (
    await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.phone, phone), eq(user.phoneVerified, true)))
  )[0]

/** What a person's notice settings are made of: how they can be reached and what they chose. */
const noticeColumns = {
  email: user.email,
  phone: user.phone,
  phoneVerified: user.phoneVerified,
  noticeChannels: user.noticeChannels,
}

/** Each notice kind's channel: the person's choice, or what reaches them; a channel they lack falls back to the other. */
function noticeSettingsOf(row: Pick<TUserRow, keyof typeof noticeColumns>): TNoticeSettings {
  // SMS go only to a number its owner proved: a typed one may be mistyped, or someone else's.
  const reachable = { sms: Boolean(row.phone && row.phoneVerified), email: !isPhoneAccountEmail(row.email) }
  const fallback = defaultNoticeChannel(reachable)
  const channels = Object.fromEntries(
    NOTICE_KINDS.map((kind) => {
      const chosen = row.noticeChannels[kind]
      const usable = chosen && (chosen === 'both' ? reachable.sms && reachable.email : reachable[chosen])
      return [kind, usable ? chosen : fallback]
    }),
  ) as TNoticeSettings['channels']
  return { channels, reachable }
}

/** A person's notice settings, as their account page shows them. */
export async function readNoticeSettings(db: TDb, userId: string): Promise<TNoticeSettings> {
  const [row] = await db.select(noticeColumns).from(user).where(eq(user.id, userId))
  if (!row) throw new Error(`No user ${userId}`)
  return noticeSettingsOf(row)
}

/**
 * Whom a notice goes to, in one read: their notice settings (readNoticeSettings), their number and their language;
 * undefined when there is no such account.
 */
export async function readNoticeRecipient(
  db: TDb,
  userId: string,
): Promise<(TNoticeSettings & { phone: string | null; locale: TLocale }) | undefined> {
  const [row] = await db
    .select({ ...noticeColumns, locale: user.locale })
    .from(user)
    .where(eq(user.id, userId))
  if (!row) return undefined
  return { ...noticeSettingsOf(row), phone: row.phone, locale: isLocale(row.locale) ? row.locale : 'en' }
}

/** How an audit entry or a list names an account: its email, or, for one made with a mobile number, that number. */
export const accountLabel = (row: { email: string; phone: string | null }) =>
  isPhoneAccountEmail(row.email) ? (row.phone ?? row.email) : row.email
