import { and, count, eq } from 'drizzle-orm'
import { SHORTLIST_MAX, type TShortlist, type TShortlistState } from '@utsab/shared/schemas/shortlist'
import type { TDb, TTx } from '../../db/client'
import { listings, shortlistItems, user } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { findShortlistedListings } from './queries'
import { toListing } from './service'

/**
 * The shortlist (issue 17): a signed-in person keeps listings they are considering. Keeping and dropping are
 * idempotent, so a heart pressed twice, or on two tabs, ends where the last press meant.
 */

export async function readShortlist(db: TDb, userId: string): Promise<TShortlist> {
  return { data: (await findShortlistedListings(db, userId)).map(toListing) }
}

/** Keeps a listing on sale; a full shortlist is refused (409 shortlist_full), counted under the account's lock. */
export async function keepOnShortlist(db: TDb, userId: string, listingId: string): Promise<TShortlistState> {
  return db.transaction(async (tx: TTx) => {
    // One account's presses queue here, so two at once cannot both pass the limit.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update')
    const [listing] = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, listingId), eq(listings.published, true)))
    if (!listing) throw new AppError('listing_not_found')
    const [kept] = await tx
      .select({ listingId: shortlistItems.listingId })
      .from(shortlistItems)
      .where(and(eq(shortlistItems.userId, userId), eq(shortlistItems.listingId, listingId)))
    if (!kept) {
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(shortlistItems).where(eq(shortlistItems.userId, userId))
      if (total >= SHORTLIST_MAX) throw new AppError('shortlist_full', { max: SHORTLIST_MAX })
      await tx.insert(shortlistItems).values({ userId, listingId })
    }
    return { listingId, shortlisted: true }
  })
}

export async function dropFromShortlist(db: TDb, userId: string, listingId: string): Promise<TShortlistState> {
  await db.delete(shortlistItems).where(and(eq(shortlistItems.userId, userId), eq(shortlistItems.listingId, listingId)))
  return { listingId, shortlisted: false }
}
