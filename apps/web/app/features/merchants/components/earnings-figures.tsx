import { formatMoney, plainDigits } from '@utsab/shared/format'
import { Stats } from '#app/components/ui/stats'
import { useLocale, useT } from '#app/lib/i18n'
import type { TMerchantEarnings } from '../api/earnings'

/** The merchant's three figures: what they are owed, what of it can be paid out now (and why the rest waits), and the commission. */
export function EarningsFigures({ earnings }: { earnings: Pick<TMerchantEarnings, 'balance' | 'available' | 'commissionPercent'> }) {
  const t = useT()
  const locale = useLocale()
  return (
    <Stats
      stats={[
        { label: t('dashboard.earnings.owed'), value: formatMoney(earnings.balance, locale), note: t('dashboard.earnings.owedNote') },
        {
          label: t('dashboard.earnings.available'),
          value: formatMoney(earnings.available, locale),
          note: t('dashboard.earnings.availableNote'),
        },
        {
          label: t('dashboard.earnings.commission'),
          // 12.5 stays 12.5: a rate is written as it is, not rounded like an amount.
          value: `${plainDigits(earnings.commissionPercent, locale)}%`,
          note: t('dashboard.earnings.commissionNote'),
        },
      ]}
    />
  )
}
