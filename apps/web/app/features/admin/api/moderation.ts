import { queryOptions, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import type { TAdminUser } from '@utsab/shared/schemas/moderation'
import { callApi, type TResponseOf } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import { ME_KEY } from '#app/lib/session'
import {
  hiddenListingsEndpoint,
  hideListingEndpoint,
  reinstateUserEndpoint,
  revokeMerchantEndpoint,
  showListingEndpoint,
  suspendUserEndpoint,
} from './endpoints'
import { ADMIN_KEY } from './queries'

/**
 * Moderation (decision 029). Every action, success or not (another admin may have acted first), reads the
 * admin screens again (users, hidden listings, audit log: all under ADMIN_KEY) and marks the public catalog
 * stale, whose lists and pages change with what is hidden.
 */
export type THiddenListingsAnswer = TResponseOf<typeof hiddenListingsEndpoint>
export type THiddenListing = THiddenListingsAnswer['data'][number]

export const hiddenListingsQuery = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'hidden-listings'] as const, queryFn: () => callApi(hiddenListingsEndpoint) })

export function useHiddenListings(seed: TSeed<THiddenListingsAnswer>) {
  const query = hiddenListingsQuery()
  return useQuery({ ...query, ...useSeed(query.queryKey, seed), select: (answer) => answer.data })
}

/**
 * The admin screens are read again at once (the mutation settles once they have arrived); the catalog's
 * queries are only marked stale, so the page an admin hid a listing from does not read it again (it is
 * gone: 404) before the admin is taken to Hidden listings.
 */
function useRefresh() {
  const queryClient = useQueryClient()
  return async () => {
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== ME_KEY[0] && query.queryKey[0] !== ADMIN_KEY[0],
      refetchType: 'none',
    })
    await queryClient.invalidateQueries({ queryKey: ADMIN_KEY })
  }
}

export type TUserModeration = 'suspend' | 'revoke'

/** Suspend or revoke a merchant role, with the reason. */
export function useModerateUser() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ user, action, reason }: { user: TAdminUser; action: TUserModeration; reason: string }) =>
      callApi(action === 'suspend' ? suspendUserEndpoint : revokeMerchantEndpoint, { params: { id: user.id }, body: { reason } }),
    onSettled: refresh,
  })
}

export function useReinstateUser() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (user: TAdminUser) => callApi(reinstateUserEndpoint, { params: { id: user.id }, body: {} }),
    onSettled: refresh,
  })
}

export function useHideListing() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => callApi(hideListingEndpoint, { params: { id }, body: { reason } }),
    onSettled: refresh,
  })
}

export function useShowListing() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: string) => callApi(showListingEndpoint, { params: { id }, body: {} }),
    onSettled: refresh,
  })
}
