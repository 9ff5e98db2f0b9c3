import { formatDate, formatMonth, plainDigits, todayInDhaka } from '@utsab/shared/format'
import type { TChecklistItem, TPlannerEvent } from '@utsab/shared/schemas/planner'
import { useDialogFor } from '#app/components/ui/use-dialog-for'
import { callApi } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { useAddUsualTasks, usePlannerChange } from '../api/planner'
import { deleteTaskEndpoint, updateTaskEndpoint } from '../api/endpoints'
import { functionName, taskText } from '../lib'
import { TaskDialog } from './planner-dialogs'
import { DeleteConfirm, PlannerSectionHeader } from './planner-kit'

/** The tasks by the month they are due (those without a date last), each with its tick box, Edit and Delete. */
export function ChecklistSection({ event }: { event: TPlannerEvent }) {
  const t = useT()
  const locale = useLocale()
  const editing = useDialogFor<TChecklistItem | null>()
  const removing = useDialogFor<TChecklistItem>()
  const remove = usePlannerChange((item: TChecklistItem) => callApi(deleteTaskEndpoint, { params: { itemId: item.id } }))
  const usual = useAddUsualTasks(event.id)
  const done = event.checklist.filter((item) => item.done).length
  const groups = new Map<string, TChecklistItem[]>()
  for (const item of event.checklist) {
    const month = item.dueOn?.slice(0, 7) ?? ''
    groups.set(month, [...(groups.get(month) ?? []), item])
  }
  return (
    <section aria-labelledby="planner-checklist" className="mt-10">
      <PlannerSectionHeader
        id="planner-checklist"
        title={t('planner.checklist.title')}
        note={
          event.checklist.length > 0 && (
            <p className="text-sm text-stone-700 dark:text-stone-300" aria-live="polite">
              {t('planner.checklist.progress', { done: plainDigits(done, locale), total: plainDigits(event.checklist.length, locale) })}
            </p>
          )
        }
        actions={
          <>
            <button type="button" className="btn-secondary" onClick={() => editing.open(null)}>
              {t('planner.checklist.add')}
            </button>
            <button
              type="button"
              className="btn-ghost border border-stone-300 dark:border-stone-700"
              disabled={usual.isPending}
              onClick={() =>
                usual.mutate(undefined, {
                  onSuccess: (answer) => notify.success(t('planner.checklist.addedUsual', { count: answer.added }), 'planner'),
                  onError: (error) => notify.error(errorMessage(error), 'planner'),
                })
              }
            >
              {t('planner.checklist.addUsual')}
            </button>
          </>
        }
      />
      {event.checklist.length === 0 ? (
        <p className="card mt-4 p-4 text-sm text-stone-700 dark:text-stone-300">{t('planner.checklist.empty')}</p>
      ) : (
        [...groups].map(([month, items]) => (
          <div key={month || 'undated'} className="mt-6">
            <h3 className="text-sm font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400">
              {month ? formatMonth(month, locale) : t('planner.checklist.noDate')}
            </h3>
            <ul className="card mt-2 divide-y divide-stone-200 dark:divide-stone-800">
              {items.map((item) => (
                <Task key={item.id} item={item} event={event} onEdit={() => editing.open(item)} onDelete={() => removing.open(item)} />
              ))}
            </ul>
          </div>
        ))
      )}
      <TaskDialog
        open={editing.isOpen}
        formKey={editing.formKey}
        onClose={editing.close}
        eventId={event.id}
        item={editing.subject ?? null}
        functions={event.functions}
      />
      <DeleteConfirm
        dialog={removing}
        remove={remove}
        message={(item) => t('planner.checklist.deleteConfirm', { text: taskText(item, t) })}
        deleted={() => t('planner.checklist.deleted')}
      />
    </section>
  )
}

function Task({ item, event, onEdit, onDelete }: { item: TChecklistItem; event: TPlannerEvent; onEdit: () => void; onDelete: () => void }) {
  const t = useT()
  const locale = useLocale()
  const tick = usePlannerChange((done: boolean) => callApi(updateTaskEndpoint, { params: { itemId: item.id }, body: { done } }))
  const text = taskText(item, t)
  const fn = event.functions.find((candidate) => candidate.id === item.functionId)
  const overdue = !item.done && item.dueOn !== null && item.dueOn < todayInDhaka()
  const boxId = `task-${item.id}`
  return (
    <li className="grid grid-cols-[auto_1fr] items-start gap-x-3 px-3 py-3 sm:grid-cols-[auto_1fr_auto] sm:px-4">
      <input
        id={boxId}
        type="checkbox"
        className="mt-0.5 size-6 shrink-0 accent-brand-700 dark:accent-brand-300"
        checked={tick.isPending ? (tick.variables ?? item.done) : item.done}
        disabled={tick.isPending}
        onChange={(changed) => tick.mutate(changed.target.checked, { onError: (error) => notify.error(errorMessage(error), 'planner') })}
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={boxId}
          className={`block cursor-pointer [overflow-wrap:anywhere] ${item.done ? 'text-stone-500 line-through dark:text-stone-500' : ''}`}
        >
          {text}
        </label>
        <p className="mt-0.5 text-sm text-stone-600 dark:text-stone-400">
          {item.dueOn && (
            <time dateTime={item.dueOn} className={overdue ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>
              {formatDate(item.dueOn, locale)}
              {overdue && ` · ${t('planner.checklist.overdue')}`}
            </time>
          )}
          {item.dueOn && fn && ' · '}
          {fn && t('planner.checklist.for', { name: functionName(fn, t) })}
        </p>
      </div>
      {/* Under the task on a phone, beside it on a wider screen. */}
      <div className="col-start-2 -ml-3 flex gap-1 sm:col-start-3 sm:row-start-1 sm:ml-0">
        <button type="button" className="btn-ghost min-h-11 px-3 text-sm" onClick={onEdit}>
          {t('planner.edit')}
          <span className="sr-only"> {text}</span>
        </button>
        <button type="button" className="btn-ghost min-h-11 px-3 text-sm text-red-700 dark:text-red-300" onClick={onDelete}>
          {t('planner.delete')}
          <span className="sr-only"> {text}</span>
        </button>
      </div>
    </li>
  )
}
