import { expect } from 'vitest'
import { costumeSizes } from '@utsab/shared/booking-details'
import type { TListingKind } from '@utsab/shared/constants'
import { addDays, todayInDhaka } from '@utsab/shared/format'
import type { TListingPage } from '@utsab/shared/schemas/catalog'
import type { TApp } from '../src/app'
import { eq, sql } from 'drizzle-orm'
import type { TDb } from '../src/db/client'
import { buildAgency, buildListing, insertAgencyWithListings } from '../src/db/factories'
import { listings, orders, reviews, user } from '../src/db/schema'

/** One published listing of each kind with known prices, for order and payment tests. */
export async function insertListings(app: TApp) {
  const { listings } = await insertAgencyWithListings(app.db, buildAgency({ name: 'Padma Events', phone: '+8801711223344' }), [
    buildListing('venue', { name: 'Shapla Hall', priceBdt: 80_000 }),
    buildListing('photographer', { name: 'Golden Hour Studio', priceBdt: 15_000 }),
    buildListing('makeup', { name: 'Bridal Glow', priceBdt: 9_000 }),
    buildListing('costume', { name: 'Red Benarasi Sari', priceBdt: 6_500 }),
  ])
  const byKind = Object.fromEntries(listings.map((listing) => [listing.kind, listing])) as Record<TListingKind, (typeof listings)[number]>
  return byKind
}

/**
 * A date some days from today in Dhaka, YYYY-MM-DD: the day the server's rules count from. (From 18:00 UTC
 * Dhaka is already on the next day, so a UTC date would be a day behind every evening.)
 */
export const daysFromNow = (days: number) => addDays(todayInDhaka(), days)

/** What a venue booking gives besides its date: the shift and the guests (the fixtures' halls seat 300). */
export const VENUE_BOOKING = { shift: 'evening', guests: 150 } as const
/** What a costume order gives: one of its sizes, the quantity, where and when to deliver it. */
export const costumeBooking = (size = 'M') => ({
  size,
  quantity: 1,
  deliveryAddress: 'House 12, Road 5, Dhanmondi, Dhaka 1209',
  deliveryDate: daysFromNow(7),
})

/** What a photographer's or makeup artist's booking gives: where the event is and when they start. */
export const EVENT_PLACE = { eventAddress: 'Community centre, House 9, Road 3, Uttara, Dhaka', eventTime: '16:30' } as const

/** The body of POST /api/orders or /api/cart for a listing: its id, the date (dated kinds) and the details its kind needs. */
export function bookingOf(listing: { id: string; kind: TListingKind; size?: string | null }, eventDate?: string) {
  const details =
    listing.kind === 'venue' ? VENUE_BOOKING : listing.kind === 'costume' ? costumeBooking(costumeSizes(listing.size)[0]) : EVENT_PLACE
  return { listingId: listing.id, ...(eventDate === undefined ? {} : { eventDate }), ...details }
}

/** A public list page at `url`, which must answer 200 (the body is shown when it does not). */
export async function getListingPage(app: TApp, url: string) {
  const response = await app.inject({ method: 'GET', url })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<TListingPage>()
}

let reviewer = 0
/**
 * Verified reviews of a listing, as the reviews service leaves them: for each rating a customer, a paid booking of
 * the listing on a past day, the review, and the listing's count and sum of stars moved with it. A listing rates only
 * by these (decision 046): the rating its business typed is never its shown rating.
 */
export async function insertVerifiedReviews(
  db: TDb,
  listing: { id: string; kind: TListingKind; name: string; category: string; priceBdt: number; rating: number },
  ratings: number[],
) {
  await db.transaction(async (tx) => {
    for (const [i, rating] of ratings.entries()) {
      const n = ++reviewer
      const [customer] = await tx
        .insert(user)
        .values({ id: `reviewer-${n}-${listing.id}`, name: `Reviewer ${n}`, email: `reviewer${n}.${listing.id}@example.com` })
        .returning()
      const [order] = await tx
        .insert(orders)
        .values({
          customerId: customer!.id,
          listingId: listing.id,
          kind: listing.kind,
          eventDate: listing.kind === 'costume' ? null : daysFromNow(-2 - i),
          deliveryDate: listing.kind === 'costume' ? daysFromNow(-2 - i) : null,
          shift: listing.kind === 'venue' ? 'evening' : null,
          status: 'paid',
          paidAt: new Date(),
          event: listing.name,
          category: listing.category,
          customerName: customer!.name,
          customerEmail: customer!.email,
          agencyName: 'Agency',
          location: 'Dhaka',
          contact: '+8801711000000',
          rating: listing.rating,
          unitPriceBdt: listing.priceBdt,
          priceBdt: listing.priceBdt,
          totalBdt: listing.priceBdt,
          advanceBdt: listing.priceBdt,
          paidBdt: listing.priceBdt,
          cancellationPolicy: 'moderate',
        })
        .returning()
      await tx.insert(reviews).values({
        orderId: order!.id,
        listingId: listing.id,
        customerId: customer!.id,
        author: customer!.name,
        rating,
        body: 'Everything was as promised, and on time.',
      })
    }
    const sum = ratings.reduce((total, rating) => total + rating, 0)
    await tx
      .update(listings)
      .set({ reviewCount: sql`${listings.reviewCount} + ${ratings.length}`, reviewSum: sql`${listings.reviewSum} + ${sum}` })
      .where(eq(listings.id, listing.id))
  })
}
