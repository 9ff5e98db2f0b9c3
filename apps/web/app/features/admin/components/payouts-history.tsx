import type { TPayout } from '@utsab/shared/schemas/earnings'
import { PayoutsTable } from '#app/widgets/payouts-table'
import { useT } from '#app/lib/i18n'

/** The latest payouts to every merchant, newest first. */
export function PayoutsHistory({ payouts }: { payouts: readonly TPayout[] }) {
  const t = useT()
  return (
    <PayoutsTable
      payouts={payouts}
      merchantHeader={t('admin.payouts.merchant')}
      caption={t('admin.payouts.historyCaption')}
      empty={<p className="card max-w-prose px-4 py-6 text-stone-700 dark:text-stone-300">{t('admin.payouts.noPayouts')}</p>}
    />
  )
}
