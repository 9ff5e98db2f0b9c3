import { and, asc, count, desc, eq, gte, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm'
import { LISTING_COUNT_LIMIT, VENUE_SHIFTS, type TListingKind } from '@utsab/shared/constants'
import { deliveryWindow } from '@utsab/shared/booking-details'
import { todayInDhaka } from '@utsab/shared/format'
import type { TListingQuery } from '@utsab/shared/schemas/catalog'
import { searchNormal } from '@utsab/shared/search'
import type { TDb, TTx } from '../../db/client'
import { agencies, listingCounts, listings, orders, shortlistItems } from '../../db/schema'
import { chargeStarted } from '../../db/order-records'
import { blockedSlotCount } from '../../db/blocked-dates'
import { likePattern } from '../../db/like-pattern'

const listingColumns = {
  id: listings.id,
  kind: listings.kind,
  name: listings.name,
  nameBn: listings.nameBn,
  category: listings.category,
  categoryBn: listings.categoryBn,
  pictures: listings.pictures,
  backgroundPicture: listings.backgroundPicture,
  description: listings.description,
  descriptionBn: listings.descriptionBn,
  price: listings.priceBdt,
  rating: listings.shownRating,
  reviewCount: listings.reviewCount,
  businessRating: listings.rating,
  size: listings.size,
  capacity: listings.capacity,
  district: listings.district,
  address: listings.address,
  addressBn: listings.addressBn,
  /** Its cheapest per-guest add-on (a venue's menu, per plate): read from the jsonb in the query, for the page's rows only. */
  perPlateFrom: sql<number | null>`(select min((addon->>'price')::int) from jsonb_array_elements(${listings.addons}) as addon
    where addon->>'unit' = 'guest')`,
  advancePercent: listings.advancePercent,
  bookingMode: listings.bookingMode,
  cancellationPolicy: listings.cancellationPolicy,
  replyMinutes: listings.replyMinutes,
  createdAt: listings.createdAt,
  agency: {
    id: agencies.id,
    name: agencies.name,
    district: agencies.district,
    address: agencies.address,
    phone: agencies.phone,
    email: agencies.email,
  },
}
export type TListingRow = Awaited<ReturnType<typeof findListingPage>>['rows'][number]

/** Below this many characters a word is matched only as a part of a word: a typo of "ab" would match anything. */
const TYPO_TOLERANT_FROM = 4
/** A query's words past this many are not searched for (a pasted paragraph would cost a condition per word). */
const MAX_SEARCH_WORDS = 6

/**
 * The search filter, served by the trigram index on search_text. The query (in search form) is split into words,
 * and every word must match: as a part of a word ("photo" finds "Photography"), or, from four characters on, as a
 * word with a small typo ("karnafuli" finds "Karnaphuli"; `<%` is pg_trgm's word similarity above the threshold
 * every connection sets, db/client.ts). Word by word, a common word ("hall") cannot make a rare one's typo match.
 */
function matchesSearch(q: string): SQL | undefined {
  const words = searchNormal(q).split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS)
  if (words.length === 0) return undefined
  return and(
    ...words.map((word) => {
      const part = like(listings.searchText, likePattern(word))
      return [...word].length >= TYPO_TOLERANT_FROM ? or(part, sql`${word} <% ${listings.searchText}`) : part
    }),
  )
}

/**
 * Free on `date`: fewer active bookings and blocked slots that day than the listing sells (a venue's two shifts, one
 * booking for the others). A hold past its time counts as free, as the calendar counts it, unless its charge is under
 * way. The counts read the unique indexes of active bookings and of blocked dates by listing, date and shift: the
 * bookings' predicate is written as its index's.
 */
function freeOn(kind: TListingKind, date: string): SQL | undefined {
  // A costume is not booked for the day but delivered by it: none arrives in time before the earliest delivery day.
  if (kind === 'costume') return date < deliveryWindow(todayInDhaka()).from ? sql`false` : undefined
  const sold = kind === 'venue' ? VENUE_SHIFTS.length : 1
  return sql`(select count(*) from ${orders} where ${orders.listingId} = ${listings.id} and ${orders.eventDate} = ${date}
    and ${orders.status} not in ('cancelled', 'expired')
    and not (${orders.status} = 'pending' and ${orders.expiresAt} < now() and not ${chargeStarted})) + ${blockedSlotCount(listings.id, date)} < ${sold}`
}

// Each ORDER BY matches an index of the listings table exactly (including NULLS placement),
// with the id as a tie-breaker so that pages never overlap.
const orderings: Record<TListingQuery['sort'], SQL[]> = {
  newest: [sql`${listings.createdAt} desc nulls last`, asc(listings.id)],
  price: [sql`${listings.priceBdt} asc`, asc(listings.id)],
  '-price': [sql`${listings.priceBdt} desc`, sql`${listings.id} desc`],
  rating: [sql`${listings.shownRating} desc nulls last`, asc(listings.id)],
  // Quickest to reply first; those without a figure yet last (decision 059).
  reply: [sql`${listings.replyMinutes} asc nulls last`, asc(listings.id)],
}

