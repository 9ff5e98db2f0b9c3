import { and, gte, inArray, lte, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { TDb, TTx } from './client'
import { blockedDates } from './schema'

/**
 * The dates (a venue's shifts) merchants blocked (issue 17), for the rules that read them beside the active bookings:
 * the availability calendar, placing orders and the date search.
 */
export function findBlockedSlots(
  db: TDb | TTx,
  scope: { listingIds: string[]; eventDates?: string[]; from?: string; to?: string },
): Promise<{ listingId: string; eventDate: string; shift: 'day' | 'evening' | null }[]> {
  if (scope.listingIds.length === 0) return Promise.resolve([])
  return db
    .select({ listingId: blockedDates.listingId, eventDate: blockedDates.eventDate, shift: blockedDates.shift })
    .from(blockedDates)
    .where(
      and(
        inArray(blockedDates.listingId, scope.listingIds),
        scope.eventDates ? inArray(blockedDates.eventDate, scope.eventDates) : undefined,
        scope.from ? gte(blockedDates.eventDate, scope.from) : undefined,
        scope.to ? lte(blockedDates.eventDate, scope.to) : undefined,
      ),
    )
}

/** How many slots of `listingId` are blocked on `date`, as a subquery of a listing search (one probe of the unique index). */
export const blockedSlotCount = (listingId: AnyPgColumn, date: string) =>
  sql`(select count(*) from ${blockedDates} where ${blockedDates.listingId} = ${listingId} and ${blockedDates.eventDate} = ${date})`
