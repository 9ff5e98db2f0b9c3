import { formatMoney } from '@utsab/shared/format'
import { bookedNames } from '@utsab/shared/i18n/listing-name'
import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TTranslate } from '#app/lib/i18n'
import {
  BookingDate,
  BookingDetails,
  BookingEvent,
  BookingMoney,
  BookingNumber,
  ChargeList,
  CustomerPlaceAndContact,
  Email,
  PlaceAndContact,
} from './booking-cells'
import { PhoneLink } from '#app/components/ui/phone-link'
import { PriceSummary } from './price-lines'
import { hasOfferLines } from '@utsab/shared/booking-price'
import type { TColumn } from '#app/components/ui/data-table'
import { bookingStatus, StatusBadge } from './status-badge'

/**
 * The columns every bookings table draws from (the customer's, the merchant's, the admin's), with their
 * words from the `orders` namespace: each table picks the ones it shows, in its order.
 */
export function bookingColumns(t: TTranslate, locale: TLocale) {
  return {
    number: { key: 'number', header: t('orders.column.booking'), rowHeader: true, cell: (order) => <BookingNumber order={order} /> },
    /** Number, event and its date in one column, for the tables that must leave room beside a sidebar and an action. */
    booking: {
      key: 'number',
      header: t('orders.column.booking'),
      rowHeader: true,
      cell: (order) => (
        <span className="flex flex-col gap-1">
          <BookingNumber order={order} />
          <BookingEvent order={order} />
          <span className="text-sm font-normal text-stone-600 dark:text-stone-400">
            <BookingDate eventDate={order.eventDate} />
          </span>
          <BookingDetails details={order.details} withPlace />
        </span>
      ),
    },
    event: { key: 'event', header: t('orders.column.event'), cell: (order) => <BookingEvent order={order} /> },
    date: { key: 'date', header: t('orders.eventDate'), cell: (order) => <BookingDate eventDate={order.eventDate} /> },
    customer: {
      key: 'customer',
      header: t('orders.column.customer'),
      cell: (order) => (
        <>
          <span className="block font-medium">{order.customer.name}</span>
          {order.customer.email && <Email email={order.customer.email} link />}
          {order.details.phone && <PhoneLink phone={order.details.phone} className="block" />}
        </>
      ),
    },
    /** The breakdown names its own lines (Price, Delivery charge, Total): no second "Price" label on a card. */
    charges: {
      key: 'price',
      header: t('orders.column.price'),
      mobileLabel: false,
      cell: (order) => <ChargeList charges={order} summary />,
    },
    total: {
      key: 'price',
      header: t('orders.column.price'),
      cell: (order) => <span className="whitespace-nowrap font-semibold">{formatMoney(order.total, locale)}</span>,
    },
    /** The total with what was ordered under it, each line with its count and price (the merchant's and admins' tables). */
    ordered: {
      key: 'price',
      header: t('orders.column.price'),
      cell: (order) =>
        hasOfferLines(order.lines) ? (
          <PriceSummary lines={order.lines} total={order.total} priced />
        ) : (
          <span className="whitespace-nowrap font-semibold">{formatMoney(order.total, locale)}</span>
        ),
    },
    place: {
      key: 'place',
      header: t('orders.column.place'),
      mobileLabel: t('orders.column.placeShort'),
      cell: (order) => <CustomerPlaceAndContact order={order} />,
    },
    /** The merchant's place and phone (the admin's table: the customer's number is in the customer column). */
    merchantPlace: {
      key: 'place',
      header: t('orders.column.place'),
      mobileLabel: t('orders.column.placeShort'),
      cell: (order) => <PlaceAndContact location={bookedNames(order, locale).location} contact={order.contact} />,
    },
    /** The badge, and under it what a confirmed booking has paid and owes, or what a cancelled one gave back. */
    status: {
      key: 'status',
      header: t('orders.column.status'),
      cell: (order) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge of="booking" status={bookingStatus(order)} />
          <BookingMoney order={order} />
        </span>
      ),
    },
  } satisfies Record<string, TColumn<TOrder>>
}
