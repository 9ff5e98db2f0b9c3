import { ADMIN_USER_ROLE_FILTERS, type TAdminUser } from '@utsab/shared/schemas/moderation'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'

/** The role filter's choices: everyone, or one role (`user` is no role). */
export const ROLE_FILTERS = ['all', ...ADMIN_USER_ROLE_FILTERS] as const
export type TRoleFilter = (typeof ROLE_FILTERS)[number]

/**
 * What the Action column offers a user (spec §2): a requested user is reviewed in the
 * merchant-information dialog, an admin has nothing left to be made, anyone else can be made admin.
 * A suspended user is made nothing (the server refuses it) until an admin reinstates them.
 */
export type TUserAction = 'review' | 'make-admin' | 'none' | 'suspended'
export const actionFor = (user: Pick<TAdminUser, 'role'> & Partial<Pick<TAdminUser, 'suspendedAt'>>): TUserAction => {
  if (user.role === 'admin') return 'none'
  if (user.suspendedAt) return 'suspended'
  return user.role === 'requested' ? 'review' : 'make-admin'
}

/** The pending application of each applicant, by user id. */
export const applicationsByUser = (applications: TMerchantApplication[]) =>
  new Map(applications.filter((application) => application.status === 'pending').map((application) => [application.user.id, application]))
