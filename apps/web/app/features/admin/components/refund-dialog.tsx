import { useRef, type RefObject } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { formatDate, formatMoney, plainDigits, type TFormatLocale } from '@utsab/shared/format'
import { ZAdminRefund, type TOrder } from '@utsab/shared/schemas/orders'
import { FormDialog } from '#app/components/ui/form-dialog'
import { Field } from '#app/components/ui/field'
import { TextArea } from '#app/components/ui/text-area'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { ApiError, type TApiErrorCode } from '#app/lib/api'
import { useLocale, useT, type TTranslate } from '#app/lib/i18n'
import { notify } from '#app/lib/toast'
import { useAdminRefund } from '../api/refunds'

type TInput = z.input<typeof ZAdminRefund>
type TOutput = z.output<typeof ZAdminRefund>
/** The form's fields in screen order: a refusal's first field takes the focus. */
const FIELDS = ['amount', 'reason'] as const
/**
 * Refusals that leave nothing for the dialog to do: the booking was cancelled meanwhile (by its customer or
 * merchant), is no longer confirmed or paid (`not_refundable`), or is gone. The refreshed list says what happened.
 */
const SETTLED_ELSEWHERE = new Set<TApiErrorCode>(['already_cancelled', 'not_refundable', 'order_not_found'])

type TProps = {
  open: boolean
  /** The booking; kept by the parent after closing, so the exit transition still shows it. */
  booking: TOrder | null
  /** Changes with every opening, so the form starts afresh (all of what was paid, no reason). */
  formKey: number
  onClose: () => void
  fallbackFocus?: RefObject<HTMLElement | null>
}

/**
 * An admin settles a dispute: the booking is cancelled and the amount they choose (prefilled with all
 * that was paid) goes back to the customer, with a reason the customer is emailed; checked with the
 * shared ZAdminRefund rules here as on the server. The dialog says what was paid and what follows (the
 * date freed, Utsab covering what the merchant was already paid out). More than was paid: the server's
 * sentence under Amount; anything else is a toast. Keep booking and Refund and cancel stay in view.
 */
export function RefundDialog({ open, booking, formKey, onClose, fallbackFocus }: TProps) {
  const t = useT()
  const locale = useLocale()
  const refund = useAdminRefund()
  const amountField = useRef<HTMLInputElement | null>(null)
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={refund.isPending}
      title={booking ? t('admin.refund.title', { number: plainDigits(booking.number, locale) }) : ''}
      description={booking ? describe(booking, locale) : undefined}
      initialFocus={amountField}
      fallbackFocus={fallbackFocus}
      closeLabel={t('admin.refund.keep')}
      submitLabel={t('admin.refund.submit')}
      pendingLabel={t('admin.refund.saving')}
      destructive
    >
      {(formId) => (
        <>
          {booking && (
            <RefundForm
              key={`${booking.id}-${formKey}`}
              id={formId}
              booking={booking}
              amountRef={amountField}
              onSubmit={(values, placeError) =>
                refund.mutate(
                  { booking, refund: values },
                  {
                    onSuccess: ({ order, refundDone }) => {
                      notify.success(doneMessage(order, refundDone, t, locale))
                      onClose()
                    },
                    onError: (error) => {
                      const rest = placeError(error)
                      if (rest) notify.error(rest)
                      if (error instanceof ApiError && error.code && SETTLED_ELSEWHERE.has(error.code)) onClose()
                    },
                  },
                )
              }
            />
          )}
        </>
      )}
    </FormDialog>
  )
}

/** "Kadam Hall · 14 Feb 2027 · Nusrat Jahan": which booking, for whom. */
const describe = (booking: TOrder, locale: TFormatLocale) =>
  [booking.event, booking.eventDate ? formatDate(booking.eventDate, locale) : null, booking.customer.name].filter(Boolean).join(' · ')

/** The toast: what went back and to whom, or that it is on its way while a provider has not taken it yet. */
function doneMessage(order: TOrder, refundDone: boolean, t: TTranslate, locale: TFormatLocale) {
  const number = plainDigits(order.number, locale)
  if (order.refund === 0) return t('admin.refund.doneNothing', { number })
  const words = { number, amount: formatMoney(order.refund, locale), name: order.customer.name }
  return t(refundDone ? 'admin.refund.done' : 'admin.refund.doneLater', words)
}

function RefundForm({
  id,
  booking,
  amountRef,
  onSubmit,
}: {
  id: string
  booking: TOrder
  amountRef: RefObject<HTMLInputElement | null>
  onSubmit: (values: TOutput, placeError: (error: unknown) => string | undefined) => void
}) {
  const t = useT()
  const locale = useLocale()
  const paid = formatMoney(booking.amountPaid, locale)
  const form = useForm<TInput, unknown, TOutput>({
    resolver: withAmountRequired(zodResolver(ZAdminRefund), t('admin.refund.amountMissing')),
    defaultValues: { amount: String(booking.amountPaid), reason: '' },
  })
  const placeFieldErrors = useServerFieldErrors(form, { fields: FIELDS })
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form
  // More than was paid: the server's whole sentence (how much at most) goes under Amount.
  const placeError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'refund_over_paid') {
      setError('amount', { type: 'server', message: error.message }, { shouldFocus: true })
      return undefined
    }
    return placeFieldErrors(error)
  }
  const { ref: amountRegisterRef, ...amount } = register('amount')
  return (
    <form
      id={id}
      aria-label={t('admin.refund.form', { number: plainDigits(booking.number, locale) })}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values, placeError))}
      className="flex flex-col gap-4"
    >
      <dl className="grid grid-cols-[auto_auto] justify-start gap-x-3">
        <dt className="text-stone-600 dark:text-stone-400">{t('admin.refund.paid')}</dt>
        <dd className="font-semibold">
          {booking.amountPaid < booking.total ? t('admin.refund.paidOf', { paid, total: formatMoney(booking.total, locale) }) : paid}
        </dd>
      </dl>
      <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
        <p className="font-medium">{t(booking.eventDate ? 'admin.refund.cancels' : 'admin.refund.cancelsUndated')}</p>
        <p className="mt-1">{t('admin.refund.covered')}</p>
      </div>
      <Field
        label={t('admin.refund.amount')}
        hint={t('admin.refund.amountHint', { paid })}
        error={errors.amount?.message}
        type="number"
        inputMode="numeric"
        min={0}
        max={booking.amountPaid}
        step={1}
        autoComplete="off"
        markRequired
        ref={(element) => {
          amountRegisterRef(element)
          amountRef.current = element
        }}
        {...amount}
      />
      <TextArea
        label={t('admin.refund.reason')}
        hint={t('admin.refund.reasonHint', { name: booking.customer.name })}
        error={errors.reason?.message}
        maxLength={500}
        markRequired
        {...register('reason')}
      />
    </form>
  )
}

/**
 * The shared rules read an empty amount as 0 (a number field coerced), which would cancel the booking
 * with nothing back: a blank field is asked to be filled instead (0 stays a choice, typed on purpose).
 */
function withAmountRequired(resolver: Resolver<TInput, unknown, TOutput>, message: string): Resolver<TInput, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    if (String(values.amount ?? '').trim() !== '') return result
    return { values: {}, errors: { ...result.errors, amount: { type: 'required', message } } }
  }
}
