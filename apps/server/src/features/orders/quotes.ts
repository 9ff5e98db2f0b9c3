import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm'
import { paymentPlan } from '@utsab/shared/booking-money'
import { todayInDhaka } from '@utsab/shared/format'
import type { TPriceLine } from '@utsab/shared/schemas/offer'
import { QUOTE_LIMITS, type TQuote, type TQuoteState, type TSendQuote } from '@utsab/shared/schemas/quotes'
import type { TDb, TTx } from '../../db/client'
import { agencies, conversationMessages, conversations, listings, orders, quotes } from '../../db/schema'
import { expireStaleOrders } from '../../db/order-records'
import { AppError } from '../../lib/errors'
import type { TServiceDeps } from '../../lib/deps'
import type { TSessionUser } from '../../plugins/auth'
import { bookingDetailsFor } from './booking-details'
import { announceBookings, cartDetails, eventDateFor, placeOrders, type TOrderSettings } from './service'

/**
 * Quotes (issue 37, decision 057). In a conversation before booking, the listing's merchant prices what the family
 * asked for; the family accepts it and pays its advance in one step. Accepting places a booking through the same
 * `placeOrders` as any other, with the quote's lines, total, advance and policy in place of the listing's, and claims
 * the quote in that transaction, so a quote makes at most one live booking and its price is the price charged.
 */

type TQuoteRow = typeof quotes.$inferSelect
type TQuoteWithOrder = { quote: TQuoteRow; order: { status: string; paidBdt: number } | null; listing: TQuote['listing'] }

/** Orders that still hold what the quote promised (pending: waiting for the advance). */
const LIVE_ORDER = new Set(['pending', 'requested', 'confirmed', 'paid'])

function stateOf({ quote, order }: Pick<TQuoteWithOrder, 'quote' | 'order'>, now: Date): TQuoteState {
  if (quote.status === 'withdrawn') return 'withdrawn'
  if (order && (order.paidBdt > 0 || order.status === 'confirmed' || order.status === 'paid')) return 'booked'
  // A booking made while the quote stood may still be paid after it ends (until its own hold lapses).
  if (order && LIVE_ORDER.has(order.status)) return 'accepted'
  if (quote.validUntil <= now) return 'expired'
  // Accepted, but its booking lapsed unpaid: it can be accepted again while it stands.
  return 'open'
}

const selectQuotes = (db: TDb | TTx) =>
  db
    .select({
      quote: quotes,
      order: { status: orders.status, paidBdt: orders.paidBdt },
      listing: { id: listings.id, kind: listings.kind, name: listings.name, nameBn: listings.nameBn },
    })
    .from(quotes)
    .innerJoin(listings, eq(listings.id, quotes.listingId))
    .leftJoin(orders, eq(orders.id, quotes.orderId))

function toQuote(row: TQuoteWithOrder, now: Date): TQuote {
  const { quote } = row
  const plan = paymentPlan(quote.totalBdt, quote.advancePercent, quote.eventDate, todayInDhaka(now))
  const { phone: _phone, ...details } = { phone: null, ...quote.details }
  return {
    id: quote.id,
    number: quote.number,
    conversationId: quote.conversationId,
    listing: row.listing,
    eventDate: quote.eventDate,
    details,
    lines: quote.lines,
    total: quote.totalBdt,
    advancePercent: quote.advancePercent,
    advance: plan.advance,
    cancellationPolicy: quote.cancellationPolicy,
    note: quote.note,
    validUntil: quote.validUntil.toISOString(),
    state: stateOf(row, now),
    orderId: quote.orderId,
    createdAt: quote.createdAt.toISOString(),
  }
}

/** The conversation as one of its sides sees it, with what a quote needs; anyone else: 404. */
async function conversationOf(db: TDb | TTx, viewer: TSessionUser, conversationId: string) {
  const [row] = await db
    .select({ conversation: conversations, listing: listings, ownerId: agencies.ownerId })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(and(eq(conversations.id, conversationId), or(eq(conversations.customerId, viewer.id), eq(agencies.ownerId, viewer.id))))
  if (!row) throw new AppError('conversation_not_found')
  return row
}

