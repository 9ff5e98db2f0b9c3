import { clickWhenHydrated, expect, expectAccessibleInBothThemes, logIn, test } from './fixtures'
import { toast } from './support/advances'
import { e2eEnv } from './support/env'
import { en } from './support/i18n'
import { freePorts, startOwnServer, type TOwnServer } from './support/own-server'

/**
 * The email queue (issue 18, decision 040): a mail the mail server refuses waits in the queue and is tried again;
 * one that failed for good is retried by an admin once the server is back, and arrives once.
 */
test.describe.configure({ mode: 'serial' })

let server: TOwnServer
const SUPPORT = 'support@utsab.local'
const MESSAGE = 'We would like to book a venue for 300 guests in Rajshahi this winter.'

test.beforeAll(async () => {
  test.setTimeout(120_000)
  // Its mail server is down: nothing listens on this port.
  const [downPort] = freePorts(1)
  server = await startOwnServer({ env: { SMTP_URL: `smtp://127.0.0.1:${downPort}` } })
})
test.afterAll(async () => server?.stop())

test('an email the mail server refused is tried again, and an admin retries it once it failed for good', async ({ page, mail }) => {
  test.setTimeout(120_000)
  const { baseURL } = server
  const admin = { email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD }
  const sent = await page.request.post(`${baseURL}/api/contact-messages`, {
    data: { name: 'Nusrat Jahan', email: 'nusrat.queue@example.test', message: MESSAGE },
    headers: { origin: baseURL },
  })
  expect(sent.status()).toBe(201)

  await logIn(page.request, baseURL, admin)
  await page.goto(`${baseURL}/dashboard/jobs`)
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.link.jobs') })).toBeVisible()
  // Its first attempt was refused: it waits for its next try.
  const waiting = page.getByRole('row').filter({ hasText: SUPPORT })
  await expect(async () => {
    await page.reload()
    await expect(waiting).toContainText('ECONNREFUSED', { timeout: 1_000 })
  }).toPass({ timeout: 45_000 })
  await expect(waiting).toContainText(en('admin.jobs.nextTry', { time: '' }).trim())
  await expect(page.getByRole('table', { name: en('admin.jobs.tasks') })).toContainText(en('admin.jobs.task.lapse-requests'))

  // An hour and a half later its fifteenth attempt failed too (moved on in its database), and the mail server is back.
  await server.restartAfter(
    async (query) => {
      await query(
        `update jobs set status = 'failed', attempts = max_attempts, finished_at = now(), locked_until = null where kind = 'email' and label like $1`,
        [`${SUPPORT}:%`],
      )
    },
    { env: { SMTP_URL: e2eEnv.SMTP_URL } },
  )
  await logIn(page.request, baseURL, admin)
  await page.goto(`${baseURL}/dashboard/jobs`)
  const failed = page.getByRole('row').filter({ hasText: SUPPORT })
  await expect(failed).toContainText(en('admin.jobs.attemptsOf', { attempts: '15', max: '15' }))
  await expectAccessibleInBothThemes(page)
  await clickWhenHydrated(
    failed.getByRole('button', { name: en('admin.jobs.retryLabel', { label: `${SUPPORT}: ${en('emails.contact.receivedSubject')}` }) }),
  )
  await expect(toast(page, en('admin.jobs.retried'))).toBeVisible()
  // Support's mailbox is shared with the other tests' contact messages: this one is found by its text, once.
  const ours = async () => (await mail.messagesTo(SUPPORT)).filter((message) => message.text.includes(MESSAGE))
  await expect.poll(async () => (await ours()).length, { timeout: 30_000 }).toBe(1)
  expect((await ours())[0]!.subject).toBe(en('emails.contact.receivedSubject'))
  await expect(page.getByText(en('admin.jobs.none'))).toBeVisible()
})
