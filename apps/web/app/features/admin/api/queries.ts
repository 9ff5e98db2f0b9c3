import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi, type TResponseOf } from '../../../lib/api-client'
import { useSeed, type TSeed } from '../../../lib/loader-seed'
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

export const usersQuery = () => queryOptions({ queryKey: [...ADMIN_KEY, 'users'] as const, queryFn: () => callApi(usersEndpoint) })

export const pendingApplicationsQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'applications', 'pending'] as const,
    queryFn: () => callApi(applicationsEndpoint, { query: { status: 'pending' } }),
  })

export const auditLogQuery = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'audit-log'] as const, queryFn: () => callApi(auditLogEndpoint) })

/** The users; `isFetching` while they are read again after an action. */
export function useUsers(seed: TSeed<TUsersAnswer>) {
  const query = usersQuery()
  return useQuery({ ...query, ...useSeed(query.queryKey, seed), select: (answer) => answer.data })
}

export function usePendingApplications(seed: TSeed<TApplicationsAnswer>) {
  const query = pendingApplicationsQuery()
  return useQuery({ ...query, ...useSeed(query.queryKey, seed), select: (answer) => answer.data })
}

export function useAuditLog(seed: TSeed<TAuditLogAnswer>) {
  const query = auditLogQuery()
  return useQuery({ ...query, ...useSeed(query.queryKey, seed), select: (answer) => answer.data })
}
