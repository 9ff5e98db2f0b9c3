import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { createActor, type TActor } from '../../../../test/actors'
import { daysFromNow, VENUE_BOOKING } from '../../../../test/catalog-fixtures'
import { createTestApp } from '../../../../test/test-app'
import { cardPayments } from '../../../../test/card-payments'
import { buildAgency, buildListing, insertAgencyWithListings } from '../../../db/factories'
import { ledgerEntries, orders, refunds } from '../../../db/schema'

let t: Awaited<ReturnType<typeof createTestApp>>
let customer: TActor
let merchant: TActor
let admin: TActor
let agencyId: string
let hall: { id: string }
let day = 200

beforeAll(async () => {
  // 12.5 %: a rate with a fraction, so commission rounding shows.
  t = await createTestApp({ COMMISSION_PERCENT: '12.5' }, { listen: true })
  merchant = await createActor(t.app, 'ledger-owner', 'merchant')
  admin = await createActor(t.app, 'ledger-admin', 'admin')
  const { agency, listings } = await insertAgencyWithListings(t.app.db, buildAgency({ name: 'Boishakhi Hall', ownerId: merchant.id }), [
    buildListing('venue', { name: 'Boishakhi Hall', priceBdt: 100_001, advancePercent: 20, cancellationPolicy: 'strict' }),
  ])
  agencyId = agency.id
  hall = listings[0]!
  customer = await createActor(t.app, 'ledger-customer')
})
afterAll(() => t.close())

const call = (actor: TActor, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: actor.cookie }, ...(payload ? { payload } : {}) })
async function book(eventDate = daysFromNow(day++)) {
  return (await call(customer, 'POST', '/api/orders', { listingId: hall.id, eventDate, ...VENUE_BOOKING })).json<TOrder>()
}
async function payNow(orderId: string) {
  return (await cardPayments(t.app).pay(customer.cookie, orderId)).intent.intentId
}
/** Every posting's entries add up to zero. */
async function unbalancedPostings() {
  const rows = await t.db.execute<{ posting: string }>(
    sql`select posting from ${ledgerEntries} group by posting having sum(amount_poisha) <> 0`,
  )
  return (rows as unknown as { rows?: { posting: string }[] }).rows ?? (rows as unknown as { posting: string }[])
}
const earnings = async () => (await call(merchant, 'GET', '/api/merchant/earnings')).json()
const sumOf = async (account: string) =>
  Number(
    (
      await t.db
        .select({ poisha: sql<string>`coalesce(sum(${ledgerEntries.amountPoisha}), 0)` })
        .from(ledgerEntries)
        .where(sql`${ledgerEntries.account} = ${account}`)
    )[0]!.poisha,
  )

describe('the books', () => {
  it('post each payment: the gateway holds it, the merchant is owed it less the commission, which is Utsab’s', async () => {
    const placed = await book()
    const advance = await payNow(placed.id)
    const balance = await payNow(placed.id)
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, placed.id))
    const byPosting = (posting: string) => entries.filter((entry) => entry.posting === posting)
    // 20 % of 1,00,001 is 20,001 (rounded up); 12.5 % of it is 2,500 (whole taka).
    expect(byPosting(`pay_${advance}`).map(({ account, amountPoisha }) => ({ account, amountPoisha }))).toEqual(
      expect.arrayContaining([
        { account: 'merchant_payable', amountPoisha: -(20_001 - 2_500) * 100 },
        { account: 'commission', amountPoisha: -2_500 * 100 },
      ]),
    )
    expect(byPosting(`pay_${balance}`).find((entry) => entry.account === 'commission')?.amountPoisha).toBe(-10_000 * 100)
    expect(await unbalancedPostings()).toEqual([])
    expect(await earnings()).toMatchObject({ commissionPercent: 12.5, balance: 100_001 - 12_500, available: 0 })
  })

  it('take back the refund of a cancellation from the merchant and the commission alike, and pay it from the gateway', async () => {
    const cashBefore = await sumOf('gateway_cash')
    const placed = await book()
    await payNow(placed.id)
    const before = (await earnings()).balance
    // Strict, 60 days or more ahead: half of the 20,001 advance, rounded down.
    const cancelled = await call(customer, 'POST', `/api/orders/${placed.id}/cancel`, { expectedRefund: 10_000 })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, placed.id))
    const refund = entries.filter((entry) => entry.kind === 'refund')
    expect(refund.find((entry) => entry.account === 'commission')?.amountPoisha).toBe(1_250 * 100)
    expect(refund.find((entry) => entry.account === 'merchant_payable')?.amountPoisha).toBe((10_000 - 1_250) * 100)
    expect(entries.filter((entry) => entry.kind === 'refund_paid')).toHaveLength(2)
    expect((await earnings()).balance).toBe(before - (20_001 - 2_500) + (20_001 - 2_500) - 8_750)
    expect(await sumOf('refunds_payable')).toBe(0)
    expect(await sumOf('gateway_cash')).toBe(cashBefore + (20_001 - 10_000) * 100)
    expect(await unbalancedPostings()).toEqual([])
  })
})

