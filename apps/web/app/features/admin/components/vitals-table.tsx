import { groupDigits, plainDigits } from '@utsab/shared/format'
import type { TVitalsReport, TVitalsRow } from '@utsab/shared/schemas/vitals'
import type { TVitalsMetric } from '@utsab/shared/vitals'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { useLocale, useT } from '#app/lib/i18n'
import { StatusBadge } from '#app/widgets/status-badge'

type TLocale = 'en' | 'bn'
type TT = ReturnType<typeof useT>

/** A metric's value as people read it: LCP in seconds (2.54 s), INP in milliseconds (180 ms), CLS as it is (0.05). */
export function formatVital(metric: TVitalsMetric, value: number, t: TT, locale: TLocale) {
  if (metric === 'lcp') return t('admin.vitals.seconds', { value: plainDigits((value / 1000).toFixed(2), locale) })
  if (metric === 'inp') return t('admin.vitals.milliseconds', { value: groupDigits(value, locale) })
  return plainDigits(String(value), locale)
}

/** One metric of a row: its p75 with its rating (words and colour), and how many page views measured it. */
function VitalCell({ metric, figure }: { metric: TVitalsMetric; figure: TVitalsRow[TVitalsMetric] }) {
  const t = useT()
  const locale = useLocale()
  if (figure.p75 === null || figure.rating === null)
    return <span className="text-stone-600 dark:text-stone-400">{t('admin.vitals.notMeasured')}</span>
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="whitespace-nowrap font-semibold tabular-nums">{formatVital(metric, figure.p75, t, locale)}</span>
      <StatusBadge of="vitals" status={figure.rating} />
      <span className="w-full text-xs text-stone-600 dark:text-stone-400">
        {t('admin.vitals.measuredIn', { count: groupDigits(figure.samples, locale) })}
      </span>
    </span>
  )
}

/**
 * The p75 of LCP, INP and CLS for each page, device class and language of the report, most measured first.
 * Below 640 px each row is a card: the page first, then its device, language, visits and the three figures.
 */
export function VitalsTable({ report }: { report: TVitalsReport }) {
  const t = useT()
  const locale = useLocale()
  const days = plainDigits(report.days, locale)
  const metric = (key: TVitalsMetric): TColumn<TVitalsRow> => ({
    key,
    header: t(`admin.vitals.${key}`),
    cell: (row) => <VitalCell metric={key} figure={row[key]} />,
  })
  const columns: TColumn<TVitalsRow>[] = [
    {
      key: 'route',
      header: t('admin.vitals.page'),
      rowHeader: true,
      cell: (row) => <span className="font-mono text-sm [overflow-wrap:anywhere]">{row.route}</span>,
    },
    { key: 'device', header: t('admin.vitals.device'), cell: (row) => t(`admin.vitals.deviceName.${row.device}`) },
    { key: 'locale', header: t('admin.vitals.language'), cell: (row) => t(`admin.vitals.localeName.${row.locale}`) },
    { key: 'samples', header: t('admin.vitals.samples'), cell: (row) => groupDigits(row.samples, locale), className: 'tabular-nums' },
    metric('lcp'),
    metric('inp'),
    metric('cls'),
  ]
  return (
    <DataTable
      rows={report.rows}
      columns={columns}
      rowKey={(row) => `${row.route} ${row.device} ${row.locale}`}
      caption={t('admin.vitals.caption')}
      empty={<p className="card px-4 py-6 text-stone-700 dark:text-stone-300">{t('admin.vitals.none', { days })}</p>}
    />
  )
}
