import { formatDateTime } from '@utsab/shared/format'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { useLocale, useT, type TTranslate } from '#app/lib/i18n'
import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TSeed } from '#app/lib/loader-seed'
import { useAuditLog, type TAuditLogAnswer } from '../api/queries'
import { describeAudit, type TAuditEntry } from '../lib/audit'

/** How many of the newest entries the dashboard shows. */
const SHOWN = 20

const columns = (t: TTranslate, locale: TLocale): TColumn<TAuditEntry>[] => [
  {
    key: 'when',
    header: t('admin.audit.when'),
    rowHeader: true,
    cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>,
  },
  { key: 'who', header: t('admin.audit.who'), cell: (entry) => <span className="[overflow-wrap:anywhere]">{entry.actor.email}</span> },
  {
    key: 'what',
    header: t('admin.audit.what'),
    cell: (entry) => {
      const { summary, detail } = describeAudit(entry, t)
      return (
        <span>
          <span className="block font-medium">{summary}</span>
          {detail && <span className="block text-stone-700 dark:text-stone-300">{detail}</span>}
        </span>
      )
    },
  },
]

/** 'Recent admin actions': who did what to whom, and when (Bangladesh time), newest first. */
export function AuditLog({ initialEntries }: { initialEntries: TSeed<TAuditLogAnswer> }) {
  const t = useT()
  const locale = useLocale()
  const { data: entries } = useAuditLog(initialEntries)
  return (
    <>
      <DataTable
        rows={entries.slice(0, SHOWN)}
        columns={columns(t, locale)}
        rowKey={(entry) => entry.id}
        caption={t('admin.audit.caption')}
        empty={<p className="card px-4 py-6 text-stone-700 dark:text-stone-300">{t('admin.audit.none')}</p>}
      />
      {entries.length > SHOWN && (
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          {t('admin.audit.showing', { shown: SHOWN, count: entries.length })}
        </p>
      )}
    </>
  )
}
