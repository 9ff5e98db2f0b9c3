import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { orders, paymentIntents, payments } from '../src/db/schema'
import { createActor, type TActor } from './actors'
import { daysFromNow, insertListings, bookingOf } from './catalog-fixtures'
import { createTestApp } from './test-app'

/**
 * A test app for the payment gateways' tests: listening (the built-in simulators are reached over
 * HTTP where the app listens, as a gateway is), with listings, a customer booking venue dates and a
 * stranger, and the rows a test reads back.
 */
export async function openGatewayTestApp(label: string) {
  const t = await createTestApp({}, { listen: true })
  const listing = await insertListings(t.app)
  let customer: TActor = await createActor(t.app, `${label}-payer`)
  const other = await createActor(t.app, `${label}-stranger`)
  let placed = 0
  return {
    t,
    other,
    /** Whoever placed the latest booking. */
    customer: () => customer,
    /** A venue booking on a new date; a fresh customer every few, as one may hold only so many unpaid dates. */
    async newOrder(): Promise<TOrder> {
      if (++placed % 4 === 0) customer = await createActor(t.app, `${label}-payer-${placed}`)
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: customer.cookie },
        payload: bookingOf(listing.venue, daysFromNow(30 + placed)),
      })
      expect(response.statusCode, response.body).toBe(201)
      return response.json<TOrder>()
    },
    intentRow: async (id: string) => (await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!,
    orderRow: async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!,
    paymentsFor: (checkoutId: string) => t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId)),
  }
}

/** A form post, as a gateway's page or server sends one. */
export const formPost = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
})
