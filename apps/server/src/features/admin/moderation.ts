import { and, count, desc, eq, inArray, isNotNull, isNull, like, or, sql } from 'drizzle-orm'
import type { TAdminUser, TAdminUserRoleFilter } from '@utsab/shared/schemas/moderation'
import type { TDb, TTx } from '../../db/client'
import { likePattern } from '../../db/like-pattern'
import { HIDDEN_MARKS, recordAudit, toMerchantListing } from '../../db/merchant-records'
import { agencies, listings, session, user } from '../../db/schema'
import { accountLabel, mailLocaleOf, toUser, type TUserRow } from '../../db/users'
import type { TServiceDeps } from '../../lib/deps'
import { queueMail } from '../../lib/email/compose'
import { AppError } from '../../lib/errors'
import { listingHiddenEmail, merchantRevokedEmail, suspendedEmail } from './moderation-emails'

/**
 * Admin moderation (issue 17, decision 029): hide and show a listing, suspend and reinstate an account,
 * revoke a merchant role. Each writes the audit log with the admin's reason in the same transaction as
 * the change, and the person concerned is mailed the reason in their language afterwards (the change
 * stands whether or not the mail could be sent).
 */
type TAdmin = { id: string; email: string }

export const toAdminUser = (row: TUserRow): TAdminUser => ({
  ...toUser(row),
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspendReason: row.suspendReason,
})

/** A page of the users table, newest first, narrowed by name or email and by role; with the counts the table states. */
export async function listAdminUsers(db: TDb, query: { q?: string; role?: TAdminUserRoleFilter; page: number; pageSize: number }) {
  const { q, role, page, pageSize } = query
  const pattern = q ? likePattern(q.toLowerCase()) : undefined
  const matching = and(
    role === undefined ? undefined : role === 'user' ? isNull(user.role) : eq(user.role, role),
    pattern ? or(like(sql`lower(${user.name})`, pattern), like(sql`lower(${user.email})`, pattern)) : undefined,
  )
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(matching)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        total: sql<number>`count(*) filter (where ${matching ?? sql`true`})`.mapWith(Number),
        everyone: count(),
        waiting: sql<number>`count(*) filter (where ${user.role} = 'requested')`.mapWith(Number),
      })
      .from(user),
  ])
  const { total, everyone, waiting } = totals ?? { total: 0, everyone: 0, waiting: 0 }
  return { data: rows.map(toAdminUser), page, pageSize, total, totalPages: Math.ceil(total / pageSize), everyone, waiting }
}

async function listingWithOwner(tx: TTx, id: string) {
  const [found] = await tx
    .select({ listing: listings, agency: agencies, owner: user })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .innerJoin(user, eq(user.id, agencies.ownerId))
    .where(eq(listings.id, id))
    .for('update', { of: listings })
  if (!found) throw new AppError('listing_not_found')
  return found
}

/** Hide: unpublished at once and for good, until an admin shows it; its merchant is told why. */
export async function hideListing(deps: TServiceDeps, admin: TAdmin, id: string, reason: string) {
  const { listing, agency } = await deps.db.transaction(async (tx: TTx) => {
    const found = await listingWithOwner(tx, id)
    if (found.listing.hiddenAt) throw new AppError('listing_already_hidden')
    const [hidden] = await tx
      .update(listings)
      .set({ published: false, hiddenAt: new Date(), hiddenReason: reason })
      .where(eq(listings.id, id))
      .returning()
    await recordAudit(tx, admin, 'listing.hide', `${found.listing.name} · ${found.agency.name}`, reason)
    await queueMail(tx, listingHiddenEmail(found.owner, hidden!.name, reason, await mailLocaleOf(tx, found.owner.email)))
    return { ...found, listing: hidden! }
  })
  return toMerchantListing(listing, agency)
}

/** Show: the hidden fields are cleared and the listing is published again, unless its merchant may not sell now. */
export async function showListing(db: TDb, admin: TAdmin, id: string) {
  return db.transaction(async (tx: TTx) => {
    const { listing, agency, owner } = await listingWithOwner(tx, id)
    if (!listing.hiddenAt) throw new AppError('listing_not_hidden')
    if (owner.suspendedAt) throw new AppError('owner_suspended')
    if (owner.role !== 'merchant') throw new AppError('owner_not_merchant')
    const [shown] = await tx
      .update(listings)
      .set({ published: true, hiddenAt: null, hiddenReason: null })
      .where(eq(listings.id, id))
      .returning()
    await recordAudit(tx, admin, 'listing.show', `${listing.name} · ${agency.name}`, listing.hiddenReason ?? undefined)
    return toMerchantListing(shown!, agency)
  })
}

