import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { ZSignup } from '@utsab/shared/schemas/auth'
import { TEXTS } from '@utsab/shared/texts'
import { ApiError } from '../../../lib/api'
import { errorMessage, notify } from '../../../lib/toast'
import { useAuthBusy, useSignup } from '../api/mutations'
import { firstFile, PHOTO_MAX_BYTES, photoError } from '../lib/photo'
import { placeServerError } from '../../../lib/server-errors'
import { Field, SubmitButton } from './form-parts'

/** The shared sign-up rules (spec §5) plus the optional profile photo, checked before it is sent. */
const ZSignupForm = ZSignup.extend({
  photo: z.unknown().superRefine((value, ctx) => {
    const message = photoError(firstFile(value))
    if (message) ctx.addIssue({ code: 'custom', message })
  }),
})
type TSignupFormInput = z.input<typeof ZSignupForm>
type TSignupFormOutput = z.output<typeof ZSignupForm>

const FIELDS = ['fullName', 'email', 'photo', 'password'] as const
const FIELD_FOR_STATUS = { 409: 'email', 413: 'photo', 415: 'photo' } as const

export function SignupForm({ redirectTo }: { redirectTo: string }) {
  const id = useId()
  const navigate = useNavigate()
  const signup = useSignup()
  const busy = useAuthBusy()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TSignupFormInput, unknown, TSignupFormOutput>({
    resolver: zodResolver(ZSignupForm),
    mode: 'onChange',
    defaultValues: { fullName: '', email: '', password: '' },
  })

  const onSubmit = (values: TSignupFormOutput) =>
    signup.mutate(
      { fullName: values.fullName, email: values.email, password: values.password, photo: firstFile<File>(values.photo) },
      {
        onSuccess: () => {
          notify.success(TEXTS.signupLoginSuccess)
          notify.success(TEXTS.checkVerificationEmail)
          void navigate(redirectTo, { replace: true })
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return void notify.error(errorMessage(error))
          const placed = placeServerError(error, FIELDS, FIELD_FOR_STATUS)
          placed.fields.forEach(([name, message], index) => setError(name, { type: 'server', message }, { shouldFocus: index === 0 }))
          if (placed.toast) notify.error(placed.toast)
        },
      },
    )

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label="Sign up">
      <Field id={`${id}-name`} label="Full name" autoComplete="name" error={errors.fullName?.message} registration={register('fullName')} />
      <Field
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        registration={register('email')}
      />
      <Field
        id={`${id}-photo`}
        label="Profile photo"
        type="file"
        accept="image/*"
        hint={`Optional. JPEG, PNG, WebP, GIF or AVIF, up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`}
        error={errors.photo?.message}
        registration={register('photo')}
      />
      <Field
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="6 to 18 characters, with an uppercase letter and one of !@#$%^&*."
        error={errors.password?.message}
        registration={register('password')}
      />
      <SubmitButton busy={busy} pending={signup.isPending}>
        Sign up
      </SubmitButton>
    </form>
  )
}
