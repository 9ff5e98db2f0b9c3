import type { TMoneyMonth } from '@utsab/shared/schemas/earnings'
import { MoneyByMonthChart } from '#app/widgets/money-by-month-chart'
import { useT } from '#app/lib/i18n'

/** The merchant's last twelve months: earned (less commission), refunded and paid out. */
export function EarningsChart({ months }: { months: readonly TMoneyMonth[] }) {
  const t = useT()
  const count = months.length
  return (
    <MoneyByMonthChart
      title={t('dashboard.earnings.chartTitle')}
      description={t('dashboard.earnings.chartNote', { count })}
      empty={t('dashboard.earnings.noMonths', { count })}
      months={months}
      series={[
        { label: t('dashboard.earnings.earned'), tone: 'brand', value: (month) => month.earned },
        { label: t('dashboard.earnings.refunded'), tone: 'amber', value: (month) => month.refunded },
        { label: t('dashboard.earnings.paidOut'), tone: 'teal', value: (month) => month.paidOut },
      ]}
    />
  )
}
