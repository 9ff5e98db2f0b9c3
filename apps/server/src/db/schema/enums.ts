import { pgEnum } from 'drizzle-orm/pg-core'
import { DISTRICTS, LISTING_KINDS } from '@utsab/shared/constants'

export const district = pgEnum('district', DISTRICTS)
export const listingKind = pgEnum('listing_kind', LISTING_KINDS)
