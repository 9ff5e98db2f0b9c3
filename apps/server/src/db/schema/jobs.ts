import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export type TJobStatus = (typeof JOB_STATUSES)[number]

/**
 * Durable work (decision 040): every email, written in the same transaction as the change it reports,
 * and each recurring task (one row per task, `schedule` naming it, queued again after each run). Any
 * instance's worker claims due rows with `FOR UPDATE SKIP LOCKED`, so each runs once at a time; a
 * claim is a lease (`lockedUntil`), so a row whose worker died is claimed again when the lease ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Who or what the job is about, for the admins' list (an email's recipient and subject). */
    label: text().notNull().default(''),
    status: text({ enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(15),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** A recurring task's name: one row per task. */
    schedule: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    uniqueIndex('jobs_schedule_idx').on(t.schedule),
    // The worker's claim: due rows, and running rows whose lease ran out.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_leased_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    // The admins' list of failed jobs, newest first; finished jobs are swept by age.
    index('jobs_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
)
