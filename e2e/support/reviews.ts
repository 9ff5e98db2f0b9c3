import { randomUUID } from 'node:crypto'
import type { APIRequest, APIRequestContext } from '@playwright/test'
import type { TListing } from '@utsab/shared/schemas/catalog'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { addDays, bookingApi, createTestUser, futureDay, logIn, originHeader, todayInDhaka, type TTestUser } from '../fixtures'
import { e2eEnv } from './env'
import { startOwnServer, type TOwnServer } from './own-server'

export type TReviewStory = {
  server: TOwnServer
  merchant: TTestUser
  customer: TTestUser
  listing: TListing
  order: TOrder
  /** The day the booking was for, once moved into the past. */
  bookedFor: string
}

/**
 * What a review needs: a photographer's merchant, and a customer who booked and paid them (through the built-in
 * test gateway) on a server of the spec's own, whose booking's day then passes: the server is stopped, the booking
 * moved to two days ago, and it starts again (which invites the customer to review, as it does at every start).
 */
export async function bookingWhoseDayPassed(playwright: { request: APIRequest }, names: { merchant: string; customer: string }) {
  const server = await startOwnServer()
  const { baseURL } = server
  const contexts: APIRequestContext[] = []
  const context = async () => {
    const made = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
    contexts.push(made)
    return made
  }
  try {
    const adminRequest = await context()
    await adminRequest.post('/api/auth/sign-in/email', { data: { email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD } })
    const agencyName = `Alokchitro ${randomUUID().slice(0, 8)}`
    const merchant = await createTestUser(
      { playwright, baseURL, adminRequest },
      { role: 'merchant', name: names.merchant, application: { businessCategory: 'photographer', agencyName } },
    )
    const customer = await createTestUser({ playwright, baseURL, adminRequest }, { name: names.customer })
    const customerSide = await context()
    await logIn(customerSide, baseURL, customer)
    const catalog = (await (await customerSide.get(`/api/photography?q=${encodeURIComponent(agencyName)}`)).json()) as { data: TListing[] }
    const listing = catalog.data[0]!
    const order = await bookingApi(customerSide, baseURL).placeBooking(listing, futureDay())
    await bookingApi(customerSide, baseURL).pay(order)
    const bookedFor = addDays(todayInDhaka(), -2)
    await server.restartAfter((query) => query('update orders set event_date = $1 where id = $2', [bookedFor, order.id]).then(() => {}))
    return { server, merchant, customer, listing, order, bookedFor } satisfies TReviewStory
  } catch (error) {
    await server.stop()
    throw error
  } finally {
    await Promise.all(contexts.map((made) => made.dispose()))
  }
}
