import { useMutation, useQueryClient } from '#app/lib/query'
import type { TUser } from '@utsab/shared/schemas/auth'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { callApi } from '#app/lib/api-client'
import { acceptApplicationEndpoint, declineApplicationEndpoint, makeAdminEndpoint } from './endpoints'
import { ADMIN_KEY } from './queries'

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
    mutationFn: (user: TUser) => callApi(makeAdminEndpoint, { params: { id: user.id }, body: { role: 'admin' } }),
    onSettled: refresh,
  })
}

/** Accept: the role becomes merchant, and the agency and first listing are made from the application. */
export function useAcceptMerchant() {
  const refresh = useRefreshAdmin()
  return useMutation({
    mutationFn: (application: TMerchantApplication) => callApi(acceptApplicationEndpoint, { params: { id: application.id }, body: {} }),
    onSettled: refresh,
  })
}

/** Decline with a reason: the role returns to none and the applicant is emailed the reason. */
export function useDeclineMerchant() {
  const refresh = useRefreshAdmin()
  return useMutation({
    mutationFn: ({ application, reason }: { application: TMerchantApplication; reason: string }) =>
      callApi(declineApplicationEndpoint, { params: { id: application.id }, body: { reason } }),
    onSettled: refresh,
  })
}
