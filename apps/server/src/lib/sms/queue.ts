import { smsSize } from '@utsab/shared/sms'
import { eq } from 'drizzle-orm'
import { smsMessages } from '../../db/schema'
import { enqueueJob, type TDbExecutor } from '../jobs/queue'

export const SMS_JOB = 'sms'
/** A code is worth five minutes: a few quick retries, then it is failed (a new code may be asked for). */
const CODE_ATTEMPTS = 4
const NOTICE_ATTEMPTS = 12

/** Dhaka keeps UTC+6 all year. */
const DHAKA_OFFSET_MS = 6 * 60 * 60_000
const QUIET_FROM_HOUR = 22
const QUIET_UNTIL_HOUR = 8

/**
 * When a notice written at `now` may go out: at once between 08:00 and 22:00 Dhaka time, else at the next 08:00.
 * Codes are never held: someone is waiting for them.
 */
export function noticeSendTime(now: Date): Date {
  const dhaka = new Date(now.getTime() + DHAKA_OFFSET_MS)
  const hour = dhaka.getUTCHours()
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now
  const morning = new Date(Date.UTC(dhaka.getUTCFullYear(), dhaka.getUTCMonth(), dhaka.getUTCDate(), QUIET_UNTIL_HOUR))
  if (hour >= QUIET_FROM_HOUR) morning.setUTCDate(morning.getUTCDate() + 1)
  return new Date(morning.getTime() - DHAKA_OFFSET_MS)
}

export type TSmsDraft = {
  /** +8801XXXXXXXXX. */
  to: string
  body: string
  /** `code`, or the notice's kind. */
  kind: string
  userId?: string | null
}

/**
 * Writes an SMS and the job that sends it, in the caller's transaction when given one: its size (encoding, segments) is
 * known now, its cost once a gateway takes it. Whether it waits out the night is decided when it is sent (`holdForTheNight`).
 */
export async function queueSms(db: TDbExecutor, draft: TSmsDraft, now = new Date()): Promise<string> {
  const size = smsSize(draft.body)
  const [row] = await db
    .insert(smsMessages)
    .values({
      to: draft.to,
      body: draft.body,
      kind: draft.kind,
      userId: draft.userId ?? null,
      encoding: size.encoding,
      segments: size.segments,
      sendAfter: now,
    })
    .returning({ id: smsMessages.id })
  const id = row!.id
  await enqueueJob(db, { kind: SMS_JOB, payload: { smsId: id }, label: `SMS ${draft.kind}`, maxAttempts: attemptsOf(draft.kind) })
  return id
}

const attemptsOf = (kind: string) => (kind === 'code' ? CODE_ATTEMPTS : NOTICE_ATTEMPTS)

/**
 * A notice about to be sent between 22:00 and 08:00 Dhaka time waits for the morning: its row says until when, and a job
 * then sends it. Answers whether it was held. Codes never wait: someone is looking at the screen for them.
 */
export async function holdForTheNight(db: TDbExecutor, sms: { id: string; kind: string }, now = new Date()): Promise<boolean> {
  if (sms.kind === 'code') return false
  const morning = noticeSendTime(now)
  if (morning.getTime() <= now.getTime()) return false
  await db.update(smsMessages).set({ sendAfter: morning }).where(eq(smsMessages.id, sms.id))
  await enqueueJob(db, {
    kind: SMS_JOB,
    payload: { smsId: sms.id },
    label: `SMS ${sms.kind}`,
    maxAttempts: attemptsOf(sms.kind),
    runAt: morning,
  })
  return true
}
