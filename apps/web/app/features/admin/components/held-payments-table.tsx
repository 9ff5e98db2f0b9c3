import { useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { useMutation } from '#app/lib/query'
import { formatDateTime, formatMoney, plainDigits } from '@utsab/shared/format'
import type { THeldPayment } from '@utsab/shared/schemas/orders'
import { bookingPath } from '#app/widgets/booking-cells'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { Link } from '#app/components/ui/link'
import { callApi } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { refundHeldPaymentEndpoint, releaseHeldPaymentEndpoint } from '../api/endpoints'

type TDecision = { payment: THeldPayment; action: 'release' | 'refund' }

/**
 * Gateway payments held for review, each with its two decisions. Both ask first; the list is loaded
 * again after either, whatever the answer (another admin may have decided first).
 */
export function HeldPaymentsTable({ payments }: { payments: THeldPayment[] }) {
  const t = useT()
  const locale = useLocale()
  const revalidator = useRevalidator()
  const region = useRef<HTMLDivElement>(null)
  const [decision, setDecision] = useState<TDecision | null>(null)
  const decide = useMutation({
    mutationFn: ({ payment, action }: TDecision) =>
      callApi(action === 'release' ? releaseHeldPaymentEndpoint : refundHeldPaymentEndpoint, {
        params: { transactionId: payment.transactionId },
        body: {},
      }),
    onSuccess: ({ status }, { action }) =>
      notify.success(
        t(action === 'refund' ? 'admin.held.refunded' : status === 'paid' ? 'admin.held.released' : 'admin.held.releasedRefunded'),
      ),
    onError: (error) => notify.error(errorMessage(error)),
    onSettled: async () => {
      setDecision(null)
      await revalidator.revalidate()
    },
  })

  const columns: TColumn<THeldPayment>[] = [
    {
      key: 'transaction',
      header: t('admin.held.transaction'),
      rowHeader: true,
      cell: (payment) => (
        <span className="flex flex-col">
          <span className="font-mono text-sm font-semibold [overflow-wrap:anywhere]">{payment.transactionId}</span>
          <span className="text-xs text-stone-600 dark:text-stone-400">{formatDateTime(payment.heldAt, locale)}</span>
        </span>
      ),
    },
    {
      key: 'customer',
      header: t('admin.held.customer'),
      cell: (payment) => (
        <span className="flex flex-col">
          <span>{payment.customerName}</span>
          <span className="text-xs [overflow-wrap:anywhere]">{payment.customerEmail}</span>
        </span>
      ),
    },
    {
      key: 'bookings',
      header: t('admin.held.bookings'),
      cell: (payment) => (
        <ul>
          {payment.bookings.map((booking) => (
            <li key={booking.id}>
              <Link to={bookingPath(booking.id)} className="link">
                {t('booking.number', { number: plainDigits(booking.number, locale) })}
              </Link>{' '}
              {booking.event}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'amount',
      header: t('admin.held.amount'),
      cell: (payment) => <span className="font-semibold">{formatMoney(payment.amount, locale)}</span>,
    },
    {
      key: 'reason',
      header: t('admin.held.reason'),
      // A refused refund also shows the gateway's own reason, in its words.
      cell: (payment) => [t(`admin.held.reason.${payment.reason}`), payment.refusal].filter(Boolean).join(': '),
    },
    {
      key: 'actions',
      header: t('admin.held.actions'),
      primary: true,
      cell: (payment) => (
        <span className="flex flex-wrap gap-2">
          {payment.reason === 'risk' && (
            <button type="button" className="btn-primary" onClick={() => setDecision({ payment, action: 'release' })}>
              {t('admin.held.release')}
            </button>
          )}
          {/* A refused refund is not a held payment to refund in full: asking the gateway again gets the same answer. */}
          {payment.reason === 'refund_refused' ? (
            <span className="text-sm">{t('admin.held.settleAtGateway')}</span>
          ) : (
            <button type="button" className="btn-secondary" onClick={() => setDecision({ payment, action: 'refund' })}>
              {t('admin.held.refund')}
            </button>
          )}
        </span>
      ),
    },
  ]

  const asked = decision && { amount: formatMoney(decision.payment.amount, locale), name: decision.payment.customerName }
  return (
    <>
      <DataTable
        rows={payments}
        columns={columns}
        rowKey={(payment) => payment.transactionId}
        caption={t('admin.held.caption')}
        regionRef={region}
        busy={revalidator.state === 'loading'}
      />
      <ConfirmDialog
        open={Boolean(decision)}
        message={
          decision && asked
            ? t(decision.action === 'release' ? 'admin.held.releaseQuestion' : 'admin.held.refundQuestion', asked)
            : t('admin.held.refund')
        }
        description={decision?.payment.transactionId}
        confirmLabel={t(decision?.action === 'release' ? 'admin.held.release' : 'admin.held.refund')}
        cancelLabel={t('admin.held.keep')}
        busy={decide.isPending}
        tone={decision?.action === 'release' ? 'primary' : 'danger'}
        fallbackFocus={region}
        onConfirm={() => decision && decide.mutate(decision)}
        onCancel={() => setDecision(null)}
      >
        <p className="text-stone-700 dark:text-stone-300">
          {t(decision?.action === 'release' ? 'admin.held.releaseExplain' : 'admin.held.refundExplain')}
        </p>
      </ConfirmDialog>
    </>
  )
}
