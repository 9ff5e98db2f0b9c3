import { queryOptions, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import { z } from 'zod'
import {
  ZAccount,
  ZAccountSessions,
  ZAccountUpdate,
  ZAddEmail,
  ZChangePassword,
  ZPasswordChanged,
  ZSessionsEnded,
  ZUploadedPhoto,
  type TAccountUpdate,
  type TChangePassword,
} from '@utsab/shared/schemas/account'
import {
  ZConfirmAccountPhone,
  ZNoticeChannels,
  ZNoticeSettings,
  type TConfirmAccountPhone,
  type TNoticeChannels,
} from '@utsab/shared/schemas/phone'
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

/** Issue 36: proving a mobile number with its code, adding an email to an account made with a number, and the notices' channels. */
export const confirmPhoneEndpoint = endpoint({ method: 'POST', path: '/api/account/phone', body: ZConfirmAccountPhone, response: ZAccount })
export const addEmailEndpoint = endpoint({ method: 'POST', path: '/api/account/email', body: ZAddEmail, response: ZAccount })
export const noticesEndpoint = endpoint({ method: 'GET', path: '/api/account/notices', response: ZNoticeSettings })
export const saveNoticesEndpoint = endpoint({
  method: 'PUT',
  path: '/api/account/notices',
  body: ZNoticeChannels,
  response: ZNoticeSettings,
})

export type TAccountAnswer = TResponseOf<typeof accountEndpoint>
export type TSessionsAnswer = TResponseOf<typeof sessionsEndpoint>

export const ACCOUNT_KEY = ['account'] as const
const SESSIONS_KEY = [...ACCOUNT_KEY, 'sessions'] as const

const NOTICES_KEY = [...ACCOUNT_KEY, 'notices'] as const
export type TNoticesAnswer = TResponseOf<typeof noticesEndpoint>

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

export function useNotices(seed: TSeed<TNoticesAnswer>) {
  const query = queryOptions({ queryKey: NOTICES_KEY, queryFn: () => callApi(noticesEndpoint) })
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) })
}

/**
 * After the account changed in a way the session shows (a proved number, an added email): the account is
 * kept, the notices' reachable channels are read again, and so is the session (the verification banner).
 */
function useAccountChanged() {
  const queryClient = useQueryClient()
  const refetchMe = useRefetchMe()
  return async (account: TAccountAnswer) => {
    queryClient.setQueryData(ACCOUNT_KEY, account)
    await Promise.all([queryClient.invalidateQueries({ queryKey: NOTICES_KEY }), refetchMe()])
  }
}

/** Proves a mobile number for the account with the code sent to it (purpose 'add-phone'). */
export function useConfirmPhone() {
  const changed = useAccountChanged()
  return useMutation({
    mutationKey: [...ACCOUNT_KEY, 'phone'],
    mutationFn: (input: TConfirmAccountPhone) => callApi(confirmPhoneEndpoint, { body: input }),
    onSuccess: changed,
  })
}

/** An account made with a mobile number adds an email; a verification link is mailed to it. */
export function useAddEmail() {
  const changed = useAccountChanged()
  return useMutation({
    mutationKey: [...ACCOUNT_KEY, 'email'],
    mutationFn: (email: string) => callApi(addEmailEndpoint, { body: { email } }),
    onSuccess: changed,
  })
}

export function useSaveNotices() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: NOTICES_KEY,
    mutationFn: (channels: TNoticeChannels) => callApi(saveNoticesEndpoint, { body: channels }),
    onSuccess: (settings) => queryClient.setQueryData(NOTICES_KEY, settings),
  })
}

/** A merchant turns the WhatsApp chat on their listings on or off. */
export function useSaveWhatsapp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ACCOUNT_KEY, 'whatsapp'],
    mutationFn: (whatsapp: boolean) => callApi(updateAccountEndpoint, { body: { whatsapp } }),
    onSuccess: (account) => queryClient.setQueryData(ACCOUNT_KEY, account),
  })
}
