import { useMutation } from '@tanstack/react-query'
import { ACCOUNT_TEXTS } from '@utsab/shared/texts'
import { callApi } from '../../../lib/api-client'
import { errorMessage, notify } from '../../../lib/toast'
import { sendVerificationEndpoint } from './endpoints'

/** Asks for a new verification link (the server limits how often); the answer is a toast either way. */
export function useResendVerification(email: string) {
  return useMutation({
    mutationKey: ['auth', 'resend-verification'],
    mutationFn: () => callApi(sendVerificationEndpoint, { body: { email, callbackURL: '/?verified=1' } }),
    onSuccess: () => notify.success(ACCOUNT_TEXTS.verificationSent(email), 'verification-sent'),
    onError: (error) => notify.error(errorMessage(error), 'verification-sent'),
  })
}
