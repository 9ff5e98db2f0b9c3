import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { formatDate, plainDigits } from '@utsab/shared/format'
import { GUEST_LIMITS, GUEST_SIDES } from '@utsab/shared/guests'
import { FUNCTION_KINDS } from '@utsab/shared/planner'
import {
  parseGuestCsv,
  ZGuestInput,
  ZInvitationInput,
  type TCsvProblem,
  type TGuest,
  type TGuestList,
  type TInvitationSettings,
} from '@utsab/shared/schemas/guests'
import type { TPlannerFunction } from '@utsab/shared/schemas/planner'
import { Callout } from '#app/components/ui/callout'
import { Checkbox } from '#app/components/ui/checkbox'
import { Field } from '#app/components/ui/field'
import { FileInput } from '#app/components/ui/file-input'
import { FormDialog } from '#app/components/ui/form-dialog'
import { Select } from '#app/components/ui/select'
import { TextArea } from '#app/components/ui/text-area'
import { ApiError, callApi } from '#app/lib/api-client'
import { useLocale, useMessageText, useT, type TTranslate } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { useGuestChange } from '../api/guests'
import {
  addGuestEndpoint,
  bulkInviteEndpoint,
  importGuestsEndpoint,
  updateGuestEndpoint,
  updateInvitationEndpoint,
} from '../api/guest-endpoints'
import { functionName } from '../lib'
import { PlannerFormDialog } from './planner-kit'

type TDialogProps = { open: boolean; formKey: string; onClose: () => void }

export const sideName = (side: TGuest['side'], t: TTranslate) => t(`guests.side.${side}`)
export const sideOptions = (t: TTranslate) => GUEST_SIDES.map((side) => ({ value: side, label: sideName(side, t) }))

/** A function by name and date, for a tick box. */
function FunctionLabel({ fn }: { fn: TPlannerFunction }) {
  const t = useT()
  const locale = useLocale()
  return (
    <>
      {functionName(fn, t)}
      {fn.date && <span className="ml-1 font-normal text-stone-600 dark:text-stone-400">· {formatDate(fn.date, locale)}</span>}
    </>
  )
}

type TGuestForm = z.input<typeof ZGuestInput>

/** Adds a guest (with the functions they are invited to), or changes one (`guest`: their details only). */
export function GuestDialog({
  eventId,
  guest,
  functions,
  ...dialog
}: TDialogProps & { eventId: string; guest: TGuest | null; functions: readonly TPlannerFunction[] }) {
  const t = useT()
  const locale = useLocale()
  const save = useGuestChange((body: z.output<typeof ZGuestInput>) => {
    if (!guest) return callApi(addGuestEndpoint, { params: { eventId }, body })
    const { functionIds: _, ...details } = body
    return callApi(updateGuestEndpoint, { params: { guestId: guest.id }, body: details })
  })
  const form = useForm<TGuestForm, unknown, z.output<typeof ZGuestInput>>({
    resolver: zodResolver(ZGuestInput),
    values: {
      name: guest?.name ?? '',
      side: guest?.side ?? 'bride',
      family: guest?.family ?? '',
      phone: guest?.phone ?? '',
      email: guest?.email ?? '',
      partySize: plainDigits(guest?.partySize ?? 1, locale),
      functionIds: guest ? [] : functions.map((fn) => fn.id),
    },
  })
  const { register } = form
  const errors = form.formState.errors
  return (
    <PlannerFormDialog
      key={dialog.formKey}
      area="guests"
      open={dialog.open}
      onClose={dialog.onClose}
      title={guest ? t('guests.edit') : t('guests.add')}
      form={form}
      save={save}
      fields={['name', 'side', 'family', 'phone', 'email', 'partySize']}
    >
      <Field
        label={t('guests.label.name')}
        hint={t('guests.label.nameHint')}
        error={errors.name?.message}
        maxLength={100}
        markRequired
        {...register('name')}
      />
      <Select label={t('guests.label.side')} options={sideOptions(t)} error={errors.side?.message} markRequired {...register('side')} />
      <Field
        label={t('guests.label.family')}
        hint={t('guests.label.familyHint')}
        error={errors.family?.message}
        maxLength={80}
        {...register('family')}
      />
      <Field
        label={t('guests.label.partySize')}
        hint={t('guests.label.partySizeHint')}
        error={errors.partySize?.message}
        inputMode="numeric"
        {...register('partySize')}
      />
      <Field
        label={t('guests.label.phone')}
        error={errors.phone?.message}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        {...register('phone')}
      />
      <Field label={t('guests.label.email')} error={errors.email?.message} type="email" autoComplete="off" {...register('email')} />
      {!guest && functions.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">{t('guests.label.functions')}</legend>
          {functions.map((fn) => (
            <Checkbox key={fn.id} label={<FunctionLabel fn={fn} />} value={fn.id} {...register('functionIds')} />
          ))}
        </fieldset>
      )}
    </PlannerFormDialog>
  )
}

