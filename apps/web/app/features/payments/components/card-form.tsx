import { useMemo, useState, type ChangeEvent } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TPaymentIntent } from '@utsab/shared/schemas/orders'
import { Field } from '#app/components/ui/field'
import { SubmitButton } from '#app/components/ui/submit-button'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { useT } from '#app/lib/i18n'
import { errorMessage } from '#app/lib/toast'
import { isHeldForReview, PaymentEnded, usePay, type TRecordedPayment } from '../api/payment'
import { CARD_MESSAGES, cardFormSchema, formatCardNumber, formatCvc, formatExpiry, type TCardForm, type TCardFormInput } from '../lib/card'

const FIELDS = ['cardNumber', 'expiry', 'cvc'] as const
type TCardField = (typeof FIELDS)[number]

/**
 * Each card field: what it is called, what the browser may fill in, and how it is formatted as it is
 * typed. A placeholder of digits is the same in both languages; the expiry's says its format in words.
 */
const CARD_FIELDS: Record<
  TCardField,
  {
    label: TMessageKey
    autoComplete: string
    placeholder: string | { key: TMessageKey }
    maxLength: number
    format: (value: string) => string
  }
> = {
  cardNumber: {
    label: 'payments.card.number',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    maxLength: 23,
    format: formatCardNumber,
  },
  expiry: {
    label: 'payments.card.expiry',
    autoComplete: 'cc-exp',
    placeholder: { key: 'payments.card.expiryPlaceholder' },
    maxLength: 5,
    format: formatExpiry,
  },
  cvc: {
    label: 'payments.card.cvc',
    autoComplete: 'cc-csc',
    placeholder: '123',
    maxLength: 4,
    format: formatCvc,
  },
}

/**
 * The card form (spec §2, §5): Pay stays disabled until the client secret has arrived. A declined
 * card or any other failure is said in red under the form (spec §8). A refused card ends the gateway
 * session: `onRenew` asks for a fresh payment, and Pay waits for it (`renewing`).
 */
export function CardForm({
  intent,
  onPaid,
  onHeld,
  onRenew,
  renewing,
}: {
  intent: TPaymentIntent | undefined
  onPaid: (result: TRecordedPayment) => void
  /** The gateway took the money but holds it for an admin's review. */
  onHeld: () => void
  onRenew: () => void
  renewing: boolean
}) {
  const t = useT()
  const schema = useMemo(
    () =>
      cardFormSchema({
        cardNumber: t(CARD_MESSAGES.cardNumber),
        invalidNumber: t(CARD_MESSAGES.invalidNumber),
        expiry: t(CARD_MESSAGES.expiry),
        pastExpiry: t(CARD_MESSAGES.pastExpiry),
        cvc: t(CARD_MESSAGES.cvc),
      }),
    [t],
  )
  const pay = usePay()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<TCardFormInput, unknown, TCardForm>({
    resolver: zodResolver(schema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  })
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = form
  const placeServerErrors = useServerFieldErrors(form, { fields: FIELDS })

  // Digits in a fixed-width face, so the groups line up as they are formatted.
  const cardField = (name: TCardField) => {
    const { format, label, placeholder, ...input } = CARD_FIELDS[name]
    return (
      <Field
        {...input}
        label={t(label)}
        placeholder={typeof placeholder === 'string' ? placeholder : t(placeholder.key)}
        inputMode="numeric"
        inputClassName="font-mono tracking-wide"
        error={errors[name]?.message}
        {...register(name, {
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            // Let a deleted slash of the expiry go; format everything else as it is typed.
            if (name === 'expiry' && (event.nativeEvent as InputEvent | undefined)?.inputType?.startsWith('delete')) return
            setValue(name, format(event.target.value))
          },
        })}
      />
    )
  }

  const onSubmit = (card: TCardForm) => {
    if (!intent || renewing) return
    setFailure(null)
    pay.mutate(
      { intent, card },
      {
        onSuccess: onPaid,
        // A refused number, expiry or CVC goes under its field; the whole answer stays in red under the form.
        onError: (error) => {
          if (isHeldForReview(error)) return onHeld()
          placeServerErrors(error)
          setFailure(errorMessage(error))
          if (error instanceof PaymentEnded) onRenew()
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('payments.card.form')} className="flex flex-col gap-4">
      {cardField('cardNumber')}
      <div className="grid grid-cols-2 gap-4">
        {cardField('expiry')}
        {cardField('cvc')}
      </div>
      <SubmitButton
        pending={pay.isPending}
        pendingLabel={t('payments.paying')}
        disabled={!intent?.clientSecret || renewing}
        className="btn-primary mt-2 text-base"
      >
        {t('payments.pay')}
      </SubmitButton>
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700 dark:text-red-300">
        {failure}
      </p>
    </form>
  )
}
