import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { ZChangePassword } from '@utsab/shared/schemas/account'
import { Checkbox } from '#app/components/ui/checkbox'
import { Field } from '#app/components/ui/field'
import { SectionHeader } from '#app/components/ui/section-header'
import { SubmitButton } from '#app/components/ui/submit-button'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { useT, type TTranslate } from '#app/lib/i18n'
import { formToasts } from '#app/lib/toast'
import { useChangePassword } from '../api/account'
import { NewPasswordField } from './new-password-field'

/** The shared rules, and the new password typed twice alike. */
const passwordSchema = (t: TTranslate) =>
  ZChangePassword.extend({ confirmPassword: z.string(), signOutOthers: z.boolean() }).refine(
    (values) => values.newPassword === values.confirmPassword,
    { path: ['confirmPassword'], message: t('account.password.mismatch') },
  )
type TSchema = ReturnType<typeof passwordSchema>
type TInput = z.input<TSchema>
type TOutput = z.output<TSchema>

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const
const DEFAULTS: TInput = { currentPassword: '', newPassword: '', confirmPassword: '', signOutOthers: true }
const toasts = formToasts('account-password')

/** Password: current, new and again; other devices signed out unless unticked. Accounts made with Google have none. */
export function AccountPasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useT()
  const schema = useMemo(() => passwordSchema(t), [t])
  const change = useChangePassword()
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: DEFAULTS })
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form
  const placeServerErrors = useServerFieldErrors(form, { fields: FIELDS })

  const onSubmit = ({ currentPassword, newPassword, signOutOthers }: TOutput) =>
    change.mutate(
      { currentPassword, newPassword, signOutOthers },
      {
        onSuccess: ({ otherSessionsEnded }) => {
          reset(DEFAULTS)
          toasts.success(t(otherSessionsEnded ? 'account.password.changedOthersOut' : 'account.password.changed'))
        },
        onError: (error) => {
          const message = placeServerErrors(error)
          if (message) toasts.error(message)
        },
      },
    )

  return (
    <section aria-labelledby="account-password" className="card flex flex-col gap-5 p-5 sm:p-6">
      <SectionHeader
        id="account-password"
        title={t('account.password.heading')}
        lead={hasPassword ? t('account.password.lead') : t('account.password.none')}
      />
      {hasPassword && (
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="account-password" className="flex flex-col gap-5">
          <Field
            type="password"
            label={t('account.password.current')}
            autoComplete="current-password"
            hint={t('account.password.forgot')}
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <NewPasswordField label={t('account.password.new')} error={errors.newPassword?.message} {...register('newPassword')} />
          <Field
            type="password"
            label={t('account.password.confirm')}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Checkbox
            label={t('account.password.signOutOthers')}
            hint={t('account.password.signOutOthersHint')}
            {...register('signOutOthers')}
          />
          <SubmitButton className="btn-primary self-start" pending={change.isPending}>
            {t('account.password.submit')}
          </SubmitButton>
        </form>
      )}
    </section>
  )
}
