import { useMutation } from '#app/lib/query'
import { useState } from 'react'
import { formatDate, plainDigits } from '@utsab/shared/format'
import { GUEST_LIMITS, RSVP_ANSWERS, type TRsvpAnswer } from '@utsab/shared/guests'
import { ZRsvpInput, type TRsvp, type TRsvpInput } from '@utsab/shared/schemas/guests'
import { Callout } from '#app/components/ui/callout'
import { Field } from '#app/components/ui/field'
import { TextArea } from '#app/components/ui/text-area'
import { callApi } from '#app/lib/api-client'
import { useLocale, useMessageText, useT } from '#app/lib/i18n'
import { errorMessage } from '#app/lib/toast'
import { answerRsvpEndpoint } from '../api/guest-endpoints'
import { FunctionDetails } from './invitation-card'

type TDraft = { attending: TRsvpAnswer | ''; heads: string; dietary: string }

/**
 * A guest's answers, one block per function they are invited to: coming, not coming or maybe, how many of their
 * party, a dietary note. A function whose day has passed shows its answer, closed. Sending answers every open
 * function that has a choice; the answer comes back as it is now kept.
 */
export function RsvpForm({ token, initial }: { token: string; initial: TRsvp }) {
  const t = useT()
  const locale = useLocale()
  const [rsvp, setRsvp] = useState(initial)
  const [drafts, setDrafts] = useState<Record<string, TDraft>>(() =>
    Object.fromEntries(
      initial.functions.map((fn) => [
        fn.id,
        {
          attending: fn.answer?.attending ?? '',
          heads: plainDigits(fn.answer && fn.answer.attending !== 'no' ? fn.answer.heads : 1, locale),
          dietary: fn.answer?.dietary ?? '',
        },
      ]),
    ),
  )
  const [sent, setSent] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const messageText = useMessageText()
  const send = useMutation({
    mutationFn: (body: TRsvpInput) => callApi(answerRsvpEndpoint, { params: { token }, body }),
    onSuccess: (answer) => {
      setRsvp(answer)
      setSent(true)
    },
  })
  const change = (functionId: string, patch: Partial<TDraft>) => {
    setSent(false)
    setDrafts((now) => ({ ...now, [functionId]: { ...now[functionId]!, ...patch } }))
  }
  const answers = rsvp.functions.flatMap((fn) => {
    const draft = drafts[fn.id]
    if (!fn.open || !draft?.attending) return []
    return [
      { functionId: fn.id, attending: draft.attending, heads: draft.attending === 'no' ? undefined : draft.heads, dietary: draft.dietary },
    ]
  })
  if (rsvp.functions.length === 0) return <p className="text-center text-stone-700 dark:text-stone-300">{t('guests.rsvp.noFunctions')}</p>
  return (
    <form
      noValidate
      aria-label={t('guests.rsvp.title')}
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault()
        if (answers.length === 0) return
        // Checked here as the server checks it ("৩" is 3), so a slip is said at once, in the page's language.
        const parsed = ZRsvpInput.safeParse({ answers })
        if (!parsed.success) return setProblem(messageText(parsed.error.issues[0]!.message))
        setProblem(null)
        send.mutate(parsed.data)
      }}
    >
      <h2 className="sr-only">{t('guests.rsvp.title')}</h2>
      {rsvp.functions.map((fn) => {
        const draft = drafts[fn.id]!
        const coming = draft.attending === 'yes' || draft.attending === 'maybe'
        return (
          <fieldset key={fn.id} className="min-w-0 border-t border-brand-700/20 pt-6 first:border-t-0 first:pt-0 dark:border-brand-300/20">
            <legend className="sr-only">{fn.title ?? t(`planner.kind.${fn.kind}`)}</legend>
            <FunctionDetails fn={fn} headingLevel="h3" />
            {fn.open ? (
              <div className="mx-auto mt-4 flex max-w-sm flex-col gap-3">
                <p className="field-label text-center" id={`attending-${fn.id}`}>
                  {t('guests.label.attending')}
                </p>
                <div role="radiogroup" aria-labelledby={`attending-${fn.id}`} className="grid grid-cols-3 gap-2">
                  {RSVP_ANSWERS.map((answer) => (
                    <label
                      key={answer}
                      className="flex min-h-11 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-stone-300 bg-white px-2 py-2 text-center text-sm font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 dark:border-stone-700 dark:bg-stone-950 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-stone-800 dark:has-[:checked]:text-brand-100"
                    >
                      <input
                        type="radio"
                        name={`attending-${fn.id}`}
                        value={answer}
                        className="size-5 shrink-0 accent-brand-700 dark:accent-brand-300"
                        checked={draft.attending === answer}
                        onChange={() => change(fn.id, { attending: answer })}
                      />
                      {t(`guests.answer.${answer}`)}
                    </label>
                  ))}
                </div>
                {coming && (
                  <>
                    <Field
                      label={t('guests.label.heads')}
                      hint={t('guests.rsvp.party', { count: rsvp.guest.partySize })}
                      inputMode="numeric"
                      value={draft.heads}
                      onChange={(event) => change(fn.id, { heads: event.target.value })}
                    />
                    <TextArea
                      label={t('guests.label.dietary')}
                      hint={t('guests.label.dietaryHint')}
                      rows={2}
                      maxLength={GUEST_LIMITS.dietaryChars}
                      value={draft.dietary}
                      onChange={(event) => change(fn.id, { dietary: event.target.value })}
                    />
                  </>
                )}
                {fn.answer && (
                  <p className="text-center text-xs text-stone-600 dark:text-stone-400">
                    {t('guests.rsvp.answeredOn', { date: formatDate(fn.answer.answeredAt.slice(0, 10), locale) })}
                  </p>
                )}
              </div>
            ) : (
              <p className="mt-3 text-center text-sm text-stone-700 dark:text-stone-300">
                {t('guests.rsvp.closed')}
                {fn.answer && (
                  <>
                    {' '}
                    {t(`guests.answer.${fn.answer.attending}`)}
                    {fn.answer.attending !== 'no' && ` · ${plainDigits(fn.answer.heads, locale)}`}
                  </>
                )}
              </p>
            )}
          </fieldset>
        )
      })}
      {(problem || send.isError) && (
        <Callout tone="alert" status>
          {problem ?? errorMessage(send.error)}
        </Callout>
      )}
      {sent && !send.isPending && (
        <Callout status>
          <p className="font-medium">{t('guests.rsvp.thanks')}</p>
        </Callout>
      )}
      {rsvp.functions.some((fn) => fn.open) && (
        <button type="submit" className="btn-primary min-h-12 w-full text-base" disabled={send.isPending || answers.length === 0}>
          {send.isPending ? t('guests.rsvp.sending') : t('guests.rsvp.submit')}
        </button>
      )}
    </form>
  )
}
