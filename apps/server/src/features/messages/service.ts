import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { TConversation, TConversationSide, TConversationSummary, TMessage } from '@utsab/shared/schemas/messages'
import { isLocale } from '@utsab/shared/i18n/locales'
import type { TDb, TTx } from '../../db/client'
import { countUnreadConversations, openConversation } from '../../db/conversation-records'
import { agencies, conversationMessages, conversations, listings, orders, user } from '../../db/schema'
import { inTransaction, type TServiceDeps } from '../../lib/deps'
import { queueMail } from '../../lib/email/compose'
import { mailWords } from '../../lib/email/words'
import { AppError } from '../../lib/errors'
import type { TSessionUser } from '../../plugins/auth'
import { newMessagesEmail } from './emails'

/**
 * Messages (issue 17, decision 039). A customer asks a listing's merchant before booking (one thread per customer and
 * listing), and each booking has its own thread, which either side may start. Only the two sides read a conversation,
 * and admins once either side reported it. Each side's read marker counts what it has not read.
 */

type TConversationRow = typeof conversations.$inferSelect
type TMessageRow = typeof conversationMessages.$inferSelect

const withContext = (db: TDb | TTx) =>
  db
    .select({
      conversation: conversations,
      listing: { id: listings.id, kind: listings.kind, name: listings.name },
      ownerId: agencies.ownerId,
      agencyName: agencies.name,
      customerName: user.name,
      orderNumber: orders.number,
    })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .innerJoin(user, eq(user.id, conversations.customerId))
    .leftJoin(orders, eq(orders.id, conversations.orderId))
type TContextRow = Awaited<ReturnType<ReturnType<typeof withContext>['execute']>>[number]

/** The viewer's side of a conversation, or null when it is not theirs. */
function sideOf(row: Pick<TContextRow, 'conversation' | 'ownerId'>, viewer: Pick<TSessionUser, 'id'>): TConversationSide | null {
  if (row.conversation.customerId === viewer.id) return 'customer'
  if (row.ownerId === viewer.id) return 'merchant'
  return null
}

const toMessage = (row: TMessageRow): TMessage => ({
  id: row.id,
  body: row.body,
  at: row.createdAt.toISOString(),
  from: row.fromSide as TConversationSide,
})

const readAtOf = (conversation: TConversationRow, side: TConversationSide) =>
  side === 'customer' ? conversation.customerReadAt : conversation.merchantReadAt

function toSummary(row: TContextRow, side: TConversationSummary['side'], last: TMessageRow, unread: number): TConversationSummary {
  const { conversation } = row
  return {
    id: conversation.id,
    listing: row.listing,
    order: conversation.orderId && row.orderNumber !== null ? { id: conversation.orderId, number: row.orderNumber } : null,
    customerName: row.customerName,
    agencyName: row.agencyName,
    side,
    lastMessage: toMessage(last),
    unread,
    reported:
      conversation.reportedAt && conversation.reportReason
        ? { at: conversation.reportedAt.toISOString(), reason: conversation.reportReason }
        : null,
  }
}

async function addMessage(tx: TTx, conversationId: string, viewer: TSessionUser, side: TConversationSide, body: string, now: Date) {
  await tx.insert(conversationMessages).values({ conversationId, senderId: viewer.id, fromSide: side, body, createdAt: now })
  // Writing marks the thread read for the writer: they have seen everything up to their own message.
  await tx
    .update(conversations)
    .set({ lastMessageAt: now, ...(side === 'customer' ? { customerReadAt: now } : { merchantReadAt: now }) })
    .where(eq(conversations.id, conversationId))
}

/** A conversation with its messages, oldest first, as `side` reads it. */
async function conversationAs(db: TDb | TTx, row: TContextRow, side: TConversationSummary['side']): Promise<TConversation> {
  const messages = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, row.conversation.id))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
  const readAt = side === 'admin' ? null : readAtOf(row.conversation, side)
  const unread = side === 'admin' ? 0 : messages.filter((m) => m.fromSide !== side && (!readAt || m.createdAt > readAt)).length
  return { ...toSummary(row, side, messages.at(-1)!, unread), messages: messages.map(toMessage) }
}

/**
 * POST /api/conversations: the viewer's message about a listing (a question before booking, from anyone signed in
 * but its merchant) or about a booking (from its customer or its listing's merchant), in the thread it belongs to,
 * which the first message opens.
 */
