import { z } from 'zod'
import { USER_ROLES, ZUser } from './auth'
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
/** Users per page of the admin users table (an admin finds anyone else by the search). */
export const ADMIN_USERS_PAGE_SIZE = 20
export const ADMIN_USER_ROLE_FILTERS = ['user', ...USER_ROLES] as const
export type TAdminUserRoleFilter = (typeof ADMIN_USER_ROLE_FILTERS)[number]

/**
 * A page of the users table: newest first, narrowed by a search in name or email (any case) and by role
 * (`user` is no role).
 */
export const ZAdminUserQuery = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  role: z.enum(ADMIN_USER_ROLE_FILTERS, { message: `role must be one of ${ADMIN_USER_ROLE_FILTERS.join(', ')}` }).optional(),
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .default(1),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be 1 or more')
    .max(100, 'pageSize must be at most 100')
    .default(ADMIN_USERS_PAGE_SIZE),
})
export type TAdminUserQuery = z.input<typeof ZAdminUserQuery>

export const ZAdminUserList = z.object({
  data: z.array(ZAdminUser),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The users that match the search and the role. */
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Every user, whatever the search. */
  everyone: z.number().int(),
  /** The users waiting for a merchant review, whatever the search. */
  waiting: z.number().int(),
})

/** A listing as admins moderate it: the merchant's view (published, hidden) with its agency. */
export const ZModeratedListing = ZMerchantListing
export type TModeratedListing = z.infer<typeof ZModeratedListing>
export const ZHiddenListings = z.object({ data: z.array(ZModeratedListing) })
export const ZListingIdParams = z.object({ id: ZUuid })
