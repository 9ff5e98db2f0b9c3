import { and, eq, inArray, isNull } from 'drizzle-orm'
import { addDays, todayInDhaka } from '@utsab/shared/format'
import { toOrder } from '../../db/order-records'
import { orders } from '../../db/schema'
import { inTransaction, type TServiceDeps } from '../../lib/deps'
import { labelTestMode } from '../../lib/email/compose'
import { queueNotice } from '../../lib/notices'
import { eventTomorrow } from './emails'

/** How often the day-before reminders are looked for: a booking made today for tomorrow is still reminded. */
export const EVENT_REMINDER_SWEEP_MS = 60 * 60_000

/**
 * Reminds the customers of bookings (confirmed or paid) whose day is tomorrow in Dhaka, by SMS, email or both, as their
 * channel for `event-tomorrow` says (lib/notices). Each booking is claimed by stamping it in one statement, so with
 * several instances (or overlapping runs) each reminder goes out once; an SMS due at night waits for the morning.
 */
export function remindEventsTomorrow(deps: TServiceDeps, now = new Date()): Promise<number> {
  // The claim and its SMS commit together: a run cut short leaves both for the next run.
  return deps.db.transaction((tx) => remindInTransaction(inTransaction(deps, tx), now))
}

async function remindInTransaction(deps: TServiceDeps, now: Date): Promise<number> {
  const tomorrow = addDays(todayInDhaka(now), 1)
  const claimed = await deps.db
    .update(orders)
    .set({ eventRemindedAt: now })
    .where(and(eq(orders.eventDate, tomorrow), inArray(orders.status, ['confirmed', 'paid']), isNull(orders.eventRemindedAt)))
    .returning()
  let sent = 0
  for (const row of claimed) {
    const order = toOrder(row)
    const route = await queueNotice(
      deps.db,
      {
        userId: row.customerId,
        kind: 'event-tomorrow',
        mail: (words) => labelTestMode(eventTomorrow(order, deps.publicOrigin, words), deps.paymentsTestMode),
        sms: ({ t, number, date, bookingPage }) =>
          t('sms.eventTomorrow', { number: number(order.number), date: date(tomorrow), link: bookingPage(deps.publicOrigin, order.id) }),
      },
      now,
    )
    if (route.sms || route.email) sent += 1
  }
  return sent
}
