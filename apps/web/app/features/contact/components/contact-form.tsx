import { useId } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { ZContactMessage, type TContactMessage } from '@utsab/shared/schemas/contact'
import { useHydrated } from '../../../lib/use-hydrated'
import { api, ApiError } from '../../../lib/api'
import { errorMessage, notify } from '../../../lib/toast'

type TContactOutput = z.output<typeof ZContactMessage>
type TCreated = { id: string; message: string }
type TFieldName = keyof TContactMessage

const EMPTY: TContactMessage = { name: '', email: '', phone: '', company: '', message: '' }

type TFieldProps = {
  id: string
  label: string
  error?: string
  registration: UseFormRegisterReturn
  type?: string
  autoComplete?: string
  required?: boolean
  multiline?: boolean
}

function Field({ id, label, error, registration, type = 'text', autoComplete, required, multiline }: TFieldProps) {
  const errorId = `${id}-error`
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
    className: 'field-input',
    ...registration,
  }
  return (
    <div>
      <div className="mb-1 flex items-baseline gap-1">
        <label htmlFor={id} className="field-label mb-0">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-sm text-red-700 dark:text-red-300">
            *
          </span>
        )}
      </div>
      {multiline ? <textarea rows={6} {...shared} /> : <input type={type} autoComplete={autoComplete} {...shared} />}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** The contact form: checked with the shared schema in the browser, again by the server. */
export function ContactForm() {
  const id = useId()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TContactMessage, unknown, TContactOutput>({ resolver: zodResolver(ZContactMessage), defaultValues: EMPTY })

  const hydrated = useHydrated()
  const send = useMutation({
    mutationFn: (input: TContactOutput) => api.post<TCreated>('/api/contact-messages', input),
    onSuccess: (answer) => {
      notify.success(answer.message)
      reset(EMPTY)
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in EMPTY) setError(field as TFieldName, { message })
        }
      }
      notify.error(errorMessage(error))
    },
  })

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => send.mutate(values))}
      className="card grid gap-5 p-6 sm:grid-cols-2 sm:p-8"
      aria-label="Contact form"
    >
      <p className="text-sm text-stone-600 sm:col-span-2 dark:text-stone-400">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required.
      </p>
      <Field id={`${id}-name`} label="Name" required autoComplete="name" error={errors.name?.message} registration={register('name')} />
      <Field
        id={`${id}-email`}
        label="Email"
        required
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={register('email')}
      />
      <Field
        id={`${id}-phone`}
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        registration={register('phone')}
      />
      <Field
        id={`${id}-company`}
        label="Company name"
        autoComplete="organization"
        error={errors.company?.message}
        registration={register('company')}
      />
      <div className="sm:col-span-2">
        <Field id={`${id}-message`} label="Message" required multiline error={errors.message?.message} registration={register('message')} />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-full sm:w-auto sm:px-10" disabled={send.isPending || !hydrated}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  )
}
