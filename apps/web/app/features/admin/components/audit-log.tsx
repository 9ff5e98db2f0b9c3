import { formatDateTime } from '@utsab/shared/format'
import { DataTable, type TColumn } from '../../../components/ui/data-table'
import type { TSeed } from '../../../lib/loader-seed'
import { useAuditLog, type TAuditLogAnswer } from '../api/queries'
import { describeAudit, type TAuditEntry } from '../lib/audit'

/** How many of the newest entries the dashboard shows. */
const SHOWN = 20

const columns: TColumn<TAuditEntry>[] = [
  {
    key: 'when',
    header: 'When',
    rowHeader: true,
    cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
  },
  { key: 'who', header: 'Who', cell: (entry) => <span className="[overflow-wrap:anywhere]">{entry.actor.email}</span> },
  {
    key: 'what',
    header: 'What',
    cell: (entry) => {
      const { summary, detail } = describeAudit(entry)
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
  const { data: entries } = useAuditLog(initialEntries)
  return (
    <>
      <DataTable
        rows={entries.slice(0, SHOWN)}
        columns={columns}
        rowKey={(entry) => entry.id}
        caption="Recent admin actions, newest first"
        empty={
          <p className="card px-4 py-6 text-stone-700 dark:text-stone-300">
            No admin actions yet. Accepting, declining and making admins shows here.
          </p>
        }
      />
      {entries.length > SHOWN && (
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          Showing the {SHOWN} most recent of {entries.length} actions.
        </p>
      )}
    </>
  )
}