/** The names a CSV may give a function, in the page's language: its own title, its kind's name, its kind's key. */
function functionFinder(functions: readonly TPlannerFunction[], t: TTranslate) {
  const names = new Map<string, string>()
  const add = (name: string | null, id: string) => name && !names.has(name.trim().toLowerCase()) && names.set(name.trim().toLowerCase(), id)
  for (const fn of functions) add(fn.title, fn.id)
  for (const fn of functions) add(t(`planner.kind.${fn.kind}`), fn.id)
  for (const fn of functions) if ((FUNCTION_KINDS as readonly string[]).includes(fn.kind)) add(fn.kind, fn.id)
  return (name: string) => names.get(name.trim().toLowerCase())
}

/** Server mistakes ("3.phone": sentence) as the preview lists them. */
const serverProblems = (fields: Record<string, string>): TCsvProblem[] =>
  Object.entries(fields).map(([key, message]) => {
    const [line, field] = key.split('.')
    return { line: Number(line) || 0, field: (field ?? 'row') as TCsvProblem['field'], message }
  })

/**
 * Imports guests from a CSV (a file or pasted rows): checked here with the same reader the server uses, each mistake
 * listed by line; nothing is added until every row is right (the server checks again, all or nothing).
 */
export function CsvDialog({ eventId, functions, ...dialog }: TDialogProps & { eventId: string; functions: readonly TPlannerFunction[] }) {
  const t = useT()
  const locale = useLocale()
  const messageText = useMessageText()
  const [text, setText] = useState('')
  const [preview, setPreview] = useState<{ ready: number; problems: TCsvProblem[] } | null>(null)
  const save = useGuestChange(async (csv: string) => (await callApi(importGuestsEndpoint, { params: { eventId }, body: { csv } })).list)
  const check = () => {
    const { guests, problems } = parseGuestCsv(text, functionFinder(functions, t))
    const tooLong = text.length > GUEST_LIMITS.csvChars
    const result = {
      ready: guests.length,
      problems: tooLong
        ? [{ line: 1, field: 'row' as const, message: t('guests.validation.csvTooLong', { max: GUEST_LIMITS.csvChars }) }]
        : problems,
    }
    setPreview(result)
    return result
  }
  const problems = preview?.problems ?? []
  return (
    <FormDialog
      key={dialog.formKey}
      open={dialog.open}
      onClose={dialog.onClose}
      pending={save.isPending}
      title={t('guests.csv.title')}
      closeLabel={t('guests.cancel')}
      submitLabel={preview && problems.length === 0 ? t('guests.csv.submit', { count: preview.ready }) : t('guests.csv.check')}
      pendingLabel={t('guests.saving')}
    >
      {(formId) => (
        <form
          id={formId}
          aria-label={t('guests.csv.title')}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            const wasChecked = preview !== null && preview.problems.length === 0
            const result = check()
            if (!wasChecked || result.problems.length > 0 || result.ready === 0) return
            save.mutate(text, {
              onSuccess: () => {
                notify.success(t('guests.csv.added', { count: result.ready }), 'guests')
                dialog.onClose()
              },
              onError: (error) => {
                if (error instanceof ApiError && error.fields) setPreview({ ready: 0, problems: serverProblems(error.fields) })
                else notify.error(errorMessage(error), 'guests')
              },
            })
          }}
        >
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('guests.csv.explain')}</p>
          <p className="text-sm">
            <span className="font-medium">{t('guests.csv.example')}:</span>
            <code className="mt-1 block overflow-x-auto rounded bg-stone-100 p-2 text-xs whitespace-pre dark:bg-stone-800">
              {t('guests.csv.exampleRows')}
            </code>
          </p>
          <FileInput
            label={t('guests.csv.file')}
            accept=".csv,text/csv,text/plain"
            onChange={async (event) => {
              const file = event.target.files?.[0]
              if (!file) return
              setText(await file.text())
              setPreview(null)
            }}
          />
          <TextArea
            label={t('guests.csv.text')}
            rows={6}
            value={text}
            spellCheck={false}
            className="font-mono"
            onChange={(event) => {
              setText(event.target.value)
              setPreview(null)
            }}
          />
          {preview && (
            <Callout tone={problems.length > 0 ? 'alert' : 'info'} status>
              {problems.length > 0 ? (
                <>
                  <p className="font-medium">{t('guests.csv.problems', { count: problems.length })}</p>
                  <ul className="mt-2 list-disc pl-5 text-sm">
                    {problems.slice(0, 50).map((problem, index) => (
                      <li key={`${problem.line}-${problem.field}-${index}`}>
                        <span className="font-medium">{t('guests.csv.line', { line: plainDigits(problem.line, locale) })}:</span>{' '}
                        {messageText(problem.message)}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>{t('guests.csv.ready', { count: preview.ready })}</p>
              )}
            </Callout>
          )}
        </form>
      )}
    </FormDialog>
  )
}