export async function startConversation(
  db: TDb,
  viewer: TSessionUser,
  start: { listingId?: string; orderId?: string; body: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    let listingId: string
    let customerId: string
    let side: TConversationSide
    if (start.orderId) {
      const [found] = await tx
        .select({ order: orders, ownerId: agencies.ownerId })
        .from(orders)
        .innerJoin(listings, eq(listings.id, orders.listingId))
        .innerJoin(agencies, eq(agencies.id, listings.agencyId))
        .where(and(eq(orders.id, start.orderId), or(eq(orders.customerId, viewer.id), eq(agencies.ownerId, viewer.id))))
      if (!found) throw new AppError('booking_not_found')
      listingId = found.order.listingId
      customerId = found.order.customerId
      side = found.order.customerId === viewer.id ? 'customer' : 'merchant'
    } else {
      const [found] = await tx
        .select({ id: listings.id, ownerId: agencies.ownerId })
        .from(listings)
        .innerJoin(agencies, eq(agencies.id, listings.agencyId))
        .where(and(eq(listings.id, start.listingId!), eq(listings.published, true)))
      if (!found) throw new AppError('listing_not_found')
      if (found.ownerId === viewer.id) throw new AppError('own_listing')
      listingId = found.id
      customerId = viewer.id
      side = 'customer'
    }
    const thread = await openConversation(tx, { listingId, customerId, orderId: start.orderId ?? null }, now)
    await addMessage(tx, thread.id, viewer, side, start.body, now)
    const [fresh] = await withContext(tx).where(eq(conversations.id, thread.id))
    return conversationAs(tx, fresh!, side)
  })
}

/** The conversation as the viewer may read it: a side of it, or an admin once it is reported; anyone else 404. */
async function findReadable(db: TDb | TTx, viewer: TSessionUser, id: string) {
  const [row] = await withContext(db).where(eq(conversations.id, id))
  if (!row) throw new AppError('conversation_not_found')
  const side = sideOf(row, viewer)
  if (side) return { row, side }
  if (viewer.role === 'admin' && row.conversation.reportedAt) return { row, side: 'admin' as const }
  throw new AppError('conversation_not_found')
}

/** GET /api/conversations/:id: read by one of its sides (which marks it read for them), or by an admin once reported. */
export async function readConversation(db: TDb, viewer: TSessionUser, id: string, now = new Date()) {
  const { row, side } = await findReadable(db, viewer, id)
  if (side === 'admin') return conversationAs(db, row, side)
  const marker = side === 'customer' ? { customerReadAt: now } : { merchantReadAt: now }
  await db.update(conversations).set(marker).where(eq(conversations.id, id))
  return conversationAs(db, { ...row, conversation: { ...row.conversation, ...marker } }, side)
}

/** POST /api/conversations/:id/messages: one of its sides writes (an admin reading a report does not take part). */
export async function sendMessage(db: TDb, viewer: TSessionUser, id: string, body: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await withContext(tx).where(eq(conversations.id, id)).for('update', { of: conversations })
    const side = row ? sideOf(row, viewer) : null
    if (!row || !side) throw new AppError('conversation_not_found')
    await addMessage(tx, id, viewer, side, body, now)
    const [fresh] = await withContext(tx).where(eq(conversations.id, id))
    return conversationAs(tx, fresh!, side)
  })
}

/** POST /api/conversations/:id/report: either side asks admins to read it, with a reason. */
export async function reportConversation(db: TDb, viewer: TSessionUser, id: string, reason: string, now = new Date()) {
  const [row] = await withContext(db).where(eq(conversations.id, id))
  const side = row ? sideOf(row, viewer) : null
  if (!row || !side) throw new AppError('conversation_not_found')
  const [reported] = await db
    .update(conversations)
    .set({ reportedAt: now, reportedBy: viewer.id, reportReason: reason })
    .where(and(eq(conversations.id, id), isNull(conversations.reportedAt)))
    .returning({ id: conversations.id })
  if (!reported) throw new AppError('conversation_reported')
  const reportedRow = { ...row, conversation: { ...row.conversation, reportedAt: now, reportedBy: viewer.id, reportReason: reason } }
  return conversationAs(db, reportedRow, side)
}

