import { Link } from '#app/components/ui/link'
import { formatClock, formatDate, formatDateTime, formatMoney, plainDigits, todayInDhaka } from '@utsab/shared/format'
import { bookedNames } from '@utsab/shared/i18n/listing-name'
import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TVenueShift } from '@utsab/shared/constants'
import type { TPriceLine } from '@utsab/shared/schemas/offer'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { CHARGE_LABELS, chargeLines, placeLine, type TCharges } from '#app/lib/charges'
import { useLocale, useT } from '#app/lib/i18n'
import { PhoneLink } from '#app/components/ui/phone-link'
import { hasOfferLines } from '@utsab/shared/booking-price'
import { PriceLines, PriceSummary } from './price-lines'
import { RefundLines } from './refund-lines'
import { ResponsiveImage } from '#app/components/ui/responsive-image'

/** A booking's own page (emails link here too). */
export const bookingPath = (id: string) => `/orders/${id}`

/** "Booking #42", linked to its page. */
export function BookingNumber({ order }: { order: Pick<TOrder, 'id' | 'number'> }) {
  const t = useT()
  const locale = useLocale()
  return (
    <Link to={bookingPath(order.id)} className="link whitespace-nowrap font-semibold tabular-nums">
      {t('booking.number', { number: plainDigits(order.number, locale) })}
    </Link>
  )
}

/** The booked event: name, category and agency (in Bangla on a Bangla page, when it was booked with them), with its picture when asked. */
export function BookingEvent({ order, picture = false }: { order: TOrder; picture?: boolean }) {
  const names = bookedNames(order, useLocale())
  return (
    <span className="flex items-start gap-3">
      {picture &&
        (order.picture ? (
          <ResponsiveImage
            src={order.picture}
            alt=""
            width={48}
            height={48}
            sizes="48px"
            loading="lazy"
            className="size-12 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <span aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-stone-200 dark:bg-stone-800" />
        ))}
      <span className="min-w-0">
        <span className="block font-semibold">{names.event}</span>
        <span className="block font-normal text-stone-600 dark:text-stone-400">
          {names.category} · {order.agencyName}
        </span>
      </span>
    </span>
  )
}

/** The event date; a costume has none (it is delivered), which reads "Delivery" rather than "No date needed". */
export function BookingDate({ eventDate }: { eventDate: string | null }) {
  const t = useT()
  const locale = useLocale()
  if (!eventDate) return <span className="text-stone-600 dark:text-stone-400">{t('booking.delivery')}</span>
  return (
    <time dateTime={eventDate} className="whitespace-nowrap">
      {formatDate(eventDate, locale)}
    </time>
  )
}

/**
 * Price, and for costumes the delivery charge and total, as a small definition list; a package and add-ons line by
 * line, or in a table's row (`summary`) the total with them named under it.
 */