/** Invites the chosen guests to the ticked functions, or takes those invitations back. */
export function InviteDialog({
  eventId,
  guestIds,
  functions,
  ...dialog
}: TDialogProps & { eventId: string; guestIds: readonly string[]; functions: readonly TPlannerFunction[] }) {
  const t = useT()
  const [chosen, setChosen] = useState<string[]>([])
  const save = useGuestChange((invited: boolean) =>
    callApi(bulkInviteEndpoint, { params: { eventId }, body: { guestIds: [...guestIds], functionIds: chosen, invited } }),
  )
  const send = (invited: boolean) =>
    chosen.length > 0 &&
    save.mutate(invited, {
      onSuccess: () => {
        notify.success(t('guests.invited'), 'guests')
        dialog.onClose()
      },
      onError: (error) => notify.error(errorMessage(error), 'guests'),
    })
  const title = t('guests.inviteTitle', { count: guestIds.length })
  return (
    <FormDialog
      key={dialog.formKey}
      open={dialog.open}
      onClose={dialog.onClose}
      pending={save.isPending}
      title={title}
      closeLabel={t('guests.cancel')}
      submitLabel={t('guests.invite')}
      pendingLabel={t('guests.saving')}
    >
      {(formId) => (
        <form
          id={formId}
          aria-label={title}
          noValidate
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            send(true)
          }}
        >
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('guests.inviteExplain')}</p>
          {functions.map((fn) => (
            <Checkbox
              key={fn.id}
              label={<FunctionLabel fn={fn} />}
              checked={chosen.includes(fn.id)}
              onChange={(event) => setChosen((now) => (event.target.checked ? [...now, fn.id] : now.filter((id) => id !== fn.id)))}
            />
          ))}
          <button
            type="button"
            className="btn-ghost mt-2 min-h-11 self-start border border-stone-300 text-red-700 dark:border-stone-700 dark:text-red-300"
            disabled={chosen.length === 0 || save.isPending}
            onClick={() => send(false)}
          >
            {t('guests.uninvite')}
          </button>
        </form>
      )}
    </FormDialog>
  )
}

