import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { groupDigits, isWeekend, todayInDhaka } from '@utsab/shared/format'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { useLocale, useT } from '#app/lib/i18n'
import {
  addMonths,
  clampDate,
  compareMonths,
  dayLabel,
  dayState,
  monthGrid,
  monthLabel,
  monthOf,
  moveByKey,
  weekdayNames,
  type TDayState,
  type TMonth,
  SHORT_WEEKDAYS,
  WEEKEND_COLUMNS,
} from '#app/lib/calendar'

/** What a screen reader hears after a day's name when it cannot be picked. */
const STATE_WORDS: Record<Exclude<TDayState, 'available'>, TMessageKey> = {
  booked: 'calendar.booked',
  unavailable: 'calendar.unavailable',
}

type TProps = {
  /** What the day is (the group's name): "Event date", "Delivery date". */
  label: string
  /** The chosen day, or null. */
  value: string | null
  onChange: (value: string) => void
  /** First and last day that may be picked (the server's availability window). */
  min: string
  max: string
  /** Days that are taken (struck through, not pickable); none by default. */
  booked?: readonly string[]
  /** Ids of an error or hint that describe the picker. */
  describedBy?: string
}

const NONE: readonly string[] = []

/**
 * A month calendar to pick a day (the event date inline on a detail page; any date field's calendar, see DateField): a table of day buttons with month navigation. Past days and
 * days outside the window are "unavailable", taken days "booked"; both stay focusable (aria-disabled)
 * so a screen reader hears why. One day is in the tab order; arrows, Home/End and Page Up/Down move.
 * Friday and Saturday, Bangladesh's weekend (when most weddings are held), are marked in their columns.
 */
export function DatePicker({ label, value, onChange, min, max, booked = NONE, describedBy }: TProps) {
  const t = useT()
  const locale = useLocale()
  const labelId = useId()
  const monthId = useId()
  const bookedSet = useMemo(() => new Set(booked), [booked])
  const [focused, setFocused] = useState(() => clampDate(value ?? todayInDhaka(), min, max))
  const [shown, setShown] = useState<TMonth>(() => monthOf(focused))
  const grid = useRef<HTMLTableElement>(null)
  const range = { min, max }
  const canPrev = compareMonths(shown, monthOf(min)) > 0
  const canNext = compareMonths(shown, monthOf(max)) < 0

  const focusDay = (iso: string) => {
    const next = clampDate(iso, min, max)
    setFocused(next)
    setShown(monthOf(next))
    // After React has rendered the month that holds it.
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus())
  }

  const showMonth = (month: TMonth) => {
    setShown(month)
    const first = `${month.year}-${String(month.month + 1).padStart(2, '0')}-01`
    setFocused(clampDate(first, min, max))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement
    const day = target.dataset.day
    if (!day) return
    const next = moveByKey(day, event.key, event.shiftKey)
    if (!next) return
    event.preventDefault()
    focusDay(next)
  }

  // The focused day must be in the shown month to be the tab stop; else the month's first pickable day is.
  const tabStop =
    compareMonths(monthOf(focused), shown) === 0
      ? focused
      : clampDate(`${shown.year}-${String(shown.month + 1).padStart(2, '0')}-01`, min, max)

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className="card p-4">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className="btn-ghost size-11 px-0"
          aria-label={t('calendar.previous')}
          disabled={!canPrev}
          onClick={() => showMonth(addMonths(shown, -1))}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M12.7 5.3a1 1 0 0 1 0 1.4L9.4 10l3.3 3.3a1 1 0 1 1-1.4 1.4l-4-4a1 1 0 0 1 0-1.4l4-4a1 1 0 0 1 1.4 0z" />
          </svg>
        </button>
        <div className="text-center">
          <p id={labelId} className="text-sm font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400">
            {label}
          </p>
          <p id={monthId} aria-live="polite" className="font-semibold">
            {monthLabel(shown, locale)}
          </p>
        </div>
        <button
          type="button"
          className="btn-ghost size-11 px-0"
          aria-label={t('calendar.next')}
          disabled={!canNext}
          onClick={() => showMonth(addMonths(shown, 1))}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M7.3 14.7a1 1 0 0 1 0-1.4l3.3-3.3-3.3-3.3a1 1 0 0 1 1.4-1.4l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4 0z" />
          </svg>
        </button>
      </div>
      <table ref={grid} aria-labelledby={monthId} className="mt-3 w-full table-fixed border-collapse text-center" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayNames(locale).map((name, index) => (
              <th
                key={name}
                scope="col"
                className={`pb-1 text-xs font-medium ${WEEKEND_COLUMNS.has(index) ? 'text-brand-700 dark:text-brand-300' : 'text-stone-600 dark:text-stone-400'}`}
              >
                <abbr title={name} className="no-underline">
                  {t(SHORT_WEEKDAYS[index]!)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(shown).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={column} />
                const state = dayState(day, range, bookedSet)
                const chosen = day === value
                const weekend = isWeekend(day)
                return (
                  <td key={day} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === tabStop ? 0 : -1}
                      aria-pressed={chosen}
                      aria-disabled={state !== 'available' || undefined}
                      aria-label={[
                        dayLabel(day, locale),
                        ...(weekend ? [t('calendar.weekend')] : []),
                        ...(state === 'available' ? [] : [t(STATE_WORDS[state])]),
                      ].join(', ')}
                      onClick={() => {
                        setFocused(day)
                        if (state === 'available') onChange(day)
                      }}
                      className={`relative mx-auto flex size-10 items-center justify-center rounded-full text-sm transition-colors ${
                        chosen
                          ? 'bg-brand-700 font-bold text-white'
                          : state === 'booked'
                            ? 'cursor-not-allowed text-stone-500 line-through dark:text-stone-400'
                            : state === 'unavailable'
                              ? 'cursor-not-allowed text-stone-400 dark:text-stone-600'
                              : `font-medium hover:bg-brand-100 dark:hover:bg-stone-800 ${weekend ? 'bg-brand-50 text-brand-800 dark:bg-stone-800/60 dark:text-brand-200' : ''}`
                      }`}
                    >
                      {groupDigits(Number(day.slice(8)), locale)}
                      {state === 'booked' && <span aria-hidden="true" className="absolute bottom-1 size-1 rounded-full bg-red-600" />}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600 dark:text-stone-400" aria-hidden="true">
        <span className="inline-flex items-center gap-1">
          <span className="size-2.5 rounded-full bg-brand-700" /> {t('calendar.legendChosen')}
        </span>
        {booked !== NONE && (
          <span className="inline-flex items-center gap-1">
            <span className="size-1.5 rounded-full bg-red-600" /> {t('calendar.legendBooked')}
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <span className="size-2.5 rounded-full bg-brand-50 ring-1 ring-brand-200 dark:bg-stone-800 dark:ring-stone-600" />{' '}
          {t('calendar.legendWeekend')}
        </span>
      </p>
    </div>
  )
}