export function ChargeList({ charges, summary = false }: { charges: TCharges & { lines?: TPriceLine[] }; summary?: boolean }) {
  const t = useT()
  const locale = useLocale()
  if (hasOfferLines(charges.lines))
    return summary ? (
      <PriceSummary lines={charges.lines} total={charges.total} />
    ) : (
      <PriceLines lines={charges.lines} deliveryCharge={charges.deliveryCharge} total={charges.total} />
    )
  return (
    <dl className="grid grid-cols-[auto_auto] justify-start gap-x-3 text-sm">
      {chargeLines(charges, locale).map((line) => (
        <div key={line.key} className="contents">
          <dt className="text-stone-600 dark:text-stone-400">{t(CHARGE_LABELS[line.key])}</dt>
          <dd className={`whitespace-nowrap ${line.key === 'total' ? 'font-semibold' : 'font-medium'}`}>{line.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** What is left to pay of a booking whose advance is in. */
export const balanceLeft = (order: Pick<TOrder, 'total' | 'amountPaid'>) => order.total - order.amountPaid

/** A balance's due date has passed (Dhaka's calendar: due dates are local days, like event dates). */
export const isOverdue = (balanceDueOn: string | null) => balanceDueOn !== null && balanceDueOn < todayInDhaka()

/** An amount or a date kept on one line: in a narrow column "1,61,250 BDT" must not break before "BDT". */
const unbroken = (text: string) => text.replaceAll(' ', '\u00a0')

/**
 * The money under a booking's status: for a confirmed one what is paid, then the balance with its due
 * date (in red once the date has passed: the words say "overdue" too), for a cancelled or expired one its
 * refunds (or that nothing comes back), for a request by when it is answered, for an unpaid hold by when it is
 * paid. Nothing for a paid one: "Paid" says it all.
 */
export function BookingMoney({
  order,
}: {
  order: Pick<TOrder, 'status' | 'total' | 'amountPaid' | 'balanceDueOn' | 'refund' | 'refunds' | 'expiresAt'>
}) {
  const t = useT()
  const locale = useLocale()
  const money = (amount: number) => unbroken(formatMoney(amount, locale))
  // A request says by when the merchant answers (after that it lapses).
  if (order.status === 'requested' && order.expiresAt)
    return <span className="block text-sm">{t('orders.request.dueBy', { time: formatDateTime(order.expiresAt, locale) })}</span>
  // An unpaid hold (an accepted request too) says by when it must be paid: after that it lapses and its date is free.
  if (order.status === 'pending' && order.expiresAt)
    return <span className="block text-sm">{t('orders.money.payBy', { time: formatDateTime(order.expiresAt, locale) })}</span>
  if (order.status === 'cancelled' || order.status === 'expired') return <RefundLines order={order} />
  if (order.status !== 'confirmed') return null
  const balance = money(balanceLeft(order))
  const dueOn = order.balanceDueOn ? unbroken(formatDate(order.balanceDueOn, locale)) : null
  const overdue = isOverdue(order.balanceDueOn)
  return (
    <span className="flex flex-col text-sm text-stone-700 dark:text-stone-300">
      {/* A merchant who asks no advance confirms the date with nothing paid yet. */}
      {order.amountPaid > 0 && <span>{t('orders.money.paid', { amount: money(order.amountPaid) })}</span>}
      <span className={overdue ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>
        {dueOn
          ? t(overdue ? 'orders.money.balanceOverdue' : 'orders.money.balanceDue', { balance, dueOn })
          : t('orders.money.balance', { balance })}
      </span>
    </span>
  )
}

/** Where it takes place (the district once) and the phone to call. */
export function PlaceAndContact({ location, contact }: { location: string | null; contact: string }) {
  return (
    <span className="block">
      {location && <span className="block">{placeLine(location)}</span>}
      <PhoneLink phone={contact} />
    </span>
  )
}

/**
 * Where a booking takes place, in the page's language: a venue's own address, the address a costume goes to, the
 * event's address a photographer or makeup artist comes to (null for their bookings made before it was asked).
 */
export function bookingPlace(order: TOrder, locale: TLocale): string | null {
  if (order.kind === 'venue') return bookedNames(order, locale).location
  return order.kind === 'costume' ? order.details.deliveryAddress : order.details.eventAddress
}

/**
 * What the customer gave: where the booking takes place (above) and the customer's mobile number (older
 * bookings, made before it was asked, show the merchant's).
 */
export function CustomerPlaceAndContact({ order }: { order: TOrder }) {
  return <PlaceAndContact location={bookingPlace(order, useLocale())} contact={order.details.phone ?? order.contact} />
}

type TDetailLines = {
  shift?: TVenueShift | null
  guests?: number | null
  size?: string | null
  quantity?: number
  deliveryDate?: string | null
  eventAddress?: string | null
  eventTime?: string | null
}

/**
 * A booking's (or a cart item's) details as short lines: a venue's shift and guests; a costume's size, quantity and
 * delivery day; when a photographer or makeup artist starts.
 */
export function BookingDetails({
  details,
  withPlace = false,
}: {
  details: TDetailLines
  /** Also the event's address a photographer or makeup artist comes to (tables without a place column). */
  withPlace?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const { shift, guests, size, quantity = 1, deliveryDate, eventAddress, eventTime } = details
  const lines = [
    shift ? t(`booking.shift.${shift}`) : null,
    guests != null ? t('booking.guests', { count: plainDigits(guests, locale) }) : null,
    size ? t('booking.sizeQuantity', { size, quantity: plainDigits(quantity, locale) }) : null,
    !size && quantity > 1 ? t('booking.quantity', { quantity: plainDigits(quantity, locale) }) : null,
    deliveryDate ? t('booking.deliverOn', { date: formatDate(deliveryDate, locale) }) : null,
    eventTime ? t('booking.startsAt', { time: formatClock(eventTime, locale) }) : null,
    withPlace && eventAddress ? t('booking.eventAddress', { address: eventAddress }) : null,
  ].filter((line): line is string => line !== null)
  if (lines.length === 0) return null
  return (
    <span className="block text-sm font-normal text-stone-600 dark:text-stone-400">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </span>
  )
}

/**
 * An email that may be long: it wraps between characters only when a line cannot hold it. On a phone
 * card anywhere (a long address must not push the card sideways); in a table only as a last resort
 * (break-word does not shrink the column's minimum width, so the table gives the address its room).
 */
export function Email({ email, link = false }: { email: string; link?: boolean }) {
  return link ? (
    <a href={`mailto:${email}`} className="link [overflow-wrap:anywhere] sm:[overflow-wrap:break-word]">
      {email}
    </a>
  ) : (
    <span className="[overflow-wrap:anywhere] sm:[overflow-wrap:break-word]">{email}</span>
  )
}
