import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { fromPrice } from '@utsab/shared/booking-price'
import type { TMessage } from '@utsab/shared/i18n/message'
import type { TAddon, TOffer, TOfferInput, TPackage } from '@utsab/shared/schemas/offer'
import type { TDb } from '../../db/client'
import { listings } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { TSessionUser } from '../../plugins/auth'
import { ownListing } from './service'

/** An id kept across edits (a cart item names it), or a new one; never one of another entry. */
function idFor(given: string | undefined, existing: { id: string }[], prefix: string, taken: Set<string>) {
  const id =
    given && existing.some((entry) => entry.id === given) && !taken.has(given) ? given : `${prefix}_${randomBytes(5).toString('hex')}`
  taken.add(id)
  return id
}

/** How an add-on of this kind can be priced: per guest only at a venue, per hour only for a photographer or makeup artist. */
function unitRefusal(kind: string, unit: TAddon['unit']): TMessage | null {
  if (unit === 'guest' && kind !== 'venue') return { key: 'errors.offer.perGuest' }
  if (unit === 'hour' && (kind === 'venue' || kind === 'costume')) return { key: 'errors.offer.perHour' }
  return null
}

/** GET /api/merchant/listings/:id/offer: the packages and add-ons of your listing. */
export async function getOffer(db: TDb, viewer: TSessionUser, listingId: string): Promise<TOffer> {
  const { row } = await ownListing(db, viewer, listingId)
  return { packages: row.packages, addons: row.addons }
}

/**
 * PUT /api/merchant/listings/:id/offer: the whole list of packages and add-ons of your listing. Its price on the
 * cards becomes its cheapest package's; bookings already made keep what they were priced at.
 */
export async function saveOffer(db: TDb, viewer: TSessionUser, listingId: string, input: TOfferInput): Promise<TOffer> {
  const { row } = await ownListing(db, viewer, listingId)
  input.addons.forEach((addon, index) => {
    const refused = unitRefusal(row.kind, addon.unit)
    if (refused) throw new AppError('addon_unit_not_offered', undefined, { [['addons', index, 'unit'].join('.')]: refused })
  })
  const taken = new Set<string>()
  const packages: TPackage[] = input.packages.map((entry) => ({
    id: idFor(entry.id, row.packages, 'p', taken),
    name: entry.name,
    nameBn: entry.nameBn,
    price: entry.price,
    includes: entry.includes,
    includesBn: entry.includesBn,
  }))
  const addons: TAddon[] = input.addons.map((entry) => ({
    id: idFor(entry.id, row.addons, 'a', taken),
    name: entry.name,
    nameBn: entry.nameBn,
    price: entry.price,
    unit: entry.unit,
  }))
  const [saved] = await db
    .update(listings)
    .set({ packages, addons, priceBdt: fromPrice(row.priceBdt, packages) })
    .where(eq(listings.id, row.id))
    .returning({ packages: listings.packages, addons: listings.addons })
  return saved!
}