/** Every hidden listing, most recently hidden first, with its agency and why. */
export async function listHiddenListings(db: TDb) {
  const rows = await db
    .select({ listing: listings, agency: agencies })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(isNotNull(listings.hiddenAt))
    .orderBy(desc(listings.hiddenAt))
  return rows.map((row) => toMerchantListing(row.listing, row.agency))
}

/**
 * The target of a suspension or revocation, locked: never the acting admin, never another admin (admins are
 * peers: one admin cannot lock the others out; taking an admin's rights is for whoever runs the server).
 */
async function lockTarget(tx: TTx, admin: TAdmin, userId: string) {
  const [target] = await tx.select().from(user).where(eq(user.id, userId)).for('update')
  if (!target) throw new AppError('user_not_found')
  if (target.id === admin.id) throw new AppError('cannot_moderate_self')
  if (target.role === 'admin') throw new AppError('cannot_moderate_admin')
  return target
}

/** Hides the published listings of the user's agency, marked with why, and answers how many. */
async function hideListingsOf(tx: TTx, ownerId: string, mark: string, reason: string) {
  const own = tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.ownerId, ownerId))
  const hidden = await tx
    .update(listings)
    .set({ published: false, hiddenAt: new Date(), hiddenReason: `${mark}${reason}` })
    .where(and(inArray(listings.agencyId, own), eq(listings.published, true), isNull(listings.hiddenAt)))
    .returning({ id: listings.id })
  return hidden.length
}

/** Suspend: the account cannot sign in, its sessions end now, and its agency's listings are hidden. */
export async function suspendUser(deps: TServiceDeps, admin: TAdmin, userId: string, reason: string) {
  const suspended = await deps.db.transaction(async (tx: TTx) => {
    const target = await lockTarget(tx, admin, userId)
    if (target.suspendedAt) throw new AppError('already_suspended')
    const [row] = await tx
      .update(user)
      .set({ suspendedAt: new Date(), suspendReason: reason, updatedAt: new Date() })
      .where(eq(user.id, userId))
      .returning()
    await tx.delete(session).where(eq(session.userId, userId))
    await hideListingsOf(tx, userId, HIDDEN_MARKS.suspension, reason)
    await recordAudit(tx, admin, 'user.suspend', accountLabel(target), reason)
    await queueMail(tx, suspendedEmail(row!, reason, await mailLocaleOf(tx, row!.email)))
    return row!
  })
  return toAdminUser(suspended)
}

/**
 * Reinstate: the account may sign in again, and the listings that were hidden with the suspension are shown
 * (those an admin hid for their own reason stay hidden). If the merchant role was revoked meanwhile they stay
 * hidden, marked as hidden with the role.
 */
export async function reinstateUser(db: TDb, admin: TAdmin, userId: string) {
  return db.transaction(async (tx: TTx) => {
    const [target] = await tx.select().from(user).where(eq(user.id, userId)).for('update')
    if (!target) throw new AppError('user_not_found')
    if (!target.suspendedAt) throw new AppError('not_suspended')
    const [row] = await tx
      .update(user)
      .set({ suspendedAt: null, suspendReason: null, updatedAt: new Date() })
      .where(eq(user.id, userId))
      .returning()
    const own = tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.ownerId, userId))
    const hiddenWithSuspension = and(inArray(listings.agencyId, own), like(listings.hiddenReason, `${HIDDEN_MARKS.suspension}%`))
    if (target.role === 'merchant')
      await tx.update(listings).set({ published: true, hiddenAt: null, hiddenReason: null }).where(hiddenWithSuspension)
    else
      await tx
        .update(listings)
        .set({
          hiddenReason: sql`${HIDDEN_MARKS.revocation} || substr(${listings.hiddenReason}, ${HIDDEN_MARKS.suspension.length + 1})`,
        })
        .where(hiddenWithSuspension)
    await recordAudit(tx, admin, 'user.reinstate', accountLabel(target), target.suspendReason ?? undefined)
    return toAdminUser(row!)
  })
}

/**
 * Revoke the merchant role: the user becomes an ordinary user and their listings are hidden. Bookings already
 * made stay as they are (the customers paid; the merchant still owes the service, and payouts follow them).
 */
export async function revokeMerchant(deps: TServiceDeps, admin: TAdmin, userId: string, reason: string) {
  const revoked = await deps.db.transaction(async (tx: TTx) => {
    const target = await lockTarget(tx, admin, userId)
    if (target.role !== 'merchant') throw new AppError('not_merchant')
    const [row] = await tx.update(user).set({ role: null, updatedAt: new Date() }).where(eq(user.id, userId)).returning()
    await hideListingsOf(tx, userId, HIDDEN_MARKS.revocation, reason)
    await recordAudit(tx, admin, 'merchant.revoke', accountLabel(target), reason)
    await queueMail(tx, merchantRevokedEmail(row!, reason, await mailLocaleOf(tx, row!.email)))
    return row!
  })
  return toAdminUser(revoked)
}
