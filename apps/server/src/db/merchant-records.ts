import type { TCancellationPolicy } from '@utsab/shared/booking-money'
import { defaultBookingMode, type TBookingMode, type TListingKind, type TDistrict } from '@utsab/shared/constants'
import type { THiddenCause, TListingHidden } from '@utsab/shared/schemas/merchants'
import { perPlateFrom } from '@utsab/shared/schemas/offer'
import type { TDb } from './client'
import { listingSearchText } from './listing-search'
import { and, eq } from 'drizzle-orm'
import { agencies, auditLog, listings, user } from './schema'

/** Writes and views that several features need: listings of an agency as the API shows them, the audit log. */
type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0]
type TExecutor = TDb | TTx
export type TAgencyRow = typeof agencies.$inferSelect
export type TListingRow = typeof listings.$inferSelect

export type TNewListing = {
  kind: TListingKind
  name: string
  nameBn?: string | null
  category: string
  categoryBn?: string | null
  priceBdt: number
  rating: number
  pictures: string[]
  size?: string | null
  capacity?: number | null
  description?: string | null
  descriptionBn?: string | null
  district: TDistrict
  address: string
  addressBn?: string | null
  advancePercent?: number
  cancellationPolicy?: TCancellationPolicy
  bookingMode?: TBookingMode
  published?: boolean
}

export async function insertListing(db: TExecutor, agency: TAgencyRow, input: TNewListing) {
  const [row] = await db
    .insert(listings)
    .values({
      ...input,
      agencyId: agency.id,
      backgroundPicture: input.kind === 'venue' ? (input.pictures[0] ?? null) : null,
      size: input.kind === 'costume' ? (input.size ?? null) : null,
      capacity: input.kind === 'venue' ? (input.capacity ?? null) : null,
      bookingMode: input.bookingMode ?? defaultBookingMode(input.kind),
      searchText: listingSearchText({
        name: input.name,
        nameBn: input.nameBn,
        agencyName: agency.name,
        category: input.category,
        categoryBn: input.categoryBn,
      }),
    })
    .returning()
  return row!
}

/** A listing row and its agency as the API shows a listing (ZListing): the cart, the catalog's shape. */
export const toListing = (row: TListingRow, agency: TAgencyRow) => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  nameBn: row.nameBn,
  category: row.category,
  categoryBn: row.categoryBn,
  pictures: row.pictures,
  backgroundPicture: row.backgroundPicture,
  description: row.description,
  descriptionBn: row.descriptionBn,
  price: row.priceBdt,
  rating: row.shownRating,
  reviewCount: row.reviewCount,
  businessRating: row.rating,
  size: row.size,
  capacity: row.capacity,
  district: row.district,
  address: row.address,
  addressBn: row.addressBn,
  perPlateFrom: perPlateFrom(row.addons),
  advancePercent: row.advancePercent,
  cancellationPolicy: row.cancellationPolicy,
  bookingMode: row.bookingMode,
  replyMinutes: row.replyMinutes,
  createdAt: row.createdAt.toISOString(),
  agency: {
    id: agency.id,
    name: agency.name,
    district: agency.district,
    address: agency.address,
    phone: agency.phone,
    email: agency.email,
  },
})

/**
 * How `hidden_reason` records why an admin hid a listing (decision 029): the admin's words, after a mark
 * when the listing went with its merchant's suspension or role, so that reinstating shows only those.
 */
export const HIDDEN_MARKS = { suspension: '[suspension] ', revocation: '[revocation] ' } as const satisfies Partial<
  Record<THiddenCause, string>
>

export function hiddenOf(row: Pick<TListingRow, 'hiddenAt' | 'hiddenReason'>): TListingHidden | null {
  if (!row.hiddenAt) return null
  const text = row.hiddenReason ?? ''
  for (const [cause, mark] of Object.entries(HIDDEN_MARKS) as [THiddenCause, string][])
    if (text.startsWith(mark)) return { at: row.hiddenAt.toISOString(), cause, reason: text.slice(mark.length) }
  return { at: row.hiddenAt.toISOString(), cause: 'listing', reason: text }
}

/** The same for its merchant, who also sees whether it is published, and whether an admin hid it. */
export const toMerchantListing = (row: TListingRow, agency: TAgencyRow) => ({
  ...toListing(row, agency),
  published: row.published,
  hidden: hiddenOf(row),
  packageCount: row.packages.length,
})

export async function recordAudit(db: TExecutor, actor: { id: string; email: string }, action: string, target: string, details?: string) {
  await db.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, action, target, details: details ?? null })
}

/**
 * The merchant's WhatsApp number for a listing's page and its bookings' pages (issue 36): the owner's mobile, only
 * when they proved it with a code and chose to be reached on WhatsApp (`user.whatsapp`); null otherwise, so nobody
 * else's number (one mistyped, or a relative's given with a booking) is shown.
 */
export async function whatsappOfListing(db: TExecutor, listingId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: user.phone })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .innerJoin(user, eq(user.id, agencies.ownerId))
    .where(and(eq(listings.id, listingId), eq(user.whatsapp, true), eq(user.phoneVerified, true)))
  return row?.phone ?? null
}