const quotedLines = (lines: TSendQuote['lines']): TPriceLine[] =>
  lines.map((line) => ({ kind: 'item', nameBn: null, ...line, amount: line.unitPrice * line.quantity }))

type TQuotedListing = typeof listings.$inferSelect

/**
 * Writes a quote into a question conversation (before booking), wherever it is sent from: the conversation's own form,
 * or a request to book answered with it (`requestId`). One writer at a time per conversation, so the open-quote limit
 * holds under concurrency. The date and details are checked as a booking checks them (the date bookable, a venue's
 * shift, a photographer's place), so the family can accept what they are sent. The quote is also a message, so the
 * customer's inbox counts it unread; its email goes the way every message's does, unless the customer is told of it
 * otherwise (`toldOtherwise`: the request's own notice).
 */
export async function insertQuote(
  tx: TTx,
  {
    conversation,
    listing,
    senderId,
    input,
    requestId = null,
    toldOtherwise = false,
    now,
  }: {
    conversation: Pick<typeof conversations.$inferSelect, 'id' | 'customerId'>
    listing: TQuotedListing
    senderId: string
    input: TSendQuote
    requestId?: string | null
    toldOtherwise?: boolean
    now: Date
  },
): Promise<TQuote> {
  if (!listing.published) throw new AppError('listing_not_found')
  await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, conversation.id)).for('update')
  const open = await selectQuotes(tx).where(eq(quotes.conversationId, conversation.id))
  const stillOpen = open.filter((row) => ['open', 'accepted'].includes(stateOf(row, now))).length
  if (stillOpen >= QUOTE_LIMITS.openPerConversation) throw new AppError('quotes_open_max', { max: QUOTE_LIMITS.openPerConversation })
  const eventDate = eventDateFor(listing.kind, input.eventDate, now)
  const details = bookingDetailsFor(listing, input, now)
  const lines = quotedLines(input.lines)
  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  const [row] = await tx
    .insert(quotes)
    .values({
      conversationId: conversation.id,
      listingId: listing.id,
      customerId: conversation.customerId,
      senderId,
      eventDate,
      details,
      lines,
      totalBdt: total,
      advancePercent: input.advancePercent,
      cancellationPolicy: input.cancellationPolicy,
      note: input.note || null,
      validUntil: new Date(now.getTime() + input.validDays * 86_400_000),
      requestId,
      createdAt: now,
    })
    .returning()
  await tx.insert(conversationMessages).values({
    conversationId: conversation.id,
    senderId,
    fromSide: 'merchant',
    body: input.note || `#${row!.number}`,
    emailedAt: toldOtherwise ? now : null,
    createdAt: now,
  })
  await tx.update(conversations).set({ lastMessageAt: now, merchantReadAt: now }).where(eq(conversations.id, conversation.id))
  return toQuote(
    { quote: row!, order: null, listing: { id: listing.id, kind: listing.kind, name: listing.name, nameBn: listing.nameBn } },
    now,
  )
}

/** POST /api/conversations/:id/quotes: the listing's merchant sends a quote in a conversation before booking. */
export async function sendQuote(db: TDb, viewer: TSessionUser, conversationId: string, input: TSendQuote, now = new Date()) {
  return db.transaction(async (tx) => {
    const { conversation, listing, ownerId } = await conversationOf(tx, viewer, conversationId)
    if (ownerId !== viewer.id) throw new AppError('quote_merchant_only')
    if (conversation.orderId) throw new AppError('quote_for_question_only')
    return insertQuote(tx, { conversation, listing, senderId: viewer.id, input, now })
  })
}

/** GET /api/conversations/:id/quotes: a conversation's quotes, oldest first, for either of its sides. */
export async function conversationQuotes(db: TDb, viewer: TSessionUser, conversationId: string, now = new Date()) {
  const { conversation } = await conversationOf(db, viewer, conversationId)
  await expireStaleOrders(db, { customerId: conversation.customerId })
  const rows = await selectQuotes(db).where(eq(quotes.conversationId, conversationId)).orderBy(asc(quotes.createdAt), asc(quotes.number))
  return rows.map((row) => toQuote(row, now))
}

