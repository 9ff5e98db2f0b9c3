import { and, count, desc, eq, gt, gte, inArray, isNotNull, lte } from 'drizzle-orm'
import {
  BOOKING_HORIZON_DAYS,
  CART_MAX_ITEMS,
  MAX_ACTIVE_HOLDS,
  MAX_OPEN_REQUESTS,
  MAX_OPEN_REQUESTS_PER_LISTING,
  VENUE_SHIFTS,
  type TListingKind,
  type TVenueShift,
} from '@utsab/shared/constants'
import { isDatedKind } from '@utsab/shared/kinds'
import { addDays, todayInDhaka } from '@utsab/shared/format'
import { message } from '@utsab/shared/i18n/message'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { paymentPlan, type TCancellationPolicy } from '@utsab/shared/booking-money'
import { priceBooking, type TBookingPrice } from '@utsab/shared/booking-price'
import type {
  TAvailability,
  TBookingDetails,
  TCart,
  TCartItem,
  TCartItemChange,
  TCreateOrder,
  TOrder,
  TOrderDetail,
} from '@utsab/shared/schemas/orders'
import type { TDb, TTx } from '../../db/client'
import type { TPriceLine } from '@utsab/shared/schemas/offer'
import { findUserByEmail, mailLocaleOf } from '../../db/users'
import { findBlockedSlots } from '../../db/blocked-dates'
import { ACTIVE_STATUSES, chargeStarted, expireStaleOrders, findOrder, isUniqueViolation, toOrder, toOrders } from '../../db/order-records'
import { toListing, whatsappOfListing } from '../../db/merchant-records'
import { moveOrder, type TOpeningStatus } from '../../db/order-lifecycle'
import { agencies, cartItems, listings, orders, user } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { TSessionUser } from '../../plugins/auth'
import { inTransaction, type TServiceDeps } from '../../lib/deps'
import { labelTestMode, queueMail } from '../../lib/email/compose'
import { mailWords } from '../../lib/email/words'
import { notifyMerchants } from '../../lib/notify-merchants'
import { orderConfirmation, requestSent } from './emails'
import type { TPlannedDetails } from '@utsab/shared/booking-details'
import type { TVenueOnDate } from '@utsab/shared/booking-details'
import { districtName } from '@utsab/shared/districts'
import {
  bookingDetailsFor,
  bookingPriceFor,
  chosenOfferOf,
  customerPhoneFor,
  customerVenuesOn,
  needsVenueFallback,
  venueOnDate,
} from './booking-details'

type TExecutor = TDb | TTx
export type TOrderSettings = { holdMinutes: number; commissionBps: number; requestAnswerHours: number }

/** What an accepted quote fixes in place of the listing's: the price as quoted, its advance and its policy (quotes.ts). */
export type TQuotedTerms = { lines: TPriceLine[]; total: number; advancePercent: number; cancellationPolicy: TCancellationPolicy }

/** A quote's price as a booking records it: its own lines, no package or add-ons of the listing, no delivery charge. */
const quotedPrice = ({ lines, total }: TQuotedTerms): TBookingPrice => ({
  packageId: null,
  addons: [],
  lines,
  price: total,
  deliveryCharge: 0,
  total,
})

/**
 * What a cart item comes to now: its package and add-ons at today's prices. One its merchant has stopped selling
 * since is priced without it here; checkout then refuses it under its field, so the customer chooses again.
 */
function cartCharges(listing: typeof listings.$inferSelect, details: TBookingDetails) {
  let priced = priceBooking(listing, details)
  // Without a package or add-on named, the price cannot be refused.
  if (!priced.ok) priced = priceBooking(listing, { guests: details.guests, quantity: details.quantity })
  if (!priced.ok) throw new Error(priced.refusal.message.key)
  const { price, lines, deliveryCharge, total } = priced.price
  return { price, lines, deliveryCharge, total }
}

async function findPublishedListing(db: TExecutor, listingId: string) {
  const [row] = await db
    .select({ listing: listings, agency: agencies })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(and(eq(listings.id, listingId), eq(listings.published, true)))
  if (!row) throw new AppError('listing_not_found')
  return row
}

