import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { PLANNER_LIMITS, SUGGESTED_FUNCTIONS } from '@utsab/shared/planner'
import { ZCreateEvent, type TPlannerEvent } from '@utsab/shared/schemas/planner'
import { Checkbox } from '#app/components/ui/checkbox'
import { Field } from '#app/components/ui/field'
import { FormDialog } from '#app/components/ui/form-dialog'
import { SubmitButton } from '#app/components/ui/submit-button'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { callApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { notify } from '#app/lib/toast'
import { usePlannerChange } from '../api/planner'
import { createEventEndpoint } from '../api/endpoints'
import { kindName } from '../lib'
import { FunctionFields } from './planner-dialogs'

type TInput = z.input<typeof ZCreateEvent>
type TOutput = z.output<typeof ZCreateEvent>

const suggested = (): TInput => ({
  title: '',
  functions: SUGGESTED_FUNCTIONS.map((kind) => ({ kind, date: '', place: '' })),
  withChecklist: true,
})

/**
 * A new event: its name, its functions (holud, wedding and reception to start with, each with a date and a place that
 * may be left blank) and whether the usual tasks go on its checklist. `inDialog`: the form of the New event dialog
 * (the dialog's button sends it); else a card of its own, where a family with no event starts.
 */
export function CreateEventForm({
  id,
  onCreated,
  inDialog = false,
}: {
  id?: string
  onCreated: (event: TPlannerEvent) => void
  inDialog?: boolean
}) {
  const t = useT()
  const ownId = useId()
  const formId = id ?? ownId
  const create = usePlannerChange((body: TOutput) => callApi(createEventEndpoint, { body }))
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(ZCreateEvent), defaultValues: suggested() })
  const functions = useFieldArray({ control: form.control, name: 'functions' })
  const placeError = useServerFieldErrors(form, { fields: ['title', 'functions'] as never })
  const errors = form.formState.errors
  return (
    <form
      id={formId}
      aria-label={t('planner.create.title')}
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) =>
        create.mutate(values, {
          onSuccess: (event) => {
            notify.success(t('planner.create.done'), 'planner')
            form.reset(suggested())
            onCreated(event)
          },
          onError: (error) => {
            const rest = placeError(error)
            if (rest) notify.error(rest, 'planner')
          },
        }),
      )}
    >
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('planner.create.explain')}</p>
      <Field
        label={t('planner.label.eventTitle')}
        placeholder={t('planner.create.titlePlaceholder')}
        error={errors.title?.message}
        maxLength={100}
        markRequired
        {...form.register('title')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t('planner.create.functions')}</legend>
        {functions.fields.map((field, index) => {
          const name = kindName(form.getValues(`functions.${index}.kind`) ?? 'other', t)
          return (
            <div key={field.id} className="rounded-xl border border-stone-200 p-3 dark:border-stone-800">
              <FunctionFields form={form as never} errors={errors.functions?.[index] as never} prefix={`functions.${index}.`} compact />
              <button
                type="button"
                className="btn-ghost mt-2 min-h-11 px-3 text-sm text-red-700 dark:text-red-300"
                onClick={() => functions.remove(index)}
              >
                {t('planner.create.removeFunction', { name })}
              </button>
            </div>
          )
        })}
        {functions.fields.length < PLANNER_LIMITS.functionsPerEvent && (
          <button
            type="button"
            className="btn-secondary self-start"
            onClick={() => functions.append({ kind: 'other', date: '', place: '' })}
          >
            {t('planner.create.addFunction')}
          </button>
        )}
      </fieldset>
      <Checkbox label={t('planner.create.withChecklist')} {...form.register('withChecklist')} />
      {!inDialog && (
        <SubmitButton pending={create.isPending} pendingLabel={t('planner.create.pending')} className="btn-primary self-start">
          {t('planner.create.submit')}
        </SubmitButton>
      )}
    </form>
  )
}

/** New event, for a family that has one already. */
export function CreateEventDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean
  onClose: () => void
  onCreated: (event: TPlannerEvent) => void
}) {
  const t = useT()
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={false}
      title={t('planner.create.title')}
      closeLabel={t('planner.cancel')}
      submitLabel={t('planner.create.submit')}
      pendingLabel={t('planner.create.pending')}
    >
      {(formId) => (
        <CreateEventForm
          id={formId}
          inDialog
          onCreated={(event) => {
            onClose()
            onCreated(event)
          }}
        />
      )}
    </FormDialog>
  )
}
