import { formatDate, formatMoney, todayInDhaka } from '@utsab/shared/format'
import type { TBudgetLine, TBudgetRow, TPlannerEvent } from '@utsab/shared/schemas/planner'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { useDialogFor } from '#app/components/ui/use-dialog-for'
import { callApi } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { usePlannerChange } from '../api/planner'
import { deleteLineEndpoint } from '../api/endpoints'
import { categoryName } from '../lib'
import { LineDialog } from './planner-dialogs'
import { DeleteConfirm, PlannerSectionHeader } from './planner-kit'

type TRow = Omit<TBudgetRow, 'category'> & { category: TBudgetRow['category'] | 'total' }

/**
 * The budget per category (planned, booked, paid, still due and the next due date), the total last; below it the
 * family's own lines, each with Edit and Delete, and Add a budget line. On a phone each category is a card.
 */
export function BudgetSection({ event }: { event: TPlannerEvent }) {
  const t = useT()
  const locale = useLocale()
  const editing = useDialogFor<TBudgetLine | null>()
  const removing = useDialogFor<TBudgetLine>()
  const remove = usePlannerChange((line: TBudgetLine) => callApi(deleteLineEndpoint, { params: { lineId: line.id } }))
  const money = (amount: number) => formatMoney(amount, locale)
  const today = todayInDhaka()
  const rows: TRow[] = event.budget.rows.length > 0 ? [...event.budget.rows, { category: 'total', ...event.budget.total }] : []
  const isTotal = (row: TRow) => row.category === 'total'
  const strong = (row: TRow, text: string) => (isTotal(row) ? <strong>{text}</strong> : text)
  const columns: TColumn<TRow>[] = [
    {
      key: 'category',
      header: t('planner.budget.category'),
      rowHeader: true,
      cell: (row) => (row.category === 'total' ? <strong>{t('planner.budget.total')}</strong> : categoryName(row.category, t)),
    },
    { key: 'planned', header: t('planner.budget.planned'), className: 'tabular-nums', cell: (row) => strong(row, money(row.planned)) },
    {
      key: 'booked',
      header: t('planner.budget.booked'),
      className: 'tabular-nums',
      cell: (row) => (
        <>
          {strong(row, money(row.booked))}
          {row.planned > 0 && row.booked > row.planned && (
            <span className="block text-xs font-semibold text-red-700 dark:text-red-300">
              {t('planner.budget.overPlan', { amount: money(row.booked - row.planned) })}
            </span>
          )}
        </>
      ),
    },
    { key: 'paid', header: t('planner.budget.paid'), className: 'tabular-nums', cell: (row) => strong(row, money(row.paid)) },
    { key: 'due', header: t('planner.budget.due'), className: 'tabular-nums', cell: (row) => strong(row, money(row.due)) },
    {
      key: 'nextDue',
      header: t('planner.budget.nextDue'),
      cell: (row) =>
        row.nextDueOn ? (
          <time dateTime={row.nextDueOn} className={row.nextDueOn < today ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>
            {formatDate(row.nextDueOn, locale)}
          </time>
        ) : (
          '—'
        ),
    },
  ]
  return (
    <section aria-labelledby="planner-budget" className="mt-10">
      <PlannerSectionHeader
        id="planner-budget"
        title={t('planner.budget.title')}
        actions={
          <button type="button" className="btn-secondary" onClick={() => editing.open(null)}>
            {t('planner.budget.addLine')}
          </button>
        }
      />
      <p className="mt-2 max-w-prose text-sm text-stone-700 dark:text-stone-300">{t('planner.budget.lead')}</p>
      <DataTable
        className="mt-4"
        rows={rows}
        columns={columns}
        rowKey={(row) => row.category}
        caption={t('planner.budget.title')}
        empty={<p className="card mt-4 p-4 text-sm text-stone-700 dark:text-stone-300">{t('planner.budget.empty')}</p>}
      />
      {event.budget.lines.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold">{t('planner.budget.lines')}</h3>
          <ul className="mt-2 flex flex-col divide-y divide-stone-200 dark:divide-stone-800">
            {event.budget.lines.map((line) => (
              <li key={line.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium [overflow-wrap:anywhere]">
                    {line.label}{' '}
                    {line.outside && (
                      <span className="ml-1 whitespace-nowrap rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700 dark:bg-stone-800 dark:text-stone-300">
                        {t('planner.budget.outside')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-stone-700 tabular-nums dark:text-stone-300">
                    {categoryName(line.category, t)} · {money(line.planned)}
                    {line.outside && ` · ${t('planner.budget.linePaid', { paid: money(line.paid) })}`}
                    {line.outside &&
                      line.dueOn &&
                      line.paid < line.planned &&
                      ` · ${t('planner.budget.lineDue', { date: formatDate(line.dueOn, locale) })}`}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button type="button" className="btn-secondary min-h-11" onClick={() => editing.open(line)}>
                    {t('planner.edit')}
                    <span className="sr-only"> {line.label}</span>
                  </button>
                  <button
                    type="button"
                    className="btn-ghost min-h-11 border border-stone-300 text-red-700 dark:border-stone-700 dark:text-red-300"
                    onClick={() => removing.open(line)}
                  >
                    {t('planner.delete')}
                    <span className="sr-only"> {line.label}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <LineDialog
        open={editing.isOpen}
        formKey={editing.formKey}
        onClose={editing.close}
        eventId={event.id}
        line={editing.subject ?? null}
      />
      <DeleteConfirm
        dialog={removing}
        remove={remove}
        message={(line) => t('planner.budget.deleteConfirm', { label: line.label })}
        deleted={() => t('planner.budget.deleted')}
      />
    </section>
  )
}
