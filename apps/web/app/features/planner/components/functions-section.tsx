import { formatDate, formatMoney, formatWeekday, plainDigits } from '@utsab/shared/format'
import type { TPlannerEvent, TPlannerFunction } from '@utsab/shared/schemas/planner'
import { Link } from '#app/components/ui/link'
import { useDialogFor } from '#app/components/ui/use-dialog-for'
import { callApi } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { StatusBadge } from '#app/widgets/status-badge'
import { usePlannerChange } from '../api/planner'
import { deleteFunctionEndpoint } from '../api/endpoints'
import { functionName, kindName } from '../lib'
import { FunctionDialog } from './planner-dialogs'
import { DeleteConfirm, PlannerSectionHeader } from './planner-kit'

/**
 * The event's functions by date, each a card: its name (and kind when it has its own name), the day, the place with
 * its map, and the bookings attached to it with their state and money. Edit and Delete on each; Add a function.
 */
export function FunctionsSection({ event }: { event: TPlannerEvent }) {
  const t = useT()
  const editing = useDialogFor<TPlannerFunction | null>()
  const removing = useDialogFor<TPlannerFunction>()
  const remove = usePlannerChange((fn: TPlannerFunction) => callApi(deleteFunctionEndpoint, { params: { functionId: fn.id } }))
  return (
    <section aria-labelledby="planner-functions" className="mt-10">
      <PlannerSectionHeader
        id="planner-functions"
        title={t('planner.functions.title')}
        actions={
          <button type="button" className="btn-secondary" onClick={() => editing.open(null)}>
            {t('planner.functions.add')}
          </button>
        }
      />
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {event.functions.map((fn) => (
          <FunctionCard key={fn.id} fn={fn} onEdit={() => editing.open(fn)} onDelete={() => removing.open(fn)} />
        ))}
      </ul>
      <FunctionDialog
        open={editing.isOpen}
        formKey={editing.formKey}
        onClose={editing.close}
        eventId={event.id}
        fn={editing.subject ?? null}
      />
      <DeleteConfirm
        dialog={removing}
        remove={remove}
        message={(fn) => t('planner.functions.deleteConfirm', { name: functionName(fn, t) })}
        deleted={(fn) => t('planner.functions.deleted', { name: functionName(fn, t) })}
      />
    </section>
  )
}

function FunctionCard({ fn, onEdit, onDelete }: { fn: TPlannerFunction; onEdit: () => void; onDelete: () => void }) {
  const t = useT()
  const locale = useLocale()
  const name = functionName(fn, t)
  return (
    <li className="card flex flex-col gap-3 p-4 sm:p-5">
      <div>
        <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">{name}</h3>
        {fn.title && <p className="text-sm text-stone-600 dark:text-stone-400">{kindName(fn.kind, t)}</p>}
        <p className="mt-1 font-medium">
          {fn.date ? (
            <time dateTime={fn.date}>
              {formatWeekday(fn.date, locale)}, {formatDate(fn.date, locale)}
            </time>
          ) : (
            <span className="text-stone-600 dark:text-stone-400">{t('planner.functions.noDate')}</span>
          )}
        </p>
        {(fn.place || fn.mapUrl) && (
          <p className="text-sm text-stone-700 [overflow-wrap:anywhere] dark:text-stone-300">
            {fn.place}
            {fn.place && fn.mapUrl && ' · '}
            {fn.mapUrl && (
              <a href={fn.mapUrl} className="link" target="_blank" rel="noopener noreferrer">
                {t('planner.functions.map')}
              </a>
            )}
          </p>
        )}
      </div>
      <div>
        <h4 className="text-sm font-semibold text-stone-600 dark:text-stone-400">{t('planner.functions.bookings')}</h4>
        {fn.bookings.length === 0 ? (
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
            {t('planner.functions.noBookings')}{' '}
            <Link to="/service" className="link">
              {t('planner.functions.findServices')}
            </Link>
          </p>
        ) : (
          <ul className="mt-1 flex flex-col divide-y divide-stone-200 dark:divide-stone-800">
            {fn.bookings.map((booking) => (
              <li key={booking.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
                <Link to={`/orders/${booking.id}`} className="link min-w-0 font-medium [overflow-wrap:anywhere]">
                  {t('planner.functions.booking', {
                    number: plainDigits(booking.number, locale),
                    name: (locale === 'bn' && booking.eventBn) || booking.event,
                  })}
                </Link>
                <span className="flex items-center gap-2">
                  <StatusBadge of="booking" status={booking.status} />
                  <span className="tabular-nums">
                    {t('planner.functions.total', {
                      total: formatMoney(booking.total, locale),
                      paid: formatMoney(booking.amountPaid, locale),
                    })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <button type="button" className="btn-secondary min-h-11" onClick={onEdit}>
          {t('planner.edit')}
          <span className="sr-only"> {name}</span>
        </button>
        <button
          type="button"
          className="btn-ghost min-h-11 border border-stone-300 text-red-700 dark:border-stone-700 dark:text-red-300"
          onClick={onDelete}
        >
          {t('planner.delete')}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
    </li>
  )
}
