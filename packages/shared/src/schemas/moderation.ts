import { z } from 'zod'
import { USER_ROLES, ZUser } from './auth'
import { ZReason, ZUuid } from './common'
import { ZMerchantListing } from './merchants'
import { m } from './messages-by-key'

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
  q: z.string().trim().max(100, m('validation.filters.search')).optional(),
  role: z
    .enum(ADMIN_USER_ROLE_FILTERS, { message: m('validation.oneOf', { label: 'role', options: ADMIN_USER_ROLE_FILTERS.join(', ') }) })
    .optional(),
  page: z.coerce
    .number({ message: m('validation.number.notNumber', { label: 'page' }) })
    .int(m('validation.number.whole', { label: 'page' }))
    .min(1, m('validation.number.atLeastOne', { label: 'page' }))
    .default(1),
  pageSize: z.coerce
    .number({ message: m('validation.number.notNumber', { label: 'pageSize' }) })
    .int(m('validation.number.whole', { label: 'pageSize' }))
    .min(1, m('validation.number.atLeastOne', { label: 'pageSize' }))
    .max(100, m('validation.pageSize.atMost', { max: 100 }))
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
