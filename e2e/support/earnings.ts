import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { todayInDhaka } from '@utsab/shared/format'
import type { TListing } from '@utsab/shared/schemas/catalog'
import type { TCancellationQuote } from '@utsab/shared/schemas/orders'
import { APPLICATION_PRICE_BDT, originHeader, type TCreateUserOptions, type TTestUser } from '../fixtures'

// Helpers of the earnings and payouts specs (desktop and phone).

/** The server's default COMMISSION_PERCENT, taken from every payment (in whole taka, as the ledger rounds it). */
export const COMMISSION_PERCENT = 10
const commissionOf = (amount: number) => Math.round((amount * COMMISSION_PERCENT) / 100)
/** What a merchant keeps of a payment. */
export const netOf = (amount: number) => amount - commissionOf(amount)

/** This month (Dhaka), YYYY-MM, as the API names it. */
export const thisMonth = () => todayInDhaka().slice(0, 7)

/** One of the key figures at the top of a page (the value under its name), found by its name. */
export const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first()

/**
 * The table row named by its row header (a month, a merchant). A data table's cells also carry the labels a
 * phone shows in front of each value, so its cells are matched with toContainText.
 */
export const rowOf = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) })

/** A merchant whose first listing is a venue named after their agency (the page logged in as them), and that listing. */
export async function merchantWithVenue(
  createUser: (options: TCreateUserOptions) => Promise<TTestUser>,
  request: APIRequestContext,
  loginAs: (user: TTestUser) => Promise<void>,
) {
  const agencyName = `Nodi Hall ${randomUUID().slice(0, 8)}`
  const merchant = await createUser({ role: 'merchant', application: { businessCategory: 'venue', agencyName } })
  await loginAs(merchant)
  const { data } = (await (await request.get('/api/merchant/listings')).json()) as { data: TListing[] }
  const listing = data.find((candidate) => candidate.name === agencyName)
  if (!listing) throw new Error(`The merchant's listing ${agencyName} is not in their list`)
  expect(listing).toMatchObject({ price: APPLICATION_PRICE_BDT, advancePercent: 100 })
  return { merchant, agencyName, listing }
}

/** The merchant (logged in on `request`) sets the listing's cancellation policy to strict: 60 days or more ahead, half back. */
export async function makeStrict(request: APIRequestContext, baseURL: string | undefined, listing: Pick<TListing, 'id'>) {
  const answer = await request.patch(`/api/listings/${listing.id}`, {
    data: { cancellationPolicy: 'strict' },
    headers: originHeader(baseURL),
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** The customer (logged in on `request`) cancels their paid booking through the API, taking the refund its policy gives. */
export async function cancelBooking(request: APIRequestContext, baseURL: string | undefined, orderId: string) {
  const quote = (await (await request.get(`/api/orders/${orderId}/cancellation`)).json()) as TCancellationQuote
  const cancelled = await request.post(`/api/orders/${orderId}/cancel`, {
    data: { expectedRefund: quote.refund },
    headers: originHeader(baseURL),
  })
  expect(cancelled.status(), await cancelled.text()).toBe(200)
  return quote
}
