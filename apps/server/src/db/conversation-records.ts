import { sql } from 'drizzle-orm'
import type { TDb } from './client'
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
