import { useQuery } from '@tanstack/react-query'
import type { TUser } from '@utsab/shared/schemas/auth'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { api } from '../../../lib/api'
import type { TAuditEntry } from '../lib/audit'
import { adminKeys } from './keys'

/**
 * The admin screens' data. Each query starts from what the route loader fetched for the server render
 * (so the first paint has the table) and is refetched after every admin action.
 */
const STALE_MS = 30_000

export const useUsers = (initialData: TUser[]) =>
  useQuery({
    queryKey: adminKeys.users,
    queryFn: async () => (await api.get<{ data: TUser[] }>('/api/users')).data,
    initialData,
    staleTime: STALE_MS,
  })

export const usePendingApplications = (initialData: TMerchantApplication[]) =>
  useQuery({
    queryKey: adminKeys.pendingApplications,
    queryFn: async () => (await api.get<{ data: TMerchantApplication[] }>('/api/merchant-applications?status=pending')).data,
    initialData,
    staleTime: STALE_MS,
  })

export const useAuditLog = (initialData: TAuditEntry[]) =>
  useQuery({
    queryKey: adminKeys.auditLog,
    queryFn: async () => (await api.get<{ data: TAuditEntry[] }>('/api/admin/audit-log')).data,
    initialData,
    staleTime: STALE_MS,
  })
