import { useRef } from 'react'
import { useRevalidator } from 'react-router'
import { useMutation } from '#app/lib/query'
import { formatDateTime, groupDigits, plainDigits } from '@utsab/shared/format'
import { isRecurringTask, type TJob, type TJobsOverview } from '@utsab/shared/schemas/jobs'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { Stats } from '#app/components/ui/stats'
import { callApi } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { retryJobEndpoint } from '../api/endpoints'

/** How many emails wait, are being sent, were sent this week, and failed for good. */
export function JobCounts({ counts }: { counts: TJobsOverview['counts'] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <Stats
      stats={(['queued', 'running', 'done', 'failed'] as const).map((state) => ({
        label: t(`admin.jobs.count.${state}`),
        value: groupDigits(counts[state], locale),
      }))}
    />
  )
}

/**
 * The emails the mail server refused: those waiting for their next try, and those that failed for good,
 * each with a Retry. The list is loaded again after a retry, whatever its answer (another admin may have retried it).
 */
export function TroubledJobsTable({ jobs }: { jobs: TJob[] }) {
  const t = useT()
  const locale = useLocale()
  const revalidator = useRevalidator()
  const region = useRef<HTMLDivElement>(null)
  const retry = useMutation({
    mutationFn: (job: TJob) => callApi(retryJobEndpoint, { params: { id: String(job.id) }, body: {} }),
    onSuccess: () => notify.success(t('admin.jobs.retried')),
    onError: (error) => notify.error(errorMessage(error)),
    onSettled: () => revalidator.revalidate(),
  })
  const columns: TColumn<TJob>[] = [
    {
      key: 'email',
      header: t('admin.jobs.email'),
      rowHeader: true,
      cell: (job) => <span className="[overflow-wrap:anywhere]">{job.label}</span>,
    },
    {
      key: 'attempts',
      header: t('admin.jobs.attempts'),
      cell: (job) => t('admin.jobs.attemptsOf', { attempts: plainDigits(job.attempts, locale), max: plainDigits(job.maxAttempts, locale) }),
    },
    {
      key: 'error',
      header: t('admin.jobs.lastError'),
      cell: (job) => <span className="font-mono text-xs [overflow-wrap:anywhere]">{job.lastError}</span>,
    },
    {
      key: 'state',
      header: t('admin.jobs.state'),
      primary: true,
      cell: (job) =>
        job.status === 'failed' ? (
          <span className="flex flex-wrap items-center gap-2">
            <span>{t('admin.jobs.failedAt', { time: formatDateTime(job.finishedAt ?? job.runAt, locale) })}</span>
            <button
              type="button"
              className="btn-primary"
              aria-label={t('admin.jobs.retryLabel', { label: job.label })}
              disabled={retry.isPending}
              onClick={() => retry.mutate(job)}
            >
              {t('admin.jobs.retry')}
            </button>
          </span>
        ) : (
          t('admin.jobs.nextTry', { time: formatDateTime(job.runAt, locale) })
        ),
    },
  ]
  return (
    <DataTable
      rows={jobs}
      columns={columns}
      rowKey={(job) => String(job.id)}
      caption={t('admin.jobs.troubled')}
      regionRef={region}
      busy={revalidator.state === 'loading'}
    />
  )
}

/** The recurring tasks (lapsing requests, reminders, reconciliation…): when each last finished and runs next. */
export function ScheduledTasksTable({ tasks }: { tasks: TJob[] }) {
  const t = useT()
  const locale = useLocale()
  const columns: TColumn<TJob>[] = [
    {
      key: 'task',
      header: t('admin.jobs.task'),
      rowHeader: true,
      cell: (task) => (isRecurringTask(task.kind) ? t(`admin.jobs.task.${task.kind}`) : task.kind),
    },
    {
      key: 'last',
      header: t('admin.jobs.lastRun'),
      cell: (task) => (task.finishedAt ? formatDateTime(task.finishedAt, locale) : t('admin.jobs.notYet')),
    },
    { key: 'next', header: t('admin.jobs.nextRun'), cell: (task) => formatDateTime(task.runAt, locale) },
    {
      key: 'error',
      header: t('admin.jobs.lastError'),
      cell: (task) => <span className="font-mono text-xs [overflow-wrap:anywhere]">{task.lastError ?? '—'}</span>,
    },
  ]
  return <DataTable rows={tasks} columns={columns} rowKey={(task) => String(task.id)} caption={t('admin.jobs.tasks')} />
}
