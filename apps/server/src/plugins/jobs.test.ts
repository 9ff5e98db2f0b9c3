import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TJobsOverview } from '@utsab/shared/schemas/jobs'
import { createActor, type TActor } from '../../test/actors'
import { createTestApp } from '../../test/test-app'
import { jobs } from '../db/schema'
import { queueMail } from '../lib/email/compose'
import { armSchedule, claimJobs, enqueueJob } from '../lib/jobs/queue'

const CONTACT = {
  name: 'Nusrat Jahan',
  email: 'nusrat.jobs@example.com',
  phone: '+880 1711-000000',
  message: 'We would like to book a venue for 300 guests in Rajshahi.',
}
const draft = (to: string) => ({ to, locale: 'en' as const, subject: 'A queued mail', body: 'Hello' })

describe('the job queue and its worker', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  let admin: TActor
  beforeAll(async () => {
    t = await createTestApp()
    admin = await createActor(t.app, 'jobs-admin', 'admin')
  })
  afterAll(() => t.close())

  const overview = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { cookie: admin.cookie } })).json<TJobsOverview>()
  const retry = (id: number) => t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers: { cookie: admin.cookie } })

  it('sends a mail only when the transaction that queued it commits', async () => {
    await t.db
      .transaction(async (tx) => {
        await queueMail(tx, draft('rolled.back@example.com'))
        throw new Error('the change failed')
      })
      .catch(() => {})
    await t.db.transaction((tx) => queueMail(tx, draft('committed@example.com')))
    await t.sendQueuedMail()
    expect(t.mailbox.messages.filter((mail) => mail.to === 'rolled.back@example.com')).toEqual([])
    expect(t.mailbox.messages.filter((mail) => mail.to === 'committed@example.com')).toHaveLength(1)
    await t.sendQueuedMail()
    expect(t.mailbox.messages.filter((mail) => mail.to === 'committed@example.com')).toHaveLength(1)
  })

  it('tries a failing mail again with growing pauses, fails it for good after its last attempt, and an admin retries it', async () => {
    const send = t.mailbox.send
    t.mailbox.send = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25')
    }
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/contact-messages', payload: CONTACT })
      // The message stands: its mail waits in the queue.
      expect(response.statusCode).toBe(201)
      const [job] = await t.db
        .select()
        .from(jobs)
        .where(sql`${jobs.label} like '%A new message from the contact page%'`)
      expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' })
      const firstPause = job!.runAt.getTime() - Date.now()
      expect(firstPause).toBeGreaterThan(3_000)
      expect(firstPause).toBeLessThan(7_000)
      expect((await overview()).troubled.map((listed) => listed.id)).toContain(job!.id)

      // Its later attempts (made due at once here), until the last one.
      for (let attempt = 2; attempt <= job!.maxAttempts; attempt++) {
        await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id))
        await t.sendQueuedMail()
      }
      const [failed] = await t.db.select().from(jobs).where(eq(jobs.id, job!.id))
      expect(failed).toMatchObject({ status: 'failed', attempts: job!.maxAttempts })
      const listed = await overview()
      expect(listed.counts.failed).toBeGreaterThanOrEqual(1)
      expect(listed.troubled.find((entry) => entry.id === job!.id)).toMatchObject({ status: 'failed', kind: 'email' })

      t.mailbox.send = send
      expect((await retry(job!.id)).json()).toEqual({ retried: true })
      await t.sendQueuedMail()
      expect(
        t.mailbox.messages.filter(
          (mail) => mail.subject.includes('A new message from the contact page') && mail.text.includes(CONTACT.message),
        ),
      ).toHaveLength(1)
      const again = await retry(job!.id)
      expect(again.statusCode).toBe(409)
      expect(again.json()).toMatchObject({ code: 'job_not_failed' })
    } finally {
      t.mailbox.send = send
    }
  })

  it('lets concurrent claims take each job once', async () => {
    const ids = []
    for (let i = 0; i < 40; i++) ids.push(await enqueueJob(t.db, { kind: 'claim-check', payload: { i } }))
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => claimJobs(t.db, { limit: 40, leaseMs: 60_000, recurringLeaseMs: 60_000, kinds: ['claim-check'] })),
    )
    const claimed = [...a!, ...b!, ...c!].map((job) => job.id)
    expect(new Set(claimed).size).toBe(claimed.length)
    expect(claimed.sort((x, y) => x - y)).toEqual(ids)
    // Claimed again only once a lease runs out (its worker stopped).
    expect(await claimJobs(t.db, { limit: 40, leaseMs: 60_000, recurringLeaseMs: 60_000, kinds: ['claim-check'] })).toEqual([])
    await t.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, ids[0]!))
    expect(
      (await claimJobs(t.db, { limit: 40, leaseMs: 60_000, recurringLeaseMs: 60_000, kinds: ['claim-check'] })).map((job) => job.id),
    ).toEqual([ids[0]])
  })

  it('runs a recurring task again within its short lease when the instance running it died', async () => {
    await armSchedule(t.db, 'lease-check', { now: true })
    const claim = () => claimJobs(t.db, { limit: 5, leaseMs: 60_000, recurringLeaseMs: 300, kinds: ['lease-check'] })
    // An instance claims the task, then is killed before it finishes.
    expect(await claim()).toHaveLength(1)
    expect(await claim()).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect((await claim()).map((job) => job.schedule)).toEqual(['lease-check'])
  })

  it('keeps one row per recurring task however many instances arm it', async () => {
    await Promise.all([armSchedule(t.db, 'test-task', { now: true }), armSchedule(t.db, 'test-task', { now: true })])
    expect(await t.db.select().from(jobs).where(eq(jobs.schedule, 'test-task'))).toHaveLength(1)
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/admin/jobs' })
    expect(forbidden.statusCode).toBe(401)
  })
})

