import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from 'react-router'
import { ZResetPassword } from '@utsab/shared/schemas/auth'
import { ACCOUNT_TEXTS } from '@utsab/shared/texts'
import { ApiError } from '../../../lib/api'
import { errorMessage, notify } from '../../../lib/toast'
import { useAuthBusy, useResetPassword } from '../api/mutations'
import { Field, FormAlert, SubmitButton } from './form-parts'

/** Only the new password is typed; the token comes from the emailed link. */
const ZNewPasswordForm = ZResetPassword.pick({ password: true })
type TNewPasswordForm = { password: string }

export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId()
  const navigate = useNavigate()
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
          notify.success(ACCOUNT_TEXTS.passwordChanged)
          void navigate('/login', { replace: true })
        },
        onError: (error) => setFailure(error instanceof ApiError && error.status === 400 ? error.message : errorMessage(error)),
      },
    )
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label="Set a new password">
      {failure && (
        <FormAlert>
          <p>{failure}</p>
          <p className="mt-1">
            <Link to="/forgot-password" className="link">
              Request a new reset link
            </Link>
          </p>
        </FormAlert>
      )}
      <Field
        id={`${id}-password`}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="6 to 18 characters, with an uppercase letter and one of !@#$%^&*."
        error={errors.password?.message}
        registration={register('password')}
      />
      <SubmitButton busy={busy} pending={reset.isPending}>
        Set new password
      </SubmitButton>
    </form>
  )
}
