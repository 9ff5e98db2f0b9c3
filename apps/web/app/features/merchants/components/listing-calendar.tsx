import { useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { VENUE_SHIFTS, type TListingKind, type TVenueShift } from '@utsab/shared/constants'
import { plainDigits, todayInDhaka } from '@utsab/shared/format'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TBlockedDate, TCalendarBooking, TListingCalendar } from '@utsab/shared/schemas/calendar'
import { Dialog } from '#app/components/ui/dialog'
import { Field } from '#app/components/ui/field'
import { PendingButton } from '#app/components/ui/pending-button'
import { WithHiddenName } from '#app/components/ui/slotted-text'
import { dayLabel, monthGrid, moveByKey, SHORT_WEEKDAYS, WEEKEND_COLUMNS, type TMonth } from '#app/lib/calendar'
import { useLocale, useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { useBlockDate, useUnblockDate } from '../api/calendar'

/** The slots a kind sells on a date: a venue's two shifts, the whole date of the others. */
const slotsOf = (kind: TListingKind): (TVenueShift | null)[] => (kind === 'venue' ? [...VENUE_SHIFTS] : [null])

const SLOT_NAMES: Record<TVenueShift | 'whole', TMessageKey> = {
  day: 'merchants.calendar.slot.day',
  evening: 'merchants.calendar.slot.evening',
  whole: 'merchants.calendar.slot.whole',
}

type TDay = { bookings: TCalendarBooking[]; blocks: TBlockedDate[] }

/**
 * A month of one listing (issue 17): each day shows a bar per slot (a venue's day and evening, the whole date of the
 * others), brand-coloured when booked on Utsab, hatched when the merchant blocked it. Choosing a day opens it: its
 * bookings, and a button per free slot to block it (with a note only the merchant sees) or per blocked slot to free it.
 * The arrows move between days (one tab stop for the grid), as in the customers' date picker.
 */
export function ListingCalendar({ kind, month, calendar }: { kind: TListingKind; month: TMonth; calendar: TListingCalendar }) {
  const t = useT()
  const locale = useLocale()
  const today = todayInDhaka()
  const weeks = monthGrid(month)
  const byDate = useMemo(() => {
    const days = new Map<string, TDay>()
    const day = (date: string) => days.get(date) ?? days.set(date, { bookings: [], blocks: [] }).get(date)!
    for (const booking of calendar.bookings) day(booking.date).bookings.push(booking)
    for (const block of calendar.blocks) day(block.date).blocks.push(block)
    return days
  }, [calendar])
  const firstDay = weeks.flat().find(Boolean)!
  const [focused, setFocused] = useState(today.startsWith(firstDay.slice(0, 7)) ? today : firstDay)
  const [opened, setOpened] = useState<string | null>(null)
  const [shownDay, setShownDay] = useState<string | null>(null)
  const grid = useRef<HTMLTableElement>(null)
  const slots = slotsOf(kind)

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const day = (event.target as HTMLElement).dataset.day
    const next = day ? moveByKey(day, event.key) : undefined
    if (!next || !next.startsWith(firstDay.slice(0, 7))) return
    event.preventDefault()
    setFocused(next)
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus())
  }

  const summary = (date: string) => {
    const entry = byDate.get(date)
    const name = dayLabel(date, locale)
    if (!entry) return t('merchants.calendar.summaryFree', { date: name })
    return t('merchants.calendar.summary', { date: name, booked: entry.bookings.length, blocked: entry.blocks.length })
  }

  return (
    <div>
      <table ref={grid} onKeyDown={onKeyDown} className="w-full table-fixed border-separate border-spacing-1">
        <thead>
          <tr>
            {SHORT_WEEKDAYS.map((key, column) => (
              <th
                key={key}
                scope="col"
                className={`pb-1 text-xs font-semibold ${WEEKEND_COLUMNS.has(column) ? 'text-brand-700 dark:text-brand-300' : 'text-stone-600 dark:text-stone-400'}`}
              >
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((date, column) =>
                date ? (
                  <td key={date} className="p-0 align-top">
                    <button
                      type="button"
                      data-day={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={summary(date)}
                      aria-haspopup="dialog"
                      onClick={() => {
                        setFocused(date)
                        setShownDay(date)
                        setOpened(date)
                      }}
                      className={`flex min-h-14 w-full flex-col items-stretch gap-1 rounded-lg border p-1 text-left sm:min-h-20 sm:p-2 ${
                        date === today ? 'border-brand-700 dark:border-brand-300' : 'border-stone-200 dark:border-stone-700'
                      } ${date < today ? 'bg-stone-100 text-stone-600 dark:bg-stone-900 dark:text-stone-400' : 'bg-white hover:bg-brand-50 dark:bg-stone-950 dark:hover:bg-stone-800'}`}
                    >
                      <span
                        aria-hidden="true"
                        className={`text-sm font-semibold ${WEEKEND_COLUMNS.has(column) ? 'text-brand-700 dark:text-brand-300' : ''}`}
                      >
                        {plainDigits(Number(date.slice(8)), locale)}
                      </span>
                      <span aria-hidden="true" className="flex flex-col gap-0.5">
                        {slots.map((shift) => (
                          <SlotBar key={shift ?? 'whole'} state={slotState(byDate.get(date), shift)} />
                        ))}
                      </span>
                    </button>
                  </td>
                ) : (
                  <td key={`empty-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-stone-700 dark:text-stone-300">
        <span className="font-semibold">{t('merchants.calendar.legend')}:</span>
        <span className="inline-flex items-center gap-2">
          <span className="w-8">
            <SlotBar state="booked" />
          </span>
          {t('merchants.calendar.legendBooked')}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="w-8">
            <SlotBar state="blocked" />
          </span>
          {t('merchants.calendar.legendBlocked')}
        </span>
      </div>
      <Dialog
        open={opened !== null}
        onClose={() => setOpened(null)}
        onClosed={() => setShownDay(null)}
        size="sm"
        title={shownDay ? dayLabel(shownDay, locale) : ''}
        footer={
          <button type="button" className="btn-secondary" onClick={() => setOpened(null)}>
            {t('merchants.calendar.close')}
          </button>
        }
      >
        {shownDay && (
          <DayPanel listingId={calendar.listingId} date={shownDay} slots={slots} day={byDate.get(shownDay)} past={shownDay < today} />
        )}
      </Dialog>
    </div>
  )
}

type TSlotState = 'free' | 'booked' | 'blocked'

function slotState(day: TDay | undefined, shift: TVenueShift | null): TSlotState {
  if (day?.bookings.some((booking) => booking.shift === shift)) return 'booked'
  if (day?.blocks.some((block) => block.shift === shift)) return 'blocked'
  return 'free'
}

function SlotBar({ state }: { state: TSlotState }) {
  const looks = {
    free: 'bg-stone-200 dark:bg-stone-700',
    booked: 'bg-brand-700 dark:bg-brand-300',
    blocked:
      'bg-[repeating-linear-gradient(135deg,var(--color-stone-600)_0_3px,transparent_3px_6px)] dark:bg-[repeating-linear-gradient(135deg,var(--color-stone-300)_0_3px,transparent_3px_6px)]',
  } as const
  return <span className={`block h-1.5 rounded-full ${looks[state]}`} />
}

/** One day: each slot with its booking, its block (and note) or a button to block it; past days are shown only. */
function DayPanel({
  listingId,
  date,
  slots,
  day,
  past,
}: {
  listingId: string
  date: string
  slots: (TVenueShift | null)[]
  day: TDay | undefined
  past: boolean
}) {
  const t = useT()
  const [note, setNote] = useState('')
  const block = useBlockDate(listingId)
  const unblock = useUnblockDate(listingId)
  return (
    <div className="space-y-4">
      {past && <p className="text-stone-700 dark:text-stone-300">{t('merchants.calendar.past')}</p>}
      {!past && slots.some((shift) => slotState(day, shift) === 'free') && (
        <Field
          label={t('merchants.calendar.note')}
          name="note"
          maxLength={200}
          value={note}
          placeholder={t('merchants.calendar.notePlaceholder')}
          onChange={(event) => setNote(event.target.value)}
        />
      )}
      <ul className="divide-y divide-stone-200 dark:divide-stone-800">
        {slots.map((shift) => {
          const slotName = t(SLOT_NAMES[shift ?? 'whole'])
          const booking = day?.bookings.find((entry) => entry.shift === shift)
          const blocked = day?.blocks.find((entry) => entry.shift === shift)
          const blocking = block.isPending && (block.variables.shift ?? null) === shift
          const freeing = unblock.isPending && unblock.variables === blocked?.id
          return (
            <li key={shift ?? 'whole'} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold">{slotName}</p>
                <p className="text-sm text-stone-700 dark:text-stone-300">
                  {booking
                    ? t(booking.status === 'requested' ? 'merchants.calendar.requestedBy' : 'merchants.calendar.bookedBy', {
                        number: booking.number,
                        name: booking.customerName,
                      })
                    : blocked
                      ? [t('merchants.calendar.blocked'), blocked.note].filter(Boolean).join(' · ')
                      : t('merchants.calendar.free')}
                </p>
              </div>
              {!past && !booking && blocked && (
                <PendingButton
                  pending={freeing}
                  className="btn-secondary min-h-11 px-4"
                  onClick={() =>
                    unblock.mutate(blocked.id, {
                      onSuccess: () => notify.success(t('merchants.calendar.freedToast')),
                      onError: (error) => notify.error(errorMessage(error)),
                    })
                  }
                >
                  <WithHiddenName text={(name) => t('merchants.calendar.unblock', { name })} name={slotName} />
                </PendingButton>
              )}
              {!past && !booking && !blocked && (
                <PendingButton
                  pending={blocking}
                  className="btn-primary min-h-11 px-4"
                  onClick={() =>
                    block.mutate(
                      { date, ...(shift ? { shift } : {}), ...(note.trim() ? { note: note.trim() } : {}) },
                      {
                        onSuccess: () => notify.success(t('merchants.calendar.blockedToast')),
                        onError: (error) => notify.error(errorMessage(error)),
                      },
                    )
                  }
                >
                  <WithHiddenName text={(name) => t('merchants.calendar.block', { name })} name={slotName} />
                </PendingButton>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