describe('payouts', () => {
  it('pay out only money of events that are over, never twice at once, and show on both sides', async () => {
    // What the cancelled booking's customer forfeited is the merchant's, and may be paid out at once.
    const start = await earnings()
    expect(start.available).toBe(20_001 - 2_500 - 8_750)
    const placed = await book()
    await payNow(placed.id)
    await payNow(placed.id)
    const { balance, available } = await earnings()
    expect(available).toBe(start.available)
    const refused = await call(admin, 'POST', '/api/admin/payouts', {
      agencyId,
      amount: available + 1,
      method: 'bank',
      reference: 'DBBL-1',
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'payout_over_available', fields: { amount: 'At most 8,751 BDT' } })

    // The events have taken place.
    await t.db.execute(
      sql`update ${orders} set event_date = event_date - 400 where listing_id = ${hall.id} and status in ('confirmed', 'paid')`,
    )
    const now = await earnings()
    expect(now.available).toBe(now.balance)
    const overview = (await call(admin, 'GET', '/api/admin/payouts')).json()
    expect(overview.merchants).toEqual(expect.arrayContaining([{ agencyId, agencyName: 'Boishakhi Hall', balance, available: balance }]))

    const both = await Promise.all([
      call(admin, 'POST', '/api/admin/payouts', { agencyId, amount: balance, method: 'bkash', reference: 'TRX-A' }),
      call(admin, 'POST', '/api/admin/payouts', { agencyId, amount: balance, method: 'bkash', reference: 'TRX-B' }),
    ])
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409])
    const after = await earnings()
    expect(after).toMatchObject({ balance: 0, available: 0 })
    expect(after.payouts[0]).toMatchObject({ amount: balance, method: 'bkash', agencyName: 'Boishakhi Hall' })
    expect(after.months.at(-1)).toMatchObject({ paidOut: balance })
    expect(await unbalancedPostings()).toEqual([])
    const audit = (await call(admin, 'GET', '/api/admin/audit-log')).json()
    expect(JSON.stringify(audit)).toContain('payout.recorded')
  })

  it('refuses a bad payout form with sentences', async () => {
    const bad = await call(admin, 'POST', '/api/admin/payouts', { agencyId, amount: 'lots', method: 'gold', reference: '' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fields ?? {}).sort()).toEqual(['amount', 'method', 'reference'])
  })
})

describe("an admin's refund", () => {
  it('settles a dispute after the event, even once the merchant was paid out: Utsab pays what the merchant no longer holds', async () => {
    // The payouts above paid this merchant everything; a booking whose event is over is disputed.
    const placed = await book()
    await payNow(placed.id)
    await payNow(placed.id)
    await t.db.execute(sql`update ${orders} set event_date = event_date - 400 where id = ${placed.id}`)
    const { available } = await earnings()
    await call(admin, 'POST', '/api/admin/payouts', { agencyId, amount: available, method: 'bank', reference: 'DBBL-9' })
    expect((await earnings()).balance).toBe(0)

    const tooMuch = await call(admin, 'POST', `/api/admin/bookings/${placed.id}/refund`, { amount: 100_002, reason: 'The hall was locked' })
    expect(tooMuch.json()).toMatchObject({ code: 'refund_over_paid', fields: { amount: 'At most 1,00,001 BDT' } })
    expect((await call(customer, 'POST', `/api/admin/bookings/${placed.id}/refund`, { amount: 1, reason: 'Please' })).statusCode).toBe(403)
    const refunded = await call(admin, 'POST', `/api/admin/bookings/${placed.id}/refund`, { amount: 40_000, reason: 'The hall was locked' })
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(refunded.json()).toMatchObject({ order: { status: 'cancelled', refund: 40_000 }, refundDone: true })
    // The balance part (80,000) goes back first, through its payment.
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, placed.id))).toEqual([
      expect.objectContaining({ amountBdt: 40_000, reason: 'admin_cancelled', status: 'succeeded' }),
    ])
    expect((await earnings()).balance).toBe(0)
    expect(await unbalancedPostings()).toEqual([])
    expect(t.mailbox.lastTo(customer.email)?.text).toContain('The hall was locked')
    expect(t.mailbox.lastTo(customer.email)?.attachments?.[0]?.content).toContain('METHOD:CANCEL')
  })
})

describe('revenue', () => {
  it('shows the platform’s payments, commission kept and refunds, by month', async () => {
    const revenue = (await call(admin, 'GET', '/api/admin/revenue')).json()
    expect(revenue.months).toHaveLength(12)
    expect(revenue.totals).toMatchObject({ refunded: 50_000, owedToMerchants: 0 })
    // Commission: 12.5 % of the three full bookings and of the advance, less the 1,250 refunded with the
    // cancellation, and less the 40,000 Utsab paid back itself once the merchant had been paid out.
    expect(revenue.totals.commission).toBe(12_500 + 2_500 - 1_250 + 12_500 + 12_500 - 40_000)
    expect(revenue.months.at(-1).payments).toBe(revenue.totals.payments)
  })
})
