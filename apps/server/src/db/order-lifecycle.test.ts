import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_STATUSES as SHARED_ORDER_STATUSES, REQUEST_OUTCOMES as SHARED_REQUEST_OUTCOMES } from '@utsab/shared/schemas/orders'
import { openTestDatabase } from '../../test/test-app'
import type { TDatabase } from './client'
import { buildAgency, buildListing, insertAgencyWithListings } from './factories'
import {
  IllegalOrderMove,
  isAllowedMove,
  moveOrder,
  moveOrders,
  OPENING_STATUSES,
  ORDER_MOVES,
  ORDER_STATUSES,
  REQUEST_OUTCOME_MOVES,
  REQUEST_OUTCOMES,
  requestOutcome,
  type TOrderStatus,
  type TRequestOutcome,
} from './order-lifecycle'
import { orders, user } from './schema'

let database: TDatabase
let base: typeof orders.$inferInsert

beforeAll(async () => {
  database = await openTestDatabase()
  const { listings } = await insertAgencyWithListings(database.db, buildAgency(), [buildListing('costume', { priceBdt: 6_000 })])
  const listing = listings[0]!
  const [customer] = await database.db
    .insert(user)
    .values({ id: 'lifecycle-customer', name: 'Nusrat Jahan', email: 'lifecycle@example.com' })
    .returning()
  // A costume order has no event date, so any number of them live side by side (no date to hold).
  base = {
    customerId: customer!.id,
    listingId: listing.id,
    kind: 'costume',
    event: listing.name,
    category: listing.category,
    customerName: customer!.name,
    customerEmail: customer!.email,
    agencyName: 'Agency',
    location: 'Rajshahi',
    contact: '+8801711000000',
    rating: 4.5,
    unitPriceBdt: 6_000,
    priceBdt: 6_000,
    totalBdt: 6_000,
    advanceBdt: 1_500,
    cancellationPolicy: 'moderate',
    // A paid order has the time it was paid (order_paid_has_time): every row has one, so any move may land on paid.
    paidAt: new Date(),
  }
})
afterAll(() => database.close())

/** One order in each status asked for, inserted at once, in the order asked. */
async function insertOrders(statuses: TOrderStatus[], extra: Partial<typeof orders.$inferInsert> = {}) {
  const rows = await database.db
    .insert(orders)
    .values(statuses.map((status) => ({ ...base, ...extra, status })))
    .returning()
  return rows.sort((a, b) => a.number - b.number)
}

const statusOf = async (id: string) =>
  (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status

const PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => ({ from, to })))

describe('the move table', () => {
  it('names the shared statuses and outcomes, every status once, and only statuses as targets', () => {
    expect(ORDER_STATUSES).toBe(SHARED_ORDER_STATUSES)
    expect(REQUEST_OUTCOMES).toBe(SHARED_REQUEST_OUTCOMES)
    expect(Object.keys(ORDER_MOVES).sort()).toEqual([...ORDER_STATUSES].sort())
    for (const targets of Object.values(ORDER_MOVES)) for (const to of Object.keys(targets)) expect(ORDER_STATUSES).toContain(to)
    expect(Object.keys(REQUEST_OUTCOME_MOVES).sort()).toEqual([...REQUEST_OUTCOMES].sort())
    expect(OPENING_STATUSES.every((status) => ORDER_STATUSES.includes(status))).toBe(true)
  })

  it('has no move to the same status, and nothing leaves cancelled', () => {
    for (const status of ORDER_STATUSES) expect(isAllowedMove(status, status)).toBe(false)
    expect(ORDER_MOVES.cancelled).toEqual({})
  })
})

