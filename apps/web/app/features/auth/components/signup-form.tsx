import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { ZSignup } from '@utsab/shared/schemas/auth'
import { TEXTS } from '@utsab/shared/texts'
import { notify } from '../../../lib/toast'
import { useAuthBusy, useSignup } from '../api/mutations'
import { firstFile, PHOTO_MAX_BYTES, photoError } from '../lib/photo'
import { Field } from '../../../components/ui/field'
import { FileInput } from '../../../components/ui/file-input'
import { useServerFieldErrors } from '../../../components/ui/use-server-field-errors'
import { SubmitButton } from '../../../components/ui/submit-button'
import { NewPasswordField } from './new-password-field'

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
  const navigate = useNavigate()
  const signup = useSignup()
  const busy = useAuthBusy()
  const form = useForm<TSignupFormInput, unknown, TSignupFormOutput>({
    resolver: zodResolver(ZSignupForm),
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
          notify.success(TEXTS.signupLoginSuccess)
          notify.success(TEXTS.checkVerificationEmail)
          void navigate(redirectTo, { replace: true })
        },
        onError: (error) => {
          const message = placeServerErrors(error)
          if (message) notify.error(message)
        },
      },
    )

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label="Sign up">
      <Field label="Full name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <Field label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <FileInput
        label="Profile photo"
        accept="image/*"
        hint={`Optional. JPEG, PNG, WebP, GIF or AVIF, up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`}
        error={errors.photo?.message}
        {...register('photo')}
      />
      <NewPasswordField label="Password" error={errors.password?.message} {...register('password')} />
      <SubmitButton className="btn-primary w-full" pending={signup.isPending} disabled={busy}>
        Sign up
      </SubmitButton>
    </form>
  )
}
