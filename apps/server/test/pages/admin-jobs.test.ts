import { serverTranslator } from '@utsab/shared/i18n/compile'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { jobs } from '../../src/db/schema'
import { createActor } from '../actors'
import { createPageApp } from '../pages'

/*
 * The email queue's page (issue 18, decision 040) as the server renders it for an admin: a mail the mail server
 * refused waits for its next try with the error; one that failed for good offers a retry by its name; the
 * recurring tasks are listed. The queue's own behaviour (retries, pauses, the retry itself, SMTP coming back)
 * is plugins/jobs.test.ts's.
 */

const SUPPORT = 'support@utsab.local'
let pages: Awaited<ReturnType<typeof createPageApp>>
let adminCookie: string

beforeAll(async () => {
  pages = await createPageApp({ SUPPORT_EMAIL: SUPPORT }, { listen: true })
  adminCookie = (await createActor(pages.app, 'jobs-admin', 'admin')).cookie
  const send = pages.mailbox.send
  pages.mailbox.send = async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:2525')
  }
  try {
    for (const name of ['Nusrat Jahan', 'Rafi Ahmed']) {
      const sent = await pages.app.inject({
        method: 'POST',
        url: '/api/contact-messages',
        payload: {
          name,
          email: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
          message: 'We would like to book a venue for 300 guests in Rajshahi this winter.',
        },
      })
      expect(sent.statusCode).toBe(201)
    }
  } finally {
    pages.mailbox.send = send
  }
  // The second one's fifteenth attempt failed too.
  const [, second] = await pages.db.select().from(jobs).where(eq(jobs.kind, 'email')).orderBy(jobs.id)
  await pages.db
    .update(jobs)
    .set({ status: 'failed', attempts: second!.maxAttempts, finishedAt: new Date(), lockedUntil: null })
    .where(eq(jobs.id, second!.id))
})
afterAll(() => pages?.close())

describe.each(['en', 'bn'] as const)('the jobs page in %s', (locale) => {
  const t = serverTranslator(locale).t

  test('lists the waiting mail with its error and next try, the failed one with a retry, and the recurring tasks', async () => {
    const page = await pages.render(locale === 'bn' ? '/bn/dashboard/jobs' : '/dashboard/jobs', { cookie: adminCookie })
    expect(page.status).toBe(200)
    expect(page.headings).toEqual([t('dashboard.link.jobs')])
    const rows = [...page.document.querySelectorAll('tr')].filter((row) => row.textContent.includes(SUPPORT))
    expect(rows).toHaveLength(2)
    const [waiting, failed] = rows.some((row) => row.textContent.includes('ECONNREFUSED') && row.querySelector('button'))
      ? [rows.find((row) => !row.querySelector('button'))!, rows.find((row) => row.querySelector('button'))!]
      : [rows[0]!, rows[1]!]
    expect(waiting.textContent).toContain('ECONNREFUSED')
    expect(waiting.textContent).toContain(t('admin.jobs.nextTry', { time: '' }).trim())
    expect(failed.textContent).toContain(t('admin.jobs.attemptsOf', { attempts: 15, max: 15 }))
    const retry = failed.querySelector('button')!
    // A job's label is written once, when it is queued, in the mail's own language (support's: English).
    const label = `${SUPPORT}: ${serverTranslator('en').t('emails.contact.receivedSubject')}`
    expect(retry.getAttribute('aria-label')).toBe(t('admin.jobs.retryLabel', { label }))
    const tasks = [...page.document.querySelectorAll('table')].find((table) =>
      table.querySelector('caption')?.textContent.includes(t('admin.jobs.tasks')),
    )
    expect(tasks?.textContent).toContain(t('admin.jobs.task.lapse-requests'))
    page.close()
  })
})

test('the jobs page is for admins: a customer is refused, a visitor sent to log in', async () => {
  const customer = await createActor(pages.app, 'jobs-customer')
  expect((await pages.render('/dashboard/jobs', { cookie: customer.cookie })).status).toBe(403)
  const visitor = await pages.render('/dashboard/jobs')
  expect(visitor.status).toBe(302)
  expect(visitor.location).toBe('/login?redirectTo=%2Fdashboard%2Fjobs')
})