/** Dated kinds need a date from today on (Dhaka time); costumes are delivered, so a date is ignored. */
export function eventDateFor(kind: TListingKind, eventDate: string | undefined, now: Date): string | null {
  if (!isDatedKind(kind)) return null
  const refused = (key: TMessageKey) => new AppError('invalid_event_date', undefined, { eventDate: message(key) })
  if (!eventDate) throw refused('errors.eventDate.missing')
  const today = todayInDhaka(now)
  if (eventDate < today) throw refused('errors.eventDate.past')
  if (eventDate > addDays(today, BOOKING_HORIZON_DAYS)) throw refused('errors.eventDate.tooFar')
  return eventDate
}

/** Where a listing is, as a booking records it: "House 7, Road 2, Mirpur, Dhaka". */
const locationOf = (listing: Pick<typeof listings.$inferSelect, 'address' | 'district'>) => `${listing.address}, ${listing.district}`

/**
 * The venue bookings of the customer on the dates of the photographers and makeup artists being booked without a
 * place or time: those already made, then the venues booked in this same placement (a cart with the hall and its
 * photographer for one day).
 */
async function venuesForItems(
  tx: TTx,
  customerId: string,
  items: TCreateOrder[],
  byId: Map<string, { listing: typeof listings.$inferSelect }>,
): Promise<Map<string, TVenueOnDate>> {
  const dates = items
    .filter((item) => {
      const row = byId.get(item.listingId)
      return item.eventDate && row && needsVenueFallback(row.listing, item)
    })
    .map((item) => item.eventDate!)
  const venues = await customerVenuesOn(tx, customerId, dates)
  for (const item of items) {
    const listing = byId.get(item.listingId)?.listing
    if (listing?.kind === 'venue' && item.eventDate && dates.includes(item.eventDate) && item.shift && !venues.has(item.eventDate))
      venues.set(item.eventDate, venueOnDate({ location: locationOf(listing), shift: item.shift }))
  }
  return venues
}

/** 409 `date_taken` (`shift_taken`): the date (or, for a venue, the shift of that date) went to another booking. */
const dateTakenError = (shifted: boolean) => new AppError(shifted ? 'shift_taken' : 'date_taken')

/** One customer's order placements and cart changes take turns (a row lock), so two at once cannot both pass a limit. */
const lockCustomer = async (tx: TTx, customerId: string) =>
  (
    await tx
      .select({ id: user.id, phone: user.phone, emailVerified: user.emailVerified, phoneVerified: user.phoneVerified })
      .from(user)
      .where(eq(user.id, customerId))
      .for('update')
  )[0]

/**
 * A request holds a date for days without money (decision 050): only a person with a verified email or mobile may place one, with at most
 * MAX_OPEN_REQUESTS waiting at once, and MAX_OPEN_REQUESTS_PER_LISTING waiting on one listing. A request past its
 * answer time no longer holds anything, even before the sweep has marked it lapsed.
 */
async function checkRequestLimits(
  tx: TTx,
  customer: { id: string; verified: boolean },
  asked: { listing: typeof listings.$inferSelect }[],
  now: Date,
) {
  if (asked.length === 0) return
  if (!customer.verified) throw new AppError('request_email_not_verified')
  const open = await tx
    .select({ listingId: orders.listingId })
    .from(orders)
    .where(and(eq(orders.customerId, customer.id), eq(orders.status, 'requested'), gt(orders.expiresAt, now)))
  const perListing = new Map<string, number>()
  for (const { listingId } of open) perListing.set(listingId, (perListing.get(listingId) ?? 0) + 1)
  for (const { listing } of asked) {
    const waiting = (perListing.get(listing.id) ?? 0) + 1
    if (waiting > MAX_OPEN_REQUESTS_PER_LISTING) throw new AppError('request_open_on_listing', { name: listing.name })
    perListing.set(listing.id, waiting)
  }
  if (open.length + asked.length > MAX_OPEN_REQUESTS) throw new AppError('too_many_open_requests', { max: MAX_OPEN_REQUESTS })
}

/**
 * Places orders for the given items in one transaction, all or nothing. Price, identity and the
 * snapshot come from the database; a date already held answers 409 and books nothing. The database
 * work is the same handful of statements for one item or a full cart (one lookup, one insert).
 */
