import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TUser } from '@utsab/shared/schemas/auth'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { api } from '../../../lib/api'
import { ADMIN_KEY } from './keys'

/**
 * After any admin action, success or not (another admin may have acted first), the users, the
 * applications and the audit log are fetched again; the mutation settles once they have arrived,
 * so the table shows the new role by the time the caller's onSuccess runs.
 */
function useRefreshAdmin() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY })
}

/** Spec §7: PUT /user/admin/{id} with {role: 'admin'}; the answer's modifiedCount says whether it changed. */
export function useMakeAdmin() {
  const refresh = useRefreshAdmin()
  return useMutation({
    mutationFn: (user: TUser) => api.put<{ modifiedCount: number }>(`/api/user/admin/${encodeURIComponent(user.id)}`, { role: 'admin' }),
    onSettled: refresh,
  })
}

/** Accept: the role becomes merchant, and the agency and first listing are made from the application. */
export function useAcceptMerchant() {
  const refresh = useRefreshAdmin()
  return useMutation({
    mutationFn: (application: TMerchantApplication) =>
      api.post<{ application: TMerchantApplication }>(`/api/merchant-applications/${application.id}/accept`, {}),
    onSettled: refresh,
  })
}

/** Decline with a reason: the role returns to none and the applicant is emailed the reason. */
export function useDeclineMerchant() {
  const refresh = useRefreshAdmin()
  return useMutation({
    mutationFn: ({ application, reason }: { application: TMerchantApplication; reason: string }) =>
      api.post<{ application: TMerchantApplication }>(`/api/merchant-applications/${application.id}/decline`, { reason }),
    onSettled: refresh,
  })
}
