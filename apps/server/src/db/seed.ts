import { count } from 'drizzle-orm'
import type { TDb } from './client'
import { demoCatalog } from './demo-data'
import { insertAgencyWithListings } from './factories'
import { listings } from './schema'

export async function isCatalogEmpty(db: TDb): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(listings)
  return (row?.n ?? 0) === 0
}

/**
 * Inserts the demo catalog. Idempotent (fixed ids, conflicts ignored), and it refuses to touch a
 * production database that already holds data.
 */
export async function seedDemoData(db: TDb, { production }: { production: boolean }) {
  if (production && !(await isCatalogEmpty(db))) {
    throw new Error('Refusing to seed: this is a production database and it already has listings.')
  }
  let inserted = 0
  for (const { agency, listings: items } of demoCatalog()) {
    const saved = await insertAgencyWithListings(db, agency, items)
    inserted += saved.listings.length
  }
  return { inserted }
}
