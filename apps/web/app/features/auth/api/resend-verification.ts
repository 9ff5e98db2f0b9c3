import { useMutation } from '#app/lib/query'
import { localizePath } from '@utsab/shared/i18n/locales'
import { callApi } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { sendVerificationEndpoint } from './endpoints'

/** Asks for a new verification link (the server limits how often); the answer is a toast either way. */
export function useResendVerification(email: string) {
  const t = useT()
  const locale = useLocale()
  return useMutation({
    mutationKey: ['auth', 'resend-verification'],
    // The link comes back to the home page in the language the visitor asked in.
    mutationFn: () => callApi(sendVerificationEndpoint, { body: { email, callbackURL: localizePath('/?verified=1', locale) } }),
    onSuccess: () => notify.success(t('auth.verify.sent', { email }), 'verification-sent'),
    onError: (error) => notify.error(errorMessage(error), 'verification-sent'),
  })
}
