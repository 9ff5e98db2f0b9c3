import { useId, useState, type InputHTMLAttributes } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { TPaymentIntent } from '@utsab/shared/schemas/orders'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError } from '../../../lib/api'
import { errorMessage } from '../../../lib/toast'
import { usePay, type TRecordedPayment } from '../api/payment'
import { formatCardNumber, formatExpiry, ZCardForm, type TCardForm, type TCardFormInput } from '../lib/card'

type TFieldProps = { id: string; label: string; error?: string; registration: UseFormRegisterReturn } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'onChange' | 'onBlur'
>

function CardField({ id, label, error, registration, className = '', ...input }: TFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="field-input font-mono tracking-wide"
        {...input}
        {...registration}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

const FIELDS = ['cardNumber', 'expiry', 'cvc'] as const

/**
 * The card form (spec §2, §5): Pay stays disabled until the client secret has arrived. A declined
 * card or any other failure is said in red under the form (spec §8).
 */
export function CardForm({ intent, onPaid }: { intent: TPaymentIntent | undefined; onPaid: (result: TRecordedPayment) => void }) {
  const id = useId()
  const pay = usePay()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<TCardFormInput, unknown, TCardForm>({
    resolver: zodResolver(ZCardForm),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  })

  const onSubmit = (card: TCardForm) => {
    if (!intent) return
    setFailure(null)
    pay.mutate(
      { intent, card },
      {
        onSuccess: onPaid,
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            for (const field of FIELDS) if (error.fields[field]) setError(field, { message: error.fields[field] })
          }
          setFailure(errorMessage(error))
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Card payment" className="flex flex-col gap-4">
      <CardField
        id={`${id}-number`}
        label="Card number"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        error={errors.cardNumber?.message}
        registration={register('cardNumber', {
          onChange: (event) => setValue('cardNumber', formatCardNumber((event.target as HTMLInputElement).value)),
        })}
      />
      <div className="grid grid-cols-2 gap-4">
        <CardField
          id={`${id}-expiry`}
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          error={errors.expiry?.message}
          registration={register('expiry', {
            onChange: (event) => {
              const input = event.target as HTMLInputElement
              // Let a deleted slash go; format everything else as it is typed.
              if ((event.nativeEvent as InputEvent | undefined)?.inputType?.startsWith('delete')) return
              setValue('expiry', formatExpiry(input.value))
            },
          })}
        />
        <CardField
          id={`${id}-cvc`}
          label="CVC"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          error={errors.cvc?.message}
          registration={register('cvc', {
            onChange: (event) => setValue('cvc', (event.target as HTMLInputElement).value.replace(/\D/g, '').slice(0, 4)),
          })}
        />
      </div>
      <button type="submit" className="btn-primary mt-2 text-base" disabled={!intent?.clientSecret || pay.isPending}>
        {pay.isPending && <Spinner className="size-4" />}
        {pay.isPending ? 'Paying…' : 'Pay'}
      </button>
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700 dark:text-red-300">
        {failure}
      </p>
    </form>
  )
}
