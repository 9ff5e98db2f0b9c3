import { useQueryClient } from '#app/lib/query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { formatPhone, plainDigits } from '@utsab/shared/format'
import { GUEST_SIDES, type TGuestSide } from '@utsab/shared/guests'
import { localizePath } from '@utsab/shared/i18n/locales'
import type { TGuest, TGuestList } from '@utsab/shared/schemas/guests'
import type { TPlannerEvent, TPlannerFunction } from '@utsab/shared/schemas/planner'
import { Field } from '#app/components/ui/field'
import { Select } from '#app/components/ui/select'
import { useDialogFor } from '#app/components/ui/use-dialog-for'
import { callApi } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import type { TSeed } from '#app/lib/loader-seed'
import { notify } from '#app/lib/toast'
import { guestsKey, useGuestChange, useGuests } from '../api/guests'
import { deleteGuestEndpoint } from '../api/guest-endpoints'
import { functionName } from '../lib'
import { GuestCounts, type TVenueBooking } from './guest-counts'
import { CsvDialog, GuestDialog, InvitationDialog, InviteDialog, sideName, TellVenueDialog } from './guest-dialogs'
import { DeleteConfirm, PlannerSectionHeader } from './planner-kit'

/** Builds a WhatsApp link: a chat with `phone` when given (blank: the person chooses), `text` typed in. */
export type TWhatsappHref = (phone: string, text: string) => string

/** A page's absolute address, in the page's language. */
function useAbsolute() {
  const locale = useLocale()
  const origin = (useRouteLoaderData('root') as { origin?: string } | undefined)?.origin ?? ''
  return (path: string) => `${origin}${localizePath(path, locale)}`
}

async function copy(text: string, t: ReturnType<typeof useT>) {
  try {
    await navigator.clipboard.writeText(text)
    notify.success(t('guests.copied'), 'guests-copy')
  } catch {
    notify.error(t('guests.copyFailed'), 'guests-copy')
  }
}

/**
 * The event's guests (issue 37, decision 061): the answers per function (with the venue told the heads coming), the
 * invitation page's link, and the list by side and family with filters; each guest's personal link to copy or send on
 * WhatsApp; add one, import a CSV, invite the chosen guests to functions.
 */
