import type { TListingKind, TDistrict } from '@utsab/shared/constants'
import type { TDb } from './client'
import { listingSearchText } from './listing-search'
import { type agencies, auditLog, listings } from './schema'

/** Writes that both the merchants and the admin features need: listings of an agency, the audit log. */
type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0]
type TExecutor = TDb | TTx
export type TAgencyRow = typeof agencies.$inferSelect
export type TListingRow = typeof listings.$inferSelect

export type TNewListing = {
  kind: TListingKind
  name: string
  category: string
  priceBdt: number
  rating: number
  pictures: string[]
  size?: string | null
  description?: string | null
  district: TDistrict
  address: string
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
      searchText: listingSearchText({ name: input.name, agencyName: agency.name, category: input.category }),
    })
    .returning()
  return row!
}

export const toMerchantListing = (row: TListingRow, agency: TAgencyRow) => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  category: row.category,
  pictures: row.pictures,
  backgroundPicture: row.backgroundPicture,
  description: row.description,
  price: row.priceBdt,
  rating: row.rating,
  size: row.size,
  district: row.district,
  address: row.address,
  createdAt: row.createdAt.toISOString(),
  published: row.published,
  agency: {
    id: agency.id,
    name: agency.name,
    district: agency.district,
    address: agency.address,
    phone: agency.phone,
    email: agency.email,
  },
})

export async function recordAudit(db: TExecutor, actor: { id: string; email: string }, action: string, target: string, details?: string) {
  await db.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, action, target, details: details ?? null })
}
