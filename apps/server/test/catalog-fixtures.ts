import { expect } from 'vitest'
import type { TListingKind } from '@utsab/shared/constants'
import type { TListingPage } from '@utsab/shared/schemas/catalog'
import type { TApp } from '../src/app'
import { buildAgency, buildListing, insertAgencyWithListings } from '../src/db/factories'

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

/** A date some days from today, YYYY-MM-DD. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A public list page at `url`, which must answer 200 (the body is shown when it does not). */
export async function getListingPage(app: TApp, url: string) {
  const response = await app.inject({ method: 'GET', url })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<TListingPage>()
}
