import { useIsMutating, useMutation, useQueryClient } from '#app/lib/query'
import { useLocation, useRevalidator } from 'react-router'
import { useLocaleNavigate } from '#app/components/ui/link'
import type { TLogin, TMe } from '@utsab/shared/schemas/auth'
import type { TSendPhoneCode, TVerifyPhoneCode } from '@utsab/shared/schemas/phone'
import { localizePath } from '@utsab/shared/i18n/locales'
import { callApi } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { ME_KEY, useRefetchMe } from '#app/lib/session'
import { notify } from '#app/lib/toast'
import { isGuardedPath } from '../lib/guarded-paths'
import { signupFormData } from '../lib/signup-form-data'
import {
  phoneSignInEndpoint,
  requestResetEndpoint,
  sendPhoneCodeEndpoint,
  resetPasswordEndpoint,
  signInEndpoint,
  signOutEndpoint,
  signupEndpoint,
  socialSignInEndpoint,
} from './endpoints'

const AUTH_KEY = ['auth'] as const

/** True while any auth call (or the reload after it) is under way: buttons use it to disable themselves. */
export const useAuthBusy = () => useIsMutating({ mutationKey: AUTH_KEY }) > 0

/**
 * After the session itself changed (logged in, signed up, logged out, password reset): fetch the
 * session again, then re-run the route loaders, whose guards and answers depend on who is logged in.
 * (Data that merely changed is refreshed by invalidating its query instead; see each feature's api/.)
 */
function useReloadAfterSessionChange() {
  const refetchMe = useRefetchMe()
  const revalidator = useRevalidator()
  return async () => {
    await refetchMe()
    await revalidator.revalidate()
  }
}

export function useLogin() {
  const reload = useReloadAfterSessionChange()
  return useMutation({
    mutationKey: [...AUTH_KEY, 'login'],
    mutationFn: ({ email, password }: TLogin) => callApi(signInEndpoint, { body: { email: email.trim(), password } }),
    onSuccess: reload,
  })
}

/** Sends a sign-in code by SMS (issue 36), or, with purpose 'add-phone', one that proves a number for the signed-in account. */
export function useSendPhoneCode() {
  return useMutation({
    mutationKey: [...AUTH_KEY, 'phone-code'],
    mutationFn: (input: TSendPhoneCode) => callApi(sendPhoneCodeEndpoint, { body: input }),
  })
}

/** Signs in (or up) with the number and its code; the session is read again only once it is signed in, not on 'name-needed'. */
export function usePhoneSignIn() {
  const reload = useReloadAfterSessionChange()
  return useMutation({
    mutationKey: [...AUTH_KEY, 'phone-sign-in'],
    mutationFn: (input: TVerifyPhoneCode) => callApi(phoneSignInEndpoint, { body: input }),
    onSuccess: async (answer) => {
      if (answer.status === 'signed-in') await reload()
    },
  })
}

export type TSignupInput = { fullName: string; email: string; password: string; photo?: File }

export function useSignup() {
  const reload = useReloadAfterSessionChange()
  return useMutation({
    mutationKey: [...AUTH_KEY, 'signup'],
    mutationFn: (input: TSignupInput) => callApi(signupEndpoint, { body: signupFormData(input) }),
    onSuccess: reload,
  })
}

/** Logs out, forgets everything cached about the user, leaves a login-only page, and says so (spec §4). */
export function useLogout() {
  const t = useT()
  const queryClient = useQueryClient()
  const reload = useReloadAfterSessionChange()
  const navigate = useLocaleNavigate()
  const { pathname } = useLocation()
  return useMutation({
    mutationKey: [...AUTH_KEY, 'logout'],
    mutationFn: () => callApi(signOutEndpoint, { body: {} }),
    onSuccess: async () => {
      queryClient.setQueryData<TMe>(ME_KEY, (me) => (me ? { ...me, user: null, cartCount: 0 } : me))
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_KEY[0] })
      if (isGuardedPath(pathname)) await navigate('/', { replace: true })
      await reload()
      notify.success(t('auth.toast.loggedOut'))
    },
  })
}

/** The emailed link comes back to the reset page in the language the visitor asked in. */
export function useRequestReset() {
  const reload = useReloadAfterSessionChange()
  const locale = useLocale()
  return useMutation({
    mutationKey: [...AUTH_KEY, 'request-reset'],
    mutationFn: (email: string) => callApi(requestResetEndpoint, { body: { email, redirectTo: localizePath('/reset-password', locale) } }),
    onSuccess: reload,
  })
}

export function useResetPassword() {
  const reload = useReloadAfterSessionChange()
  return useMutation({
    mutationKey: [...AUTH_KEY, 'reset'],
    mutationFn: (input: { newPassword: string; token: string }) => callApi(resetPasswordEndpoint, { body: input }),
    onSuccess: reload,
  })
}

/**
 * Starts Google sign-in: the server answers with the provider's URL, and the browser goes there. It
 * comes back to the page (or the login page) in the language it started from.
 */
export function useGoogleSignIn() {
  const locale = useLocale()
  return useMutation({
    mutationKey: [...AUTH_KEY, 'google'],
    mutationFn: (callbackURL: string) =>
      callApi(socialSignInEndpoint, {
        body: { provider: 'google', callbackURL: localizePath(callbackURL, locale), errorCallbackURL: localizePath('/login', locale) },
      }),
    onSuccess: ({ url }) => {
      window.location.assign(url)
    },
  })
}
