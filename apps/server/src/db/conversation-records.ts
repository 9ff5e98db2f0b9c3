import { and, eq, isNull, sql } from 'drizzle-orm'
import type { TDb, TTx } from './client'
import { agencies, conversationMessages, conversations, listings } from './schema'

/**
 * How many of a person's conversations (as a customer, and as the merchant of a listing) hold a message from the other
 * side after their read marker: the header's unread count (GET /api/me) and the messages inbox agree on it.
 */
export async function countUnreadConversations(db: TDb, userId: string): Promise<number> {
  const unreadFrom = (side: 'customer' | 'merchant', readAt: typeof conversations.customerReadAt | typeof conversations.merchantReadAt) =>
    sql`exists (select 1 from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id}
      and ${conversationMessages.fromSide} = ${side} and ${conversationMessages.createdAt} > coalesce(${readAt}, '-infinity'))`
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversations)
    .innerJoin(listings, sql`${listings.id} = ${conversations.listingId}`)
    .innerJoin(agencies, sql`${agencies.id} = ${listings.agencyId}`)
    .where(
      sql`(${conversations.customerId} = ${userId} and ${unreadFrom('merchant', conversations.customerReadAt)})
        or (${agencies.ownerId} = ${userId} and ${unreadFrom('customer', conversations.merchantReadAt)})`,
    )
  return row?.count ?? 0
}

/**
 * The conversation a message or a quote goes to, opened by the first (issue 17, decision 039): a booking's own, or the
 * customer's one question thread about a listing (`orderId` null). Two openers at once meet on the unique indexes and
 * both get the one thread, locked for the rest of the transaction.
 */
export async function openConversation(tx: TTx, thread: { listingId: string; customerId: string; orderId: string | null }, now: Date) {
  await tx
    .insert(conversations)
    .values({ ...thread, createdAt: now, lastMessageAt: now })
    .onConflictDoNothing()
  const [row] = await tx
    .select()
    .from(conversations)
    .where(
      thread.orderId
        ? eq(conversations.orderId, thread.orderId)
        : and(
            eq(conversations.listingId, thread.listingId),
            eq(conversations.customerId, thread.customerId),
            isNull(conversations.orderId),
          ),
    )
    .for('update')
  return row!
}
