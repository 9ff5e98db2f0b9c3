import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm'
import { formatMoney, todayInDhaka } from '@utsab/shared/format'
import type { TEarnings, TPayout, TPayoutsOverview, TRevenue } from '@utsab/shared/schemas/earnings'
import type { TDb } from '../../../db/client'
import { recordAudit } from '../../../db/merchant-records'
import { agencies, ledgerEntries, listings, orders, payouts } from '../../../db/schema'
import { AppError } from '../../../lib/errors'
import type { TSessionUser } from '../../../plugins/auth'
import { postPayout } from './ledger'

type TExecutor = Pick<TDb, 'select'>
const MONTHS_SHOWN = 12
const taka = (poisha: number | string | null | undefined) => Math.round(Number(poisha ?? 0)) / 100
/** The month of an entry in Dhaka, as YYYY-MM. */
const monthOf = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'Asia/Dhaka', 'YYYY-MM')`

/** The last twelve months, oldest first, as YYYY-MM (Dhaka). */
function lastMonths(now: Date) {
  const [year, month] = todayInDhaka(now).split('-').map(Number) as [number, number]
  return Array.from({ length: MONTHS_SHOWN }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (MONTHS_SHOWN - 1 - index), 1))
    return date.toISOString().slice(0, 7)
  })
}
const firstDayOf = (months: string[]) => new Date(`${months[0]}-01T00:00:00+06:00`)

/**
 * What a merchant is owed, and what of it may be paid out: money of bookings whose event is still
 * ahead may yet go back to the customer, so it waits; a payout never takes more than the rest, which
 * keeps the balance from going negative whatever is refunded later.
 */
export async function balancesOf(db: TExecutor, agencyIds: string[], now = new Date()) {
  if (agencyIds.length === 0) return new Map<string, { balance: number; available: number }>()
  const today = todayInDhaka(now)
  const [owed, ahead] = await Promise.all([
    db
      .select({ agencyId: ledgerEntries.agencyId, poisha: sql<string>`-sum(${ledgerEntries.amountPoisha})` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.account, 'merchant_payable'), inArray(ledgerEntries.agencyId, agencyIds)))
      .groupBy(ledgerEntries.agencyId),
    db
      .select({ agencyId: ledgerEntries.agencyId, poisha: sql<string>`-sum(${ledgerEntries.amountPoisha})` })
      .from(ledgerEntries)
      .innerJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .where(
        and(
          eq(ledgerEntries.account, 'merchant_payable'),
          inArray(ledgerEntries.agencyId, agencyIds),
          inArray(orders.status, ['confirmed', 'paid']),
          isNotNull(orders.eventDate),
          gte(orders.eventDate, today),
        ),
      )
      .groupBy(ledgerEntries.agencyId),
  ])
  const aheadOf = new Map(ahead.map((row) => [row.agencyId, Number(row.poisha)]))
  return new Map(
    owed.map((row) => {
      const balance = Number(row.poisha)
      return [row.agencyId!, { balance: taka(balance), available: taka(Math.max(0, balance - (aheadOf.get(row.agencyId) ?? 0))) }]
    }),
  )
}

async function payoutsOf(db: TExecutor, agencyIds?: string[], limit = 50): Promise<TPayout[]> {
  const rows = await db
    .select({ payout: payouts, agencyName: agencies.name })
    .from(payouts)
    .innerJoin(agencies, eq(agencies.id, payouts.agencyId))
    .where(agencyIds ? inArray(payouts.agencyId, agencyIds) : undefined)
    .orderBy(desc(payouts.createdAt))
    .limit(limit)
  return rows.map(({ payout, agencyName }) => ({
    id: payout.id,
    agencyId: payout.agencyId,
    agencyName,
    amount: taka(payout.amountPoisha),
    method: payout.method as TPayout['method'],
    reference: payout.reference,
    createdAt: payout.createdAt.toISOString(),
  }))
}

/** GET /api/merchant/earnings: the signed-in merchant's money. */
export async function merchantEarnings(db: TDb, viewer: TSessionUser, commissionBps: number, now = new Date()): Promise<TEarnings> {
  const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.ownerId, viewer.id))
  if (!agency) throw new AppError('no_agency')
  const months = lastMonths(now)
  const [balances, byMonth, upcoming, paid] = await Promise.all([
    balancesOf(db, [agency.id], now),
    db
      .select({ month: monthOf, kind: ledgerEntries.kind, poisha: sql<string>`sum(${ledgerEntries.amountPoisha})` })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.account, 'merchant_payable'),
          eq(ledgerEntries.agencyId, agency.id),
          gte(ledgerEntries.createdAt, firstDayOf(months)),
        ),
      )
      .groupBy(monthOf, ledgerEntries.kind),
    db
      .select({ orders })
      .from(orders)
      .innerJoin(listings, eq(listings.id, orders.listingId))
      .where(and(eq(orders.status, 'confirmed'), eq(listings.agencyId, agency.id), isNotNull(orders.balanceDueOn)))
      .orderBy(asc(orders.balanceDueOn))
      .limit(20),
    payoutsOf(db, [agency.id]),
  ])
  const amount = (month: string, kind: string) => Number(byMonth.find((row) => row.month === month && row.kind === kind)?.poisha ?? 0)
  const own = balances.get(agency.id) ?? { balance: 0, available: 0 }
  return {
    commissionPercent: commissionBps / 100,
    ...own,
    months: months.map((month) => ({
      month,
      earned: taka(-amount(month, 'payment')),
      refunded: taka(amount(month, 'refund')),
      paidOut: taka(amount(month, 'payout')),
    })),
    upcoming: upcoming.map(({ orders: row }) => ({
      orderId: row.id,
      number: row.number,
      event: row.event,
      eventDate: row.eventDate!,
      balance: row.totalBdt - row.paidBdt,
      dueOn: row.balanceDueOn!,
    })),
    payouts: paid,
  }
}

/** GET /api/admin/payouts: the merchants Utsab owes money, most owed first, and the latest payouts. */
export async function payoutsOverview(db: TDb, now = new Date()): Promise<TPayoutsOverview> {
  const owed = await db
    .select({ agencyId: ledgerEntries.agencyId, agencyName: agencies.name })
    .from(ledgerEntries)
    .innerJoin(agencies, eq(agencies.id, ledgerEntries.agencyId))
    .where(eq(ledgerEntries.account, 'merchant_payable'))
    .groupBy(ledgerEntries.agencyId, agencies.name)
    .having(sql`sum(${ledgerEntries.amountPoisha}) <> 0`)
  const balances = await balancesOf(
    db,
    owed.map((row) => row.agencyId!),
    now,
  )
  return {
    merchants: owed
      .map((row) => ({
        agencyId: row.agencyId!,
        agencyName: row.agencyName,
        ...(balances.get(row.agencyId!) ?? { balance: 0, available: 0 }),
      }))
      .sort((a, b) => b.balance - a.balance),
    payouts: await payoutsOf(db),
  }
}

/**
 * POST /api/admin/payouts: records money paid to a merchant outside Utsab. The merchant's agency is
 * locked while the payout is checked against what may be paid out and posted, so two admins at once
 * cannot together pay more than is owed.
 */
export async function recordPayout(
  db: TDb,
  admin: TSessionUser,
  input: { agencyId: string; amount: number; method: TPayout['method']; reference: string },
  now = new Date(),
) {
  const payout = await db.transaction(async (tx) => {
    const [agency] = await tx
      .select({ id: agencies.id, name: agencies.name })
      .from(agencies)
      .where(eq(agencies.id, input.agencyId))
      .for('update')
    if (!agency) throw new AppError('merchant_not_found')
    const { available } = (await balancesOf(tx, [agency.id], now)).get(agency.id) ?? { available: 0 }
    if (input.amount > available)
      throw new AppError(
        'payout_over_available',
        { available: { money: available }, agency: agency.name },
        { amount: { key: 'errors.payout.atMost', params: { available: { money: available } } } },
      )
    const [row] = await tx
      .insert(payouts)
      .values({
        agencyId: agency.id,
        amountPoisha: input.amount * 100,
        method: input.method,
        reference: input.reference,
        recordedBy: admin.id,
      })
      .returning()
    await postPayout(tx, row!.id, agency.id, row!.amountPoisha)
    await recordAudit(tx, admin, 'payout.recorded', agency.name, `${formatMoney(input.amount)} by ${input.method}, ${input.reference}`)
    return row!
  })
  return (await payoutsOf(db, [payout.agencyId], 1))[0]!
}

/** GET /api/admin/revenue: payments taken, commission kept and refunds given, by month. */
export async function platformRevenue(db: TDb, now = new Date()): Promise<TRevenue> {
  const months = lastMonths(now)
  const [byMonth, totals] = await Promise.all([
    db
      .select({
        month: monthOf,
        kind: ledgerEntries.kind,
        account: ledgerEntries.account,
        poisha: sql<string>`sum(${ledgerEntries.amountPoisha})`,
      })
      .from(ledgerEntries)
      .where(gte(ledgerEntries.createdAt, firstDayOf(months)))
      .groupBy(monthOf, ledgerEntries.kind, ledgerEntries.account),
    db
      .select({ kind: ledgerEntries.kind, account: ledgerEntries.account, poisha: sql<string>`sum(${ledgerEntries.amountPoisha})` })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.kind, ledgerEntries.account),
  ])
  type TSum = { kind: string; account: string; poisha: string }
  const pick = (rows: TSum[], kind: string | null, account: string) =>
    rows.filter((row) => (kind === null || row.kind === kind) && row.account === account).reduce((sum, row) => sum + Number(row.poisha), 0)
  const summary = (rows: TSum[]) => ({
    payments: taka(pick(rows, 'payment', 'gateway_cash')),
    commission: taka(-pick(rows, null, 'commission')),
    refunded: taka(-pick(rows, 'refund', 'refunds_payable')),
  })
  return {
    months: months.map((month) => ({ month, ...summary(byMonth.filter((row) => row.month === month)) })),
    totals: { ...summary(totals), owedToMerchants: taka(-pick(totals, null, 'merchant_payable')) },
  }
}
