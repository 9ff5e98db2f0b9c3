import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { ZAddEmail, type TAddEmail } from '@utsab/shared/schemas/account'
import { Field } from '#app/components/ui/field'
import { SectionHeader } from '#app/components/ui/section-header'
import { SubmitButton } from '#app/components/ui/submit-button'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { useT } from '#app/lib/i18n'
import { formToasts } from '#app/lib/toast'
import { useAddEmail } from '../api/account'

const toasts = formToasts('account-email')
const FIELDS = ['email'] as const
const FIELD_FOR_STATUS = { 409: 'email' } as const

/**
 * An account made with a mobile number adds an email (issue 36): a link is mailed to it, and the address becomes the
 * account's only when it is followed (`pendingEmail` until then). Another address may be asked for meanwhile.
 */
export function AccountAddEmail({ pendingEmail }: { pendingEmail: string | null }) {
  const t = useT()
  const add = useAddEmail()
  const form = useForm<TAddEmail>({ resolver: zodResolver(ZAddEmail), mode: 'onTouched', defaultValues: { email: '' } })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form
  const placeServerErrors = useServerFieldErrors(form, { fields: FIELDS, fieldForStatus: FIELD_FOR_STATUS })

  const onSubmit = ({ email }: TAddEmail) =>
    add.mutate(email, {
      onSuccess: (account) => {
        toasts.success(t('account.addEmail.added', { email: account.pendingEmail ?? email }))
        form.reset()
      },
      onError: (error) => {
        const message = placeServerErrors(error)
        if (message) toasts.error(message)
      },
    })

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="account-email" className="card flex flex-col gap-4 p-5 sm:p-6">
      <SectionHeader id="account-email" title={t('account.addEmail.heading')} lead={t('account.addEmail.lead')} />
      {pendingEmail && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 px-4 py-3 text-sm break-words text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          {t('account.addEmail.pending', { email: pendingEmail })}
        </p>
      )}
      <Field
        label={t('account.addEmail.field')}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={t('account.addEmail.hint')}
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton className="btn-primary self-start" pending={add.isPending}>
        {t('account.addEmail.submit')}
      </SubmitButton>
    </form>
  )
}
