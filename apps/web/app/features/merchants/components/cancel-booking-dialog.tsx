import { useRef, type RefObject } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { formatDate, formatMoney, plainDigits } from '@utsab/shared/format'
import { ZMerchantCancel, type TOrder } from '@utsab/shared/schemas/orders'
import { FormDialog } from '#app/components/ui/form-dialog'
import { TextArea } from '#app/components/ui/text-area'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { ApiError, type TApiErrorCode } from '#app/lib/api'
import { useLocale, useT } from '#app/lib/i18n'
import { notify } from '#app/lib/toast'
import { useAnswerRequest, useMerchantCancelBooking } from '../api/bookings'

/** Refusals that mean the booking is no longer the merchant's to cancel (cancelled meanwhile, or gone): the refreshed list says what happened. */
const SETTLED_ELSEWHERE = new Set<TApiErrorCode>(['already_cancelled', 'booking_not_found', 'order_not_found', 'request_not_found'])

/** What the reason is for: cancelling a booking (its money goes back) or declining a request (nothing was paid). */
export type TReasonFor = 'cancel' | 'decline'
const WORDS = {
  cancel: {
    title: 'merchants.bookings.cancelTitle',
    form: 'merchants.bookings.cancelForm',
    hint: 'merchants.bookings.reasonHint',
    close: 'merchants.bookings.keep',
    submit: 'merchants.bookings.confirm',
    pending: 'merchants.bookings.cancelling',
  },
  decline: {
    title: 'merchants.bookings.declineTitle',
    form: 'merchants.bookings.declineForm',
    hint: 'merchants.bookings.declineReasonHint',
    close: 'merchants.bookings.keepRequest',
    submit: 'merchants.bookings.declineConfirm',
    pending: 'merchants.bookings.declining',
  },
} as const

type TProps = {
  open: boolean
  /** Cancel a booking (the default) or decline a request. */
  reasonFor?: TReasonFor
  /** The booking; kept by the parent after closing, so the exit transition still shows it. */
  booking: TOrder | null
  onClose: () => void
  fallbackFocus?: RefObject<HTMLElement | null>
}

/**
 * A merchant cancels a confirmed or paid booking, or declines a request to book: the dialog says the customer gets back
 * everything they paid (or that nothing was paid and the date is freed), asks the reason they are emailed (the shared ZMerchantCancel rules, checked here as on
 * the server), and cancels. Keep booking and Cancel booking stay in view under the form.
 */
export function MerchantCancelDialog({ open, reasonFor = 'cancel', booking, onClose, fallbackFocus }: TProps) {
  const t = useT()
  const locale = useLocale()
  const cancel = useMerchantCancelBooking()
  const decline = useAnswerRequest()
  const reasonField = useRef<HTMLTextAreaElement | null>(null)
  const words = WORDS[reasonFor]
  const onError = (placeError: (error: unknown) => string | undefined) => (error: unknown) => {
    // A reason the server refused goes under the field; anything else is a toast.
    const rest = placeError(error)
    if (rest) notify.error(rest)
    if (error instanceof ApiError && (error.status === 409 || (error.code && SETTLED_ELSEWHERE.has(error.code)))) onClose()
  }
  const submit = (reason: string, placeError: (error: unknown) => string | undefined) => {
    if (!booking) return
    if (reasonFor === 'decline')
      return decline.mutate(
        { booking, reason },
        {
          onSuccess: ({ order }) => {
            notify.success(t('merchants.bookings.declined', { number: plainDigits(order.number, locale), name: order.customer.name }))
            onClose()
          },
          onError: onError(placeError),
        },
      )
    cancel.mutate(
      { booking, reason },
      {
        onSuccess: ({ order }) => {
          const number = plainDigits(order.number, locale)
          notify.success(
            order.refund > 0
              ? t('merchants.bookings.cancelled', { number, amount: formatMoney(order.refund, locale), name: order.customer.name })
              : t('merchants.bookings.cancelledNoRefund', { number }),
          )
          onClose()
        },
        onError: onError(placeError),
      },
    )
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={cancel.isPending || decline.isPending}
      title={booking ? t(words.title, { number: plainDigits(booking.number, locale) }) : ''}
      description={booking ? describe(booking, locale) : undefined}
      initialFocus={reasonField}
      fallbackFocus={fallbackFocus}
      closeLabel={t(words.close)}
      submitLabel={t(words.submit)}
      pendingLabel={t(words.pending)}
      destructive
    >
      {(formId) => (
        <>
          {booking && (
            // A form per booking: another booking starts with an empty reason.
            <CancelForm key={booking.id} id={formId} booking={booking} fieldRef={reasonField} reasonFor={reasonFor} onSubmit={submit} />
          )}
        </>
      )}
    </FormDialog>
  )
}

/** "Wedding Hall · 14 Feb 2027 · Farhana Akter": which booking, for whom. */
const describe = (booking: TOrder, locale: ReturnType<typeof useLocale>) =>
  [booking.event, booking.eventDate ? formatDate(booking.eventDate, locale) : null, booking.customer.name].filter(Boolean).join(' · ')

function CancelForm({
  id,
  booking,
  reasonFor,
  fieldRef,
  onSubmit,
}: {
  id: string
  booking: TOrder
  reasonFor: TReasonFor
  fieldRef: RefObject<HTMLTextAreaElement | null>
  onSubmit: (reason: string, placeError: (error: unknown) => string | undefined) => void
}) {
  const t = useT()
  const locale = useLocale()
  const form = useForm<{ reason: string }>({ resolver: zodResolver(ZMerchantCancel), defaultValues: { reason: '' } })
  const placeError = useServerFieldErrors(form)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form
  const { ref: registerRef, ...reason } = register('reason')
  return (
    <form
      id={id}
      aria-label={t(WORDS[reasonFor].form)}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values.reason, placeError))}
      className="flex flex-col gap-4"
    >
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
        {reasonFor === 'decline'
          ? t('merchants.bookings.declineNote', { name: booking.customer.name })
          : booking.amountPaid > 0
            ? t('merchants.bookings.refundAll', { amount: formatMoney(booking.amountPaid, locale) })
            : t('merchants.bookings.nothingPaid')}
      </p>
      <TextArea
        label={t('merchants.bookings.reason')}
        hint={t(WORDS[reasonFor].hint, { name: booking.customer.name })}
        error={errors.reason?.message}
        maxLength={500}
        ref={(element) => {
          registerRef(element)
          fieldRef.current = element
        }}
        {...reason}
      />
    </form>
  )
}
