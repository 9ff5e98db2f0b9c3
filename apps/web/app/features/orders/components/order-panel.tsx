import { useId, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useLocation, useSearchParams } from 'react-router'
import { Link, useLocaleNavigate } from '#app/components/ui/link'
import { formatDate, parseTypedNumber, plainDigits, type TFormatLocale } from '@utsab/shared/format'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { kindKey } from '@utsab/shared/kinds'
import { listingName } from '@utsab/shared/i18n/listing-name'
import { BOOKING_LIMITS } from '@utsab/shared/constants'
import { priceBooking } from '@utsab/shared/booking-price'
import type { TListingDetail } from '@utsab/shared/schemas/catalog'
import type { TCreateOrder } from '@utsab/shared/schemas/orders'
import { Callout } from '#app/components/ui/callout'
import { Checkbox } from '#app/components/ui/checkbox'
import { Spinner } from '#app/components/ui/spinner'
import { DatePicker } from '#app/components/ui/date-picker'
import { ApiError } from '#app/lib/api'
import { useLocale, useT, type TTranslate } from '#app/lib/i18n'
import { loginPath } from '#app/lib/redirect'
import { errorMessage, notify } from '#app/lib/toast'
import type { TSeed } from '#app/lib/loader-seed'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { useMe } from '#app/lib/session'
import { isDateRefusal, useAddToCart, useCreateOrder, useHoldAdvance } from '../api/mutations'
import { useAvailability, useVenueOnDate, type TAvailabilityAnswer } from '../api/queries'
import { travelsToEvent } from '@utsab/shared/booking-details'
import { PriceLines } from '#app/widgets/price-lines'
import {
  bookingFormDefaults,
  bookingFormFields,
  bookingFormResolver,
  offerChoiceOf,
  type TBookingForm,
  type TBookingFormOutput,
} from '../lib/booking-form'
import { BookingDetailsFields } from './booking-details-fields'
import { GuestsField } from './guests-field'
import { OfferChoice } from './offer-choice'
import { PaymentTerms } from './payment-terms'
import { WhatsAppLink } from './whatsapp-link'

export type TAvailability = TSeed<TAvailabilityAnswer>

type TProps = {
  listing: Pick<
    TListingDetail,
    | 'id'
    | 'kind'
    | 'name'
    | 'nameBn'
    | 'price'
    | 'advancePercent'
    | 'cancellationPolicy'
    | 'size'
    | 'capacity'
    | 'packages'
    | 'addons'
    | 'answerWithinHours'
  >
  /** The dated kinds' booking window and taken days (the loader's answer); null for costumes. */
  availability: TAvailability | null
  loggedIn: boolean
  /** The merchant's WhatsApp, when they offer a chat (issue 36): its first message names the listing and the picked date. */
  whatsapp?: { phone: string; agency: string }
}

const PICK_A_DATE: TMessageKey = 'orders.pickDateFirst'
/** The query parameters that carry the picked date and a venue's guests from a search, and through the login page and back. */
export const DATE_PARAM = 'date'
export const GUESTS_PARAM = 'guests'
const ORDER_TOAST = 'order-panel'

