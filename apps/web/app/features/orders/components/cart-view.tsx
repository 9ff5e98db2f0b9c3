import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useLocaleNavigate } from '#app/components/ui/link'
import { formatDate, formatMoney, plainDigits, todayInDhaka } from '@utsab/shared/format'
import { KIND_META } from '@utsab/shared/kinds'
import { ZCheckoutCart, type TCartItem, type TOrder } from '@utsab/shared/schemas/orders'
import { BookingDetails } from '#app/widgets/booking-cells'
import { DateField } from '#app/components/ui/date-field'
import { Field } from '#app/components/ui/field'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { useMe } from '#app/lib/session'
import { Spinner } from '#app/components/ui/spinner'
import { SubmitButton } from '#app/components/ui/submit-button'
import { ApiError } from '#app/lib/api'
import { useLocale, useT } from '#app/lib/i18n'
import { useListingText } from '#app/lib/listing-text'
import { errorMessage, notify } from '#app/lib/toast'
import type { TSeed } from '#app/lib/loader-seed'
import { useChangeCartDate, useCheckout, useRemoveFromCart } from '../api/mutations'
import { useCart, type TCartAnswer } from '../api/queries'
import { ChargeList } from './charge-list'
import { ResponsiveImage } from '#app/components/ui/responsive-image'

/** One toast per cart action, so a later answer replaces an earlier one. */
const CART_TOAST = 'cart'
const CHECKOUT_TOAST = 'cart-checkout'

const rowId = (itemId: string) => `cart-item-${itemId}`
/** After the page has shown the new cart: focus the first of `selectors` that exists. */
const focusFirst = (...selectors: string[]) =>
  requestAnimationFrame(() => {
    for (const selector of selectors) {
      const element = document.querySelector<HTMLElement>(selector)
      if (element) return void element.focus()
    }
  })

/** The listing's name in the page's language (a merchant may have given a Bangla one). */
const useListingName = () => useListingText().name

