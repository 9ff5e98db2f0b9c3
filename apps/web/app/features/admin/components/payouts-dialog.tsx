import { useRef, type RefObject } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { formatMoney } from '@utsab/shared/format'
import { PAYOUT_METHODS, ZRecordPayout } from '@utsab/shared/schemas/earnings'
import { FormDialog } from '#app/components/ui/form-dialog'
import { Field } from '#app/components/ui/field'
import { Select } from '#app/components/ui/select'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { ApiError, type TApiErrorCode } from '#app/lib/api'
import { useLocale, useT } from '#app/lib/i18n'
import { notify } from '#app/lib/toast'
import { useRecordPayout, type TPayoutsMerchant } from '../api/payouts'

type TInput = z.input<typeof ZRecordPayout>
type TOutput = z.output<typeof ZRecordPayout>
/** The form's fields in screen order: a refusal's first field takes the focus. */
const FIELDS = ['amount', 'method', 'reference'] as const
/** Refusals that leave nothing for the dialog to do (the merchant is gone): the refreshed list says what happened. */
const SETTLED_ELSEWHERE = new Set<TApiErrorCode>(['merchant_not_found'])

type TProps = {
  open: boolean
  /** The merchant to pay; kept by the parent after closing, so the exit transition still shows them. */
  merchant: TPayoutsMerchant | null
  /** Changes with every opening, so the form starts afresh (from what can be paid out now). */
  formKey: number
  onClose: () => void
  fallbackFocus?: RefObject<HTMLElement | null>
}

/**
 * An admin records a payout made outside Utsab: the amount (prefilled with what can be paid out now),
 * how it was paid and its reference, checked with the shared ZRecordPayout rules here as on the server.
 * A refusal lands under its field (more than can be paid out: the server's sentence under Amount);
 * anything else is a toast. Cancel and Record payout stay in view under the form.
 */
export function PayoutsDialog({ open, merchant, formKey, onClose, fallbackFocus }: TProps) {
  const t = useT()
  const locale = useLocale()
  const record = useRecordPayout()
  const amountField = useRef<HTMLInputElement | null>(null)
  const available = merchant ? formatMoney(merchant.available, locale) : ''
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={record.isPending}
      title={t('admin.payouts.dialogTitle')}
      description={merchant ? t('admin.payouts.dialogDescription', { agency: merchant.agencyName, available }) : undefined}
      initialFocus={amountField}
      fallbackFocus={fallbackFocus}
      closeLabel={t('admin.payouts.cancel')}
      submitLabel={t('admin.payouts.submit')}
      pendingLabel={t('admin.payouts.saving')}
    >
      {(formId) => (
        <>
          {merchant && (
            <PayoutForm
              key={`${merchant.agencyId}-${formKey}`}
              id={formId}
              merchant={merchant}
              amountRef={amountField}
              onSubmit={(payout, placeError) =>
                record.mutate(payout, {
                  onSuccess: (recorded) => {
                    notify.success(
                      t('admin.payouts.recorded', { amount: formatMoney(recorded.amount, locale), agency: recorded.agencyName }),
                    )
                    onClose()
                  },
                  onError: (error) => {
                    const rest = placeError(error)
                    if (rest) notify.error(rest)
                    if (error instanceof ApiError && error.code && SETTLED_ELSEWHERE.has(error.code)) onClose()
                  },
                })
              }
            />
          )}
        </>
      )}
    </FormDialog>
  )
}

function PayoutForm({
  id,
  merchant,
  amountRef,
  onSubmit,
}: {
  id: string
  merchant: TPayoutsMerchant
  amountRef: RefObject<HTMLInputElement | null>
  onSubmit: (payout: TOutput, placeError: (error: unknown) => string | undefined) => void
}) {
  const t = useT()
  const locale = useLocale()
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(ZRecordPayout),
    defaultValues: { agencyId: merchant.agencyId, amount: String(Math.floor(merchant.available)), method: undefined, reference: '' },
  })
  const placeFieldErrors = useServerFieldErrors(form, { fields: FIELDS })
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form
  // More than can be paid out now: the server's whole sentence (how much at most, and why) goes under Amount.
  const placeError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'payout_over_available') {
      setError('amount', { type: 'server', message: error.message }, { shouldFocus: true })
      return undefined
    }
    return placeFieldErrors(error)
  }
  const { ref: amountRegisterRef, ...amount } = register('amount')
  return (
    <form
      id={id}
      aria-label={t('admin.payouts.form', { agency: merchant.agencyName })}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values, placeError))}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('admin.payouts.explain')}</p>
      <Field
        label={t('admin.payouts.amount')}
        hint={t('admin.payouts.amountHint', { available: formatMoney(merchant.available, locale) })}
        error={errors.amount?.message}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        autoComplete="off"
        markRequired
        ref={(element) => {
          amountRegisterRef(element)
          amountRef.current = element
        }}
        {...amount}
      />
      <Select
        label={t('admin.payouts.method')}
        error={errors.method?.message}
        placeholder={t('admin.payouts.chooseMethod')}
        options={PAYOUT_METHODS.map((method) => ({ value: method, label: t(`dashboard.payout.method.${method}`) }))}
        markRequired
        {...register('method')}
      />
      <Field
        label={t('admin.payouts.reference')}
        hint={t('admin.payouts.referenceHint')}
        error={errors.reference?.message}
        maxLength={100}
        autoComplete="off"
        markRequired
        {...register('reference')}
      />
    </form>
  )
}
