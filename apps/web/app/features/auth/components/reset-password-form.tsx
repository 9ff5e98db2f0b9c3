import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLocaleNavigate } from '#app/components/ui/link'
import { ZResetPassword } from '@utsab/shared/schemas/auth'
import { ApiError } from '#app/lib/api'
import { useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { useAuthBusy, useResetPassword } from '../api/mutations'
import { SubmitButton } from '#app/components/ui/submit-button'
import { NewPasswordField } from './new-password-field'
import { ResetLinkAlert } from './reset-link-alert'

/** Only the new password is typed; the token comes from the emailed link. */
const ZNewPasswordForm = ZResetPassword.pick({ password: true })
type TNewPasswordForm = { password: string }

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT()
  const navigate = useLocaleNavigate()
  const reset = useResetPassword()
  const busy = useAuthBusy()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TNewPasswordForm>({ resolver: zodResolver(ZNewPasswordForm), mode: 'onChange', defaultValues: { password: '' } })

  const onSubmit = ({ password }: TNewPasswordForm) => {
    setFailure(null)
    reset.mutate(
      { newPassword: password, token },
      {
        onSuccess: () => {
          notify.success(t('auth.reset.changed'))
          void navigate('/login', { replace: true })
        },
        onError: (error) => setFailure(error instanceof ApiError && error.status === 400 ? error.message : errorMessage(error)),
      },
    )
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label={t('auth.reset.title')}>
      {failure && <ResetLinkAlert message={failure} />}
      <NewPasswordField label={t('auth.reset.newPassword')} error={errors.password?.message} {...register('password')} />
      <SubmitButton className="btn-primary w-full" pending={reset.isPending} disabled={busy}>
        {t('auth.reset.submit')}
      </SubmitButton>
    </form>
  )
}
