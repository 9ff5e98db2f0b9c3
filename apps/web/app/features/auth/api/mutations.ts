import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate, useRevalidator } from 'react-router'
import type { TLogin, TMe, TUser } from '@utsab/shared/schemas/auth'
import { TEXTS } from '@utsab/shared/texts'
import { api } from '../../../lib/api'
import { ME_QUERY_KEY } from '../../../lib/query-keys'
import { notify } from '../../../lib/toast'
import { isGuardedPath } from '../lib/guarded-paths'
import { fetchMe } from '../lib/me'
import { signupFormData } from '../lib/signup-form-data'

const AUTH_KEY = ['auth'] as const

/** True while any auth call (or the reload after it) is under way: buttons use it to disable themselves. */
export const useAuthBusy = () => useIsMutating({ mutationKey: AUTH_KEY }) > 0

/**
 * After an auth call: invalidate and refetch the session, then re-run the loaders, so the header and
 * the guards see it. `fetchQuery` refetches even when no component observes ['me'] at the moment.
 */
function useRefreshSession() {
  const queryClient = useQueryClient()
  const revalidator = useRevalidator()
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: 'none' })
    await queryClient.fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe })
    await revalidator.revalidate()
  }
}

export function useLogin() {
  const refresh = useRefreshSession()
  return useMutation({
    mutationKey: [...AUTH_KEY, 'login'],
    mutationFn: ({ email, password }: TLogin) => api.post<unknown>('/api/auth/sign-in/email', { email: email.trim(), password }),
    onSuccess: refresh,
  })
}

export type TSignupInput = { fullName: string; email: string; password: string; photo?: File }

export function useSignup() {
  const refresh = useRefreshSession()
  return useMutation({
    mutationKey: [...AUTH_KEY, 'signup'],
    mutationFn: (input: TSignupInput) => api.postForm<{ user: TUser }>('/api/signup', signupFormData(input)),
    onSuccess: refresh,
  })
}

/** Logs out, forgets everything cached about the user, leaves a login-only page, and says so (spec §4). */
export function useLogout() {
  const queryClient = useQueryClient()
  const refresh = useRefreshSession()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  return useMutation({
    mutationKey: [...AUTH_KEY, 'logout'],
    mutationFn: () => api.post<unknown>('/api/auth/sign-out', {}),
    onSuccess: async () => {
      queryClient.setQueryData<TMe>(ME_QUERY_KEY, (me) => (me ? { ...me, user: null } : me))
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] })
      if (isGuardedPath(pathname)) await navigate('/', { replace: true })
      await refresh()
      notify.success(TEXTS.loggedOut)
    },
  })
}

export function useRequestReset() {
  const refresh = useRefreshSession()
  return useMutation({
    mutationKey: [...AUTH_KEY, 'request-reset'],
    mutationFn: (email: string) => api.post<unknown>('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }),
    onSuccess: refresh,
  })
}

export function useResetPassword() {
  const refresh = useRefreshSession()
  return useMutation({
    mutationKey: [...AUTH_KEY, 'reset'],
    mutationFn: (input: { newPassword: string; token: string }) => api.post<unknown>('/api/auth/reset-password', input),
    onSuccess: refresh,
  })
}

/** Starts Google sign-in: the server answers with the provider's URL, and the browser goes there. */
export function useGoogleSignIn() {
  return useMutation({
    mutationKey: [...AUTH_KEY, 'google'],
    mutationFn: (callbackURL: string) =>
      api.post<{ url: string; redirect?: boolean }>('/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL,
        errorCallbackURL: '/login',
      }),
    onSuccess: ({ url }) => {
      window.location.assign(url)
    },
  })
}