/** Each conversation's last message and the messages from the other side after the reader's marker. */
async function summaries(db: TDb, rows: TContextRow[], sideFor: (row: TContextRow) => TConversationSummary['side']) {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.conversation.id)
  const lastRows = await db
    .selectDistinctOn([conversationMessages.conversationId])
    .from(conversationMessages)
    .where(inArray(conversationMessages.conversationId, ids))
    .orderBy(conversationMessages.conversationId, desc(conversationMessages.createdAt), desc(conversationMessages.id))
  const last = new Map(lastRows.map((message) => [message.conversationId, message]))
  const unreadRows = await db
    .select({ id: conversationMessages.conversationId, fromSide: conversationMessages.fromSide, at: conversationMessages.createdAt })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        inArray(conversationMessages.conversationId, ids),
        sql`${conversationMessages.createdAt} > coalesce(case when ${conversationMessages.fromSide} = 'merchant' then ${conversations.customerReadAt} else ${conversations.merchantReadAt} end, '-infinity')`,
      ),
    )
  return rows
    .filter((row) => last.has(row.conversation.id))
    .map((row) => {
      const side = sideFor(row)
      const unread = side === 'admin' ? 0 : unreadRows.filter((m) => m.id === row.conversation.id && m.fromSide !== side).length
      return toSummary(row, side, last.get(row.conversation.id)!, unread)
    })
}

/** GET /api/conversations: the viewer's conversations on either side (as a customer, and as a merchant), latest first. */
export async function inbox(db: TDb, viewer: TSessionUser) {
  const rows = await withContext(db)
    .where(or(eq(conversations.customerId, viewer.id), eq(agencies.ownerId, viewer.id)))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(200)
  return { data: await summaries(db, rows, (row) => sideOf(row, viewer)!) }
}

/** GET /api/conversations/unread: how many of the viewer's conversations have a message they have not read. */
export async function unreadCount(db: TDb, viewer: TSessionUser) {
  return { count: await countUnreadConversations(db, viewer.id) }
}

/** GET /api/admin/conversations: the reported conversations, latest report first. */
export async function reportedConversations(db: TDb) {
  const rows = await withContext(db).where(isNotNull(conversations.reportedAt)).orderBy(desc(conversations.reportedAt)).limit(200)
  return { data: await summaries(db, rows, () => 'admin') }
}

/**
 * Emails each side about the messages it was sent: messages older than `delaySeconds` that nobody was told of are
 * claimed in one statement (each once, with several instances), and each recipient gets one email for all of theirs,
 * so a burst of messages is one email. A message the recipient has read meanwhile is not mailed.
 */
export function emailNewMessages(deps: TServiceDeps, delaySeconds: number, now = new Date()) {
  // The claim and its mails commit together: a run cut short leaves both for the next run.
  return deps.db.transaction((tx) => emailNewMessagesInTransaction(inTransaction(deps, tx), delaySeconds, now))
}

async function emailNewMessagesInTransaction(deps: TServiceDeps, delaySeconds: number, now: Date) {
  const claimed = await deps.db
    .update(conversationMessages)
    .set({ emailedAt: now })
    .where(and(isNull(conversationMessages.emailedAt), lte(conversationMessages.createdAt, new Date(now.getTime() - delaySeconds * 1000))))
    .returning()
  if (claimed.length === 0) return 0
  const rows = await withContext(deps.db).where(
    inArray(
      conversations.id,
      claimed.map((message) => message.conversationId),
    ),
  )
  const recipients = new Map<string, { conversations: Map<string, { row: TContextRow; count: number }> }>()
  for (const message of claimed) {
    const row = rows.find((candidate) => candidate.conversation.id === message.conversationId)
    if (!row) continue
    const to = message.fromSide === 'customer' ? row.ownerId : row.conversation.customerId
    const readAt = readAtOf(row.conversation, message.fromSide === 'customer' ? 'merchant' : 'customer')
    if (!to || (readAt && readAt >= message.createdAt)) continue
    const entry = recipients.get(to) ?? { conversations: new Map() }
    const thread = entry.conversations.get(row.conversation.id) ?? { row, count: 0 }
    thread.count += 1
    entry.conversations.set(row.conversation.id, thread)
    recipients.set(to, entry)
  }
  if (recipients.size === 0) return 0
  const people = await deps.db
    .select({ id: user.id, email: user.email, name: user.name, locale: user.locale })
    .from(user)
    .where(inArray(user.id, [...recipients.keys()]))
  for (const person of people) {
    const threads = [...recipients.get(person.id)!.conversations.values()]
    const words = mailWords(isLocale(person.locale) ? person.locale : 'en')
    const mail = newMessagesEmail(
      person,
      threads.map(({ row, count }) => ({
        id: row.conversation.id,
        count,
        about: row.listing.name,
        from: row.conversation.customerId === person.id ? row.agencyName : row.customerName,
      })),
      deps.publicOrigin,
      words,
    )
    await queueMail(deps.db, mail)
  }
  return people.length
}
