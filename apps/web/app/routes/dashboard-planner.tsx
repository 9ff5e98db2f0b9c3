import { useSearchParams } from 'react-router'
import type { TGuestList } from '@utsab/shared/schemas/guests'
import type { TPlannerEvent, TPlannerEvents } from '@utsab/shared/schemas/planner'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { RouteErrorView } from '#app/components/ui/route-error'
import { Select } from '#app/components/ui/select'
import { useDialogFor } from '#app/components/ui/use-dialog-for'
import { requireUser } from '#app/features/auth/guard'
import { plannerEventEndpoint, plannerEventsEndpoint } from '#app/features/planner/api/endpoints'
import { useDeleteEvent, useEvent, useEvents } from '#app/features/planner/api/planner'
import { BudgetSection } from '#app/features/planner/components/budget-section'
import { ChecklistSection } from '#app/features/planner/components/checklist-section'
import { CreateEventDialog, CreateEventForm } from '#app/features/planner/components/create-event'
import { FunctionsSection } from '#app/features/planner/components/functions-section'
import { EventDialog } from '#app/features/planner/components/planner-dialogs'
import { PlannerSummary } from '#app/features/planner/components/summary'
import { guestListEndpoint } from '#app/features/planner/api/guest-endpoints'
import { GuestsSection } from '#app/features/planner/components/guests-section'
import { startConversationEndpoint } from '#app/features/messages/api/endpoints'
import { whatsappHref } from '#app/features/orders/components/whatsapp-link'
import { callApi, loadApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf, type TSeed } from '#app/lib/loader-seed'
import { pageSeo } from '#app/lib/seo'
import { errorMessage, notify } from '#app/lib/toast'
import type { Route } from './+types/dashboard-planner'

/**
 * The event planner (issue 37): everyone signed in plans their own events. `?event=` chooses one of them (the latest
 * by default); the page shows its functions with their bookings, its budget and its checklist.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context)
  const events = await loadApi(context, plannerEventsEndpoint)
  const wanted = new URL(request.url).searchParams.get('event')
  const chosen = events.data.find((event) => event.id === wanted) ?? events.data[0]
  const [event, guests] = chosen
    ? await Promise.all([
        loadApi(context, plannerEventEndpoint, { params: { eventId: chosen.id } }).then(seedOf),
        loadApi(context, guestListEndpoint, { params: { eventId: chosen.id } }).then(seedOf),
      ])
    : [null, null]
  return { events: seedOf(events), event, guests, i18n: pageMessages(request, 'planner', 'guests') }
}

export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, ({ t }) => ({ title: t('dashboard.link.planner'), description: t('planner.description'), noIndex: true }))

export default function DashboardPlanner({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { data: events } = useEvents(loaderData.events)
  const [, setSearchParams] = useSearchParams()
  const show = (event: { id: string }) => setSearchParams({ event: event.id })
  return (
    <section>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold focus:outline-none">
        {t('planner.title')}
      </h1>
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('planner.lead')}</p>
      {loaderData.event ? (
        <EventPlanner key={loaderData.event.data.id} seed={loaderData.event} guests={loaderData.guests} events={events} onShow={show} />
      ) : (
        <div className="card mt-6 max-w-2xl p-4 sm:p-6">
          <h2 className="text-xl font-bold">{t('planner.empty.title')}</h2>
          <p className="mt-2 text-stone-700 dark:text-stone-300">{t('planner.empty.text')}</p>
          <div className="mt-4">
            <CreateEventForm onCreated={show} />
          </div>
        </div>
      )}
    </section>
  )
}

function EventPlanner({
  seed,
  guests,
  events,
  onShow,
}: {
  seed: TSeed<TPlannerEvent>
  guests: TSeed<TGuestList> | null
  events: TPlannerEvents
  onShow: (event: { id: string }) => void
}) {
  const t = useT()
  const { data: event } = useEvent(seed)
  const creating = useDialogFor<true>()
  const editing = useDialogFor<true>()
  const removing = useDialogFor<true>()
  const [, setSearchParams] = useSearchParams()
  const remove = useDeleteEvent(event.id)
  return (
    <>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        {events.data.length > 1 ? (
          <Select
            label={t('planner.choose')}
            className="sm:max-w-sm sm:flex-1"
            value={event.id}
            onChange={(changed) => onShow({ id: changed.target.value })}
            options={events.data.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
          />
        ) : (
          <span />
        )}
        <button type="button" className="btn-secondary self-start sm:self-auto" onClick={() => creating.open(true)}>
          {t('planner.new')}
        </button>
      </div>
      <div className="card mt-4 p-4 sm:p-6">
        <h2 className="text-2xl font-bold [overflow-wrap:anywhere]">{event.title}</h2>
        {event.notes && <p className="mt-2 whitespace-pre-line text-stone-700 dark:text-stone-300">{event.notes}</p>}
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className="btn-secondary min-h-11" onClick={() => editing.open(true)}>
            {t('planner.editEvent')}
          </button>
          <button
            type="button"
            className="btn-ghost min-h-11 border border-stone-300 text-red-700 dark:border-stone-700 dark:text-red-300"
            onClick={() => removing.open(true)}
          >
            {t('planner.deleteEvent')}
          </button>
        </div>
      </div>
      <PlannerSummary event={event} />
      <FunctionsSection event={event} />
      <BudgetSection event={event} />
      <ChecklistSection event={event} />
      {guests && <GuestsSection event={event} seed={guests} whatsappHref={whatsappHref} tellVenue={tellVenue} />}
      <CreateEventDialog open={creating.isOpen} onClose={creating.close} onCreated={onShow} />
      <EventDialog open={editing.isOpen} formKey={editing.formKey} onClose={editing.close} event={event} />
      <ConfirmDialog
        open={removing.isOpen}
        message={t('planner.deleteEventConfirm', { title: event.title })}
        confirmLabel={t('planner.deleteEvent')}
        cancelLabel={t('planner.cancel')}
        busyLabel={t('planner.deleting')}
        busy={remove.isPending}
        onCancel={removing.close}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify.success(t('planner.eventDeleted'), 'planner')
              removing.close()
              setSearchParams({}, { replace: true })
            },
            onError: (error) => notify.error(errorMessage(error), 'planner'),
          })
        }
      />
    </>
  )
}

/** The new guest count goes to the venue as a message in the booking's conversation (the messages feature's endpoint). */
const tellVenue = (orderId: string, body: string) => callApi(startConversationEndpoint, { body: { orderId, body } })

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />
}