export async function placeOrders(
  db: TDb,
  customer: TSessionUser,
  items: (TCreateOrder & { cartItemId?: string; quoted?: TQuotedTerms })[],
  settings: TOrderSettings,
  options: { now?: Date; phone?: string; inSameTransaction?: (tx: TTx, placed: TOrder[]) => Promise<void> } = {},
): Promise<TOrder[]> {
  const now = options.now ?? new Date()
  if (items.length > CART_MAX_ITEMS) throw new AppError('cart_full', { max: CART_MAX_ITEMS })
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockCustomer(tx, customer.id)
      const customerPhone = await customerPhoneFor(tx, customer.id, options.phone ?? items.find((item) => item.phone)?.phone, locked?.phone)
      const found = await tx
        .select({ listing: listings, agency: agencies })
        .from(listings)
        .innerJoin(agencies, eq(agencies.id, listings.agencyId))
        .where(and(inArray(listings.id, [...new Set(items.map((item) => item.listingId))]), eq(listings.published, true)))
        // Held until this transaction ends: a merchant blocking one of these dates waits for it and then sees its bookings.
        .for('key share', { of: listings })
      const byId = new Map(found.map((row) => [row.listing.id, row]))
      const venues = await venuesForItems(tx, customer.id, items, byId)
      const planned = items.map((item) => {
        const row = byId.get(item.listingId)
        if (!row) throw new AppError('listing_not_found')
        const eventDate = eventDateFor(row.listing.kind, item.eventDate, now)
        const details = bookingDetailsFor(row.listing, item, now, eventDate ? (venues.get(eventDate) ?? null) : null)
        const price = item.quoted ? quotedPrice(item.quoted) : bookingPriceFor(row.listing, item, details)
        return { ...row, cartItemId: item.cartItemId, quoted: item.quoted, eventDate, details, price }
      })
      // A quote is the merchant's answer already: accepting it books at once.
      const asked = planned.filter((entry) => entry.eventDate && entry.listing.bookingMode === 'request' && !entry.quoted)
      await checkRequestLimits(tx, { id: customer.id, verified: Boolean(locked?.emailVerified || locked?.phoneVerified) }, asked, now)
      const dated = planned.filter((entry) => entry.eventDate)
      if (dated.length > 0) {
        const listingIds = [...new Set(dated.map((entry) => entry.listing.id))]
        const eventDates = [...new Set(dated.map((entry) => entry.eventDate!))]
        await expireStaleOrders(tx, { customerId: customer.id })
        await expireStaleOrders(tx, { listingIds, eventDates })
        const [held] = await tx
          .select({ count: count() })
          .from(orders)
          .where(and(eq(orders.customerId, customer.id), inArray(orders.status, ['pending', 'requested']), isNotNull(orders.eventDate)))
        if ((held?.count ?? 0) + dated.length > MAX_ACTIVE_HOLDS) throw new AppError('too_many_holds', { max: MAX_ACTIVE_HOLDS })
        const active = [
          ...(await tx
            .select({ listingId: orders.listingId, eventDate: orders.eventDate, shift: orders.shift })
            .from(orders)
            .where(
              and(inArray(orders.listingId, listingIds), inArray(orders.eventDate, eventDates), inArray(orders.status, ACTIVE_STATUSES)),
            )),
          ...(await findBlockedSlots(tx, { listingIds, eventDates })),
        ]
        const taken = dated.find((entry) =>
          active.some(
            (row) => row.listingId === entry.listing.id && row.eventDate === entry.eventDate && row.shift === entry.details.shift,
          ),
        )
        if (taken) {
          if (!taken.cartItemId) throw dateTakenError(taken.details.shift !== null)
          // "Rose Garden Hall is already booked on 14 Feb 2027. Pick another date for it in your cart.", under its cart item.
          const params = { name: taken.listing.name, date: { date: taken.eventDate! } }
          throw new AppError('cart_date_taken', params, { [taken.cartItemId]: message('errors.cart.bookedOnPickInCart', params) })
        }
      }
      const checkoutId = crypto.randomUUID()
      const expiresAt = new Date(now.getTime() + settings.holdMinutes * 60_000)
      const answerBy = new Date(now.getTime() + settings.requestAnswerHours * 3_600_000)
      const rows = await tx
        .insert(orders)
        .values(
          planned.map(({ listing, agency, eventDate, details, quoted, price: { packageId, lines, price, deliveryCharge, total } }) => {
            const plan = paymentPlan(total, quoted?.advancePercent ?? listing.advancePercent, eventDate, todayInDhaka(now))
            // A merchant who asks no advance confirms the date at once; the balance is due before the event.
            const confirmedNow = eventDate !== null && plan.advance === 0 && total > 0
            // A request waits for the merchant's answer, and is then paid on its own (decision 037).
            const requested = eventDate !== null && listing.bookingMode === 'request' && !quoted
            const status: TOpeningStatus = requested ? 'requested' : confirmedNow ? 'confirmed' : 'pending'
            return {
              customerId: customer.id,
              listingId: listing.id,
              kind: listing.kind,
              eventDate,
              event: listing.name,
              eventBn: listing.nameBn,
              category: listing.category,
              categoryBn: listing.categoryBn,
              picture: listing.backgroundPicture ?? listing.pictures[0] ?? null,
              customerName: customer.name,
              customerEmail: customer.email,
              agencyName: agency.name,
              location: locationOf(listing),
              locationBn: listing.addressBn ? `${listing.addressBn}, ${districtName(listing.district, 'bn')}` : null,
              contact: agency.phone,
              rating: listing.rating,
              customerPhone,
              ...details,
              // A quote's first item may be priced apart from the costumes' count: what one unit comes to is capped by the total.
              unitPriceBdt: Math.min(lines[0]!.unitPrice, Math.floor(price / details.quantity)),
              priceBdt: price,
              packageId,
              lines,
              deliveryChargeBdt: deliveryCharge,
              totalBdt: total,
              advanceBdt: plan.advance,
              balanceDueOn: plan.balanceDueOn,
              cancellationPolicy: quoted?.cancellationPolicy ?? listing.cancellationPolicy,
              commissionBps: settings.commissionBps,
              status,
              checkoutId: requested ? crypto.randomUUID() : checkoutId,
              requestedAt: requested ? now : null,
              // A quote's booking waits for its advance for the hold's time even when undated: the quote's price does not stand forever.
              expiresAt: requested ? answerBy : (eventDate || quoted) && !confirmedNow ? expiresAt : null,
            }
          }),
        )
        .returning()
      const placed = rows.sort((a, b) => a.number - b.number).map((row) => toOrder(row))
      await options.inSameTransaction?.(tx, placed)
      return placed
    })
  } catch (error) {
    // Two transactions racing for one date: the loser's insert fails (at once, or at commit on some servers).
    if (isUniqueViolation(error)) throw dateTakenError(items.some((item) => item.shift !== undefined))
    throw error
  }
}

