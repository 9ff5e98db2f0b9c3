import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { formatDate } from '@utsab/shared/format'
import { ZAttachBooking, type TBookingAttachment } from '@utsab/shared/schemas/planner'
import { FormDialog } from '#app/components/ui/form-dialog'
import { Link } from '#app/components/ui/link'
import { Select } from '#app/components/ui/select'
import { useDialogFor } from '#app/components/ui/use-dialog-for'
import { useLocale, useT } from '#app/lib/i18n'
import type { TSeed } from '#app/lib/loader-seed'
import { errorMessage, notify } from '#app/lib/toast'
import { useAttachBooking, useAttachment } from '../api/planner'
import { functionName } from '../lib'

/**
 * On one's own booking's page (issue 37): which function of one's event the booking is for, with Add to my event (a
 * function to choose, by event), Change function and Remove from event; with no event yet, a way to the planner.
 */
export function AddToEvent({ seed }: { seed: TSeed<TBookingAttachment> }) {
  const t = useT()
  const locale = useLocale()
  const { data: attachment } = useAttachment(seed)
  const choosing = useDialogFor<true>()
  const attach = useAttachBooking(attachment.orderId)
  const event = attachment.events.find((candidate) => candidate.id === attachment.eventId)
  const fn = event?.functions.find((candidate) => candidate.id === attachment.functionId)
  const hasFunctions = attachment.events.some((candidate) => candidate.functions.length > 0)
  const choose = (functionId: string | null) =>
    attach.mutate(functionId, {
      onSuccess: (answer) => {
        const chosen = answer.events.flatMap((candidate) => candidate.functions).find((candidate) => candidate.id === answer.functionId)
        notify.success(
          chosen ? t('planner.attach.added', { function: functionName(chosen, t) }) : t('planner.attach.removed'),
          'planner-attach',
        )
        choosing.close()
      },
      onError: (error) => notify.error(errorMessage(error), 'planner-attach'),
    })
  return (
    <section aria-labelledby="booking-planner" className="card mt-6 flex flex-col gap-3 p-4 sm:p-6">
      <h2 id="booking-planner" className="text-lg font-semibold">
        {t('planner.attach.title')}
      </h2>
      {event && fn ? (
        <p className="font-medium [overflow-wrap:anywhere]">
          {t('planner.attach.for', { function: functionName(fn, t), event: event.title })}
          {fn.date && <span className="font-normal text-stone-600 dark:text-stone-400"> · {formatDate(fn.date, locale)}</span>}
        </p>
      ) : (
        <p className="text-stone-700 dark:text-stone-300">{hasFunctions ? t('planner.attach.explain') : t('planner.attach.noEvent')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {hasFunctions ? (
          <>
            <button type="button" className={fn ? 'btn-secondary' : 'btn-primary'} onClick={() => choosing.open(true)}>
              {fn ? t('planner.attach.change') : t('planner.attach.add')}
            </button>
            {fn && (
              <button
                type="button"
                className="btn-ghost border border-stone-300 text-red-700 dark:border-stone-700 dark:text-red-300"
                disabled={attach.isPending}
                onClick={() => choose(null)}
              >
                {t('planner.attach.remove')}
              </button>
            )}
          </>
        ) : (
          <Link to="/dashboard/planner" className="btn-primary">
            {t('planner.attach.openPlanner')}
          </Link>
        )}
      </div>
      <FormDialog
        open={choosing.isOpen}
        onClose={choosing.close}
        pending={attach.isPending}
        title={t('planner.attach.chooseTitle')}
        closeLabel={t('planner.cancel')}
        submitLabel={t('planner.attach.submit')}
        pendingLabel={t('planner.saving')}
      >
        {(formId) => (
          <ChooseFunction key={choosing.formKey} id={formId} attachment={attachment} onChoose={(functionId) => choose(functionId)} />
        )}
      </FormDialog>
    </section>
  )
}

function ChooseFunction({
  id,
  attachment,
  onChoose,
}: {
  id: string
  attachment: TBookingAttachment
  onChoose: (functionId: string) => void
}) {
  const t = useT()
  const locale = useLocale()
  const first = attachment.functionId ?? attachment.events.find((e) => e.functions.length > 0)?.functions[0]?.id ?? ''
  const form = useForm<{ functionId: string }>({ resolver: zodResolver(ZAttachBooking), defaultValues: { functionId: first } })
  return (
    <form
      id={id}
      noValidate
      aria-label={t('planner.attach.chooseTitle')}
      onSubmit={form.handleSubmit((values) => onChoose(values.functionId))}
    >
      <Select
        label={t('planner.attach.choose')}
        error={form.formState.errors.functionId?.message}
        markRequired
        defaultValue={first}
        groups={attachment.events
          .filter((event) => event.functions.length > 0)
          .map((event) => ({
            label: event.title,
            options: event.functions.map((fn) => ({
              value: fn.id,
              label: fn.date ? `${functionName(fn, t)} · ${formatDate(fn.date, locale)}` : functionName(fn, t),
            })),
          }))}
        {...form.register('functionId')}
      />
    </form>
  )
}
