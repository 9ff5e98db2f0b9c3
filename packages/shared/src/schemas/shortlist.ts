import { z } from 'zod'
import { ZListing } from './catalog'
import { ZUuid } from './common'

/** How many listings one account may keep on its shortlist. */
export const SHORTLIST_MAX = 200

/** A signed-in customer's shortlist (issue 17): the listings still on sale, the most recently kept first. */
export const ZShortlist = z.object({ data: z.array(ZListing) })
export type TShortlist = z.infer<typeof ZShortlist>

export const ZShortlistParams = z.object({ listingId: ZUuid })

/** What a heart's press leaves: whether the listing is on the shortlist now. */
export const ZShortlistState = z.object({ listingId: z.uuid(), shortlisted: z.boolean() })
export type TShortlistState = z.infer<typeof ZShortlistState>