describe('moveOrder, on every pair of statuses', () => {
  it('makes every move in the table and refuses every other with illegal_order_move (409), leaving the order as it was', async () => {
    const rows = await insertOrders(PAIRS.map((pair) => pair.from))
    for (const [i, { from, to }] of PAIRS.entries()) {
      const id = rows[i]!.id
      const moving = moveOrder(database.db, { orderId: id, to })
      if (isAllowedMove(from, to)) {
        await expect(moving, `${from} → ${to}`).resolves.toMatchObject({ id, status: to })
      } else {
        const refused = await moving.then(
          () => undefined,
          (error: unknown) => error,
        )
        expect(refused, `${from} → ${to}`).toBeInstanceOf(IllegalOrderMove)
        expect(refused).toMatchObject({ statusCode: 409, code: 'illegal_order_move', move: { orderId: id, from, to: [to] } })
        expect(await statusOf(id)).toBe(from)
      }
    }
  })

  it('refuses a `from` the table does not allow before writing anything', async () => {
    const illegal = PAIRS.filter((pair) => !isAllowedMove(pair.from, pair.to))
    const rows = await insertOrders(illegal.map((pair) => pair.from))
    for (const [i, { from, to }] of illegal.entries()) {
      const id = rows[i]!.id
      await expect(moveOrder(database.db, { orderId: id, from: [from], to }), `${from} → ${to}`).rejects.toMatchObject({
        code: 'illegal_order_move',
        move: { orderId: id, from: [from], to: [to] },
      })
      expect(await statusOf(id)).toBe(from)
    }
  })

  it('moves only from the statuses its writer names: an order moved meanwhile to another allowed status is refused', async () => {
    // The customer's cancel names the unpaid statuses: a booking paid meanwhile is not cancelled without its refund.
    const [row] = await insertOrders(['confirmed'])
    await expect(
      moveOrder(database.db, { orderId: row!.id, from: ['pending', 'requested', 'expired'], to: 'cancelled' }),
    ).rejects.toMatchObject({ code: 'illegal_order_move', move: { from: 'confirmed', to: ['cancelled'] } })
    expect(await statusOf(row!.id)).toBe('confirmed')
  })

  it('writes the columns given with the move, and answers 404 for an order that does not exist', async () => {
    const [row] = await insertOrders(['paid'], { paidBdt: 6_000 })
    const cancelledAt = new Date('2027-01-02T03:04:05Z')
    const moved = await moveOrder(database.db, {
      orderId: row!.id,
      to: 'cancelled',
      set: { cancelledAt, refundBdt: 3_000, cancelledBy: 'merchant', cancelReason: 'The hall flooded.' },
    })
    expect(moved).toMatchObject({
      status: 'cancelled',
      cancelledAt,
      refundBdt: 3_000,
      cancelledBy: 'merchant',
      cancelReason: 'The hall flooded.',
    })
    await expect(moveOrder(database.db, { orderId: crypto.randomUUID(), to: 'cancelled' })).rejects.toMatchObject({ statusCode: 404 })
  })
})