/** The date of a dated item, and an inline form to move it to another day (PATCH /api/cart/:id). */
function EventDate({ item, clash, onChanged }: { item: TCartItem & { eventDate: string }; clash?: string; onChanged: () => unknown }) {
  const t = useT()
  const locale = useLocale()
  const name = useListingName()(item.listing)
  const change = useChangeCartDate()
  const [editing, setEditing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const problem = error ?? clash
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const eventDate = String(new FormData(event.currentTarget).get('eventDate') ?? '')
    if (!eventDate) return setError(t('orders.cart.pickDate'))
    if (eventDate === item.eventDate) return setEditing(false)
    change.mutate(
      { itemId: item.id, eventDate },
      {
        onSuccess: (saved) => {
          setEditing(false)
          setError(null)
          notify.success(t('orders.cart.dateChanged', { name, date: formatDate(saved.eventDate ?? eventDate, locale) }), CART_TOAST)
          onChanged()
        },
        // date_taken and a bad date come with a message naming the item and the day: shown by the field.
        onError: (failure) => {
          setError(errorMessage(failure))
          requestAnimationFrame(() => document.getElementById(`${id}-date`)?.focus())
        },
      },
    )
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <span>
          {t('orders.eventDateLabel')} <span className="font-medium">{formatDate(item.eventDate, locale)}</span>
        </span>
        {!editing && (
          <button
            ref={toggle}
            type="button"
            data-change-date
            className="link min-h-11 text-sm sm:min-h-0"
            aria-label={t('orders.cart.changeDateOf', { name })}
            onClick={() => setEditing(true)}
          >
            {t('orders.cart.changeDate')}
          </button>
        )}
      </p>
      {editing && (
        <form onSubmit={save} className="flex flex-wrap items-end gap-2" noValidate>
          <DateField
            id={`${id}-date`}
            label={t('orders.cart.newDate')}
            name="eventDate"
            min={todayInDhaka()}
            defaultValue={item.eventDate}
            error={error ?? clash}
            autoFocus
            inputClassName="w-44"
          />
          <SubmitButton pending={change.isPending}>{t('orders.cart.saveDate')}</SubmitButton>
          <button
            type="button"
            className="btn-ghost"
            onClick={() => {
              setEditing(false)
              setError(null)
              requestAnimationFrame(() => toggle.current?.focus())
            }}
          >
            {t('orders.cart.cancelEdit')}
          </button>
        </form>
      )}
      {/* While the form is open its field carries the message; otherwise (a checkout clash) it is said here. */}
      {problem && !editing && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
    </div>
  )
}

/** How long a request's merchant has to answer it: the server's setting, as the request it placed carries it. */
const answerHours = (order: TOrder) =>
  order.request && order.expiresAt ? Math.round((Date.parse(order.expiresAt) - Date.parse(order.request.requestedAt)) / 3_600_000) : 0

/**
 * The cart: each item with its date (changeable) and charges, a Remove button, the grand total and
 * Checkout, which books everything at once or nothing: a clash is shown on the item it concerns.
 */
export function CartView({
  cart: seed,
  checkoutExtra,
  onCheckedOut,
}: {
  cart: TSeed<TCartAnswer>
  /** More to choose before checkout, above its button (the event planner's function, issue 37). */
  checkoutExtra?: ReactNode
  /** What to do with the bookings just made before going on to pay (attach them to that function). */
  onCheckedOut?: (orders: TOrder[]) => Promise<void>
}) {
  const t = useT()
  const locale = useLocale()
  const nameOf = useListingName()
  const navigate = useLocaleNavigate()
  const { cart, isFetching: reloading } = useCart(seed)
  const remove = useRemoveFromCart()
  const checkout = useCheckout()
  const totalId = useId()
  /** Checkout's date_taken answer: the message per cart item id. */
  const [clashes, setClashes] = useState<Record<string, string>>({})
  const forget = (itemId: string) => setClashes(({ [itemId]: _, ...rest }) => rest)
  // A first booking asks for the mobile number the merchants will call; it is kept on the account.
  const needsPhone = !useMe().user?.phone
  const phoneForm = useForm<{ phone: string }, unknown, { phone: string }>({
    resolver: zodResolver(ZCheckoutCart.required()),
    defaultValues: { phone: '' },
  })
  const placePhoneError = useServerFieldErrors(phoneForm, { fields: ['phone'] })

  if (cart.items.length === 0)
    return (
      <div className="card mt-8 flex flex-col items-start gap-4 p-6 sm:p-8">
        <p className="text-stone-700 dark:text-stone-300">{t('orders.cart.empty')}</p>
        <Link to="/service" className="btn-primary">
          {t('orders.browseServices')}
        </Link>
      </div>
    )

  const removeItem = (item: TCartItem, index: number) => {
    // Focus goes to the next item's Remove button, else the previous one's, else the page heading.
    const neighbour = cart.items[index + 1] ?? cart.items[index - 1]
    remove.mutate(item.id, {
      onSuccess: async () => {
        forget(item.id)
        notify.success(t('orders.cart.removed', { name: nameOf(item.listing) }), CART_TOAST)
        focusFirst(...(neighbour ? [`#${rowId(neighbour.id)} [data-remove]`] : []), '[data-page-heading]')
      },
      onError: (error) => notify.error(errorMessage(error), CART_TOAST),
    })
  }

  const send = (input: { phone?: string }) =>
    checkout.mutate(input, {
      onSuccess: async ({ orders }) => {
        setClashes({})
        await onCheckedOut?.(orders)
        // Requests are paid once their merchants accept them (decision 037): the rest are paid now.
        const request = orders.find((order) => order.status === 'requested')
        if (request) notify.success(t('orders.request.sent', { hours: plainDigits(answerHours(request), locale) }), CHECKOUT_TOAST)
        const payable = orders.find((order) => order.status !== 'requested')
        void navigate(payable ? `/payment/${payable.id}` : '/orders')
      },
      onError: (error) => {
        notify.error((needsPhone ? placePhoneError(error) : undefined) ?? errorMessage(error), CHECKOUT_TOAST)
        if (error instanceof ApiError && error.code === 'cart_date_taken' && error.fields) {
          setClashes(error.fields)
          const first = cart.items.find((item) => error.fields?.[item.id])
          if (first) focusFirst(`#${rowId(first.id)} [data-change-date]`, `#${rowId(first.id)} [data-remove]`)
        }
      },
    })
  const pay = needsPhone ? phoneForm.handleSubmit(({ phone }) => send({ phone })) : () => send({})

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start">
      <ul className="flex flex-col gap-4" aria-label={t('orders.cart.items')}>
        {cart.items.map((item, index) => {
          const picture =
            item.listing.backgroundPicture && item.listing.kind === 'venue' ? item.listing.backgroundPicture : item.listing.pictures[0]
          const removing = remove.isPending && remove.variables === item.id
          const clash = clashes[item.id]
          return (
            <li
              key={item.id}
              id={rowId(item.id)}
              className={`card flex flex-col gap-4 p-4 sm:flex-row ${clash ? 'border-red-700 dark:border-red-400' : ''}`}
            >
              {picture ? (
                <ResponsiveImage
                  src={picture}
                  alt=""
                  width={128}
                  height={96}
                  sizes="(min-width: 640px) 128px, 100vw"
                  loading="lazy"
                  className="h-32 w-full rounded-xl object-cover sm:h-24 sm:w-32"
                />
              ) : (
                <span aria-hidden="true" className="h-24 w-32 rounded-xl bg-stone-200 dark:bg-stone-800" />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <h2 className="text-lg font-semibold">
                  <Link to={`${KIND_META[item.listing.kind].detailPrefixes[0]}/${item.listing.id}`} className="hover:underline">
                    {nameOf(item.listing)}
                  </Link>
                </h2>
                <p className="text-sm text-stone-600 dark:text-stone-400">
                  {item.listing.agency.name} · {(locale === 'bn' && item.listing.categoryBn) || item.listing.category}
                </p>
                {item.eventDate ? (
                  <EventDate
                    key={item.eventDate}
                    item={{ ...item, eventDate: item.eventDate }}
                    clash={clash}
                    onChanged={async () => {
                      forget(item.id)
                      focusFirst(`#${rowId(item.id)} [data-change-date]`)
                    }}
                  />
                ) : (
                  clash && (
                    <p role="alert" className="field-error">
                      {clash}
                    </p>
                  )
                )}
                <BookingDetails details={item.details} />
                {item.listing.bookingMode === 'request' && item.eventDate && (
                  <p className="text-sm text-stone-700 dark:text-stone-300">{t('orders.cart.requestNote')}</p>
                )}
                <div className="mt-1">
                  <ChargeList charges={item} />
                </div>
              </div>
              <div className="flex items-start sm:justify-end">
                <button
                  type="button"
                  data-remove
                  className="btn-ghost text-red-700 dark:text-red-300"
                  aria-label={t('orders.cart.removeName', { name: nameOf(item.listing) })}
                  disabled={remove.isPending || checkout.isPending}
                  onClick={() => removeItem(item, index)}
                >
                  {removing && <Spinner className="size-4" />}
                  {t('orders.cart.remove')}
                </button>
              </div>
            </li>
          )
        })}
      </ul>
      <section aria-labelledby={totalId} className="card flex flex-col gap-4 p-6 lg:sticky lg:top-24">
        <h2 id={totalId} className="text-lg font-semibold">
          {t('orders.cart.summary')}
        </h2>
        <p className="flex items-baseline justify-between gap-4">
          <span className="text-stone-700 dark:text-stone-300">{t('orders.cart.total', { count: cart.items.length })}</span>
          <span className="text-2xl font-bold text-brand-700 dark:text-brand-300">{formatMoney(cart.total, locale)}</span>
        </p>
        {needsPhone && (
          <Field
            label={t('orders.details.phone')}
            hint={t('orders.details.phoneHint')}
            markRequired
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={phoneForm.formState.errors.phone?.message}
            {...phoneForm.register('phone')}
          />
        )}
        {checkoutExtra}
        <button
          type="button"
          className="btn-primary text-base"
          disabled={checkout.isPending || remove.isPending || reloading}
          onClick={() => void pay()}
        >
          {checkout.isPending && <Spinner className="size-4" />}
          {t('orders.cart.checkout')}
        </button>
        <p className="text-xs text-stone-600 dark:text-stone-400">{t('orders.cart.held')}</p>
      </section>
    </div>
  )
}
