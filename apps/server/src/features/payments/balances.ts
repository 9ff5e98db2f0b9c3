import { and, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm'
import { addDays, todayInDhaka } from '@utsab/shared/format'
import { toOrder } from '../../db/order-records'
import { orders } from '../../db/schema'
import { inTransaction, type TServiceDeps } from '../../lib/deps'
import { labelTestMode } from '../../lib/email/compose'
import { queueNotice } from '../../lib/notices'
import { balanceReminder } from './emails'

/** The first reminder of a balance goes out this many days before it is due; the second on the day. */
export const BALANCE_REMINDER_DAYS_BEFORE = 3

/**
 * Tells the customers whose balances come due, by email or SMS as each chose (lib/notices): once when the due day is
 * near (BALANCE_REMINDER_DAYS_BEFORE), once when it has come.
 * Each reminder is claimed by stamping the booking in one statement, so with several instances (or a
 * run that overlaps the last) each goes out once.
 */
export function remindBalancesDue(deps: TServiceDeps, now = new Date()) {
  // The claim and its mails commit together: a run cut short leaves both for the next run.
  return deps.db.transaction((tx) => remindBalancesDueInTransaction(inTransaction(deps, tx), now))
}

async function remindBalancesDueInTransaction(deps: TServiceDeps, now: Date) {
  const today = todayInDhaka(now)
  const claimed = await deps.db
    .update(orders)
    .set({ balanceRemindedOn: today })
    .where(
      and(
        eq(orders.status, 'confirmed'),
        isNotNull(orders.balanceDueOn),
        lt(orders.paidBdt, orders.totalBdt),
        lte(orders.balanceDueOn, addDays(today, BALANCE_REMINDER_DAYS_BEFORE)),
        or(isNull(orders.balanceRemindedOn), and(lte(orders.balanceDueOn, today), lt(orders.balanceRemindedOn, orders.balanceDueOn))),
      ),
    )
    .returning()
  for (const row of claimed) {
    const order = toOrder(row)
    const dueToday = row.balanceDueOn! <= today
    await queueNotice(
      deps.db,
      {
        userId: row.customerId,
        kind: 'balance-due',
        mail: (words) => labelTestMode(balanceReminder(order, deps.publicOrigin, words, dueToday), deps.paymentsTestMode),
        sms: ({ t, money, number, date, link }) =>
          t(dueToday ? 'sms.balanceDueToday' : 'sms.balanceDue', {
            amount: money(order.total - order.amountPaid),
            number: number(order.number),
            date: date(row.balanceDueOn!),
            // The page that pays it, as the mail's button.
            link: link(deps.publicOrigin, `/payment/${order.id}`),
          }),
      },
      now,
    )
  }
  return claimed.length
}
