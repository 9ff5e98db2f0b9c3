import { pgEnum } from 'drizzle-orm/pg-core'
import { DISTRICTS, LISTING_KINDS, VENUE_SHIFTS } from '@utsab/shared/constants'

export const district = pgEnum('district', DISTRICTS)
export const listingKind = pgEnum('listing_kind', LISTING_KINDS)
export const venueShift = pgEnum('venue_shift', VENUE_SHIFTS)