/** Queues the booking email to the customer and the notices to the merchants, in the bookings' own transaction. */
export function announceBookings(deps: TServiceDeps, settings: TOrderSettings) {
  return async (tx: TTx, placed: TOrder[]) => {
    const booked = placed.filter((order) => order.status !== 'requested')
    const requests = placed.filter((order) => order.status === 'requested')
    const words = mailWords(await mailLocaleOf(tx, placed[0]!.customer.email))
    if (booked.length > 0)
      await queueMail(tx, labelTestMode(orderConfirmation(booked, deps.publicOrigin, settings.holdMinutes, words), deps.paymentsTestMode))
    for (const request of requests) await queueMail(tx, requestSent(request, deps.publicOrigin, words))
    const notifying = inTransaction(deps, tx)
    if (booked.length > 0) await notifyMerchants(notifying, booked, 'booked', deps.publicOrigin)
    if (requests.length > 0) await notifyMerchants(notifying, requests, 'requested', deps.publicOrigin)
  }
}

/** POST /api/orders: book one listing (Buy now, Hire now, Booking), with the mails to the customer and the merchant. */
export async function placeOrder(deps: TServiceDeps, customer: TSessionUser, input: TCreateOrder, settings: TOrderSettings) {
  const placed = await placeOrders(deps.db, customer, [input], settings, { inSameTransaction: announceBookings(deps, settings) })
  return placed[0]!
}

/** POST /api/cart/checkout: the whole cart becomes bookings (all or nothing), with the same mails. */
export function checkoutCart(deps: TServiceDeps, customer: TSessionUser, settings: TOrderSettings, phone?: string) {
  return checkout(deps.db, customer, settings, phone, announceBookings(deps, settings))
}

/** GET /api/order: your own bookings; an admin may name any customer by email. */
export async function listOrdersOf(db: TDb, viewer: TSessionUser, email = viewer.email) {
  if (email !== viewer.email && viewer.role !== 'admin') throw new AppError('orders_own_only')
  if (email === viewer.email) return listOwnOrders(db, viewer.id)
  const customer = await findUserByEmail(db, email)
  return customer ? listOwnOrders(db, customer.id) : []
}

