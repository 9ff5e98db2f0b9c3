import { z } from 'zod'
import { ZUser } from './auth'
import { ZReason, ZUuid } from './common'
import { ZMerchantListing } from './merchants'

/**
 * Admin moderation (issue 17, decision 029): hiding a listing, suspending an account, revoking a merchant
 * role. Each takes the admin's reason, which goes to the audit log and to the person it concerns.
 */
export const ZModerationReason = z.object({ reason: ZReason })
export type TModerationReason = z.infer<typeof ZModerationReason>

/** A user as admins see them: with the suspension, if any. */
export const ZAdminUser = ZUser.extend({ suspendedAt: z.iso.datetime().nullable(), suspendReason: z.string().nullable() })
export type TAdminUser = z.infer<typeof ZAdminUser>
export const ZAdminUserList = z.object({ data: z.array(ZAdminUser) })

/** A listing as admins moderate it: the merchant's view (published, hidden) with its agency. */
export const ZModeratedListing = ZMerchantListing
export type TModeratedListing = z.infer<typeof ZModeratedListing>
export const ZHiddenListings = z.object({ data: z.array(ZModeratedListing) })
export const ZListingIdParams = z.object({ id: ZUuid })
