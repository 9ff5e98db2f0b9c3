import type { TJob as TJobView, TJobsOverview } from '@utsab/shared/schemas/jobs'
import type { TDb } from '../../db/client'
import { recordAudit } from '../../db/merchant-records'
import { AppError } from '../../lib/errors'
import { jobsOverview, retryFailedJob, type TJob } from '../../lib/jobs/queue'

const toJobView = (job: TJob): TJobView => ({
  id: job.id,
  kind: job.kind,
  label: job.label,
  status: job.status,
  attempts: job.attempts,
  maxAttempts: job.maxAttempts,
  runAt: job.runAt.toISOString(),
  lastError: job.lastError,
  createdAt: job.createdAt.toISOString(),
  finishedAt: job.finishedAt?.toISOString() ?? null,
})

/** GET /api/admin/jobs: the queue's counts, the jobs that need attention, and the recurring tasks. */
export async function readJobsOverview(db: TDb): Promise<TJobsOverview> {
  const { counts, troubled, schedules } = await jobsOverview(db)
  const count = (status: TJob['status']) => counts.find((row) => row.status === status)?.count ?? 0
  return {
    counts: { queued: count('queued'), running: count('running'), done: count('done'), failed: count('failed') },
    troubled: troubled.map(toJobView),
    schedules: schedules.map(toJobView),
  }
}

/** POST /api/admin/jobs/:id/retry: a job that failed for good is queued again (409 `job_not_failed` otherwise). */
export async function retryJob(db: TDb, admin: { id: string; email: string }, id: number) {
  return db.transaction(async (tx) => {
    if (!(await retryFailedJob(tx, id))) throw new AppError('job_not_failed')
    await recordAudit(tx, admin, 'job.retry', `#${id}`)
    return { retried: true as const }
  })
}