export async function listOwnOrders(db: TDb, customerId: string): Promise<TOrder[]> {
  await expireStaleOrders(db, { customerId })
  const rows = await db
    .select()
    .from(orders)
    // Every booking stays, cancelled and expired ones too (with their refunds): My bookings filters them.
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.number))
  return toOrders(db, rows)
}

export async function listAllOrders(db: TDb, page: number, pageSize: number) {
  await expireStaleOrders(db)
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(orders),
  ])
  const total = totals?.total ?? 0
  return { data: await toOrders(db, rows), page, pageSize, total, totalPages: Math.ceil(total / pageSize) }
}

/** The customer, admins and the merchant whose listing it is see an order; to everyone else it does not exist. */
export async function readOrder(db: TDb, viewer: TSessionUser, id: string): Promise<TOrderDetail> {
  const found = await findOrder(db, id)
  if (!found) throw new AppError('order_not_found')
  // A lapsed hold reads as expired to whoever looks (customer, merchant or admin).
  await expireStaleOrders(db, { checkoutId: found.checkoutId })
  const row = (await findOrder(db, id))!
  const [read] = await toOrders(db, [row])
  // The merchant's WhatsApp number when they offer a chat (issue 36): the customer's page links to it.
  const order = { ...read!, whatsapp: await whatsappOfListing(db, row.listingId), yours: row.customerId === viewer.id }
  if (row.customerId === viewer.id || viewer.role === 'admin') return order
  if (viewer.role === 'merchant') {
    const [own] = await db
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(agencies, eq(agencies.id, listings.agencyId))
      .where(and(eq(listings.id, row.listingId), eq(agencies.ownerId, viewer.id)))
    if (own) return order
  }
  throw new AppError('order_not_found')
}

/**
 * Cancels the customer's own unpaid order. It leaves the customer's list but stays on record. An
 * order whose charge is under way or done is not cancelled (the charge must end in a paid order):
 * the order is locked first, so a card confirmation claiming its charge either finished before
 * (and is seen here) or waits and then finds the order cancelled.
 */
export async function cancelOrder(deps: TServiceDeps, viewer: TSessionUser, id: string): Promise<{ deletedCount: number }> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
    if (!row || row.customerId !== viewer.id) throw new AppError('order_not_found')
    // Money was paid: cancelling goes through POST /api/orders/:id/cancel, which shows and takes the refund.
    if (row.status === 'paid' || row.status === 'confirmed') throw new AppError('paid_order_not_cancellable')
    if (row.status === 'cancelled') return null
    const [started] = await tx.select({ started: chargeStarted }).from(orders).where(eq(orders.id, id))
    if (started?.started) throw new AppError('payment_started')
    // Unpaid: pending, requested, or expired (a lapsed hold or request, which the customer may still cancel).
    const updated = await moveOrder(tx, {
      orderId: id,
      from: ['pending', 'requested', 'expired'],
      to: 'cancelled',
      set: { cancelledAt: new Date() },
    })
    // The merchant was told of the booking or request, so they are told it is off (a lapsed one is already off).
    const wasHolding = row.status === 'requested' || row.status === 'pending'
    if (wasHolding && updated.eventDate) await notifyMerchants(inTransaction(deps, tx), [toOrder(updated)], 'cancelled', deps.publicOrigin)
    return updated
  })
  return { deletedCount: cancelled ? 1 : 0 }
}