describe('moveOrders, for sweeps and checkouts', () => {
  it('moves every selected order in a `from` status, leaves the others, and refuses a `from` the table does not allow', async () => {
    const checkoutId = crypto.randomUUID()
    const rows = await insertOrders([...ORDER_STATUSES], { checkoutId })
    const moved = await moveOrders(database.db, { from: ['pending'], to: 'expired', where: eq(orders.checkoutId, checkoutId) })
    expect(moved.map((row) => row.id)).toEqual([rows.find((row) => row.status === 'pending')!.id])
    const after = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.checkoutId, checkoutId))
    expect(after.map((row) => row.status).sort()).toEqual(
      ORDER_STATUSES.map((status) => (status === 'pending' ? 'expired' : status)).sort(),
    )

    for (const from of ORDER_STATUSES.filter((status) => !isAllowedMove(status, 'expired')))
      await expect(
        moveOrders(database.db, { from: [from], to: 'expired', where: eq(orders.checkoutId, checkoutId) }),
      ).rejects.toBeInstanceOf(IllegalOrderMove)
    await expect(moveOrders(database.db, { from: [], to: 'expired', where: undefined })).rejects.toBeInstanceOf(IllegalOrderMove)
    const unchanged = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.checkoutId, checkoutId))
    expect(unchanged.map((row) => row.status).sort()).toEqual(after.map((row) => row.status).sort())
  })

  it('chooses between two targets per order, and every `from` must be allowed to reach both', async () => {
    const checkoutId = crypto.randomUUID()
    const [advance, whole, lapsed] = await insertOrders(['pending', 'pending', 'expired'], { checkoutId })
    await database.db.update(orders).set({ advanceBdt: 6_000 }).where(eq(orders.id, whole!.id))
    const inFull = sql`${orders.advanceBdt} = ${orders.totalBdt}`
    const to = { when: inFull, then: 'paid', else: 'confirmed' } as const
    await expect(moveOrders(database.db, { from: ['confirmed'], to, where: eq(orders.checkoutId, checkoutId) })).rejects.toMatchObject({
      code: 'illegal_order_move',
      move: { from: ['confirmed'], to: ['paid', 'confirmed'] },
    })
    const moved = await moveOrders(database.db, { from: ['pending', 'expired'], to, where: eq(orders.checkoutId, checkoutId) })
    const status = new Map(moved.map((row) => [row.id, row.status]))
    expect([status.get(advance!.id), status.get(whole!.id), status.get(lapsed!.id)]).toEqual(['confirmed', 'paid', 'confirmed'])
  })
})

describe('request outcomes', () => {
  const now = new Date('2027-01-05T10:00:00Z')
  const later = new Date('2027-01-05T11:00:00Z')
  /** The writers' moves of a request (orders/requests.ts, orders/service.ts cancelOrder), with the columns each writes. */
  const SCENARIOS: { name: string; from: TOrderStatus; to: TOrderStatus; set: Partial<typeof orders.$inferInsert> }[] = [
    { name: 'accepted, advance to pay', from: 'requested', to: 'pending', set: { answeredAt: now } },
    { name: 'accepted, no advance', from: 'requested', to: 'confirmed', set: { answeredAt: now } },
    { name: 'declined', from: 'requested', to: 'cancelled', set: { answeredAt: now, cancelledAt: now, cancelledBy: 'merchant' } },
    { name: 'withdrawn', from: 'requested', to: 'cancelled', set: { cancelledAt: now } },
    { name: 'lapsed', from: 'requested', to: 'expired', set: {} },
    { name: 'lapsed, then withdrawn', from: 'expired', to: 'cancelled', set: { cancelledAt: later } },
    { name: 'accepted, then its hold lapsed', from: 'pending', to: 'expired', set: {} },
    { name: 'accepted, then paid', from: 'pending', to: 'confirmed', set: {} },
    { name: 'accepted and paid, then cancelled with a refund', from: 'confirmed', to: 'cancelled', set: { cancelledAt: later } },
  ]

  it('changes a request’s outcome only along REQUEST_OUTCOME_MOVES, and every outcome move is one a writer makes', async () => {
    const made = new Set<string>()
    for (const scenario of SCENARIOS) {
      // A request still waiting is unanswered; one that moved on from `requested` before this step was answered, unless it lapsed.
      const answeredBefore = scenario.from === 'requested' || scenario.from === 'expired' ? null : now
      const [row] = await insertOrders([scenario.from], { requestedAt: now, answeredAt: answeredBefore })
      const before = requestOutcome(row!)
      const after = requestOutcome(await moveOrder(database.db, { orderId: row!.id, to: scenario.to, set: scenario.set }))
      if (before === after) continue
      const allowed: Partial<Record<TRequestOutcome, string>> = REQUEST_OUTCOME_MOVES[before]
      expect(allowed[after], `${scenario.name}: ${before} → ${after}`).toBeDefined()
      made.add(`${before} → ${after}`)
    }
    const table = REQUEST_OUTCOMES.flatMap((from) => Object.keys(REQUEST_OUTCOME_MOVES[from]).map((to) => `${from} → ${to}`))
    expect([...made].sort()).toEqual(table.sort())
  })
})
