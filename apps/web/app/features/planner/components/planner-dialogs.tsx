import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import {
  ZBudgetLineInput,
  ZChecklistItemInput,
  ZFunctionInput,
  ZUpdateEvent,
  type TBudgetLine,
  type TChecklistItem,
  type TPlannerEvent,
  type TPlannerFunction,
} from '@utsab/shared/schemas/planner'
import { Checkbox } from '#app/components/ui/checkbox'
import { DateField } from '#app/components/ui/date-field'
import { Field } from '#app/components/ui/field'
import { Select } from '#app/components/ui/select'
import { TextArea } from '#app/components/ui/text-area'
import { callApi } from '#app/lib/api-client'
import { useT } from '#app/lib/i18n'
import { usePlannerChange } from '../api/planner'
import {
  addFunctionEndpoint,
  addLineEndpoint,
  addTaskEndpoint,
  updateEventEndpoint,
  updateFunctionEndpoint,
  updateLineEndpoint,
  updateTaskEndpoint,
} from '../api/endpoints'
import { categoryOptions, functionName, kindOptions, taskText } from '../lib'
import { PlannerFormDialog } from './planner-kit'

type TDialogProps = { open: boolean; formKey: string; onClose: () => void }

type TFunctionForm = z.input<typeof ZFunctionInput>

/** Adds a function to the event, or changes one (`fn`): its kind, own name, date, place and map link. */
export function FunctionDialog({ eventId, fn, ...dialog }: TDialogProps & { eventId: string; fn: TPlannerFunction | null }) {
  const t = useT()
  const save = usePlannerChange((body: z.output<typeof ZFunctionInput>) =>
    fn
      ? callApi(updateFunctionEndpoint, { params: { functionId: fn.id }, body })
      : callApi(addFunctionEndpoint, { params: { eventId }, body }),
  )
  const form = useForm<TFunctionForm, unknown, z.output<typeof ZFunctionInput>>({
    resolver: zodResolver(ZFunctionInput),
    values: {
      kind: fn?.kind ?? 'wedding',
      title: fn?.title ?? '',
      date: fn?.date ?? '',
      place: fn?.place ?? '',
      mapUrl: fn?.mapUrl ?? '',
    },
  })
  const errors = form.formState.errors
  return (
    <PlannerFormDialog
      key={dialog.formKey}
      open={dialog.open}
      onClose={dialog.onClose}
      title={fn ? t('planner.functions.editTitle', { name: functionName(fn, t) }) : t('planner.functions.add')}
      form={form}
      save={save}
      fields={['kind', 'title', 'date', 'place', 'mapUrl']}
    >
      <FunctionFields form={form as never} errors={errors} />
    </PlannerFormDialog>
  )
}

/** A function's fields, in a dialog or in a new event's form (`prefix`: where they sit in that form). */
export function FunctionFields({
  form,
  errors,
  prefix = '',
  compact = false,
}: {
  form: UseFormReturn<never>
  errors: Partial<Record<'kind' | 'title' | 'date' | 'place' | 'mapUrl', { message?: string }>> | undefined
  prefix?: string
  compact?: boolean
}) {
  const t = useT()
  const register = (name: string) => form.register(`${prefix}${name}` as never)
  return (
    <div className={compact ? 'grid gap-3 sm:grid-cols-2' : 'flex flex-col gap-4'}>
      <Select
        label={t('planner.label.functionKind')}
        options={kindOptions(t)}
        error={errors?.kind?.message}
        markRequired
        defaultValue={form.getValues(`${prefix}kind` as never)}
        {...register('kind')}
      />
      <DateField label={t('planner.label.date')} error={errors?.date?.message} {...register('date')} />
      <Field label={t('planner.label.place')} error={errors?.place?.message} maxLength={200} {...register('place')} />
      {!compact && (
        <>
          <Field
            label={t('planner.label.functionTitle')}
            hint={t('planner.label.functionTitleHint')}
            error={errors?.title?.message}
            maxLength={80}
            {...register('title')}
          />
          <Field
            label={t('planner.label.mapLink')}
            hint={t('planner.label.mapLinkHint')}
            error={errors?.mapUrl?.message}
            type="url"
            inputMode="url"
            maxLength={500}
            {...register('mapUrl')}
          />
        </>
      )}
    </div>
  )
}

type TLineForm = z.input<typeof ZBudgetLineInput>

