import { eq, inArray } from 'drizzle-orm'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TDb } from '../db/client'
import { agencies, listings } from '../db/schema'
import { formatDate, formatMoney } from '@utsab/shared/format'
import type { TMailer } from '../plugins/mail'
import { composeMail, labelTestMode, type TMailDraft } from './email/compose'
import { ActionLink, Lines, P } from './email/layout'

type TMerchantOrders = { email: string; agencyName: string; orders: TOrder[] }
export type TMerchantEvent = 'booked' | 'paid'

/** The merchants (agency owners) whose listings these orders are for, each with their orders. Demo agencies have none. */
export async function merchantsOfOrders(db: TDb, placed: readonly TOrder[]): Promise<TMerchantOrders[]> {
  const listingIds = [...new Set(placed.map((order) => order.listingId))]
  if (listingIds.length === 0) return []
  const owners = await db
    .select({ listingId: listings.id, ownerId: agencies.ownerId, email: agencies.email, agencyName: agencies.name })
    .from(listings)
    .innerJoin(agencies, eq(agencies.id, listings.agencyId))
    .where(inArray(listings.id, listingIds))
  const byOwner = new Map<string, TMerchantOrders>()
  for (const owner of owners) {
    if (!owner.ownerId) continue
    const entry = byOwner.get(owner.ownerId) ?? { email: owner.email, agencyName: owner.agencyName, orders: [] }
    entry.orders.push(...placed.filter((order) => order.listingId === owner.listingId))
    byOwner.set(owner.ownerId, entry)
  }
  return [...byOwner.values()]
}

export function merchantNotice({ agencyName, email, orders }: TMerchantOrders, event: TMerchantEvent, origin: string): TMailDraft {
  const headline = `${event === 'booked' ? 'A customer has booked with' : 'A booking has been paid at'} ${agencyName}`
  return {
    to: email,
    // The agency's name is the merchant's own text: it stays in the body, never in the subject.
    subject: `${event === 'booked' ? 'New booking' : 'Payment received'} on Utsab: booking #${orders[0]!.number}`,
    // A payment cost its sender real money; a booking costs nothing, so booking notices share the recipient's budget.
    essential: event === 'paid',
    body: (
      <>
        <P>{headline}:</P>
        <Lines
          items={orders.map((order) => (
            <>
              Booking #{order.number} {order.event}
              {order.eventDate ? ` on ${formatDate(order.eventDate)}` : ''} for {order.customer.name} ({order.customer.email}):{' '}
              {formatMoney(order.total)} (<a href={`${origin}/orders/${order.id}`}>{`${origin}/orders/${order.id}`}</a>)
            </>
          ))}
        />
        <ActionLink href={`${origin}/dashboard/my-bookings`}>See your bookings</ActionLink>
      </>
    ),
  }
}

/**
 * Tells each merchant concerned that their listings were booked or paid. Never fails the request
 * that caused it: the order or payment stands, and a failure is logged.
 */
export async function notifyMerchants(
  deps: { db: TDb; mailer: TMailer; paymentsTestMode: boolean; log: { error: (object: object, message: string) => void } },
  placed: readonly TOrder[],
  event: TMerchantEvent,
  origin: string,
) {
  try {
    const merchants = await merchantsOfOrders(deps.db, placed)
    await Promise.all(
      merchants.map(async (merchant) =>
        deps.mailer.send(await composeMail(labelTestMode(merchantNotice(merchant, event, origin), deps.paymentsTestMode))),
      ),
    )
  } catch (error) {
    deps.log.error({ err: error }, 'merchant notice not sent')
  }
}
