import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { BOOKING_MODES, LISTING_KINDS } from '@utsab/shared/constants'
import { CANCELLATION_POLICIES, DEFAULT_ADVANCE_PERCENT, DEFAULT_CANCELLATION_POLICY } from '@utsab/shared/booking-money'
import type { TAddon, TPackage } from '@utsab/shared/schemas/offer'
import { agencies } from './agencies'
import { district, listingKind } from './enums'

export const cancellationPolicy = pgEnum('cancellation_policy', CANCELLATION_POLICIES)
export const bookingMode = pgEnum('booking_mode', BOOKING_MODES)

/**
 * Every service on sale, of the four kinds. Each list filter and sort has an index that starts with
 * the kind, so a list page reads only its own rows in order.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: listingKind().notNull(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    name: text().notNull(),
    /** The listing's name in Bangla, when its merchant gave one: shown on the Bangla pages and searched too. */
    nameBn: text('name_bn'),
    category: text().notNull(),
    /** The category in Bangla, when its merchant gave one: the Bangla pages show it instead. */
    categoryBn: text('category_bn'),
    pictures: text().array().notNull(),
    backgroundPicture: text('background_picture'),
    description: text(),
    descriptionBn: text('description_bn'),
    /** The "from" price: the cheapest package when it sells packages (kept so by the server), else the one price. */
    priceBdt: integer('price_bdt').notNull(),
    /** What it sells beyond its price (ZOffer): read by its detail page and its bookings, never by the lists. */
    packages: jsonb().$type<TPackage[]>().notNull().default([]),
    addons: jsonb().$type<TAddon[]>().notNull().default([]),
    /** The rating its merchant typed when applying: shown only as what the business says, never with stars (decision 046). */
    rating: real().notNull(),
    /** Its visible verified reviews: how many and their stars' sum, kept by the reviews service in the review's transaction. */
    reviewCount: integer('review_count').notNull().default(0),
    reviewSum: integer('review_sum').notNull().default(0),
    /** What cards show, filter and sort by: the verified reviews' average, null until there is one (never the typed rating). */
    shownRating: real('shown_rating').generatedAlwaysAs(
      sql`case when review_count > 0 then round(review_sum::numeric / review_count, 2)::real else null end`,
    ),
    size: text(),
    /** A venue's seated guests at most (null: not given); a booking for more guests is refused. */
    capacity: integer(),
    /** Where the service is offered (a venue's own district, a photographer's base). */
    district: district().notNull(),
    address: text().notNull(),
    /** The address in Bangla, when its merchant gave one. */
    addressBn: text('address_bn'),
    /** The share of the price a dated booking pays to be confirmed; the rest is due before the event. */
    advancePercent: integer('advance_percent').notNull().default(DEFAULT_ADVANCE_PERCENT),
    cancellationPolicy: cancellationPolicy('cancellation_policy').notNull().default(DEFAULT_CANCELLATION_POLICY),
    /** Booked at once, or requested and accepted by the merchant first (decision 037); listings from before were instant. */
    bookingMode: bookingMode('booking_mode').notNull().default('instant'),
    /** Name (both languages), agency name and category in search form (listingSearchText): what `q` searches, through a trigram index. */
    searchText: text('search_text').notNull(),
    published: boolean().notNull().default(true),
    /** Its agency's `reply_minutes`, copied by the same task so the list sorts by it through an index (decision 059). */
    replyMinutes: integer('reply_minutes'),
    /**
     * An admin hid the listing (or suspended its merchant), with the reason in the audit log: it is
     * unpublished and its merchant cannot publish it again until an admin shows it.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('price_not_negative', sql`${t.priceBdt} >= 0`),
    check('rating_in_range', sql`${t.rating} between 0 and 5`),
    check('review_totals_in_range', sql`${t.reviewSum} between ${t.reviewCount} and 5 * ${t.reviewCount}`),
    check('advance_percent_in_range', sql`${t.advancePercent} between 0 and 100`),
    check('capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('has_pictures', sql`cardinality(${t.pictures}) between 1 and 12`),
    // Partial: the public lists read published listings only, so these hold only those, and a filtered
    // total is counted from the index alone.
    index('listings_kind_created_idx')
      .on(t.kind, t.createdAt.desc(), t.id)
      .where(sql`${t.published}`),
    index('listings_kind_price_idx')
      .on(t.kind, t.priceBdt, t.id)
      .where(sql`${t.published}`),
    index('listings_kind_rating_idx')
      .on(t.kind, t.shownRating.desc().nullsLast(), t.id)
      .where(sql`${t.published}`),
    index('listings_kind_reply_idx')
      .on(t.kind, t.replyMinutes.asc().nullsLast(), t.id)
      .where(sql`${t.published}`),
    index('listings_kind_district_price_idx')
      .on(t.kind, t.district, t.priceBdt, t.id)
      .where(sql`${t.published}`),
    index('listings_agency_idx').on(t.agencyId),
    // A search by guests (issue 17) counts the venues that seat them from this index, not from a bitmap of every venue.
    index('listings_venue_capacity_idx')
      .on(t.capacity)
      .where(sql`${t.published} and ${t.kind} = 'venue'`),
    // One trigram index per kind, of its published listings: a search reads only the candidates of the list it is in.
    ...LISTING_KINDS.map((kind) =>
      index(`listings_${kind}_search_trgm_idx`)
        .using('gin', sql`${t.searchText} gin_trgm_ops`)
        .where(sql`${t.published} and ${t.kind} = ${sql.raw(`'${kind}'`)}`),
    ),
  ],
)

/**
 * How many published listings each kind has in each district, kept exact by a trigger on `listings`
 * (migration 0005). A list page's total for the common filters (none, or a district) is read from
 * here in constant time instead of counting thousands of rows.
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    kind: listingKind().notNull(),
    district: district().notNull(),
    published: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.district] }), check('count_not_negative', sql`${t.published} >= 0`)],
)
