import { zodResolver } from '@hookform/resolvers/zod'
import { useFieldArray, useForm, useWatch, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form'
import { CANCELLATION_POLICIES } from '@utsab/shared/booking-money'
import { checkBookingDetails, DETAIL_FIELDS } from '@utsab/shared/booking-details'
import { encodeMessage } from '@utsab/shared/i18n/message'
import { ZBookingDetails, type TOrder } from '@utsab/shared/schemas/orders'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { isDatedKind } from '@utsab/shared/kinds'
import { addDays, formatMoney, parseTypedNumber, plainDigits, todayInDhaka } from '@utsab/shared/format'
import type { TListingDetail } from '@utsab/shared/schemas/catalog'
import { ADDON_UNITS, type TAddonUnit } from '@utsab/shared/schemas/offer'
import { QUOTE_LIMITS, ZSendQuote, type TQuote, type TSendQuote } from '@utsab/shared/schemas/quotes'
import { BOOKING_HORIZON_DAYS } from '@utsab/shared/constants'
import { DateField } from '#app/components/ui/date-field'
import { Field } from '#app/components/ui/field'
import { Select } from '#app/components/ui/select'
import { SubmitButton } from '#app/components/ui/submit-button'
import { TextArea } from '#app/components/ui/text-area'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { policyName } from '#app/lib/cancellation-policy'
import { useLocale, useMessageText, useT } from '#app/lib/i18n'
import { listingName } from '#app/lib/listing-text'
import { notify } from '#app/lib/toast'
import { useSendQuote, type TQuoteTarget } from '../api/quotes'
import { EMPTY_BOOKING_FORM, type TBookingForm } from '../lib/booking-form'
import { BookingDetailsFields } from './booking-details-fields'
import { GuestsField } from './guests-field'

type TQuoteLineForm = { name: string; unit: TAddonUnit; unitPrice: string; quantity: string }
/** The quote's fields as typed: the booking form's details (the same inputs a family fills in), then the quote's own. */
export type TQuoteForm = TBookingForm & {
  eventDate: string
  lines: TQuoteLineForm[]
  advancePercent: string
  cancellationPolicy: string
  validDays: string
  note: string
}

type TQuotedListing = Pick<
  TListingDetail,
  'id' | 'kind' | 'name' | 'nameBn' | 'size' | 'capacity' | 'price' | 'packages' | 'addons' | 'advancePercent' | 'cancellationPolicy'
>

const QUOTE_TOAST = 'quote-form'
const DEFAULT_VALID_DAYS = 7

/**
 * The quote's own fields by its schema, and the details as a booking of this kind checks them (the date, a venue's
 * shift and guests, a costume's delivery, where and when a photographer comes), so every refusal shows at once.
 */
function quoteResolver(listing: TQuotedListing): Resolver<TQuoteForm, unknown, TSendQuote> {
  const resolve = zodResolver(ZSendQuote)
  return async (values, context, options) => {
    const details = Object.fromEntries(DETAIL_FIELDS[listing.kind].map((field) => [field, values[field].trim() || undefined]))
    const given = {
      ...details,
      eventDate: values.eventDate || undefined,
      lines: values.lines,
      advancePercent: values.advancePercent,
      cancellationPolicy: values.cancellationPolicy,
      validDays: values.validDays,
      note: values.note.trim() || undefined,
    }
    const result = (await resolve(given as never, context, options as never)) as Awaited<
      ReturnType<Resolver<TQuoteForm, unknown, TSendQuote>>
    >
    const errors: FieldErrors<TQuoteForm> = { ...result.errors }
    // Only the details and the date are refused here, each one text input.
    const refuse = (field: Exclude<keyof TBookingForm, 'addonsOn' | 'addonHours'> | 'eventDate', message: string) => {
      errors[field] ??= { type: 'validation', message }
    }
    if (isDatedKind(listing.kind) && !given.eventDate) refuse('eventDate', encodeMessage({ key: 'validation.quote.eventDate' }))
    const wellFormed = ZBookingDetails.safeParse(Object.fromEntries(Object.entries(details).filter(([field]) => !(field in errors))))
    const checked = checkBookingDetails(
      { ...listing, size: listing.size ?? null, capacity: listing.capacity ?? null },
      wellFormed.data ?? {},
      todayInDhaka(),
    )
    if (!checked.ok) for (const refused of checked.refusals) refuse(refused.field, encodeMessage(refused.message))
    return Object.keys(errors).length === 0 ? result : { values: {}, errors }
  }
}

/** The listing's own packages and add-ons, each a line to start from (a per-guest menu counts the guests typed). */
function offerLines(listing: TQuotedListing, guests: string, locale: 'en' | 'bn') {
  const name = (entry: { name: string; nameBn: string | null }) => listingName(entry, locale)
  return [
    ...listing.packages.map((entry) => ({ id: `package:${entry.id}`, line: { name: name(entry), unit: 'booking', price: entry.price } })),
    ...listing.addons.map((entry) => ({ id: `addon:${entry.id}`, line: { name: name(entry), unit: entry.unit, price: entry.price } })),
  ].map(({ id, line }) => ({
    id,
    label: `${line.name} · ${formatMoney(line.price, locale)}`,
    line: {
      name: line.name,
      unit: line.unit as TAddonUnit,
      unitPrice: String(line.price),
      quantity: line.unit === 'guest' ? guests || '1' : '1',
    },
  }))
}

/**
 * A request to book as a quote's form starts from (decision 057): its date, its details and its price lines as items,
 * each price there to change.
 */
export function quoteFormOfRequest(order: Pick<TOrder, 'eventDate' | 'details' | 'lines'>, locale: TLocale): Partial<TQuoteForm> {
  const text = (value: string | number | null) => (value === null ? '' : String(value))
  const { details } = order
  return {
    eventDate: order.eventDate ?? '',
    shift: text(details.shift),
    guests: text(details.guests),
    size: text(details.size),
    quantity: text(details.quantity),
    deliveryAddress: text(details.deliveryAddress),
    deliveryDate: text(details.deliveryDate),
    eventAddress: text(details.eventAddress),
    eventTime: text(details.eventTime),
    lines: order.lines.map((line) => ({
      name: listingName(line, locale),
      unit: line.unit,
      unitPrice: String(line.unitPrice),
      quantity: String(line.quantity),
    })),
  }
}

/**
 * A merchant's quote for a family: the date and the details a booking of this kind needs, the items (started from the
 * listing's packages, menus and add-ons, or from `initial`, a request's own, any price changed), the advance, the
 * policy, how long it stands and a note. It goes to `target`: a conversation, or a request it answers in its place.
 * The server checks all of it again; its refusals go under the fields.
 */
export function QuoteForm({
  target,
  customerName,
  listing,
  initial,
  onSent,
}: {
  target: TQuoteTarget
  customerName: string
  listing: TQuotedListing
  /** What the form starts from besides the listing's advance and policy (a request's date, details and lines). */
  initial?: Partial<TQuoteForm>
  onSent: (quote: TQuote) => void
}) {
  const t = useT()
  const locale = useLocale()
  const send = useSendQuote(target)
  const answering = 'request' in target ? target.request : null
  const form = useForm<TQuoteForm, unknown, TSendQuote>({
    resolver: quoteResolver(listing),
    defaultValues: {
      ...EMPTY_BOOKING_FORM,
      eventDate: '',
      lines: [],
      advancePercent: String(listing.advancePercent),
      cancellationPolicy: listing.cancellationPolicy,
      validDays: String(DEFAULT_VALID_DAYS),
      note: '',
      ...initial,
    },
  })
  const lines = useFieldArray({ control: form.control, name: 'lines' })
  const placeServerErrors = useServerFieldErrors(form)
  const { errors } = form.formState
  // The list's own refusal (no items, nothing to pay) sits at its root, under the items' legend.
  const linesError = errors.lines?.root?.message ?? errors.lines?.message
  const messageText = useMessageText()
  const typedLines = useWatch({ control: form.control, name: 'lines' })
  const guests = useWatch({ control: form.control, name: 'guests' })
  const total = typedLines.reduce((sum, line) => sum + (parseTypedNumber(line.unitPrice) ?? 0) * (parseTypedNumber(line.quantity) ?? 0), 0)
  const offered = offerLines(listing, guests, locale)
  const today = todayInDhaka()

  const submit = form.handleSubmit((quote) =>
    send.mutate(quote, {
      onSuccess: (sent) => {
        const said = answering
          ? t('orders.quote.answered', { number: plainDigits(answering.number, locale), quote: plainDigits(sent.number, locale) })
          : t('orders.quote.sent', { number: sent.number })
        notify.success(said, QUOTE_TOAST)
        onSent(sent)
      },
      onError: (error) => {
        const rest = placeServerErrors(error)
        if (rest) notify.error(rest, QUOTE_TOAST)
      },
    }),
  )

  return (
    <form onSubmit={submit} noValidate aria-labelledby="quote-form-title" className="card flex flex-col gap-5 p-4">
      <div>
        <h3 id="quote-form-title" className="text-lg font-semibold">
          {t('orders.quote.formTitle', { customer: customerName })}
        </h3>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {answering ? t('orders.quote.answerFrom') : t('orders.quote.formLead')}
        </p>
      </div>
      {isDatedKind(listing.kind) && (
        <DateField
          label={t('orders.quote.eventDate')}
          markRequired
          min={today}
          max={addDays(today, BOOKING_HORIZON_DAYS)}
          error={errors.eventDate?.message}
          {...form.register('eventDate')}
        />
      )}
      {listing.kind === 'venue' && (
        <GuestsField listing={listing} register={form.register as unknown as UseFormRegister<TBookingForm>} errors={errors} />
      )}
      <BookingDetailsFields
        listing={listing}
        // The same inputs as the family's booking form: the quote's form holds every field that form has.
        register={form.register as unknown as UseFormRegister<TBookingForm>}
        errors={errors}
        takenShifts={[]}
        needsPhone={false}
        quantity={parseTypedNumber(form.getValues('quantity')) ?? 1}
        priceShownElsewhere
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold">{t('orders.quote.items')}</legend>
        {offered.length > 0 && lines.fields.length < QUOTE_LIMITS.lines && (
          <Select
            label={t('orders.quote.fromOffer')}
            placeholder={t('orders.quote.fromOfferNone')}
            options={offered.map((entry) => ({ value: entry.id, label: entry.label }))}
            value=""
            onChange={(event) => {
              const chosen = offered.find((entry) => entry.id === event.target.value)
              if (chosen) lines.append(chosen.line)
            }}
          />
        )}
        {linesError && (
          <p role="alert" className="field-error">
            {messageText(linesError)}
          </p>
        )}
        <ol className="flex flex-col gap-3">
          {lines.fields.map((field, index) => {
            const title = t('orders.quote.item', { number: plainDigits(index + 1, locale) })
            const lineErrors = errors.lines?.[index]
            return (
              <li key={field.id} className="rounded-lg border border-stone-200 p-3 dark:border-stone-700">
                <fieldset className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr]">
                  <legend className="sr-only">{title}</legend>
                  <Field
                    label={t('orders.quote.itemName')}
                    markRequired
                    error={lineErrors?.name?.message}
                    {...form.register(`lines.${index}.name`)}
                  />
                  <Select
                    label={t('orders.quote.unit')}
                    options={ADDON_UNITS.map((unit) => ({ value: unit, label: t(`orders.quote.unit.${unit}`) }))}
                    // Chosen once its options are there, as the policy below (a line the form starts with too).
                    defaultValue={field.unit}
                    error={lineErrors?.unit?.message}
                    {...form.register(`lines.${index}.unit`)}
                  />
                  <Field
                    label={t('orders.quote.unitPrice')}
                    markRequired
                    type="number"
                    error={lineErrors?.unitPrice?.message}
                    {...form.register(`lines.${index}.unitPrice`)}
                  />
                  <Field
                    label={t('orders.quote.quantity')}
                    markRequired
                    type="number"
                    error={lineErrors?.quantity?.message}
                    {...form.register(`lines.${index}.quantity`)}
                  />
                </fieldset>
                <button type="button" className="btn-ghost mt-2 min-h-11" onClick={() => lines.remove(index)}>
                  {t('orders.quote.removeItem', { name: typedLines[index]?.name || title })}
                </button>
              </li>
            )
          })}
        </ol>
        {lines.fields.length < QUOTE_LIMITS.lines && (
          <button
            type="button"
            className="btn-secondary min-h-11 self-start"
            onClick={() => lines.append({ name: '', unit: 'booking', unitPrice: '', quantity: '1' })}
          >
            {t('orders.quote.addItem')}
          </button>
        )}
        <p className="font-semibold" aria-live="polite">
          {t('orders.quote.total', { total: formatMoney(total, locale) })}
        </p>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t('orders.quote.advancePercent')}
          markRequired
          type="number"
          error={errors.advancePercent?.message}
          {...form.register('advancePercent')}
        />
        <Select
          label={t('orders.quote.policyLabel')}
          options={CANCELLATION_POLICIES.map((policy) => ({ value: policy, label: policyName(policy, t) }))}
          // Chosen once its options are there (the listing's own policy to begin with).
          defaultValue={listing.cancellationPolicy}
          error={errors.cancellationPolicy?.message}
          {...form.register('cancellationPolicy')}
        />
        <Field
          label={t('orders.quote.validDays')}
          markRequired
          type="number"
          error={errors.validDays?.message}
          {...form.register('validDays')}
        />
      </div>
      <TextArea label={t('orders.quote.noteLabel')} rows={3} error={errors.note?.message} {...form.register('note')} />
      <div>
        <SubmitButton pending={send.isPending} pendingLabel={t('orders.quote.sending')}>
          {answering ? t('orders.quote.answerSend') : t('orders.quote.send')}
        </SubmitButton>
      </div>
    </form>
  )
}