export function GuestsSection({
  event,
  seed,
  whatsappHref,
  tellVenue,
}: {
  event: TPlannerEvent
  seed: TSeed<TGuestList>
  whatsappHref: TWhatsappHref
  tellVenue: (orderId: string, body: string) => Promise<unknown>
}) {
  const t = useT()
  const locale = useLocale()
  const absolute = useAbsolute()
  const { data: list } = useGuests(seed)
  const [side, setSide] = useState<TGuestSide | ''>('')
  const [functionId, setFunctionId] = useState('')
  const [search, setSearch] = useState('')
  const [selected, setSelected] = useState<string[]>([])
  const editing = useDialogFor<TGuest | null>()
  const importing = useDialogFor<true>()
  const inviting = useDialogFor<string[]>()
  const sharing = useDialogFor<true>()
  const removing = useDialogFor<TGuest>()
  const telling = useDialogFor<{ fn: TPlannerFunction; number: number; orderId: string; heads: number }>()
  const remove = useGuestChange((guest: TGuest) => callApi(deleteGuestEndpoint, { params: { guestId: guest.id } }))
  // A change of the event (a function added or deleted, a booking attached) changes the counts: read them again.
  const queryClient = useQueryClient()
  const firstEvent = useRef(event)
  useEffect(() => {
    if (event !== firstEvent.current) void queryClient.invalidateQueries({ queryKey: guestsKey(event.id) })
  }, [event, queryClient])

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase()
    return list.guests.filter(
      (guest) =>
        (!side || guest.side === side) &&
        (!functionId || guest.invitations.some((row) => row.functionId === functionId)) &&
        (!words || `${guest.name} ${guest.family ?? ''} ${guest.phone ?? ''}`.toLowerCase().includes(words)),
    )
  }, [list.guests, side, functionId, search])
  const chosen = selected.filter((id) => list.guests.some((guest) => guest.id === id))
  const heads = list.guests.reduce((sum, guest) => sum + guest.partySize, 0)
  const inviteLink = absolute(`/invite/${list.invitation.token}`)

  return (
    <section aria-labelledby="planner-guests" className="mt-10">
      <PlannerSectionHeader
        id="planner-guests"
        title={t('guests.title')}
        actions={
          <>
            <button type="button" className="btn-secondary min-h-11" onClick={() => editing.open(null)}>
              {t('guests.add')}
            </button>
            <button type="button" className="btn-secondary min-h-11" onClick={() => importing.open(true)}>
              {t('guests.import')}
            </button>
          </>
        }
      />
      <p className="mt-2 max-w-prose text-stone-700 dark:text-stone-300">{t('guests.lead')}</p>

      {list.guests.length > 0 && <GuestCounts functions={event.functions} counts={list.counts} onTellVenue={onTellVenue} />}

      <div className="card mt-4 flex flex-col gap-3 p-4 sm:p-5">
        <h3 className="text-lg font-semibold">{t('guests.invitation.title')}</h3>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {list.invitation.enabled ? t('guests.invitation.on') : t('guests.invitation.off')}
        </p>
        {list.invitation.enabled && (
          <p className="text-sm break-all">
            <a href={inviteLink} className="link" target="_blank" rel="noopener">
              {t('guests.invitation.open')}
            </a>
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary min-h-11" onClick={() => sharing.open(true)}>
            {t('guests.invitation.edit')}
          </button>
          {list.invitation.enabled && (
            <>
              <button
                type="button"
                className="btn-ghost min-h-11 border border-stone-300 dark:border-stone-700"
                onClick={() => void copy(inviteLink, t)}
              >
                {t('guests.copyLink')}
              </button>
              <a
                className="btn-ghost min-h-11 border border-stone-300 dark:border-stone-700"
                href={whatsappHref('', t('guests.invitation.whatsappText', { event: event.title, link: inviteLink }))}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('guests.whatsapp')}
              </a>
            </>
          )}
        </div>
      </div>

      {list.guests.length === 0 ? (
        <p className="card mt-4 p-4 text-stone-700 sm:p-5 dark:text-stone-300">{t('guests.empty')}</p>
      ) : (
        <>
          <p className="mt-6 font-medium">{t('guests.count', { count: list.guests.length, heads: plainDigits(heads, locale) })}</p>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            <Field label={t('guests.filter.search')} type="search" value={search} onChange={(change) => setSearch(change.target.value)} />
            <Select
              label={t('guests.filter.side')}
              placeholder={t('guests.filter.allSides')}
              value={side}
              onChange={(change) => setSide(change.target.value as TGuestSide | '')}
              options={GUEST_SIDES.map((value) => ({ value, label: sideName(value, t) }))}
            />
            <Select
              label={t('guests.filter.function')}
              placeholder={t('guests.filter.allFunctions')}
              value={functionId}
              onChange={(change) => setFunctionId(change.target.value)}
              options={event.functions.map((fn) => ({ value: fn.id, label: functionName(fn, t) }))}
            />
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                className="size-6 accent-brand-700 dark:accent-brand-300"
                checked={shown.length > 0 && shown.every((guest) => chosen.includes(guest.id))}
                onChange={(change) =>
                  setSelected(
                    change.target.checked
                      ? [...new Set([...chosen, ...shown.map((guest) => guest.id)])]
                      : chosen.filter((id) => !shown.some((guest) => guest.id === id)),
                  )
                }
              />
              {t('guests.selectAll')}
            </label>
            <button type="button" className="btn-primary min-h-11" disabled={chosen.length === 0} onClick={() => inviting.open(chosen)}>
              {t('guests.inviteSelected')}
            </button>
            {chosen.length > 0 && (
              <span className="text-sm text-stone-700 dark:text-stone-300" role="status">
                {t('guests.selected', { count: chosen.length })}
              </span>
            )}
          </div>
          {shown.length === 0 ? (
            <p className="mt-4 text-stone-700 dark:text-stone-300">{t('guests.filter.none')}</p>
          ) : (
            <GuestGroups
              guests={shown}
              functions={event.functions}
              chosen={chosen}
              onChoose={(guest, on) => setSelected(on ? [...chosen, guest.id] : chosen.filter((id) => id !== guest.id))}
              linkOf={(guest) => absolute(`/rsvp/${guest.token}`)}
              whatsappOf={(guest) =>
                whatsappHref(
                  guest.phone ?? '',
                  t('guests.whatsappText', { name: guest.name, event: event.title, link: absolute(`/rsvp/${guest.token}`) }),
                )
              }
              onEdit={(guest) => editing.open(guest)}
              onDelete={(guest) => removing.open(guest)}
            />
          )}
        </>
      )}

      <GuestDialog
        open={editing.isOpen}
        formKey={editing.formKey}
        onClose={editing.close}
        eventId={event.id}
        guest={editing.subject ?? null}
        functions={event.functions}
      />
      <CsvDialog
        open={importing.isOpen}
        formKey={importing.formKey}
        onClose={importing.close}
        eventId={event.id}
        functions={event.functions}
      />
      <InviteDialog
        open={inviting.isOpen}
        formKey={inviting.formKey}
        onClose={inviting.close}
        eventId={event.id}
        guestIds={inviting.subject ?? []}
        functions={event.functions}
      />
      <InvitationDialog
        open={sharing.isOpen}
        formKey={sharing.formKey}
        onClose={sharing.close}
        eventId={event.id}
        invitation={list.invitation}
        functions={event.functions}
      />
      <TellVenueDialog
        key={telling.formKey}
        open={telling.isOpen}
        formKey={telling.formKey}
        onClose={telling.close}
        subject={telling.subject}
        send={tellVenue}
      />
      <DeleteConfirm
        area="guests"
        dialog={removing}
        remove={remove}
        message={(guest) => t('guests.deleteConfirm', { name: guest.name })}
        deleted={(guest) => t('guests.deleted', { name: guest.name })}
      />
    </section>
  )

  function onTellVenue(fn: TPlannerFunction, booking: TVenueBooking, attending: number) {
    telling.open({ fn, number: booking.number, orderId: booking.orderId, heads: attending })
  }
}

