import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from '../../test/actors'
import { captureLog } from '../../test/log-capture'
import { createTestApp } from '../../test/test-app'
import { outboxMessages } from '../db/schema'
import { readEnv } from '../env'

/** Issue 35, finding 7: the outbox keeps mails in its table; the log, which more people and tools read, gets none of their links. */

const { lines: logLines, stream: logStream } = captureLog()

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  // The environment's own mailer (no SMTP_URL: the outbox), not the test mailbox.
  t = await createTestApp({}, { realMailer: true, logger: { level: 'trace', stream: logStream } })
})
afterAll(() => t.close())

describe('the outbox mailer', () => {
  it('logs a password reset mail by recipient domain and id, never its link or token', async () => {
    const actor = await createActor(t.app, 'outbox-reset')
    logLines.length = 0
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: actor.email, redirectTo: '/reset-password' },
    })
    expect(asked.statusCode, asked.body).toBe(200)
    const resetMail = async () =>
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, actor.email))).find((mail) => /reset/i.test(mail.subject))
    await expect
      .poll(async () => {
        await t.sendQueuedMail()
        return resetMail()
      })
      .toBeDefined()
    const mail = (await resetMail())!
    const token = /\/reset-password\/([^?\s]+)/.exec(mail.text)?.[1]
    expect(token, 'the outbox keeps the link for /dev/outbox').toBeTruthy()

    const log = logLines.join('')
    expect(log).toContain('mail kept in the outbox')
    expect(log).toContain(mail.id)
    expect(log).toContain('"toDomain":"example.com"')
    expect(log).not.toContain(token)
    expect(log).not.toContain('/reset-password/')
    expect(log).not.toContain(actor.email)
  })
})

describe('mail in production', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-for-tests-0123456789', PAYMENTS_TEST_MODE: 'true' }

  it('refuses to start without SMTP_URL, naming the variable and the opt-in', () => {
    expect(() => readEnv(production)).toThrow(/SMTP_URL.*MAIL_OUTBOX=true/)
  })

  it('starts with SMTP_URL, or with the outbox when asked for explicitly', () => {
    expect(readEnv({ ...production, SMTP_URL: 'smtp://mail.example:587' }).MAIL_OUTBOX).toBe(false)
    expect(readEnv({ ...production, MAIL_OUTBOX: 'true' }).MAIL_OUTBOX).toBe(true)
    expect(() => readEnv({ ...production, MAIL_OUTBOX: 'false' })).toThrow(/SMTP_URL/)
  })

  it('needs neither outside production, where the outbox is the default', () => {
    expect(() => readEnv({ NODE_ENV: 'development' })).not.toThrow()
  })
})
