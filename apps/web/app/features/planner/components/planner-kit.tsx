import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { FormDialog } from '#app/components/ui/form-dialog'
import type { useDialogFor } from '#app/components/ui/use-dialog-for'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { useT, type TTranslate } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'

/**
 * What the planner's sections and dialogs share: the event's page (`planner`) and its guest list (`guests`) each speak
 * with their own words and toasts, in the same shapes.
 */
export type TPlannerArea = 'planner' | 'guests'

const wordsOf = (area: TPlannerArea, t: TTranslate) =>
  area === 'guests'
    ? {
        cancel: t('guests.cancel'),
        save: t('guests.save'),
        saving: t('guests.saving'),
        saved: t('guests.saved'),
        remove: t('guests.delete'),
        removing: t('guests.deleting'),
      }
    : {
        cancel: t('planner.cancel'),
        save: t('planner.save'),
        saving: t('planner.saving'),
        saved: t('planner.saved'),
        remove: t('planner.delete'),
        removing: t('planner.deleting'),
      }

/** A section's heading (its id labels the section), a line under it when given, and its buttons beside it. */
export function PlannerSectionHeader({ id, title, note, actions }: { id: string; title: ReactNode; note?: ReactNode; actions: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {note}
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  )
}

/**
 * One planner form in a dialog: checked with its shared schema here as on the server; a refusal lands under its field,
 * anything else in a toast; saved, it closes and says so.
 */
export function PlannerFormDialog<TInput extends FieldValues, TOutput>({
  area = 'planner',
  open,
  onClose,
  title,
  form,
  save,
  fields,
  children,
}: {
  area?: TPlannerArea
  open: boolean
  onClose: () => void
  title: string
  form: UseFormReturn<TInput, unknown, TOutput>
  save: { mutate: (values: TOutput, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void; isPending: boolean }
  fields: readonly string[]
  children: ReactNode
}) {
  const t = useT()
  const words = wordsOf(area, t)
  const placeError = useServerFieldErrors(form, { fields: fields as never })
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={save.isPending}
      title={title}
      closeLabel={words.cancel}
      submitLabel={words.save}
      pendingLabel={words.saving}
    >
      {(formId) => (
        <form
          id={formId}
          aria-label={title}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) =>
            save.mutate(values, {
              onSuccess: () => {
                notify.success(words.saved, area)
                onClose()
              },
              onError: (error) => {
                const rest = placeError(error)
                if (rest) notify.error(rest, area)
              },
            }),
          )}
        >
          {children}
        </form>
      )}
    </FormDialog>
  )
}

/**
 * Asks before deleting the subject `dialog` was opened for (`message` names it); deleted, it closes and says so
 * (`deleted`), else the refusal in a toast.
 */
export function DeleteConfirm<T>({
  area = 'planner',
  dialog,
  remove,
  message,
  deleted,
}: {
  area?: TPlannerArea
  dialog: ReturnType<typeof useDialogFor<T>>
  remove: { mutate: (subject: T, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void; isPending: boolean }
  message: (subject: T) => string
  deleted: (subject: T) => string
}) {
  const t = useT()
  const words = wordsOf(area, t)
  const subject = dialog.subject
  return (
    <ConfirmDialog
      open={dialog.isOpen}
      message={subject ? message(subject) : ''}
      confirmLabel={words.remove}
      cancelLabel={words.cancel}
      busyLabel={words.removing}
      busy={remove.isPending}
      onCancel={dialog.close}
      onConfirm={() =>
        subject &&
        remove.mutate(subject, {
          onSuccess: () => {
            notify.success(deleted(subject), area)
            dialog.close()
          },
          onError: (error) => notify.error(errorMessage(error), area),
        })
      }
    />
  )
}
