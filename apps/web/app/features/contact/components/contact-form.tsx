import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '#app/lib/query'
import type { z } from 'zod'
import { ZContactMessage, type TContactMessage } from '@utsab/shared/schemas/contact'
import { callApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { contactMessageEndpoint } from '../api/endpoints'
import { errorMessage, notify } from '#app/lib/toast'
import { Field } from '#app/components/ui/field'
import { SubmitButton } from '#app/components/ui/submit-button'
import { TextArea } from '#app/components/ui/text-area'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'

type TContactOutput = z.output<typeof ZContactMessage>

const EMPTY: TContactMessage = { name: '', email: '', phone: '', company: '', message: '' }
const FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const

/** The contact form: checked with the shared schema in the browser, again by the server. */
export function ContactForm() {
  const t = useT()
  const form = useForm<TContactMessage, unknown, TContactOutput>({ resolver: zodResolver(ZContactMessage), defaultValues: EMPTY })
  const { errors } = form.formState
  const placeServerErrors = useServerFieldErrors(form, { fields: FIELDS })

  const send = useMutation({
    mutationFn: (input: TContactOutput) => callApi(contactMessageEndpoint, { body: input }),
    onSuccess: (answer) => {
      notify.success(answer.message)
      form.reset(EMPTY)
    },
    // The messages go under their fields; the toast says it was not sent all the same.
    onError: (error) => notify.error(placeServerErrors(error) ?? errorMessage(error)),
  })

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      className="card grid gap-5 p-6 sm:grid-cols-2 sm:p-8"
      aria-label={t('contact.form.label')}
    >
      <p className="text-sm text-stone-600 sm:col-span-2 dark:text-stone-400">
        {t('contact.form.requiredBefore')} <span aria-hidden="true">*</span>
        <span className="sr-only">{t('contact.form.requiredHidden')}</span> {t('contact.form.requiredAfter')}
      </p>
      <Field label={t('contact.form.name')} markRequired autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <Field
        label={t('contact.form.email')}
        markRequired
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field label={t('contact.form.phone')} type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
      <Field label={t('contact.form.company')} autoComplete="organization" error={errors.company?.message} {...form.register('company')} />
      <TextArea
        className="sm:col-span-2"
        label={t('contact.form.message')}
        markRequired
        rows={6}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={send.isPending} pendingLabel={t('contact.form.sending')} className="btn-primary w-full sm:w-auto sm:px-10">
          {t('contact.form.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