describe('mail over SMTP while the mail server is away', () => {
  const received: { to: string; messageId: string }[] = []
  let smtp: SMTPServer
  let port = 0
  const startSmtp = () =>
    new Promise<void>((resolve) => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
          let raw = ''
          stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
          stream.on('end', () => {
            const messageId = /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? ''
            for (const to of session.envelope.rcptTo) received.push({ to: to.address, messageId })
            callback()
          })
        },
      })
      smtp.listen(port, '127.0.0.1', () => {
        port = (smtp.server.address() as AddressInfo).port
        resolve()
      })
    })
  const stopSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()))
  let t: Awaited<ReturnType<typeof createTestApp>>

  beforeAll(async () => {
    await startSmtp()
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, SUPPORT_EMAIL: 'support.jobs@example.com' }, { realMailer: true })
  })
  afterAll(async () => {
    await t.close()
    await stopSmtp()
  })

  it('delivers each mail once after the server comes back, under one Message-ID', async () => {
    await stopSmtp()
    const response = await t.app.inject({ method: 'POST', url: '/api/contact-messages', payload: CONTACT })
    expect(response.statusCode).toBe(201)
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'email'))
    expect(job).toMatchObject({ status: 'queued', attempts: 1 })
    expect(job!.lastError).toMatch(/ECONNREFUSED/)

    await startSmtp()
    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id))
    await t.sendQueuedMail()
    await t.sendQueuedMail()
    expect(received).toEqual([{ to: 'support.jobs@example.com', messageId: `<mail-${job!.id}@utsab.test>` }])
    const [done] = await t.db.select().from(jobs).where(eq(jobs.id, job!.id))
    expect(done).toMatchObject({ status: 'done', attempts: 2 })
    // Sent, the mail's body (with any link in it) is not kept in the finished job.
    expect(job!.payload).toHaveProperty('text')
    expect(done!.payload).toEqual({})
  })
})
