import { formatMoney } from '@utsab/shared/format'
import type { TRevenue } from '@utsab/shared/schemas/earnings'
import { Link } from '#app/components/ui/link'
import { MoneyByMonthChart } from '#app/widgets/money-by-month-chart'
import { Stats } from '#app/components/ui/stats'
import { useLocale, useT } from '#app/lib/i18n'

/** The platform's totals, for all time: payments taken, commission kept, refunds given, and what merchants are still owed. */
export function RevenueTotals({ totals }: { totals: TRevenue['totals'] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <Stats
      stats={[
        { label: t('admin.revenue.payments'), value: formatMoney(totals.payments, locale), note: t('admin.revenue.paymentsNote') },
        { label: t('admin.revenue.commission'), value: formatMoney(totals.commission, locale), note: t('admin.revenue.commissionNote') },
        { label: t('admin.revenue.refunded'), value: formatMoney(totals.refunded, locale), note: t('admin.revenue.refundedNote') },
        {
          label: t('admin.revenue.owed'),
          value: formatMoney(totals.owedToMerchants, locale),
          note: (
            <>
              {t('admin.revenue.owedNote')}{' '}
              <Link to="/dashboard/payouts" className="link">
                {t('admin.revenue.toPayouts')}
              </Link>
            </>
          ),
        },
      ]}
    />
  )
}

/** The last twelve months: payments taken, commission earned and refunds. */
export function RevenueChart({ months }: { months: TRevenue['months'] }) {
  const t = useT()
  const count = months.length
  return (
    <MoneyByMonthChart
      title={t('admin.revenue.chartTitle')}
      description={t('admin.revenue.chartNote', { count })}
      empty={t('admin.revenue.noMonths', { count })}
      months={months}
      series={[
        { label: t('admin.revenue.seriesPayments'), tone: 'brand', value: (month) => month.payments },
        { label: t('admin.revenue.seriesCommission'), tone: 'teal', value: (month) => month.commission },
        { label: t('admin.revenue.seriesRefunds'), tone: 'amber', value: (month) => month.refunded },
      ]}
    />
  )
}