export async function availability(db: TDb, kind: TListingKind, listingId: string, now = new Date()): Promise<TAvailability> {
  const { listing } = await findPublishedListing(db, listingId)
  if (listing.kind !== kind) throw new AppError('listing_not_found')
  const from = todayInDhaka(now)
  const to = addDays(from, BOOKING_HORIZON_DAYS)
  await expireStaleOrders(db, { listingId })
  // A slot the merchant blocked is taken as a booking takes it.
  const [booked, blocked] = isDatedKind(kind)
    ? await Promise.all([
        db
          .selectDistinct({ eventDate: orders.eventDate, shift: orders.shift })
          .from(orders)
          .where(
            and(
              eq(orders.listingId, listingId),
              inArray(orders.status, ACTIVE_STATUSES),
              gte(orders.eventDate, from),
              lte(orders.eventDate, to),
            ),
          ),
        findBlockedSlots(db, { listingIds: [listingId], from, to }),
      ])
    : [[], []]
  const seen = new Set<string>()
  const rows = [...booked, ...blocked]
    .filter((row) => {
      const key = `${row.eventDate} ${row.shift}`
      return !seen.has(key) && seen.add(key)
    })
    .sort((a, b) => `${a.eventDate} ${a.shift}`.localeCompare(`${b.eventDate} ${b.shift}`))
  // A venue's date is booked once both its shifts are; until then the one taken is listed on its own.
  const shiftsOn = new Map<string, TVenueShift[]>()
  for (const row of rows) if (row.shift) shiftsOn.set(row.eventDate!, [...(shiftsOn.get(row.eventDate!) ?? []), row.shift])
  const bookedDays = [
    ...new Set(
      rows.filter((row) => !row.shift || shiftsOn.get(row.eventDate!)!.length >= VENUE_SHIFTS.length).map((row) => row.eventDate!),
    ),
  ]
  const takenShifts = rows
    .filter((row) => row.shift && !bookedDays.includes(row.eventDate!))
    .map((row) => ({ date: row.eventDate!, shift: row.shift! }))
  return { listingId, from, to, booked: bookedDays, takenShifts }
}

// ---- Cart ----

async function cartRows(db: TExecutor, userId: string) {
  return db
    .select({ item: cartItems, listing: listings, agency: agencies })
    .from(cartItems)
    .innerJoin(listings, eq(listings.id, cartItems.listingId))
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.createdAt)
}

export async function getCart(db: TDb, userId: string): Promise<TCart> {
  const rows = await cartRows(db, userId)
  const items: TCartItem[] = rows.map(({ item, listing, agency }) => {
    return {
      id: item.id,
      eventDate: item.eventDate,
      details: item.details,
      ...cartCharges(listing, item.details),
      listing: toListing(listing, agency),
    }
  })
  return { items, total: items.reduce((sum, item) => sum + item.total, 0) }
}

/** "Rose Garden Hall for 14 Feb 2027 is already in your cart." */
const alreadyInCart = (name: string, eventDate: string | null) =>
  eventDate ? new AppError('already_in_cart_on_date', { name, date: { date: eventDate } }) : new AppError('already_in_cart', { name })

/** A dated listing's date must still be free (409 `listing_date_taken`, naming the listing and the date; `shift_taken`). */
async function ensureDateFree(
  db: TDb,
  listing: { id: string; kind: TListingKind; name: string },
  eventDate: string | null,
  shift: TVenueShift | null,
  now: Date,
) {
  if (!eventDate) return
  const taken = await availability(db, listing.kind, listing.id, now)
  if (taken.booked.includes(eventDate))
    throw new AppError(
      'listing_date_taken',
      { name: listing.name, date: { date: eventDate } },
      { eventDate: message('errors.cart.dateTaken') },
    )
  if (shift && taken.takenShifts.some((entry) => entry.date === eventDate && entry.shift === shift))
    throw new AppError('shift_taken', undefined, { shift: message('errors.cart.shiftTaken') })
}

/** What a cart item keeps of the details: only its kind's (checked now, and again at checkout). */
/** Planned details as a booking form gives them: the fields a kind does not ask for are left out. */
export function cartDetails(planned: TPlannedDetails): TBookingDetails {
  return Object.fromEntries(Object.entries(planned).filter(([, value]) => value !== null)) as TBookingDetails
}

/**
 * Adds an item to the cart, which holds at most CART_MAX_ITEMS. The same listing and date already
 * there answers 409 `already_in_cart`, naming the item (nothing is added twice, and the customer is told).
 */
export async function addToCart(db: TDb, userId: string, input: TCreateOrder, now = new Date()): Promise<TCartItem> {
  const { listing } = await findPublishedListing(db, input.listingId)
  const eventDate = eventDateFor(listing.kind, input.eventDate, now)
  const venue = eventDate && needsVenueFallback(listing, input) ? await venueForCart(db, userId, eventDate) : null
  const details = bookingDetailsFor(listing, input, now, venue)
  const price = bookingPriceFor(listing, input, details)
  await ensureDateFree(db, listing, eventDate, details.shift, now)
  const id = await db.transaction(async (tx) => {
    await lockCustomer(tx, userId)
    if (input.phone) await customerPhoneFor(tx, userId, input.phone)
    const [inserted] = await tx
      .insert(cartItems)
      .values({ userId, listingId: listing.id, eventDate, details: { ...cartDetails(details), ...chosenOfferOf(price) } })
      .onConflictDoNothing()
      .returning({ id: cartItems.id })
    if (!inserted) throw alreadyInCart(listing.name, eventDate)
    const [items] = await tx.select({ count: count() }).from(cartItems).where(eq(cartItems.userId, userId))
    if ((items?.count ?? 0) > CART_MAX_ITEMS) throw new AppError('cart_full', { max: CART_MAX_ITEMS })
    return inserted.id
  })
  return cartItemOf(db, userId, id)
}