/** The day in the URL (?date=, back from the login page) if it can still be picked, else why not (in the page's language). */
function dateFromUrl(
  value: string | null,
  availability: TAvailabilityAnswer | null,
  t: TTranslate,
  locale: TFormatLocale,
): { day: string | null; problem: string | null } {
  if (!value || !availability || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return { day: null, problem: null }
  if (value < availability.from || value > availability.to || availability.booked.includes(value))
    return { day: null, problem: t('orders.dateUnavailable', { date: formatDate(value, locale) }) }
  return { day: value, problem: null }
}

/** A venue's guest count in the URL (?guests=, from a search) as the field takes it: a whole number of guests, else empty. */
function guestsFromUrl(value: string | null) {
  const guests = parseTypedNumber(value ?? '') ?? 0
  return Number.isInteger(guests) && guests >= 1 && guests <= BOOKING_LIMITS.guests ? String(guests) : ''
}

/** This page's URL with the picked date and the guests in it, for the login page to come back to. */
function returnPath(pathname: string, search: string, eventDate: string | null, guests: string) {
  const params = new URLSearchParams(search)
  if (eventDate) params.set(DATE_PARAM, eventDate)
  else params.delete(DATE_PARAM)
  if (guests) params.set(GUESTS_PARAM, guests)
  else params.delete(GUESTS_PARAM)
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/**
 * The detail page's order controls: the event-date calendar (dated kinds), what booking asks now and
 * later for the chosen date, the order button (Booking, Hire now, Buy now — spec §4: order, then
 * straight to /orders) and Add to cart.
 */
export function OrderPanel({ listing, availability: seed, loggedIn, whatsapp }: TProps) {
  const t = useT()
  const locale = useLocale()
  // A request to book (decision 037) is sent, not booked: the button and a note say so. Costumes are never requests.
  const requests = listing.answerWithinHours !== null
  const orderAction = requests ? t('orders.request.action') : t(kindKey(listing.kind, 'orderAction'))
  const navigate = useLocaleNavigate()
  const availability = useAvailability(listing.kind, listing.id, seed)
  const createOrder = useCreateOrder()
  const addToCart = useAddToCart()
  // A request's advance may be held with bKash while the merchant decides (decision 052): taken only if they accept.
  const [holdAdvance, setHoldAdvance] = useState(false)
  const startHold = useHoldAdvance()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const [fromUrl] = useState(() => dateFromUrl(searchParams.get(DATE_PARAM), availability, t, locale))
  const [eventDate, setEventDate] = useState<string | null>(fromUrl.day)
  const [dateError, setDateError] = useState<string | null>(fromUrl.problem)
  const errorId = useId()
  const chosenId = useId()
  const priceId = useId()
  const busy = createOrder.isPending || addToCart.isPending || startHold.isPending
  const me = useMe()
  const needsPhone = loggedIn && !me.user?.phone
  const phoneRequired = t('orders.details.phoneRequired')
  const venueOnDate = useVenueOnDate(listing.kind, loggedIn, eventDate, locale)
  const venue = venueOnDate && { address: venueOnDate.address, time: venueOnDate.time }
  const resolver = useMemo(
    () => bookingFormResolver(listing, needsPhone, phoneRequired, venue),
    // The venue found for the date, by its address and time (a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [listing, needsPhone, phoneRequired, venue?.address, venue?.time],
  )
  const [urlGuests] = useState(() => (listing.kind === 'venue' ? guestsFromUrl(searchParams.get(GUESTS_PARAM)) : ''))
  const defaults = useMemo(() => ({ ...bookingFormDefaults(listing), guests: urlGuests }), [listing, urlGuests])
  const form = useForm<TBookingForm, unknown, TBookingFormOutput>({ resolver, defaultValues: defaults })
  const placeServerErrors = useServerFieldErrors(form, { fields: bookingFormFields(listing.kind, needsPhone) })
  const watched = useWatch({ control: form.control })
  const quantity = parseTypedNumber(watched.quantity ?? '') || 1
  const hasOffer = listing.packages.length > 0 || listing.addons.length > 0
  // Typed as a person types it, in Latin or Bengali digits ("২৫০"), like the form's own check reads it.
  const guests = parseTypedNumber(watched.guests ?? '') || undefined
  const loginHref = loginPath(returnPath(location.pathname, location.search, eventDate, guests ? String(guests) : ''))
  // The price as the server will charge it, from the same rule (a choice it no longer sells prices as the first package).
  const choice = offerChoiceOf(listing, {
    packageId: watched.packageId ?? '',
    addonsOn: (watched.addonsOn ?? {}) as Record<string, boolean>,
    addonHours: (watched.addonHours ?? {}) as Record<string, string>,
  })
  const priced = priceBooking({ ...listing, priceBdt: listing.price }, { ...choice, guests, quantity })
  const price = priced.ok ? priced.price : null
  const perGuestWithoutGuests =
    !guests && choice.addons.some((taken) => listing.addons.find((addon) => addon.id === taken.id)?.unit === 'guest')
  const takenShifts = (availability?.takenShifts ?? []).filter((taken) => taken.date === eventDate).map((taken) => taken.shift)

  const pickDate = (day: string) => {
    setEventDate(day)
    setDateError(null)
    // The shift chosen for another day may be booked on this one.
    const shift = form.getValues('shift')
    if (shift && availability?.takenShifts.some((taken) => taken.date === day && taken.shift === shift)) form.setValue('shift', '')
  }

  /** The date (dated kinds), checked first so its message comes first; the details are checked with it. */
  const dated = () => {
    if (!availability) return { listingId: listing.id }
    if (!eventDate) {
      setDateError(t(PICK_A_DATE))
      return null
    }
    return { listingId: listing.id, eventDate }
  }

  /**
   * The item already in the cart: the server's message says which. The date (or the venue's shift) was
   * just taken or is no longer bookable: say so and forget it (the mutation reloads the calendar). A
   * detail the server refused goes under its field.
   */
  const onError = (error: unknown) => {
    if (error instanceof ApiError && (error.code === 'already_in_cart' || error.code === 'already_in_cart_on_date'))
      return notify.info(error.message, ORDER_TOAST)
    if (isDateRefusal(error) && error instanceof ApiError && error.fields?.shift) {
      form.setValue('shift', '')
      return notify.error(error.message, ORDER_TOAST)
    }
    const rest = placeServerErrors(error)
    if (rest) notify.error(rest, ORDER_TOAST)
    else notify.error(errorMessage(error), ORDER_TOAST)
    if (isDateRefusal(error) && availability) setEventDate(null)
  }

  const submit = (send: (body: TCreateOrder) => void) => {
    const date = dated()
    void form.handleSubmit((details) => {
      if (date) send({ ...date, ...details })
    })()
  }

  const order = () =>
    submit((body) =>
      createOrder.mutate(body, {
        onSuccess: (placed) => {
          if (placed.status === 'requested')
            notify.success(t('orders.request.sent', { hours: plainDigits(listing.answerWithinHours ?? 0, locale) }), ORDER_TOAST)
          // To bKash's page; a hold refused leaves the request waiting without one, on /orders.
          if (placed.status === 'requested' && holdAdvance && placed.advance > 0)
            return startHold.mutate(placed.id, {
              onError: (error) => {
                notify.error(errorMessage(error), ORDER_TOAST)
                void navigate('/orders')
              },
            })
          // A photographer or makeup artist booked at once is paid next, on its payment page; a request waits on /orders.
          void navigate(placed.status === 'pending' && travelsToEvent(listing.kind) ? `/payment/${placed.id}` : '/orders')
        },
        onError,
      }),
    )
  const add = () =>
    submit((body) =>
      addToCart.mutate(body, {
        onSuccess: () => {
          notify.success(t('orders.addedToCart'), ORDER_TOAST)
          // The next item starts afresh; the mobile number, once given, is on the account.
          form.reset({ ...defaults, guests: form.getValues('guests') })
        },
        onError,
      }),
    )

  return (
    <div className="mt-6 flex flex-col gap-4">
      {availability && (
        <div className="max-w-sm">
          <DatePicker
            label={t('orders.eventDate')}
            value={eventDate}
            onChange={pickDate}
            min={availability.from}
            max={availability.to}
            booked={availability.booked}
            describedBy={`${chosenId}${dateError ? ` ${errorId}` : ''}`}
          />
          <p id={chosenId} className="mt-2 text-sm" aria-live="polite">
            {eventDate ? (
              <>
                {t('orders.eventDateLabel')} <strong>{formatDate(eventDate, locale)}</strong>
              </>
            ) : (
              <span className="text-stone-600 dark:text-stone-400">{t('orders.noDateYet')}</span>
            )}
          </p>
          {dateError && (
            <p id={errorId} role="alert" className="field-error">
              {dateError}
            </p>
          )}
        </div>
      )}
      {listing.kind === 'venue' && <GuestsField listing={listing} register={form.register} errors={form.formState.errors} />}
      {hasOffer && <OfferChoice offer={listing} register={form.register} errors={form.formState.errors} ticked={watched.addonsOn ?? {}} />}
      {loggedIn && (
        <BookingDetailsFields
          listing={listing}
          register={form.register}
          errors={form.formState.errors}
          takenShifts={takenShifts}
          needsPhone={needsPhone}
          quantity={quantity}
          priceShownElsewhere={hasOffer}
          venueOnDate={venueOnDate}
        />
      )}
      {hasOffer && price && (
        <section aria-labelledby={priceId} className="card max-w-xl p-4" aria-live="polite">
          <h2 id={priceId} className="mb-2 text-base font-semibold">
            {t('orders.offer.price')}
          </h2>
          {/* A per-plate menu without the guests would be priced for one plate: ask for them instead. */}
          {perGuestWithoutGuests ? (
            <p className="text-sm">{t('orders.offer.guestsNeeded')}</p>
          ) : (
            <PriceLines lines={price.lines} deliveryCharge={price.deliveryCharge} total={price.total} />
          )}
        </section>
      )}
      <PaymentTerms listing={{ ...listing, price: price?.total ?? listing.price }} eventDate={eventDate} className="max-w-prose" />
      {requests && (
        <Callout className="max-w-prose text-sm">
          {t('orders.request.note', { hours: plainDigits(listing.answerWithinHours ?? 0, locale) })}
        </Callout>
      )}
      {requests && loggedIn && listing.advancePercent > 0 && (
        <Checkbox
          className="max-w-prose"
          label={t('orders.hold.offer')}
          hint={t('orders.hold.offerHint')}
          checked={holdAdvance}
          onChange={(event) => setHoldAdvance(event.target.checked)}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        {loggedIn ? (
          <>
            <button type="button" className="btn-primary text-base sm:px-10" onClick={order} disabled={busy}>
              {createOrder.isPending && <Spinner className="size-4" />}
              {orderAction}
            </button>
            <button type="button" className="btn-secondary text-base sm:px-8" onClick={add} disabled={busy}>
              {addToCart.isPending && <Spinner className="size-4" />}
              {t('orders.addToCart')}
            </button>
          </>
        ) : (
          <>
            <Link to={loginHref} className="btn-primary text-base sm:px-10">
              {orderAction}
            </Link>
            <Link to={loginHref} className="btn-secondary text-base sm:px-8">
              {t('orders.addToCart')}
            </Link>
          </>
        )}
      </div>
      {whatsapp && (
        <WhatsAppLink
          phone={whatsapp.phone}
          agency={whatsapp.agency}
          className="self-start"
          text={
            eventDate
              ? t('orders.whatsapp.listing', { listing: listingName(listing, locale), date: formatDate(eventDate, locale) })
              : t('orders.whatsapp.listingUndated', { listing: listingName(listing, locale) })
          }
        />
      )}
    </div>
  )
}
