import { formatDateTime, formatMoney, groupDigits, plainDigits } from '@utsab/shared/format'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TSmsFigures } from '@utsab/shared/schemas/phone'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { Stats } from '#app/components/ui/stats'
import { useLocale, useT } from '#app/lib/i18n'

type TLocale = 'en' | 'bn'
type TSms = TSmsFigures['latest'][number]
type TKindRow = TSmsFigures['byKind'][number]

/** An SMS's cost, in taka with its paisa (a segment costs less than a taka): 35 → "0.35 BDT" ("০.৩৫ ৳"). */
export function formatPaisa(paisa: number, locale: TLocale) {
  const taka = formatMoney(Math.trunc(paisa / 100), locale)
  const rest = Math.abs(paisa % 100)
  return rest === 0 ? taka : taka.replace(/^(\S+)/, `$1.${plainDigits(String(rest).padStart(2, '0'), locale)}`)
}

const KIND_NAMES: Record<string, TMessageKey> = {
  code: 'admin.sms.kindName.code',
  'request-new': 'admin.sms.kindName.request-new',
  'booking-paid': 'admin.sms.kindName.booking-paid',
  'request-accepted': 'admin.sms.kindName.request-accepted',
  'request-declined': 'admin.sms.kindName.request-declined',
  'request-lapsed': 'admin.sms.kindName.request-lapsed',
  'balance-due': 'admin.sms.kindName.balance-due',
  'event-tomorrow': 'admin.sms.kindName.event-tomorrow',
}

function useKindName() {
  const t = useT()
  return (kind: string) => (KIND_NAMES[kind] ? t(KIND_NAMES[kind]) : kind)
}

/** The 30 days' totals: sent, failed, waiting, the parts billed and what they cost. */
export function SmsTotals({ totals }: { totals: TSmsFigures['totals'] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <Stats
      stats={[
        { label: t('admin.sms.sent'), value: groupDigits(totals.sent, locale) },
        { label: t('admin.sms.failed'), value: groupDigits(totals.failed, locale) },
        { label: t('admin.sms.waiting'), value: groupDigits(totals.waiting, locale) },
        { label: t('admin.sms.segments'), value: groupDigits(totals.segments, locale), note: t('admin.sms.segmentsNote') },
        { label: t('admin.sms.cost'), value: formatPaisa(totals.costPaisa, locale) },
      ]}
    />
  )
}

/** The same figures for each kind of SMS (sign-in codes, each notice). */
export function SmsByKindTable({ rows }: { rows: TKindRow[] }) {
  const t = useT()
  const locale = useLocale()
  const kindName = useKindName()
  const columns: TColumn<TKindRow>[] = [
    { key: 'kind', header: t('admin.sms.kind'), rowHeader: true, cell: (row) => kindName(row.kind) },
    { key: 'sent', header: t('admin.sms.sent'), cell: (row) => groupDigits(row.sent, locale), className: 'tabular-nums' },
    { key: 'failed', header: t('admin.sms.failed'), cell: (row) => groupDigits(row.failed, locale), className: 'tabular-nums' },
    { key: 'segments', header: t('admin.sms.parts'), cell: (row) => groupDigits(row.segments, locale), className: 'tabular-nums' },
    { key: 'cost', header: t('admin.sms.cost'), cell: (row) => formatPaisa(row.costPaisa, locale), className: 'tabular-nums' },
  ]
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.kind}
      caption={t('admin.sms.byKind')}
      empty={<p className="card px-4 py-6 text-stone-700 dark:text-stone-300">{t('admin.sms.none')}</p>}
    />
  )
}

const STATE_TONES: Record<TSms['status'], string> = {
  queued: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
  sent: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
}

/** The latest SMS, newest first: the number with its middle hidden, kind, state, parts, cost, error and time. */
export function LatestSmsTable({ rows }: { rows: TSms[] }) {
  const t = useT()
  const locale = useLocale()
  const kindName = useKindName()
  const columns: TColumn<TSms>[] = [
    {
      key: 'to',
      header: t('admin.sms.to'),
      rowHeader: true,
      cell: (sms) => <span className="whitespace-nowrap tabular-nums">{plainDigits(sms.to, locale)}</span>,
    },
    { key: 'kind', header: t('admin.sms.kind'), cell: (sms) => kindName(sms.kind) },
    {
      key: 'status',
      header: t('admin.sms.status'),
      cell: (sms) => (
        <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONES[sms.status]}`}>
          {t(`admin.sms.state.${sms.status}`)}
        </span>
      ),
    },
    { key: 'segments', header: t('admin.sms.parts'), cell: (sms) => groupDigits(sms.segments, locale), className: 'tabular-nums' },
    { key: 'cost', header: t('admin.sms.cost'), cell: (sms) => formatPaisa(sms.costPaisa, locale), className: 'tabular-nums' },
    {
      key: 'error',
      header: t('admin.sms.error'),
      cell: (sms) => (sms.error ? <span className="font-mono text-xs [overflow-wrap:anywhere]">{sms.error}</span> : '—'),
    },
    { key: 'time', header: t('admin.sms.time'), cell: (sms) => formatDateTime(sms.sentAt ?? sms.createdAt, locale) },
  ]
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(sms) => sms.id}
      caption={t('admin.sms.latest')}
      empty={<p className="card px-4 py-6 text-stone-700 dark:text-stone-300">{t('admin.sms.none')}</p>}
    />
  )
}