/** The customer's venue of that date, booked or in their cart: a photographer added without a place or time comes there. */
async function venueForCart(db: TDb, userId: string, eventDate: string): Promise<TVenueOnDate | null> {
  const booked = (await customerVenuesOn(db, userId, [eventDate])).get(eventDate)
  if (booked) return booked
  const [inCart] = await db
    .select({ listing: listings, details: cartItems.details })
    .from(cartItems)
    .innerJoin(listings, eq(listings.id, cartItems.listingId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.eventDate, eventDate), eq(listings.kind, 'venue')))
    .orderBy(cartItems.createdAt)
    .limit(1)
  return inCart ? venueOnDate({ location: locationOf(inCart.listing), shift: inCart.details.shift ?? null }) : null
}

async function cartItemOf(db: TDb, userId: string, itemId: string) {
  const item = (await getCart(db, userId)).items.find((entry) => entry.id === itemId)
  if (!item) throw new AppError('cart_item_not_found')
  return item
}

/**
 * PATCH /api/cart/:id: picks another date for a dated item in the cart. The date must be free
 * (409 `date_taken`) and not already in the cart for the same listing (409 `already_in_cart`).
 */
export async function changeCartItemDate(
  db: TDb,
  userId: string,
  itemId: string,
  change: TCartItemChange,
  now = new Date(),
): Promise<TCartItem> {
  const [row] = await db
    .select({ item: cartItems, listing: listings })
    .from(cartItems)
    .innerJoin(listings, eq(listings.id, cartItems.listingId))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
  if (!row) throw new AppError('cart_item_not_found')
  if (!isDatedKind(row.listing.kind)) {
    throw new AppError('cart_item_delivered', undefined, { eventDate: message('errors.cart.delivered') })
  }
  const eventDate = eventDateFor(row.listing.kind, change.eventDate, now)
  const shift = row.listing.kind === 'venue' ? (change.shift ?? row.item.details.shift ?? null) : null
  if (eventDate === row.item.eventDate && shift === (row.item.details.shift ?? null)) return cartItemOf(db, userId, itemId)
  await ensureDateFree(db, row.listing, eventDate, shift, now)
  try {
    await db
      .update(cartItems)
      .set({ eventDate, details: shift ? { ...row.item.details, shift } : row.item.details })
      .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInCart(row.listing.name, eventDate)
    throw error
  }
  return cartItemOf(db, userId, itemId)
}

export async function removeFromCart(db: TDb, userId: string, itemId: string) {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id })
  if (removed.length === 0) throw new AppError('cart_item_not_found')
}

/** Turns the whole cart into orders in one transaction (all dates available, or nothing is booked). */
export async function checkout(
  db: TDb,
  customer: TSessionUser,
  settings: TOrderSettings,
  phone?: string,
  /** Runs in the checkout's transaction (its mails are queued there). */
  announce?: (tx: TTx, placed: TOrder[]) => Promise<void>,
) {
  const rows = await cartRows(db, customer.id)
  if (rows.length === 0) throw new AppError('cart_empty')
  const itemIds = rows.map(({ item }) => item.id)
  const placed = await placeOrders(
    db,
    customer,
    rows.map(({ item }) => ({ ...item.details, listingId: item.listingId, eventDate: item.eventDate ?? undefined, cartItemId: item.id })),
    settings,
    {
      phone,
      inSameTransaction: async (tx, placedInTransaction) => {
        await tx.delete(cartItems).where(and(eq(cartItems.userId, customer.id), inArray(cartItems.id, itemIds)))
        await announce?.(tx, placedInTransaction)
      },
    },
  )
  // The checkout paid now is the instant bookings'; requests are each paid on their own once accepted.
  return { checkoutId: (placed.find((order) => order.status !== 'requested') ?? placed[0]!).checkoutId!, orders: placed }
}