async function quoteFor(db: TDb | TTx, viewer: TSessionUser, id: string, side: 'customer' | 'merchant') {
  const [row] = await selectQuotes(db)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(and(eq(quotes.id, id), side === 'customer' ? eq(quotes.customerId, viewer.id) : eq(agencies.ownerId, viewer.id)))
  if (!row) throw new AppError('quote_not_found')
  return row
}

/**
 * POST /api/quotes/:id/withdraw: its merchant takes back a quote nobody is paying: open, expired, or accepted once with
 * a booking that lapsed unpaid (which it lets go of).
 */
export async function withdrawQuote(db: TDb, viewer: TSessionUser, id: string, now = new Date()) {
  await expireQuotedBooking(db, id)
  const row = await quoteFor(db, viewer, id, 'merchant')
  const state = stateOf(row, now)
  if (state === 'booked' || state === 'accepted') throw new AppError('quote_booked')
  if (state === 'withdrawn') return toQuote(row, now)
  // Accepted meanwhile, or its booking paid: the conditions keep the withdrawal from undoing either.
  const [updated] = await db
    .update(quotes)
    .set({ status: 'withdrawn', orderId: null, answeredAt: now })
    .where(
      and(
        eq(quotes.id, id),
        sql`${quotes.orderId} is not distinct from ${row.quote.orderId}`,
        sql`not exists (select 1 from ${orders} where ${orders.id} = ${quotes.orderId} and (${orders.paidBdt} > 0 or ${orders.status} in ('pending', 'requested', 'confirmed', 'paid')))`,
      ),
    )
    .returning()
  if (!updated) throw new AppError('quote_booked')
  return toQuote({ quote: updated, order: null, listing: row.listing }, now)
}

/** A quote's booking whose hold lapsed reads as lapsed at once, before the sweep gets to it. */
async function expireQuotedBooking(db: TDb, quoteId: string) {
  const [quote] = await db.select({ orderId: quotes.orderId, customerId: quotes.customerId }).from(quotes).where(eq(quotes.id, quoteId))
  if (quote?.orderId) await expireStaleOrders(db, { customerId: quote.customerId })
}

/**
 * POST /api/quotes/:id/accept: the family accepts a quote; its booking is placed at the quoted price and waits for
 * the advance (`/payment/:orderId`). Accepting twice answers the same booking while it waits.
 */
export async function acceptQuote(
  deps: TServiceDeps,
  viewer: TSessionUser,
  id: string,
  settings: TOrderSettings,
  phone?: string,
  now = new Date(),
) {
  await expireQuotedBooking(deps.db, id)
  const row = await quoteFor(deps.db, viewer, id, 'customer')
  const state = stateOf(row, now)
  if (state === 'withdrawn') throw new AppError('quote_withdrawn')
  if (state === 'expired') throw new AppError('quote_expired')
  if (state === 'booked') throw new AppError('quote_booked')
  if (state === 'accepted') {
    const [order] = await deps.db.select({ number: orders.number }).from(orders).where(eq(orders.id, row.quote.orderId!))
    return { orderId: row.quote.orderId!, number: order!.number }
  }
  const { quote } = row
  const announce = announceBookings(deps, settings)
  const [placed] = await placeOrders(
    deps.db,
    viewer,
    [
      {
        listingId: quote.listingId,
        ...(quote.eventDate ? { eventDate: quote.eventDate } : {}),
        ...cartDetails(quote.details),
        quoted: {
          lines: quote.lines,
          total: quote.totalBdt,
          advancePercent: quote.advancePercent,
          cancellationPolicy: quote.cancellationPolicy,
        },
      },
    ],
    settings,
    {
      now,
      phone,
      inSameTransaction: async (tx, orders) => {
        // Claimed only as it was read: a withdrawal, or a second acceptance, in between rolls this booking back.
        const [claimed] = await tx
          .update(quotes)
          .set({ status: 'accepted', orderId: orders[0]!.id, answeredAt: now })
          .where(
            and(
              eq(quotes.id, id),
              inArray(quotes.status, ['open', 'accepted']),
              gt(quotes.validUntil, now),
              sql`${quotes.orderId} is not distinct from ${quote.orderId}`,
            ),
          )
          .returning({ id: quotes.id })
        if (!claimed) throw new AppError('quote_booked')
        await announce(tx, orders)
      },
    },
  )
  return { orderId: placed!.id, number: placed!.number }
}
