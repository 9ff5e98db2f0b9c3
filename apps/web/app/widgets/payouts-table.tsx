import type { ReactNode } from 'react'
import { formatDateTime, formatMoney } from '@utsab/shared/format'
import type { TPayout } from '@utsab/shared/schemas/earnings'
import { useLocale, useT } from '#app/lib/i18n'
import { DataTable, type TColumn } from '#app/components/ui/data-table'

/**
 * Payouts, newest first: when, how much, how and the reference to find it in a bank or wallet — and,
 * for an admin who sees every merchant's, to whom.
 */
export function PayoutsTable({
  payouts,
  caption,
  empty,
  merchantHeader,
}: {
  payouts: readonly TPayout[]
  caption: string
  empty: ReactNode
  /** The merchant column's header, when the table lists several merchants' payouts. */
  merchantHeader?: string
}) {
  const t = useT()
  const locale = useLocale()
  const columns: TColumn<TPayout>[] = [
    {
      key: 'date',
      header: t('dashboard.payout.date'),
      rowHeader: true,
      cell: (payout) => (
        <time dateTime={payout.createdAt} className="whitespace-nowrap">
          {formatDateTime(payout.createdAt, locale)}
        </time>
      ),
    },
    ...(merchantHeader ? [{ key: 'merchant', header: merchantHeader, cell: (payout: TPayout) => payout.agencyName }] : []),
    {
      key: 'amount',
      header: t('dashboard.payout.amount'),
      cell: (payout) => <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(payout.amount, locale)}</span>,
    },
    { key: 'method', header: t('dashboard.payout.method'), cell: (payout) => t(`dashboard.payout.method.${payout.method}`) },
    {
      key: 'reference',
      header: t('dashboard.payout.reference'),
      cell: (payout) => <span className="[overflow-wrap:anywhere]">{payout.reference}</span>,
    },
  ]
  return <DataTable rows={payouts} columns={columns} rowKey={(payout) => payout.id} caption={caption} empty={empty} />
}
