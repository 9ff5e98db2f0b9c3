import { and, eq, inArray, sql } from 'drizzle-orm'
import type { TDb } from '../../../db/client'
import { dueIn, type TOrderRow } from '../../../db/order-records'
import { agencies, ledgerEntries, listings } from '../../../db/schema'

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0]
type TExecutor = TDb | TTx
type TAccount = (typeof ledgerEntries.$inferInsert)['account']
type TKind = (typeof ledgerEntries.$inferInsert)['kind']
type TEntry = { account: TAccount; amountPoisha: number; agencyId?: string; orderId?: string }

/** A booking's commission on an amount, in whole taka (as poisha): what a person can check on a statement. */
export const commissionOf = (amountBdt: number, commissionBps: number) => Math.round((amountBdt * commissionBps) / 10_000) * 100

/** Writes one posting; its entries must add up to zero, or nothing is written. */
async function post(tx: TExecutor, posting: string, kind: TKind, reference: string, entries: TEntry[]) {
  const written = entries.filter((entry) => entry.amountPoisha !== 0)
  const sum = written.reduce((total, entry) => total + entry.amountPoisha, 0)
  if (sum !== 0) throw new Error(`posting ${posting} does not balance (${sum} poisha)`)
  if (written.length === 0) return
  await tx.insert(ledgerEntries).values(
    written.map((entry) => ({
      posting,
      kind,
      reference,
      account: entry.account,
      agencyId: entry.agencyId ?? null,
      orderId: entry.orderId ?? null,
      amountPoisha: entry.amountPoisha,
    })),
  )
}

async function agenciesOf(tx: TExecutor, rows: Pick<TOrderRow, 'listingId'>[]) {
  const found = await tx
    .select({ id: listings.id, agencyId: listings.agencyId })
    .from(listings)
    .where(
      inArray(
        listings.id,
        rows.map((row) => row.listingId),
      ),
    )
  return new Map(found.map((row) => [row.id, row.agencyId]))
}

/** A payment: the gateway holds it; each booking's merchant is owed their part less the commission, which is Utsab's. */
export async function postPayment(tx: TTx, transactionId: string, checkoutId: string, paid: TOrderRow[]) {
  const agencyOf = await agenciesOf(tx, paid)
  const entries: TEntry[] = []
  let total = 0
  for (const row of paid) {
    const due = dueIn(checkoutId, row)
    const commission = commissionOf(due, row.commissionBps)
    total += due * 100
    entries.push(
      { account: 'merchant_payable', agencyId: agencyOf.get(row.listingId)!, orderId: row.id, amountPoisha: -(due * 100 - commission) },
      { account: 'commission', orderId: row.id, amountPoisha: -commission },
    )
  }
  await post(tx, `pay_${transactionId}`, 'payment', transactionId, [{ account: 'gateway_cash', amountPoisha: total }, ...entries])
}

/**
 * A cancelled booking's refund, owed to the customer from the moment of the cancellation: the
 * merchant's part and the commission's part go back in proportion (all of the commission when
 * everything is refunded).
 */
export async function postRefundOwed(tx: TTx, row: TOrderRow, refundBdt: number, { platformCovers = false } = {}) {
  const [credited] = await tx
    .select({ poisha: sql<number>`coalesce(-sum(${ledgerEntries.amountPoisha}), 0)::bigint` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, row.id), eq(ledgerEntries.account, 'commission')))
  const creditedCommission = Number(credited?.poisha ?? 0)
  const commission =
    refundBdt === row.paidBdt ? creditedCommission : Math.min(creditedCommission, commissionOf(refundBdt, row.commissionBps))
  const agencyId = (await agenciesOf(tx, [row])).get(row.listingId)!
  let fromMerchant = refundBdt * 100 - commission
  if (platformCovers) {
    // An admin's refund may come after the merchant was paid out: what the merchant no longer holds, Utsab pays.
    // The agency is locked as a payout locks it, so the two never both spend the same balance.
    await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId)).for('update')
    const [owed] = await tx
      .select({ poisha: sql<number>`coalesce(-sum(${ledgerEntries.amountPoisha}), 0)::bigint` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.account, 'merchant_payable'), eq(ledgerEntries.agencyId, agencyId)))
    fromMerchant = Math.max(0, Math.min(fromMerchant, Number(owed?.poisha ?? 0)))
  }
  await post(tx, `cancel_${row.id}`, 'refund', row.id, [
    { account: 'merchant_payable', agencyId, orderId: row.id, amountPoisha: fromMerchant },
    { account: 'commission', orderId: row.id, amountPoisha: refundBdt * 100 - fromMerchant },
    { account: 'refunds_payable', orderId: row.id, amountPoisha: -refundBdt * 100 },
  ])
}

/** A refund the provider has taken: the money leaves the gateway. */
export function postRefundPaid(tx: TExecutor, refundId: string, orderId: string, amountBdt: number) {
  return post(tx, `paid_${refundId}`, 'refund_paid', refundId, [
    { account: 'refunds_payable', orderId, amountPoisha: amountBdt * 100 },
    { account: 'gateway_cash', orderId, amountPoisha: -amountBdt * 100 },
  ])
}

/** A payout to a merchant: what they were owed leaves the books. */
export function postPayout(tx: TTx, payoutId: string, agencyId: string, amountPoisha: number) {
  return post(tx, `payout_${payoutId}`, 'payout', payoutId, [
    { account: 'merchant_payable', agencyId, amountPoisha },
    { account: 'gateway_cash', amountPoisha: -amountPoisha },
  ])
}
