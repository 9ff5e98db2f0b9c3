import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { TRecurringTask } from '@utsab/shared/schemas/jobs'
import type { TDb } from '../db/client'
import { armSchedule, claimJobs, completeJob, failJob, jobsWritten, sweepFinishedJobs, type TJob } from '../lib/jobs/queue'
import { redactAddresses, redactError } from '../lib/redact'

type TJobHandler = (payload: Record<string, unknown>, job: TJob) => Promise<void>
type TScheduledTask = { everyMs: number; run: () => Promise<unknown>; atStart: boolean }

export type TJobs = {
  /** How jobs of `kind` are done (an email is sent); a handler that throws is retried with backoff. */
  handle: (kind: string, handler: TJobHandler) => void
  /**
   * A task every instance knows and one runs at a time, every `everyMs` (`atStart`: also as soon as an
   * instance starts, for work that waited while none ran).
   */
  every: (name: TRecurringTask, everyMs: number, run: () => Promise<unknown>, options?: { atStart?: boolean }) => void
  /** Runs this instance's due jobs (of `kinds`) until none is left, after the ones it is running: tests and drills. */
  runDue: (options?: { kinds?: string[] }) => Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: TJobs
  }
}

const POLL_MS = 1_000
const CLAIM_BATCH = 10
/** Longer than any job takes: a running job is claimed again only when its worker has surely stopped. */
const LEASE_MS = 5 * 60_000
/**
 * A recurring task's lease is short: when an instance dies while running one (a crash, a kill), the task
 * runs again within seconds, not minutes; the gateways' reconciliation and the settling of unrecorded charges
 * must not wait five minutes after a crash. Every recurring task is safe to run twice at once (each claims
 * its rows), so a run longer than this on one instance only lets another instance run it alongside.
 */
const RECURRING_LEASE_MS = 10_000
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60_000

/**
 * The durable job queue's worker (decision 040): each instance, once it listens, claims due jobs from
 * the `jobs` table every second, or at once when it wrote one, and runs them. Recurring tasks are rows
 * too, so with several instances one runs each turn.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { db: TDb }) => {
    const { db } = options
    const handlers = new Map<string, TJobHandler>()
    const recurring = new Map<string, TScheduledTask>()
    let stopped = false
    let timer: NodeJS.Timeout | undefined
    // One pass at a time per instance: a test's runDue waits for the poll's pass to end.
    let passes: Promise<number> = Promise.resolve(0)

    const runningNow = new Set<TJob>()
    const runJob = async (job: TJob) => {
      runningNow.add(job)
      try {
        await runClaimed(job)
      } finally {
        runningNow.delete(job)
      }
    }
    const runClaimed = async (job: TJob) => {
      const task = job.schedule ? recurring.get(job.schedule) : undefined
      const run = task ? task.run : handlers.get(job.kind)?.bind(null, job.payload, job)
      if (!run) {
        // Another version's task, or a gateway this instance is not configured for: looked at again later.
        await failJob(db, job, new Error(`No handler for jobs of kind ${job.kind} on this instance`), job.schedule ? 60_000 : undefined)
        return
      }
      try {
        await run()
        await completeJob(db, job, task?.everyMs)
      } catch (error) {
        const status = await failJob(db, job, error, task?.everyMs)
        // The label names a mail's recipient for the admins' queue page; the logs keep neither it nor the server's word on it.
        const facts = {
          err: redactError(error),
          job: job.id,
          kind: job.kind,
          label: redactAddresses(job.label ?? ''),
          attempts: job.attempts,
        }
        if (status === 'failed') app.log.error(facts, 'job failed for good: an admin can retry it')
        else app.log.warn(facts, 'job failed; it will be tried again')
      }
    }

    const pass = async (kinds?: string[]) => {
      let ran = 0
      for (;;) {
        if (stopped) return ran
        const claimed = await claimJobs(db, { limit: CLAIM_BATCH, leaseMs: LEASE_MS, recurringLeaseMs: RECURRING_LEASE_MS, kinds })
        if (claimed.length === 0) return ran
        await Promise.all(claimed.map(runJob))
        ran += claimed.length
      }
    }
    const runDue = (runOptions: { kinds?: string[] } = {}) => {
      passes = passes.catch(() => 0).then(() => pass(runOptions.kinds))
      return passes
    }
    const poll = () => {
      runDue().catch((error: unknown) => app.log.error({ err: error }, 'could not run due jobs'))
    }
    let wakeQueued = false
    // A job written in a transaction is visible once it commits: look shortly after, not at once.
    const wake = () => {
      if (wakeQueued || stopped || !timer) return
      wakeQueued = true
      setTimeout(() => {
        wakeQueued = false
        poll()
      }, 20).unref()
    }

    app.decorate('jobs', {
      handle: (kind, handler) => void handlers.set(kind, handler),
      every: (name, everyMs, run, taskOptions = {}) => void recurring.set(name, { everyMs, run, atStart: taskOptions.atStart ?? false }),
      runDue,
    } satisfies TJobs)

    app.jobs.every('jobs-sweep', 60 * 60_000, () => sweepFinishedJobs(db, KEEP_FINISHED_MS))

    // Started once listening: production always listens, and the built-in gateways that payment
    // reconciliation calls are reached where the app listens. Tests without a port run jobs with runDue.
    app.addHook('onListen', async () => {
      for (const [name, task] of recurring) await armSchedule(db, name, { now: task.atStart })
      timer = setInterval(poll, POLL_MS).unref()
      jobsWritten.on('written', wake)
      poll()
    })
    app.addHook('preClose', async () => {
      stopped = true
      clearInterval(timer)
      jobsWritten.off('written', wake)
      if (runningNow.size > 0) app.log.info({ jobs: [...runningNow].map((job) => job.kind) }, 'waiting for the jobs under way')
      await passes.catch(() => 0)
      app.log.info('job worker stopped')
    })
  },
  { name: 'jobs' },
)
