import type { ReactNode } from 'react'
import { formatMoney, groupDigits } from '@utsab/shared/format'
import { useLocale, useT } from '#app/lib/i18n'
import { BarChart, type TBarTone } from '#app/components/ui/bar-chart'
import { monthCategories } from '#app/components/ui/bar-chart-scale'

type TMonthSeries<TMonth> = { label: string; tone: TBarTone; value: (month: TMonth) => number }

/**
 * Amounts of taka by month (a merchant's earnings, the platform's revenue): the months as the
 * page's language names them, amounts and axis steps in its digits, and the numbers as a table too.
 */
export function MoneyByMonthChart<TMonth extends { month: string }>({
  title,
  description,
  empty,
  months,
  series,
}: {
  title: string
  description: ReactNode
  empty: ReactNode
  months: readonly TMonth[]
  series: readonly TMonthSeries<TMonth>[]
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <BarChart
      title={title}
      description={description}
      categories={monthCategories(
        months.map((month) => month.month),
        locale,
      )}
      series={series.map(({ label, tone, value }) => ({ label, tone, values: months.map(value) }))}
      formatValue={(value) => formatMoney(value, locale)}
      formatTick={(value) => groupDigits(value, locale)}
      categoryHeader={t('dashboard.chart.month')}
      showTableLabel={t('dashboard.chart.showTable')}
      showChartLabel={t('dashboard.chart.showChart')}
      scrollHint={t('dashboard.chart.scrollHint')}
      empty={empty}
    />
  )
}
