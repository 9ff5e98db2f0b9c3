import { EventEmitter } from 'node:events'
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type { TDb, TTx } from '../../db/client'
import { jobs, type TJobStatus } from '../../db/schema'

/** The database, or a transaction of it: a job written in a transaction exists only if the transaction commits. */
export type TDbExecutor = TDb | TTx
export type TJob = typeof jobs.$inferSelect

/** A retry waits 5 s, then twice as long each time, at most 10 min: 15 attempts span about an hour and a half. */
const FIRST_RETRY_MS = 5_000
const LONGEST_RETRY_MS = 10 * 60_000

/**
 * Told of each job written in this process, so the worker looks at once instead of at its next poll
 * (the write may not be committed yet: then the poll finds it).
 */
export const jobsWritten = new EventEmitter()

export async function enqueueJob(
  db: TDbExecutor,
  job: { kind: string; payload: Record<string, unknown>; label?: string; maxAttempts?: number; runAt?: Date },
): Promise<number> {
  const [row] = await db.insert(jobs).values(job).returning({ id: jobs.id })
  jobsWritten.emit('written')
  return row!.id
}

/** Writes a recurring task's row if no instance has yet, and makes it due now when `now` (a start's catch-up). */
export async function armSchedule(db: TDb, name: string, options: { now: boolean }) {
  await db.insert(jobs).values({ kind: name, schedule: name, payload: {}, label: name }).onConflictDoNothing({ target: jobs.schedule })
  if (options.now) {
    await db
      .update(jobs)
      .set({ runAt: sql`least(${jobs.runAt}, now())` })
      .where(and(eq(jobs.schedule, name), eq(jobs.status, 'queued')))
  }
}

/**
 * Claims up to `limit` due jobs: queued ones whose time came, and running ones whose worker's lease ran
 * out (it stopped). A one-off job is leased for `leaseMs`, a recurring task for `recurringLeaseMs`.
 * Rows another worker is claiming are skipped, not waited for.
 */
export async function claimJobs(
  db: TDb,
  options: { limit: number; leaseMs: number; recurringLeaseMs: number; kinds?: string[] },
): Promise<TJob[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`))),
        options.kinds ? inArray(jobs.kind, options.kinds) : undefined,
      ),
    )
    .orderBy(jobs.runAt)
    .limit(options.limit)
    .for('update', { skipLocked: true })
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: sql`now() + (case when ${jobs.schedule} is null then ${options.leaseMs}::int else ${options.recurringLeaseMs}::int end) * interval '1 millisecond'`,
    })
    .where(inArray(jobs.id, due))
    .returning()
}

/** A one-off job is done; a recurring one is queued again `everyMs` from now. */
export async function completeJob(db: TDb, job: TJob, everyMs?: number) {
  const claimed = and(eq(jobs.id, job.id), eq(jobs.status, 'running'))
  if (job.schedule && everyMs !== undefined) {
    await db
      .update(jobs)
      .set({
        status: 'queued',
        attempts: 0,
        lastError: null,
        lockedUntil: null,
        finishedAt: new Date(),
        runAt: new Date(Date.now() + everyMs),
      })
      .where(claimed)
    return
  }
  // Done, its payload is of no more use: emptied, so a sent mail's body (a reset or verification link) is not kept for the
  // week a finished job stays, nor in a backup.
  await db.update(jobs).set({ status: 'done', payload: {}, lastError: null, lockedUntil: null, finishedAt: new Date() }).where(claimed)
}

export function retryDelayMs(attempts: number): number {
  const delay = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS)
  // Up to a fifth more, so jobs that failed together (an outage) do not all come back in the same second.
  return Math.round(delay * (1 + Math.random() / 5))
}

/**
 * A failed attempt: a recurring task waits for its next turn; a one-off job is tried again after a
 * growing pause, and fails for good (for an admin to retry) after its last attempt.
 */
export async function failJob(db: TDb, job: TJob, error: unknown, everyMs?: number) {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500)
  const claimed = and(eq(jobs.id, job.id), eq(jobs.status, 'running'))
  const finalAttempt = job.attempts >= job.maxAttempts
  const status: TJobStatus = job.schedule || !finalAttempt ? 'queued' : 'failed'
  const waitMs = job.schedule && everyMs !== undefined ? everyMs : retryDelayMs(job.attempts)
  await db
    .update(jobs)
    .set({
      status,
      lastError,
      lockedUntil: null,
      attempts: job.schedule ? 0 : job.attempts,
      runAt: new Date(Date.now() + waitMs),
      finishedAt: status === 'failed' ? new Date() : null,
    })
    .where(claimed)
  return status
}

/** Queues a failed job again, its attempts counted anew. Only a failed job: nothing runs twice at once. */
export async function retryFailedJob(db: TDb, id: number): Promise<boolean> {
  const retried = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: sql`now()`, lockedUntil: null, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id })
  if (retried.length > 0) jobsWritten.emit('written')
  return retried.length > 0
}

/** How many jobs are in each state, and the failed or waiting (retried) one-off jobs, newest first. */
export async function jobsOverview(db: TDb, limit = 100) {
  const counts = await db
    .select({ status: jobs.status, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(sql`${jobs.schedule} is null`)
    .groupBy(jobs.status)
  const troubled = await db
    .select()
    .from(jobs)
    .where(and(sql`${jobs.schedule} is null`, or(eq(jobs.status, 'failed'), and(eq(jobs.status, 'queued'), sql`${jobs.attempts} > 0`))))
    .orderBy(desc(jobs.createdAt))
    .limit(limit)
  const schedules = await db
    .select()
    .from(jobs)
    .where(sql`${jobs.schedule} is not null`)
    .orderBy(jobs.schedule)
  return { counts, troubled, schedules }
}

/** Finished one-off jobs older than `keepMs` are forgotten; failed ones stay until an admin retries them. */
export async function sweepFinishedJobs(db: TDb, keepMs: number): Promise<number> {
  const swept = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, new Date(Date.now() - keepMs))))
    .returning({ id: jobs.id })
  return swept.length
}
