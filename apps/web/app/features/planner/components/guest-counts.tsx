import { formatDate, plainDigits } from '@utsab/shared/format'
import type { TGuestCounts } from '@utsab/shared/schemas/guests'
import type { TPlannerFunction } from '@utsab/shared/schemas/planner'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { useLocale, useT } from '#app/lib/i18n'
import { functionName } from '../lib'

export type TVenueBooking = TGuestCounts['venueBookings'][number]
type TRow = { fn: TPlannerFunction; counts: TGuestCounts }

/**
 * The answers per function (invited, coming with their heads, maybe, not coming, no answer, dietary notes); beside a
 * function with a venue booking, the guests it was booked for and "Tell the venue" the heads coming.
 */
export function GuestCounts({
  functions,
  counts,
  onTellVenue,
}: {
  functions: readonly TPlannerFunction[]
  counts: readonly TGuestCounts[]
  onTellVenue: (fn: TPlannerFunction, booking: TVenueBooking, heads: number) => void
}) {
  const t = useT()
  const locale = useLocale()
  const n = (value: number) => plainDigits(value, locale)
  const rows = functions.flatMap((fn) => {
    const found = counts.find((row) => row.functionId === fn.id)
    return found ? [{ fn, counts: found }] : []
  })
  const columns: TColumn<TRow>[] = [
    {
      key: 'function',
      header: t('guests.counts.function'),
      rowHeader: true,
      cell: ({ fn, counts: row }) => (
        <div className="flex flex-col gap-1">
          <span className="font-semibold [overflow-wrap:anywhere]">{functionName(fn, t)}</span>
          {fn.date && <span className="text-sm text-stone-600 dark:text-stone-400">{formatDate(fn.date, locale)}</span>}
          {row.venueBookings.map((booking) => (
            <span key={booking.orderId} className="flex flex-col items-start gap-1 text-sm">
              <span className="text-stone-700 dark:text-stone-300">
                {booking.guests === null
                  ? t('guests.counts.bookingNoGuests', { number: n(booking.number) })
                  : t('guests.counts.booking', { number: n(booking.number), guests: n(booking.guests) })}
              </span>
              {row.attendingHeads > 0 && row.attendingHeads !== booking.guests && (
                <button
                  type="button"
                  className="btn-secondary min-h-11 text-sm"
                  onClick={() => onTellVenue(fn, booking, row.attendingHeads)}
                >
                  {t('guests.counts.tellVenue', { count: n(row.attendingHeads) })}
                </button>
              )}
            </span>
          ))}
        </div>
      ),
    },
    {
      key: 'invited',
      header: t('guests.counts.invited'),
      cell: ({ counts: row }) => t('guests.counts.invitedValue', { count: n(row.invited), heads: n(row.invitedHeads) }),
    },
    {
      key: 'attending',
      header: t('guests.counts.attending'),
      cell: ({ counts: row }) => <strong className="text-emerald-800 dark:text-emerald-300">{n(row.attendingHeads)}</strong>,
    },
    { key: 'maybe', header: t('guests.counts.maybe'), cell: ({ counts: row }) => n(row.maybe) },
    { key: 'declined', header: t('guests.counts.declined'), cell: ({ counts: row }) => n(row.declined) },
    { key: 'notAnswered', header: t('guests.counts.notAnswered'), cell: ({ counts: row }) => n(row.notAnswered) },
    { key: 'dietary', header: t('guests.counts.dietary'), cell: ({ counts: row }) => n(row.dietaryNotes) },
  ]
  return (
    <div className="mt-4">
      <h3 className="text-lg font-semibold">{t('guests.counts.title')}</h3>
      <DataTable
        className="mt-2 tabular-nums"
        rows={rows}
        columns={columns}
        rowKey={(row) => row.fn.id}
        caption={t('guests.counts.title')}
      />
    </div>
  )
}
