import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useLocaleNavigate } from '#app/components/ui/link'
import { ZLogin, type TLogin } from '@utsab/shared/schemas/auth'
import { useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { useAuthBusy, useLogin } from '../api/mutations'
import { Field } from '#app/components/ui/field'
import { SubmitButton } from '#app/components/ui/submit-button'

export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const t = useT()
  const navigate = useLocaleNavigate()
  const login = useLogin()
  const busy = useAuthBusy()
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TLogin>({ resolver: zodResolver(ZLogin), defaultValues: { email: '', password: '' } })
  const email = useWatch({ control, name: 'email' }).trim()

  const onSubmit = (values: TLogin) =>
    login.mutate(values, {
      onSuccess: () => {
        notify.success(t('auth.login.success'))
        void navigate(redirectTo, { replace: true })
      },
      // The server's message (spec §8), generic on purpose: it does not say which of the two was wrong.
      onError: (error) => notify.error(errorMessage(error)),
    })

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label={t('auth.login.title')}>
      <Field
        label={t('auth.field.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <Field
          label={t('auth.field.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="mt-2 text-right text-sm">
          <Link to={email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password'} className="link">
            {t('auth.forgot.title')}
          </Link>
        </p>
      </div>
      <SubmitButton className="btn-primary w-full" pending={login.isPending} disabled={busy}>
        {t('auth.login.submit')}
      </SubmitButton>
    </form>
  )
}
