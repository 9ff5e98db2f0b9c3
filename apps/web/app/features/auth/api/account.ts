import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  ZAccount,
  ZAccountSessions,
  ZAccountUpdate,
  ZChangePassword,
  ZPasswordChanged,
  ZSessionsEnded,
  ZUploadedPhoto,
  type TAccountUpdate,
  type TChangePassword,
} from '@utsab/shared/schemas/account'
import { callApi, endpoint, type TResponseOf } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import { useRefetchMe } from '#app/lib/session'

/** The account page's endpoints (issue 17): one's own account, picture, password and sessions. */
export const accountEndpoint = endpoint({ method: 'GET', path: '/api/account', response: ZAccount })
export const updateAccountEndpoint = endpoint({ method: 'PATCH', path: '/api/account', body: ZAccountUpdate, response: ZAccount })
export const uploadPhotoEndpoint = endpoint({ method: 'POST', path: '/api/account/photo', body: 'form-data', response: ZUploadedPhoto })
export const changePasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/account/password',
  body: ZChangePassword,
  response: ZPasswordChanged,
})
export const sessionsEndpoint = endpoint({ method: 'GET', path: '/api/account/sessions', response: ZAccountSessions })
export const endSessionEndpoint = endpoint({ method: 'DELETE', path: '/api/account/sessions/:id', response: z.null() })
export const endOtherSessionsEndpoint = endpoint({
  method: 'POST',
  path: '/api/account/sessions/sign-out-others',
  body: z.object({}),
  response: ZSessionsEnded,
})

export type TAccountAnswer = TResponseOf<typeof accountEndpoint>
export type TSessionsAnswer = TResponseOf<typeof sessionsEndpoint>

export const ACCOUNT_KEY = ['account'] as const
const SESSIONS_KEY = [...ACCOUNT_KEY, 'sessions'] as const

export const accountQuery = () => queryOptions({ queryKey: ACCOUNT_KEY, queryFn: () => callApi(accountEndpoint) })
export const sessionsQuery = () => queryOptions({ queryKey: SESSIONS_KEY, queryFn: () => callApi(sessionsEndpoint) })

export function useAccount(seed: TSeed<TAccountAnswer>) {
  const query = accountQuery()
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) })
}

export function useSessions(seed: TSeed<TSessionsAnswer>) {
  const query = sessionsQuery()
  return useQuery({ ...query, ...useSeed(query.queryKey, seed), select: (answer) => answer.data })
}

/**
 * Saves the profile: a newly chosen photo is uploaded first, then name, number and picture are saved
 * together. The header's avatar and name follow (the session is read again).
 */
export function useSaveProfile() {
  const queryClient = useQueryClient()
  const refetchMe = useRefetchMe()
  return useMutation({
    mutationKey: [...ACCOUNT_KEY, 'profile'],
    mutationFn: async ({ changes, photo }: { changes: TAccountUpdate; photo?: File }) => {
      let image = changes.image
      if (photo) {
        const form = new FormData()
        form.append('photo', photo)
        image = (await callApi(uploadPhotoEndpoint, { body: form })).image
      }
      return callApi(updateAccountEndpoint, { body: { ...changes, image } })
    },
    onSuccess: async (account) => {
      queryClient.setQueryData(ACCOUNT_KEY, account)
      await refetchMe()
    },
  })
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ACCOUNT_KEY, 'password'],
    mutationFn: (input: TChangePassword) => callApi(changePasswordEndpoint, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  })
}

export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...SESSIONS_KEY, 'end'],
    mutationFn: (id: string) => callApi(endSessionEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  })
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...SESSIONS_KEY, 'end-others'],
    mutationFn: () => callApi(endOtherSessionsEndpoint, { body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  })
}
