import { count } from 'drizzle-orm'
import type { TDb } from './client'
import { demoCatalog } from './demo-data'
import { seedDemoReviews } from './demo-reviews'
import { insertAgencyWithListings } from './factories'
import { listings } from './schema'

export async function isCatalogEmpty(db: TDb): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(listings)
  return (row?.n ?? 0) === 0
}

/**
 * Where demo families' past bookings may be made up: they carry bKash payments that never happened and ledger postings,
 * so only outside production or where payments are in test mode (no money moves there either).
 */
export const demoBookingsAllowed = (env: { NODE_ENV: string; PAYMENTS_TEST_MODE: boolean }) =>
  env.NODE_ENV !== 'production' || env.PAYMENTS_TEST_MODE

/**
 * Inserts the demo catalog and, when `withBookings`, its reviewed past bookings. Idempotent (fixed ids, conflicts
 * ignored), and it refuses to touch a production database that already holds data.
 */
export async function seedDemoData(db: TDb, { production, withBookings }: { production: boolean; withBookings: boolean }) {
  if (production && !(await isCatalogEmpty(db))) {
    throw new Error('Refusing to seed: this is a production database and it already has listings.')
  }
  let inserted = 0
  const catalog = demoCatalog()
  for (const { agency, listings: items } of catalog) {
    const saved = await insertAgencyWithListings(db, agency, items)
    inserted += saved.listings.length
  }
  // A few families' past bookings and their verified reviews, so ratings and reviews show as they do once the site is used.
  const reviews = withBookings ? await seedDemoReviews(db, catalog) : 0
  return { inserted, reviews }
}
