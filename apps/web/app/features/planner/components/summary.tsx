import { formatDate, formatMoney, plainDigits, todayInDhaka } from '@utsab/shared/format'
import type { TPlannerEvent } from '@utsab/shared/schemas/planner'
import { Stats } from '#app/components/ui/stats'
import { useLocale, useT } from '#app/lib/i18n'

/** The event at a glance: what is booked against the plan, what is still to pay and by when, how many tasks are done. */
export function PlannerSummary({ event }: { event: TPlannerEvent }) {
  const t = useT()
  const locale = useLocale()
  const { total } = event.budget
  const today = todayInDhaka()
  const done = event.checklist.filter((item) => item.done).length
  const overdue = event.checklist.filter((item) => !item.done && item.dueOn !== null && item.dueOn < today).length
  return (
    <Stats
      className="mt-6"
      stats={[
        {
          label: t('planner.summary.booked'),
          value: formatMoney(total.booked, locale),
          note: total.planned > 0 ? t('planner.summary.ofPlanned', { planned: formatMoney(total.planned, locale) }) : undefined,
        },
        {
          label: t('planner.summary.due'),
          value: formatMoney(total.due, locale),
          note: total.due > 0 && total.nextDueOn ? t('planner.summary.nextDue', { date: formatDate(total.nextDueOn, locale) }) : undefined,
        },
        {
          label: t('planner.summary.tasks'),
          value: t('planner.summary.taskCount', { done: plainDigits(done, locale), total: plainDigits(event.checklist.length, locale) }),
          note:
            overdue > 0 ? (
              <span className="font-semibold text-red-700 dark:text-red-300">{t('planner.summary.overdue', { count: overdue })}</span>
            ) : undefined,
        },
      ]}
    />
  )
}
