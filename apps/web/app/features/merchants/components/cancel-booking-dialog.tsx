import { useRef, type RefObject } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { formatDate, formatMoney, plainDigits } from '@utsab/shared/format'
import { ZMerchantCancel, type TOrder } from '@utsab/shared/schemas/orders'
import { FormDialog } from '../../../components/ui/form-dialog'
import { TextArea } from '../../../components/ui/text-area'
import { useServerFieldErrors } from '../../../components/ui/use-server-field-errors'
import { ApiError } from '../../../lib/api'
import { useLocale, useT } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useMerchantCancelBooking } from '../api/bookings'

/** Refusals that mean the booking is no longer the merchant's to cancel (cancelled meanwhile, or gone): the refreshed list says what happened. */
const SETTLED_ELSEWHERE = new Set(['already_cancelled', 'not_found'])

type TProps = {
  open: boolean
  /** The booking; kept by the parent after closing, so the exit transition still shows it. */
  booking: TOrder | null
  onClose: () => void
  fallbackFocus?: RefObject<HTMLElement | null>
}

/**
 * A merchant cancels a confirmed or paid booking: the dialog says the customer gets back everything
 * they paid, asks the reason they are emailed (the shared ZMerchantCancel rules, checked here as on
 * the server), and cancels. Keep booking and Cancel booking stay in view under the form.
 */
export function MerchantCancelDialog({ open, booking, onClose, fallbackFocus }: TProps) {
  const t = useT()
  const locale = useLocale()
  const cancel = useMerchantCancelBooking()
  const reasonField = useRef<HTMLTextAreaElement | null>(null)
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={cancel.isPending}
      title={booking ? t('merchants.bookings.cancelTitle', { number: plainDigits(booking.number, locale) }) : ''}
      description={booking ? describe(booking, locale) : undefined}
      initialFocus={reasonField}
      fallbackFocus={fallbackFocus}
      closeLabel={t('merchants.bookings.keep')}
      submitLabel={t('merchants.bookings.confirm')}
      pendingLabel={t('merchants.bookings.cancelling')}
      destructive
    >
      {(formId) => (
        <>
          {booking && (
            // A form per booking: another booking starts with an empty reason.
            <CancelForm
              key={booking.id}
              id={formId}
              booking={booking}
              fieldRef={reasonField}
              onSubmit={(reason, placeError) =>
                cancel.mutate(
                  { booking, reason },
                  {
                    onSuccess: ({ order }) => {
                      const number = plainDigits(order.number, locale)
                      notify.success(
                        order.refund > 0
                          ? t('merchants.bookings.cancelled', {
                              number,
                              amount: formatMoney(order.refund, locale),
                              name: order.customer.name,
                            })
                          : t('merchants.bookings.cancelledNoRefund', { number }),
                      )
                      onClose()
                    },
                    onError: (error) => {
                      // A reason the server refused goes under the field; anything else is a toast.
                      const rest = placeError(error)
                      if (rest) notify.error(rest)
                      if (error instanceof ApiError && (error.status === 409 || (error.code && SETTLED_ELSEWHERE.has(error.code))))
                        onClose()
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

/** "Wedding Hall · 14 Feb 2027 · Farhana Akter": which booking, for whom. */
const describe = (booking: TOrder, locale: ReturnType<typeof useLocale>) =>
  [booking.event, booking.eventDate ? formatDate(booking.eventDate, locale) : null, booking.customer.name].filter(Boolean).join(' · ')

function CancelForm({
  id,
  booking,
  fieldRef,
  onSubmit,
}: {
  id: string
  booking: TOrder
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
      aria-label={t('merchants.bookings.cancelForm')}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values.reason, placeError))}
      className="flex flex-col gap-4"
    >
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
        {booking.amountPaid > 0
          ? t('merchants.bookings.refundAll', { amount: formatMoney(booking.amountPaid, locale) })
          : t('merchants.bookings.nothingPaid')}
      </p>
      <TextArea
        label={t('merchants.bookings.reason')}
        hint={t('merchants.bookings.reasonHint', { name: booking.customer.name })}
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
