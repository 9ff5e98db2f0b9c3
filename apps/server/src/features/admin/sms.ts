import { count, desc, gt, sql, sum } from 'drizzle-orm'
import type { TSmsFigures } from '@utsab/shared/schemas/phone'
import type { TDb } from '../../db/client'
import { smsMessages } from '../../db/schema'

const FIGURE_DAYS = 30
const maskNumber = (phone: string) => `${phone.slice(0, 6)}•••••${phone.slice(-3)}`

/** The admins' SMS figures: sent, failed and waiting, segments and cost over 30 days, by kind, and the latest 20. */
export async function smsFigures(db: TDb): Promise<TSmsFigures> {
  const recent = gt(smsMessages.createdAt, sql`now() - make_interval(days => ${FIGURE_DAYS})`)
  const rows = await db
    .select({
      kind: smsMessages.kind,
      status: smsMessages.status,
      messages: count(),
      segments: sum(smsMessages.segments).mapWith(Number),
      costPaisa: sum(smsMessages.costPaisa).mapWith(Number),
    })
    .from(smsMessages)
    .where(recent)
    .groupBy(smsMessages.kind, smsMessages.status)
  const totals = { sent: 0, failed: 0, waiting: 0, segments: 0, costPaisa: 0 }
  const kinds = new Map<string, { kind: string; sent: number; failed: number; segments: number; costPaisa: number }>()
  for (const row of rows) {
    const kind = kinds.get(row.kind) ?? { kind: row.kind, sent: 0, failed: 0, segments: 0, costPaisa: 0 }
    if (row.status === 'sent') {
      totals.sent += row.messages
      kind.sent += row.messages
      totals.segments += row.segments ?? 0
      kind.segments += row.segments ?? 0
    } else if (row.status === 'failed') {
      totals.failed += row.messages
      kind.failed += row.messages
    } else totals.waiting += row.messages
    totals.costPaisa += row.costPaisa ?? 0
    kind.costPaisa += row.costPaisa ?? 0
    kinds.set(row.kind, kind)
  }
  const latest = await db.select().from(smsMessages).orderBy(desc(smsMessages.createdAt)).limit(20)
  return {
    days: FIGURE_DAYS,
    totals,
    byKind: [...kinds.values()].sort((a, b) => b.sent + b.failed - (a.sent + a.failed)),
    latest: latest.map((sms) => ({
      id: sms.id,
      to: maskNumber(sms.to),
      kind: sms.kind,
      status: sms.status as 'queued' | 'sent' | 'failed',
      encoding: sms.encoding as 'gsm' | 'ucs2',
      segments: sms.segments,
      costPaisa: sms.costPaisa,
      // A gateway's error may quote the number: shown masked like the number itself.
      error: sms.error?.replace(/\+?\d{8,}/g, (digits) => maskNumber(digits)) ?? null,
      createdAt: sms.createdAt.toISOString(),
      sentAt: sms.sentAt?.toISOString() ?? null,
    })),
  }
}
