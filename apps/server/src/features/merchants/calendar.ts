import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import { VENUE_SHIFTS, type TVenueShift } from '@utsab/shared/constants'
import { message } from '@utsab/shared/i18n/message'
import { isDatedKind } from '@utsab/shared/kinds'
import type { TBlockDate, TBlockedDate, TCalendarQuery, TListingCalendar } from '@utsab/shared/schemas/calendar'
import type { TDb, TTx } from '../../db/client'
import { ACTIVE_STATUSES, expireStaleOrders } from '../../db/order-records'
import { blockedDates, listings, orders } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { TSessionUser } from '../../plugins/auth'
import { merchantContext } from './service'

/**
 * A merchant's calendar of a listing (issue 17): its bookings by date and shift, and the dates (a venue's shifts) the
 * merchant blocked because they sold them outside Utsab. A blocked slot is taken as a booking takes it: the listing's
 * calendar shows it unavailable, orders refuse it and a date search leaves the listing out.
 */

/** The merchant's own listing of a dated kind; with `tx`, locked until the transaction ends (orders wait for it). */
async function ownDatedListing(db: TDb | TTx, viewer: TSessionUser, listingId: string, lock = false) {
  const { agency } = await merchantContext(db, viewer)
  const query = db
    .select({ id: listings.id, kind: listings.kind })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.agencyId, agency.id)))
  const [listing] = lock ? await query.for('update') : await query
  if (!listing) throw new AppError('own_listing_not_found')
  if (!isDatedKind(listing.kind)) throw new AppError('not_dated')
  return listing
}

const toBlocked = (row: typeof blockedDates.$inferSelect): TBlockedDate => ({
  id: row.id,
  date: row.eventDate,
  shift: row.shift,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
})

export async function listingCalendar(db: TDb, viewer: TSessionUser, listingId: string, range: TCalendarQuery): Promise<TListingCalendar> {
  const listing = await ownDatedListing(db, viewer, listingId)
  const [bookings, blocks] = await Promise.all([
    db
      .select({
        orderId: orders.id,
        number: orders.number,
        date: orders.eventDate,
        shift: orders.shift,
        status: orders.status,
        customerName: orders.customerName,
        guests: orders.guests,
      })
      .from(orders)
      .where(
        and(
          eq(orders.listingId, listing.id),
          inArray(orders.status, ACTIVE_STATUSES),
          gte(orders.eventDate, range.from),
          lte(orders.eventDate, range.to),
        ),
      )
      .orderBy(asc(orders.eventDate), asc(orders.shift)),
    db
      .select()
      .from(blockedDates)
      .where(and(eq(blockedDates.listingId, listing.id), gte(blockedDates.eventDate, range.from), lte(blockedDates.eventDate, range.to)))
      .orderBy(asc(blockedDates.eventDate), asc(blockedDates.shift)),
  ])
  return {
    listingId: listing.id,
    from: range.from,
    to: range.to,
    bookings: bookings.map((booking) => ({ ...booking, date: booking.date! })),
    blocks: blocks.map(toBlocked),
  }
}

/**
 * Blocks a date: a venue's named shift, or both of its shifts; the whole date of the other kinds. Pressing again is
 * harmless (the slots stay blocked once). A slot with an active booking cannot be blocked (409 `date_booked`); the
 * listing's lock makes an order placed at the same moment either land first (and be seen here) or wait and be refused.
 */
export async function blockDate(db: TDb, viewer: TSessionUser, listingId: string, input: TBlockDate): Promise<{ data: TBlockedDate[] }> {
  return db.transaction(async (tx) => {
    const listing = await ownDatedListing(tx, viewer, listingId, true)
    if (listing.kind !== 'venue' && input.shift)
      throw new AppError('shift_only_for_venues', undefined, { shift: message('errors.calendar.shiftOnlyForVenues') })
    const shifts: (TVenueShift | null)[] = listing.kind === 'venue' ? (input.shift ? [input.shift] : [...VENUE_SHIFTS]) : [null]
    await expireStaleOrders(tx, { listingId: listing.id, eventDates: [input.date] })
    const booked = await tx
      .select({ shift: orders.shift })
      .from(orders)
      .where(and(eq(orders.listingId, listing.id), eq(orders.eventDate, input.date), inArray(orders.status, ACTIVE_STATUSES)))
    if (booked.some((row) => shifts.includes(row.shift))) throw new AppError('date_booked')
    await tx
      .insert(blockedDates)
      .values(
        shifts.map((shift) => ({ listingId: listing.id, eventDate: input.date, shift, note: input.note || null, createdBy: viewer.id })),
      )
      .onConflictDoNothing()
    const rows = await tx
      .select()
      .from(blockedDates)
      .where(and(eq(blockedDates.listingId, listing.id), eq(blockedDates.eventDate, input.date)))
      .orderBy(asc(blockedDates.shift))
    return { data: rows.map(toBlocked) }
  })
}

/** Frees a blocked slot again (404 when it is not one of this listing's). */
export async function unblockDate(db: TDb, viewer: TSessionUser, listingId: string, blockId: string) {
  const listing = await ownDatedListing(db, viewer, listingId)
  const removed = await db
    .delete(blockedDates)
    .where(and(eq(blockedDates.id, blockId), eq(blockedDates.listingId, listing.id)))
    .returning({ id: blockedDates.id })
  if (removed.length === 0) throw new AppError('blocked_date_not_found')
}
