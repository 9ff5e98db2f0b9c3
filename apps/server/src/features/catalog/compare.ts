import { priceBooking } from '@utsab/shared/booking-price'
import type { TCompareQuery, TCompared, TComparison } from '@utsab/shared/schemas/compare'
import type { TDb } from '../../db/client'
import { AppError } from '../../lib/errors'
import { findComparedListings } from './queries'

type TComparedRow = Awaited<ReturnType<typeof findComparedListings>>[number]

/**
 * What a booking of the listing costs for the family, by the booking's own rule (priceBooking): its first package (or
 * its price), and for a venue, when guests are given and it sells per-plate menus, its cheapest menu for every guest.
 * A costume's delivery is in the total, as in the cart.
 */
function priceFor(row: TComparedRow, guests: number | undefined): TCompared['price'] {
  const menus = row.kind === 'venue' && guests !== undefined ? row.addons.filter((addon) => addon.unit === 'guest') : []
  const cheapest = menus.reduce<(typeof menus)[number] | undefined>(
    (best, menu) => (!best || menu.price < best.price ? menu : best),
    undefined,
  )
  const priced = priceBooking(
    { kind: row.kind, name: row.name, nameBn: row.nameBn, priceBdt: row.price, packages: row.packages, addons: row.addons },
    { guests, addons: cheapest ? [{ id: cheapest.id }] : [] },
  )
  // The listing's own first package and add-on are always on sale: a refusal here is a listing the merchant broke.
  if (!priced.ok) return { total: row.price, lines: [] }
  return { total: priced.price.total, lines: priced.price.lines }
}

/**
 * Two to four listings side by side (issue 37), in the order asked. Each must be on sale: a hidden, unpublished or
 * unknown one is refused as the detail page refuses it (404 `listing_not_found`), so a comparison never shows what
 * the catalog does not.
 */
export async function compareListings(db: TDb, query: TCompareQuery): Promise<TComparison> {
  const rows = await findComparedListings(db, query.ids)
  const byId = new Map(rows.map((row) => [row.id, row]))
  const data = query.ids.map((id): TCompared => {
    const row = byId.get(id)
    if (!row) throw new AppError('listing_not_found')
    const venue = row.kind === 'venue'
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      nameBn: row.nameBn,
      picture: (venue ? row.backgroundPicture : null) ?? row.pictures[0] ?? null,
      agencyName: row.agency.name,
      district: row.district,
      price: priceFor(row, query.guests),
      capacity: venue ? row.capacity : null,
      seatsGuests: venue && row.capacity !== null && query.guests !== undefined ? row.capacity >= query.guests : null,
      advancePercent: row.advancePercent,
      cancellationPolicy: row.cancellationPolicy,
      bookingMode: row.bookingMode,
      rating: row.rating,
      reviewCount: row.reviewCount,
      replyMinutes: row.replyMinutes,
    }
  })
  return { guests: query.guests ?? null, data }
}
