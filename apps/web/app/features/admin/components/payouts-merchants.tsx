import { useRef, useState } from 'react'
import { formatMoney } from '@utsab/shared/format'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { useLocale, useT } from '#app/lib/i18n'
import type { TPayoutsMerchant } from '../api/payouts'
import { PayoutsDialog } from './payouts-dialog'

/**
 * The merchants Utsab owes money, the most owed first: what they are owed, what of it can be paid out
 * now, and Record payout, which opens the payout dialog for that merchant. A merchant whose money all
 * belongs to events still ahead has nothing to pay yet, and the row says so instead of offering a button.
 */
export function PayoutsMerchants({ merchants, busy }: { merchants: readonly TPayoutsMerchant[]; busy: boolean }) {
  const t = useT()
  const locale = useLocale()
  const region = useRef<HTMLDivElement>(null)
  const [chosen, setChosen] = useState<TPayoutsMerchant | null>(null)
  const [open, setOpen] = useState(false)
  const [openings, setOpenings] = useState(0)

  const columns: TColumn<TPayoutsMerchant>[] = [
    { key: 'merchant', header: t('admin.payouts.merchant'), rowHeader: true, cell: (merchant) => merchant.agencyName },
    {
      key: 'owed',
      header: t('admin.payouts.owed'),
      cell: (merchant) => <span className="whitespace-nowrap tabular-nums">{formatMoney(merchant.balance, locale)}</span>,
    },
    {
      key: 'available',
      header: t('admin.payouts.available'),
      cell: (merchant) => <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(merchant.available, locale)}</span>,
    },
    {
      key: 'action',
      header: t('admin.payouts.action'),
      primary: true,
      cell: (merchant) =>
        merchant.available >= 1 ? (
          <button
            type="button"
            className="btn-primary w-full sm:w-auto"
            aria-label={t('admin.payouts.recordFor', { agency: merchant.agencyName })}
            onClick={() => {
              setChosen(merchant)
              setOpenings((count) => count + 1)
              setOpen(true)
            }}
          >
            {t('admin.payouts.record')}
          </button>
        ) : (
          <span className="text-sm text-stone-600 dark:text-stone-400">{t('admin.payouts.waits')}</span>
        ),
    },
  ]

  return (
    <>
      <DataTable
        rows={merchants}
        columns={columns}
        rowKey={(merchant) => merchant.agencyId}
        caption={t('admin.payouts.owedCaption')}
        regionRef={region}
        busy={busy}
        empty={<p className="card max-w-prose px-4 py-6 text-stone-700 dark:text-stone-300">{t('admin.payouts.noneOwed')}</p>}
      />
      <PayoutsDialog open={open} merchant={chosen} formKey={openings} onClose={() => setOpen(false)} fallbackFocus={region} />
    </>
  )
}