type TInvitationForm = z.input<typeof ZInvitationInput>

/** The invitation page: shared or not, the welcome note and the functions it shows. */
export function InvitationDialog({
  eventId,
  invitation,
  functions,
  ...dialog
}: TDialogProps & { eventId: string; invitation: TInvitationSettings; functions: readonly TPlannerFunction[] }) {
  const t = useT()
  const save = useGuestChange((body: z.output<typeof ZInvitationInput>) => callApi(updateInvitationEndpoint, { params: { eventId }, body }))
  const form = useForm<TInvitationForm, unknown, z.output<typeof ZInvitationInput>>({
    resolver: zodResolver(ZInvitationInput),
    values: { enabled: invitation.enabled, welcome: invitation.welcome ?? '', functionIds: invitation.functionIds },
  })
  return (
    <PlannerFormDialog
      key={dialog.formKey}
      area="guests"
      open={dialog.open}
      onClose={dialog.onClose}
      title={t('guests.invitation.edit')}
      form={form}
      save={save}
      fields={['enabled', 'welcome', 'functionIds']}
    >
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('guests.invitation.explain')}</p>
      <Checkbox label={t('guests.invitation.enabled')} {...form.register('enabled')} />
      <TextArea
        label={t('guests.label.welcome')}
        hint={t('guests.label.welcomeHint')}
        error={form.formState.errors.welcome?.message}
        maxLength={GUEST_LIMITS.welcomeChars}
        rows={3}
        {...form.register('welcome')}
      />
      <fieldset>
        <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">{t('guests.invitation.functions')}</legend>
        {functions.map((fn) => (
          <Checkbox key={fn.id} label={<FunctionLabel fn={fn} />} value={fn.id} {...form.register('functionIds')} />
        ))}
      </fieldset>
    </PlannerFormDialog>
  )
}

/** The new guest count to the venue, as a message in the booking's conversation (its price does not change). */
export function TellVenueDialog({
  subject,
  send,
  ...dialog
}: TDialogProps & {
  subject: { fn: TPlannerFunction; number: number; orderId: string; heads: number } | undefined
  send: (orderId: string, body: string) => Promise<unknown>
}) {
  const t = useT()
  const locale = useLocale()
  const [pending, setPending] = useState(false)
  const initial = subject
    ? t('guests.counts.messageText', {
        function: functionName(subject.fn, t),
        date: subject.fn.date ? formatDate(subject.fn.date, locale) : '',
        number: plainDigits(subject.number, locale),
        count: plainDigits(subject.heads, locale),
      })
    : ''
  const [body, setBody] = useState(initial)
  const title = t('guests.counts.tellVenueTitle')
  return (
    <FormDialog
      key={dialog.formKey}
      open={dialog.open}
      onClose={dialog.onClose}
      pending={pending}
      title={title}
      closeLabel={t('guests.cancel')}
      submitLabel={t('guests.counts.send')}
      pendingLabel={t('guests.counts.sending')}
    >
      {(formId) => (
        <form
          id={formId}
          aria-label={title}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault()
            if (!subject || !body.trim()) return
            setPending(true)
            try {
              await send(subject.orderId, body.trim())
              notify.success(t('guests.counts.sent'), 'guests')
              dialog.onClose()
            } catch (error) {
              notify.error(errorMessage(error), 'guests')
            } finally {
              setPending(false)
            }
          }}
        >
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('guests.counts.tellVenueExplain')}</p>
          <TextArea
            label={t('guests.counts.message')}
            rows={5}
            value={body}
            maxLength={2000}
            onChange={(event) => setBody(event.target.value)}
          />
        </form>
      )}
    </FormDialog>
  )
}

export type { TGuestList }
