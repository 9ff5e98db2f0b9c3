import { keepPreviousData, queryOptions, useQuery } from '#app/lib/query'
import type { TAdminUserRoleFilter } from '@utsab/shared/schemas/moderation'
import { callApi, type TResponseOf } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import { applicationsEndpoint, auditLogEndpoint, usersEndpoint } from './endpoints'

/**
 * The admin screens' data, one query per endpoint. Each starts from what the route loader fetched for
 * the server render (so the first paint has the table) and is read again after every admin action,
 * which invalidates ADMIN_KEY.
 */
export const ADMIN_KEY = ['admin'] as const

export type TUsersAnswer = TResponseOf<typeof usersEndpoint>
export type TApplicationsAnswer = TResponseOf<typeof applicationsEndpoint>
export type TAuditLogAnswer = TResponseOf<typeof auditLogEndpoint>

/** A page of the users table; the first page with no search is what the route loaders fetch. */
export type TUsersFilter = { q: string; role?: TAdminUserRoleFilter; page: number }
export const FIRST_USERS_PAGE: TUsersFilter = { q: '', page: 1 }
const isFirstUsersPage = (filter: TUsersFilter) => !filter.q && !filter.role && filter.page === 1

export const usersQuery = (filter: TUsersFilter = FIRST_USERS_PAGE) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'users', filter] as const,
    queryFn: () =>
      callApi(usersEndpoint, {
        query: { page: filter.page, ...(filter.q ? { q: filter.q } : {}), ...(filter.role ? { role: filter.role } : {}) },
      }),
  })

export const pendingApplicationsQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'applications', 'pending'] as const,
    queryFn: () => callApi(applicationsEndpoint, { query: { status: 'pending' } }),
  })

export const auditLogQuery = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'audit-log'] as const, queryFn: () => callApi(auditLogEndpoint) })

/**
 * A page of the users; `isFetching` while it is read (a new search or page keeps the last answer on screen
 * until the next arrives), or read again after an action.
 */
export function useUsers(filter: TUsersFilter, seed: TSeed<TUsersAnswer>) {
  const seeded = useSeed(usersQuery().queryKey, seed)
  return useQuery({ ...usersQuery(filter), ...(isFirstUsersPage(filter) ? seeded : {}), placeholderData: keepPreviousData })
}

export function usePendingApplications(seed: TSeed<TApplicationsAnswer>) {
  const query = pendingApplicationsQuery()
  return useQuery({ ...query, ...useSeed(query.queryKey, seed), select: (answer) => answer.data })
}

export function useAuditLog(seed: TSeed<TAuditLogAnswer>) {
  const query = auditLogQuery()
  return useQuery({ ...query, ...useSeed(query.queryKey, seed), select: (answer) => answer.data })
}
