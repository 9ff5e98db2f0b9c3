import { useId } from 'react'
import { useAuditLog } from '../api/queries'
import { describeAudit, type TAuditEntry } from '../lib/audit'
import { formatDhakaDateTime } from '../lib/time'

/** How many of the newest entries the dashboard shows. */
const SHOWN = 20

/** 'Recent admin actions': who did what to whom, and when (Bangladesh time), newest first. */
export function AuditLog({ initialEntries }: { initialEntries: TAuditEntry[] }) {
  const { data: entries } = useAuditLog(initialEntries)
  const id = useId()
  const shown = entries.slice(0, SHOWN)
  if (shown.length === 0) {
    return (
      <p className="card px-4 py-6 text-stone-700 dark:text-stone-300">
        No admin actions yet. Accepting, declining and making admins shows here.
      </p>
    )
  }
  return (
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="card overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          Recent admin actions, newest first
        </caption>
        <thead className="border-b border-stone-200 dark:border-stone-800">
          <tr>
            {['When', 'Who', 'What'].map((label) => (
              <th
                key={label}
                scope="col"
                className="px-4 py-3 text-left text-xs font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400"
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
          {shown.map((entry) => {
            const { summary, detail } = describeAudit(entry)
            return (
              <tr key={entry.id}>
                <td className="whitespace-nowrap px-4 py-3 align-top">
                  <time dateTime={entry.createdAt}>{formatDhakaDateTime(entry.createdAt)}</time>
                </td>
                <td className="px-4 py-3 align-top break-words">{entry.actor.email}</td>
                <td className="px-4 py-3 align-top break-words">
                  <span className="block font-medium">{summary}</span>
                  {detail && <span className="block text-stone-700 dark:text-stone-300">{detail}</span>}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {entries.length > SHOWN && (
        <p className="border-t border-stone-200 px-4 py-3 text-sm text-stone-700 dark:border-stone-800 dark:text-stone-300">
          Showing the {SHOWN} most recent of {entries.length} actions.
        </p>
      )}
    </div>
  )
}
