import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLocaleNavigate } from '#app/components/ui/link'
import { z } from 'zod'
import { ZSignup } from '@utsab/shared/schemas/auth'
import { useT, type TTranslate } from '#app/lib/i18n'
import { notify } from '#app/lib/toast'
import { useAuthBusy, useSignup } from '../api/mutations'
import { firstFile, PHOTO_MAX_BYTES, photoError } from '../lib/photo'
import { Field } from '#app/components/ui/field'
import { FileInput } from '#app/components/ui/file-input'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { SubmitButton } from '#app/components/ui/submit-button'
import { NewPasswordField } from './new-password-field'

/**
 * The shared sign-up rules (spec §5) plus the optional profile photo, checked before it is sent. The
 * shared rules' messages are read back in the page's language by the fields; the photo's are ours.
 */
const signupFormSchema = (t: TTranslate) =>
  ZSignup.extend({
    photo: z.unknown().superRefine((value, ctx) => {
      const message = photoError(firstFile(value), { notImage: t('auth.signup.photoNotImage'), tooLarge: t('auth.signup.photoTooLarge') })
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
  })
type TSignupFormSchema = ReturnType<typeof signupFormSchema>
type TSignupFormInput = z.input<TSignupFormSchema>
type TSignupFormOutput = z.output<TSignupFormSchema>

const FIELDS = ['fullName', 'email', 'photo', 'password'] as const
const FIELD_FOR_STATUS = { 409: 'email', 413: 'photo', 415: 'photo' } as const

export function SignupForm({ redirectTo }: { redirectTo: string }) {
  const t = useT()
  const schema = useMemo(() => signupFormSchema(t), [t])
  const navigate = useLocaleNavigate()
  const signup = useSignup()
  const busy = useAuthBusy()
  const form = useForm<TSignupFormInput, unknown, TSignupFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { fullName: '', email: '', password: '' },
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form
  const placeServerErrors = useServerFieldErrors(form, { fields: FIELDS, fieldForStatus: FIELD_FOR_STATUS })

  const onSubmit = (values: TSignupFormOutput) =>
    signup.mutate(
      { fullName: values.fullName, email: values.email, password: values.password, photo: firstFile<File>(values.photo) },
      {
        onSuccess: () => {
          // One toast (spec §8's two sentences together): two stacked ones covered the home page's hero.
          notify.success(t('auth.signup.created'), 'signup')
          void navigate(redirectTo, { replace: true })
        },
        onError: (error) => {
          const message = placeServerErrors(error)
          if (message) notify.error(message)
        },
      },
    )

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label={t('auth.signup.title')}>
      <Field label={t('auth.signup.fullName')} autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <Field
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FileInput
        label={t('auth.signup.photo')}
        accept="image/*"
        hint={t('auth.signup.photoHint', { size: PHOTO_MAX_BYTES / 1024 / 1024 })}
        error={errors.photo?.message}
        {...register('photo')}
      />
      <NewPasswordField label={t('auth.field.password')} error={errors.password?.message} {...register('password')} />
      <SubmitButton className="btn-primary w-full" pending={signup.isPending} disabled={busy}>
        {t('auth.signup.submit')}
      </SubmitButton>
    </form>
  )
}
