import { roleLabel, type TUser } from '@utsab/shared/schemas/auth'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'

export const ROLE_FILTERS = ['all', 'user', 'requested', 'merchant', 'admin'] as const
export type TRoleFilter = (typeof ROLE_FILTERS)[number]

/**
 * What the Action column offers a user (spec §2): a requested user is reviewed in the
 * merchant-information dialog, an admin has nothing left to be made, anyone else can be made admin.
 */
export type TUserAction = 'review' | 'make-admin' | 'none'
export const actionFor = (user: Pick<TUser, 'role'>): TUserAction =>
  user.role === 'requested' ? 'review' : user.role === 'admin' ? 'none' : 'make-admin'

/** The pending application of each applicant, by user id. */
export const applicationsByUser = (applications: TMerchantApplication[]) =>
  new Map(applications.filter((application) => application.status === 'pending').map((application) => [application.user.id, application]))

/** The users whose name or email contains the query (any case) and whose role matches the filter. */
export function filterUsers<T extends TUser>(users: T[], query: string, role: TRoleFilter): T[] {
  const needle = query.trim().toLowerCase()
  return users.filter(
    (user) =>
      (role === 'all' || roleLabel(user.role) === role) &&
      (!needle || user.name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle)),
  )
}
