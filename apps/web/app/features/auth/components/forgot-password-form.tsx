import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { ZForgotPassword, type TForgotPassword } from '@utsab/shared/schemas/auth'
import { useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { useAuthBusy, useRequestReset } from '../api/mutations'
import { Field } from '#app/components/ui/field'
import { SubmitButton } from '#app/components/ui/submit-button'

export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const t = useT()
  const request = useRequestReset()
  const busy = useAuthBusy()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TForgotPassword, unknown, z.output<typeof ZForgotPassword>>({
    resolver: zodResolver(ZForgotPassword),
    defaultValues: { email: initialEmail },
  })

  const onSubmit = ({ email }: { email: string }) =>
    request.mutate(email, {
      onSuccess: () => {
        notify.success(t('auth.forgot.checkEmail'))
        setSentTo(email)
      },
      onError: (error) => notify.error(errorMessage(error)),
    })

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label={t('auth.forgot.title')}>
      <Field
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton className="btn-primary w-full" pending={request.isPending} disabled={busy}>
        {t('auth.forgot.submit')}
      </SubmitButton>
      <p role="status" className="text-sm text-stone-700 empty:hidden dark:text-stone-300">
        {sentTo ? t('auth.forgot.sent', { email: sentTo }) : ''}
      </p>
    </form>
  )
}