/** The guests by side, then by family (those without one last), each a card. */
function GuestGroups({
  guests,
  functions,
  ...card
}: {
  guests: readonly TGuest[]
  functions: readonly TPlannerFunction[]
} & Omit<TCardProps, 'guest'>) {
  const t = useT()
  return (
    <div className="mt-4 flex flex-col gap-6">
      {GUEST_SIDES.map((side) => {
        const ofSide = guests.filter((guest) => guest.side === side)
        if (ofSide.length === 0) return null
        const families = [...new Set(ofSide.map((guest) => guest.family))]
        return (
          <section key={side} aria-labelledby={`guests-side-${side}`}>
            <h3 id={`guests-side-${side}`} className="text-lg font-semibold">
              {sideName(side, t)}
            </h3>
            {families.map((family) => (
              <div key={family ?? ''} className="mt-3">
                <h4 className="text-sm font-semibold text-stone-600 dark:text-stone-400">{family ?? t('guests.noFamily')}</h4>
                <ul className="mt-2 grid gap-3 lg:grid-cols-2">
                  {ofSide
                    .filter((guest) => guest.family === family)
                    .map((guest) => (
                      <GuestCard key={guest.id} guest={guest} functions={functions} {...card} />
                    ))}
                </ul>
              </div>
            ))}
          </section>
        )
      })}
    </div>
  )
}

type TCardProps = {
  guest: TGuest
  functions: readonly TPlannerFunction[]
  chosen: readonly string[]
  onChoose: (guest: TGuest, on: boolean) => void
  linkOf: (guest: TGuest) => string
  whatsappOf: (guest: TGuest) => string
  onEdit: (guest: TGuest) => void
  onDelete: (guest: TGuest) => void
}

const ANSWER_TONE = {
  yes: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  no: 'bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200',
  maybe: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  none: 'border border-stone-300 text-stone-700 dark:border-stone-700 dark:text-stone-300',
} as const

function GuestCard({ guest, functions, chosen, onChoose, linkOf, whatsappOf, onEdit, onDelete }: TCardProps) {
  const t = useT()
  const locale = useLocale()
  const checkboxId = `guest-${guest.id}`
  return (
    <li className="card flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 size-6 shrink-0 accent-brand-700 dark:accent-brand-300"
          checked={chosen.includes(guest.id)}
          onChange={(change) => onChoose(guest, change.target.checked)}
          aria-label={t('guests.select', { name: guest.name })}
        />
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere]">{guest.name}</p>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {t('guests.party', { count: plainDigits(guest.partySize, locale) })}
            {guest.phone && <> · {formatPhone(guest.phone, locale)}</>}
          </p>
        </div>
      </div>
      <div>
        <p className="text-sm font-medium text-stone-600 dark:text-stone-400">{t('guests.invitedTo')}</p>
        {guest.invitations.length === 0 ? (
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('guests.notInvited')}</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2">
            {guest.invitations.map((row) => {
              const fn = functions.find((candidate) => candidate.id === row.functionId)
              if (!fn) return null
              const answer = row.answer
              const word = answer ? t(`guests.answer.${answer.attending}`) : t('guests.answer.none')
              return (
                <li key={row.functionId} className={`rounded-full px-3 py-1 text-sm ${ANSWER_TONE[answer?.attending ?? 'none']}`}>
                  {functionName(fn, t)}:{' '}
                  {answer && answer.attending !== 'no'
                    ? t('guests.answer.heads', { answer: word, count: plainDigits(answer.heads, locale) })
                    : word}
                  {answer?.dietary && <span className="block text-xs [overflow-wrap:anywhere]">{answer.dietary}</span>}
                </li>
              )
            })}
          </ul>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 text-sm">
        <button type="button" className="btn-secondary min-h-11 px-3" onClick={() => void copy(linkOf(guest), t)}>
          {t('guests.copyLink')}
          <span className="sr-only"> {t('guests.personalLink', { name: guest.name })}</span>
        </button>
        <a
          className="btn-ghost min-h-11 border border-stone-300 px-3 dark:border-stone-700"
          href={whatsappOf(guest)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('guests.whatsapp')}
          <span className="sr-only"> {guest.name}</span>
        </a>
        <button type="button" className="btn-ghost min-h-11 px-3" onClick={() => onEdit(guest)}>
          {t('planner.edit')}
          <span className="sr-only"> {guest.name}</span>
        </button>
        <button type="button" className="btn-ghost min-h-11 px-3 text-red-700 dark:text-red-300" onClick={() => onDelete(guest)}>
          {t('guests.delete')}
          <span className="sr-only"> {guest.name}</span>
        </button>
      </div>
    </li>
  )
}
