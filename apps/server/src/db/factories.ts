import { createHash } from 'node:crypto'
import type { TDistrict, TListingKind } from '@utsab/shared/constants'
import type { TDb } from './client'
import { listingSearchText } from './listing-search'
import { agencies, listings } from './schema'

/** A stable UUID from a name, so demo and test rows keep their ids across runs. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

export type TAgencyInput = typeof agencies.$inferInsert
export type TListingInput = Omit<typeof listings.$inferInsert, 'searchText' | 'agencyId'> & { agencyId?: string }

let sequence = 0
const next = () => ++sequence

export function buildAgency(overrides: Partial<TAgencyInput> = {}): TAgencyInput {
  const n = next()
  return {
    name: `Agency ${n}`,
    district: 'Rajshahi',
    address: `${n} Station Road`,
    phone: '+8801711000000',
    email: `agency${n}@example.com`,
    ...overrides,
  }
}

export function buildListing(kind: TListingKind, overrides: Partial<TListingInput> = {}): TListingInput {
  const n = next()
  return {
    kind,
    name: `${kind} listing ${n}`,
    category: 'Wedding',
    pictures: [`/demo/${kind}-1.svg`, `/demo/${kind}-2.svg`],
    backgroundPicture: kind === 'venue' ? `/demo/venue-bg.svg` : null,
    description: kind === 'venue' ? 'A hall for three hundred guests with catering.' : null,
    priceBdt: 10_000,
    rating: 4.5,
    size: kind === 'costume' ? 'M' : null,
    capacity: kind === 'venue' ? 300 : null,
    district: 'Rajshahi' as TDistrict,
    address: `${n} Station Road`,
    ...overrides,
  }
}

/** Inserts an agency and its listings in one transaction; the search text is derived here, once. */
export async function insertAgencyWithListings(db: TDb, agency: TAgencyInput, items: TListingInput[]) {
  return db.transaction(async (tx) => {
    const [savedAgency] = await tx.insert(agencies).values(agency).onConflictDoNothing().returning()
    const agencyRow = savedAgency ?? { ...agency, id: agency.id! }
    if (items.length === 0) return { agency: agencyRow, listings: [] }
    const savedListings = await tx
      .insert(listings)
      .values(
        items.map((item) => ({
          ...item,
          agencyId: agencyRow.id,
          searchText: listingSearchText({
            name: item.name,
            nameBn: item.nameBn,
            agencyName: agency.name,
            category: item.category,
            categoryBn: item.categoryBn,
          }),
        })),
      )
      .onConflictDoNothing()
      .returning()
    return { agency: agencyRow, listings: savedListings }
  })
}
