import { z } from 'zod'

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const

/** The recurring tasks the server runs, by the name admins see translated (admin.jobs.task.*). */
export const RECURRING_TASKS = [
  'expire-holds',
  'lapse-requests',
  'settle-unrecorded-payments',
  'remind-balances-due',
  'invite-reviews',
  'remind-events-tomorrow',
  'email-new-messages',
  'sweep-idempotency-keys',
  'remove-unused-pictures',
  'jobs-sweep',
  'reconcile-sslcommerz',
  'reconcile-bkash',
  'refresh-responsiveness',
  'sweep-web-vitals',
] as const
export type TRecurringTask = (typeof RECURRING_TASKS)[number]
export const isRecurringTask = (name: string): name is TRecurringTask => (RECURRING_TASKS as readonly string[]).includes(name)

/** One piece of queued work as admins see it: an email (its recipient and subject) or a recurring task. */
export const ZJob = z.object({
  id: z.number().int(),
  kind: z.string(),
  label: z.string(),
  status: z.enum(JOB_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When it runs (again): the next try of a retried job, the next turn of a recurring task. */
  runAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type TJob = z.infer<typeof ZJob>

export const ZJobsOverview = z.object({
  /** How many one-off jobs (emails) are in each state; sent ones are kept a week. */
  counts: z.object({ queued: z.number().int(), running: z.number().int(), done: z.number().int(), failed: z.number().int() }),
  /** Jobs that failed for good (an admin may retry them) or are waiting to be tried again, newest first. */
  troubled: z.array(ZJob),
  /** The recurring tasks: when each last finished and runs next. */
  schedules: z.array(ZJob),
})
export type TJobsOverview = z.infer<typeof ZJobsOverview>

export const ZJobParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
export const ZJobRetried = z.object({ retried: z.literal(true) })
