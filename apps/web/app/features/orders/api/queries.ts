import { queryOptions, useQuery } from '#app/lib/query'
import { VENUE_SHIFT_HOURS, VENUE_SHIFTS, type TListingKind } from '@utsab/shared/constants'
import { travelsToEvent } from '@utsab/shared/booking-details'
import { bookedNames } from '@utsab/shared/i18n/listing-name'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { KIND_META } from '@utsab/shared/kinds'
import type { TOrder, TOrderDetail } from '@utsab/shared/schemas/orders'
import { callApi, type TResponseOf } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import { availabilityEndpoint, cancellationQuoteEndpoint, cartEndpoint, myOrdersEndpoint, orderEndpoint } from './endpoints'

/** Everything about the viewer's orders and cart: every order and cart mutation invalidates it. */
export const ORDERS_KEY = ['orders'] as const

export type TMyOrders = TResponseOf<typeof myOrdersEndpoint>
export type TCartAnswer = TResponseOf<typeof cartEndpoint>
export type TAvailabilityAnswer = TResponseOf<typeof availabilityEndpoint>

export const myOrdersQuery = () => queryOptions({ queryKey: [...ORDERS_KEY, 'mine'] as const, queryFn: () => callApi(myOrdersEndpoint) })

export const cartQuery = () => queryOptions({ queryKey: [...ORDERS_KEY, 'cart'] as const, queryFn: () => callApi(cartEndpoint) })

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'one', id] as const, queryFn: () => callApi(orderEndpoint, { params: { id } }) })

/**
 * What cancelling a booking now gives back, read each time the cancel dialog opens (the day may have
 * turned since). Kept out of ORDERS_KEY: the orders read again after the cancellation must not ask
 * for the quote of a booking that is cancelled by then.
 */
export const cancellationQuoteKey = (orderId: string) => ['cancellation-quote', orderId] as const

export function useCancellationQuote(orderId: string, open: boolean) {
  return useQuery({
    queryKey: cancellationQuoteKey(orderId),
    queryFn: () => callApi(cancellationQuoteEndpoint, { params: { id: orderId } }),
    enabled: open,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  })
}

/** Taken days of a dated listing; a refused booking (the date was just taken) invalidates it. */
export const availabilityKey = (listingId: string) => ['availability', listingId] as const

export const availabilityQuery = (kind: TListingKind, listingId: string) =>
  queryOptions({
    queryKey: availabilityKey(listingId),
    queryFn: () => callApi(availabilityEndpoint, { params: { segment: KIND_META[kind].apiSegment, id: listingId } }),
  })

/** The viewer's orders, seeded by the route loader (`seedOf(await loadApi(context, myOrdersEndpoint))`). */
export function useMyOrders(seed: TSeed<TMyOrders>): TOrder[] {
  const query = myOrdersQuery()
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) }).data.data
}

/** The cart, seeded by the route loader; `isFetching` while it is read again after a change. */
export function useCart(seed: TSeed<TCartAnswer>) {
  const query = cartQuery()
  const { data, isFetching } = useQuery({ ...query, ...useSeed(query.queryKey, seed) })
  return { cart: data, isFetching }
}

/** One order, seeded by the route loader. */
export function useOrder(id: string, seed: TSeed<TOrderDetail>): TOrderDetail {
  const query = orderQuery(id)
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) }).data
}

const AVAILABILITY_FRESH_MS = 10_000

/** A dated listing's booking window and taken days, seeded by the detail page's loader; null for costumes (no seed). */
export function useAvailability(kind: TListingKind, listingId: string, seed: TSeed<TAvailabilityAnswer> | null) {
  const query = availabilityQuery(kind, listingId)
  const seeded = useSeed(query.queryKey, seed ?? { data: { listingId, from: '', to: '', booked: [], takenShifts: [] }, loadedAt: 0 })
  // A page shared by visitors without cookies may carry taken days up to the catalog cache's age (decision 045):
  // an answer older than this is asked again when the page opens. The server refuses a taken date in any case.
  const { data } = useQuery({ ...query, ...seeded, staleTime: AVAILABILITY_FRESH_MS, enabled: seed !== null })
  return seed ? data : null
}

/** The statuses of a booking that keeps its date (as the server counts them). */
const HOLDING: TOrder['status'][] = ['pending', 'confirmed', 'paid', 'requested']

/**
 * The customer's own venue booking of this date (booked, or waiting for an answer or for its payment), for a
 * photographer's or makeup artist's form: left empty, their place and time come from it. Null until a date is
 * picked, for other kinds, and for visitors.
 */
export function useVenueOnDate(kind: TListingKind, loggedIn: boolean, eventDate: string | null, locale: TLocale) {
  const wanted = loggedIn && travelsToEvent(kind)
  const { data } = useQuery({ ...myOrdersQuery(), enabled: wanted })
  if (!wanted || !eventDate || !data) return null
  const venues = data.data
    .filter((order) => order.kind === 'venue' && order.eventDate === eventDate && HOLDING.includes(order.status) && order.details.shift)
    .sort((a, b) => VENUE_SHIFTS.indexOf(a.details.shift!) - VENUE_SHIFTS.indexOf(b.details.shift!))
  const first = venues[0]
  if (!first) return null
  const names = bookedNames(first, locale)
  return { name: names.event, address: first.location, time: VENUE_SHIFT_HOURS[first.details.shift!].start }
}