/** Adds a budget line or changes one: what it is, its category and amount; bought outside Utsab, what is paid and when the rest is due. */
export function LineDialog({ eventId, line, ...dialog }: TDialogProps & { eventId: string; line: TBudgetLine | null }) {
  const t = useT()
  const save = usePlannerChange((body: z.output<typeof ZBudgetLineInput>) =>
    line ? callApi(updateLineEndpoint, { params: { lineId: line.id }, body }) : callApi(addLineEndpoint, { params: { eventId }, body }),
  )
  const form = useForm<TLineForm, unknown, z.output<typeof ZBudgetLineInput>>({
    resolver: zodResolver(ZBudgetLineInput),
    values: {
      category: line?.category ?? 'venue',
      label: line?.label ?? '',
      planned: line ? String(line.planned) : '',
      paid: line?.outside ? String(line.paid) : '',
      outside: line?.outside ?? false,
      dueOn: line?.dueOn ?? '',
    },
  })
  const { register } = form
  const errors = form.formState.errors
  const outside = useWatch({ control: form.control, name: 'outside' })
  return (
    <PlannerFormDialog
      key={dialog.formKey}
      open={dialog.open}
      onClose={dialog.onClose}
      title={line ? t('planner.budget.editLine') : t('planner.budget.addLine')}
      form={form}
      save={save}
      fields={['category', 'label', 'planned', 'outside', 'paid', 'dueOn']}
    >
      <Select
        label={t('planner.label.category')}
        options={categoryOptions(t)}
        error={errors.category?.message}
        markRequired
        defaultValue={line?.category ?? 'venue'}
        {...register('category')}
      />
      <Field label={t('planner.label.lineLabel')} error={errors.label?.message} maxLength={100} markRequired {...register('label')} />
      <Field
        label={t('planner.label.planned')}
        hint={t('planner.label.plannedHint')}
        error={errors.planned?.message}
        type="number"
        markRequired
        {...register('planned')}
      />
      <Checkbox
        label={t('planner.label.outside')}
        hint={t('planner.label.outsideHint')}
        error={errors.outside?.message}
        {...register('outside', { onChange: (event) => !event.target.checked && form.setValue('paid', '') })}
      />
      {outside && (
        <>
          <Field label={t('planner.label.paid')} error={errors.paid?.message} type="number" {...register('paid')} />
          <DateField label={t('planner.label.dueOn')} error={errors.dueOn?.message} {...register('dueOn')} />
        </>
      )}
    </PlannerFormDialog>
  )
}

type TTaskForm = { text: string; dueOn: string; functionId: string | null }

/** Adds a task of the family's own, or changes one (its words, due date and function). */
export function TaskDialog({
  eventId,
  item,
  functions,
  ...dialog
}: TDialogProps & { eventId: string; item: TChecklistItem | null; functions: TPlannerFunction[] }) {
  const t = useT()
  const save = usePlannerChange((body: z.output<typeof ZChecklistItemInput>) =>
    item
      ? callApi(updateTaskEndpoint, {
          params: { itemId: item.id },
          body: {
            ...(body.text !== taskText(item, t) || item.text ? { text: body.text } : {}),
            // A usual task keeps counting from its function until a date is given.
            ...(body.dueOn !== item.dueOn ? { dueOn: body.dueOn } : {}),
            functionId: body.functionId,
          },
        })
      : callApi(addTaskEndpoint, { params: { eventId }, body }),
  )
  const form = useForm<TTaskForm, unknown, z.output<typeof ZChecklistItemInput>>({
    resolver: zodResolver(ZChecklistItemInput) as never,
    values: { text: item ? taskText(item, t) : '', dueOn: item?.dueOn ?? '', functionId: item?.functionId ?? null },
  })
  const { register } = form
  const errors = form.formState.errors
  return (
    <PlannerFormDialog
      key={dialog.formKey}
      open={dialog.open}
      onClose={dialog.onClose}
      title={item ? t('planner.checklist.editTitle') : t('planner.checklist.add')}
      form={form}
      save={save}
      fields={['text', 'dueOn', 'functionId']}
    >
      <TextArea label={t('planner.label.task')} error={errors.text?.message} rows={2} maxLength={200} markRequired {...register('text')} />
      <DateField
        label={t('planner.label.taskDue')}
        hint={item?.templateKey ? t('planner.checklist.dueHint') : undefined}
        error={errors.dueOn?.message}
        {...register('dueOn')}
      />
      <Select
        label={t('planner.label.taskFunction')}
        options={[
          { value: '', label: t('planner.label.noFunction') },
          ...functions.map((fn) => ({ value: fn.id, label: functionName(fn, t) })),
        ]}
        error={errors.functionId?.message}
        defaultValue={item?.functionId ?? ''}
        {...register('functionId', { setValueAs: (value: string) => (value === '' ? null : value) })}
      />
    </PlannerFormDialog>
  )
}

/** Renames the event or changes its notes. */
export function EventDialog({ event, ...dialog }: TDialogProps & { event: TPlannerEvent }) {
  const t = useT()
  const save = usePlannerChange((body: z.output<typeof ZUpdateEvent>) =>
    callApi(updateEventEndpoint, { params: { eventId: event.id }, body }),
  )
  const form = useForm<z.input<typeof ZUpdateEvent>, unknown, z.output<typeof ZUpdateEvent>>({
    resolver: zodResolver(ZUpdateEvent),
    values: { title: event.title, notes: event.notes ?? '' },
  })
  const errors = form.formState.errors
  return (
    <PlannerFormDialog
      key={dialog.formKey}
      open={dialog.open}
      onClose={dialog.onClose}
      title={t('planner.editEvent')}
      form={form}
      save={save}
      fields={['title', 'notes']}
    >
      <Field label={t('planner.label.eventTitle')} error={errors.title?.message} maxLength={100} markRequired {...form.register('title')} />
      <TextArea label={t('planner.label.notes')} error={errors.notes?.message} rows={4} maxLength={2000} {...form.register('notes')} />
    </PlannerFormDialog>
  )
}