export async function findListingPage(db: TDb, kind: TListingKind, query: TListingQuery) {
  const where = and(
    eq(listings.kind, kind),
    eq(listings.published, true),
    query.district ? eq(listings.district, query.district) : undefined,
    query.minPrice !== undefined ? gte(listings.priceBdt, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(listings.priceBdt, query.maxPrice) : undefined,
    query.minRating !== undefined ? gte(listings.shownRating, query.minRating) : undefined,
    query.q ? matchesSearch(query.q) : undefined,
    query.date ? freeOn(kind, query.date) : undefined,
    kind === 'venue' && query.guests !== undefined ? gte(listings.capacity, query.guests) : undefined,
  )
  // With no filter but the district, the total comes from the counts the trigger keeps, in constant time.
  // Other filters count their matching rows through the indexes, up to LISTING_COUNT_LIMIT or the end of
  // this page (one more row tells whether there are more): the cost stays bounded as the catalog grows.
  const onlyByDistrict =
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    query.minRating === undefined &&
    !query.q &&
    !query.date &&
    !(kind === 'venue' && query.guests !== undefined)
  const countUpTo = Math.max(LISTING_COUNT_LIMIT, query.page * query.pageSize)
  const countMatches = (reader: TDb | TTx) =>
    reader.select({ total: count() }).from(
      reader
        .select({ one: sql`1`.as('one') })
        .from(listings)
        .where(where)
        .limit(countUpTo + 1)
        .as('matches'),
    )
  const totalQuery = onlyByDistrict
    ? db
        .select({ total: sql<number>`coalesce(sum(${listingCounts.published}), 0)::int` })
        .from(listingCounts)
        .where(and(eq(listingCounts.kind, kind), query.district ? eq(listingCounts.district, query.district) : undefined))
    : query.q
      ? // The planner takes a search's word similarity for common and reads the table until enough rows match, testing
        // each (a common typo at 100,000 listings: 18 ms); through the trigram index, only candidates are tested (4 ms).
        db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`)
          return countMatches(tx)
        })
      : countMatches(db)
  const [rows, [totals]] = await Promise.all([
    db
      .select(listingColumns)
      .from(listings)
      .innerJoin(agencies, eq(agencies.id, listings.agencyId))
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    totalQuery,
  ])
  const counted = totals?.total ?? 0
  const totalExact = onlyByDistrict || counted <= countUpTo
  return { rows, total: totalExact ? counted : countUpTo, totalExact }
}

/**
 * The most guests a published venue seats (in the district, when one is asked): what a guest count that no venue
 * seats is told. Null when no venue there gave a capacity.
 */
export async function findLargestCapacity(db: TDb, district: TListingQuery['district']) {
  const [row] = await db
    .select({ largest: sql<number | null>`max(${listings.capacity})` })
    .from(listings)
    .where(and(eq(listings.kind, 'venue'), eq(listings.published, true), district ? eq(listings.district, district) : undefined))
  return row?.largest ?? null
}

/** One published listing for its detail page: the card's columns and what it sells (the lists never read that). */
export async function findListing(db: TDb, kind: TListingKind, id: string) {
  const [row] = await db
    .select({ ...listingColumns, packages: listings.packages, addons: listings.addons })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(and(eq(listings.id, id), eq(listings.kind, kind), eq(listings.published, true)))
  return row
}

/** The published listings among `ids`, each with what it sells, for comparing them (a hidden or unknown id is not among them). */
export function findComparedListings(db: TDb, ids: string[]) {
  return db
    .select({ ...listingColumns, packages: listings.packages, addons: listings.addons })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(and(inArray(listings.id, ids), eq(listings.published, true)))
}

/** The published listings on a user's shortlist, the most recently kept first (hidden or withdrawn ones wait, unseen). */
export function findShortlistedListings(db: TDb, userId: string) {
  return db
    .select(listingColumns)
    .from(shortlistItems)
    .innerJoin(listings, eq(listings.id, shortlistItems.listingId))
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(and(eq(shortlistItems.userId, userId), eq(listings.published, true)))
    .orderBy(desc(shortlistItems.createdAt), desc(shortlistItems.listingId))
}

/** Every published listing's id, kind and date, for the sitemap. */
export function findSitemapEntries(db: TDb) {
  return db
    .select({ id: listings.id, kind: listings.kind, createdAt: listings.createdAt })
    .from(listings)
    .where(eq(listings.published, true))
    .orderBy(listings.kind, listings.createdAt)
}
