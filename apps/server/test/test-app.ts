import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { inject } from 'vitest'
import { buildApp, type TApp, type TAppOptions } from '../src/app'
import { readEnv } from '../src/env'
import { MAIL_JOB } from '../src/lib/email/compose'
import { jobsWritten } from '../src/lib/jobs/queue'
import type { TMail, TMailer } from '../src/plugins/mail'
import { openDatabase, type TDatabase } from '../src/db/client'
import type { TTestDatabaseTemplate } from './global-setup'

/** What the run's global setup migrated once (global-setup.ts), or undefined outside such a run (a script). */
function providedTemplate(): TTestDatabaseTemplate | undefined {
  try {
    return inject('testDatabaseTemplate')
  } catch {
    // Not inside a Vitest worker: no one provided a template.
    return undefined
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new uniquely
 * named database on the PostgreSQL server at TEST_DATABASE_URL (dropped again on close). Both are
 * copies of the migrated template the global setup provides; without one (a script), this migrates.
 */
export async function openTestDatabase(): Promise<TDatabase & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const template = providedTemplate()
  if (!serverUrl) {
    if (template?.kind === 'pglite') return openDatabase({ dataDir: undefined, loadDataDir: new Blob([await readFile(template.tarball)]) })
    const database = openDatabase({ dataDir: undefined })
    await database.migrate()
    return database
  }
  const fromTemplate = template?.kind === 'postgres' && template.serverUrl === serverUrl ? template.name : undefined
  const name = `utsab_test_${Date.now()}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(fromTemplate ? `CREATE DATABASE ${name} TEMPLATE ${fromTemplate}` : `CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  // The database is dropped WITH (FORCE) on close, which may end connections the pool is still closing.
  const database = openDatabase({ url: url.toString(), poolSize: 5, onConnectionLost: () => {} })
  if (!fromTemplate) await database.migrate()
  return {
    ...database,
    /** Where this test database lives, for a second connection to it. */
    url: url.toString(),
    close: async () => {
      await database.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

type TTestMailbox = TMailer & {
  messages: TMail[]
  /** Sends what the app queued (set by createTestApp): waitFor calls it while it waits. */
  sendQueued?: () => Promise<unknown>
  lastTo: (email: string) => TMail | undefined
  /** The newest mail to `email` whose subject matches, once there is one: for mail sent after the answer (a password reset). */
  waitFor: (email: string, subject: RegExp, timeoutMs?: number) => Promise<TMail>
}

/** Mail the app sent during a test, for reading links; real SMTP delivery is proven end to end. */
export function createMailbox(): TTestMailbox {
  const messages: TMail[] = []
  const lastTo = (email: string) => messages.filter((mail) => mail.to === email).at(-1)
  return {
    kind: 'outbox',
    messages,
    send: async (mail) => {
      messages.push(mail)
    },
    lastTo,
    async waitFor(email, subject, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        await this.sendQueued?.()
        const found = messages.filter((mail) => mail.to === email && subject.test(mail.subject)).at(-1)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`No mail to ${email} with a subject like ${subject} within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
  }
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  options: {
    database?: TDatabase & { url?: string }
    logger?: TAppOptions['logger']
    /** Routes a test adds (e.g. a stand-in for the web app's pages) before the app is ready. */
    beforeReady?: (app: TApp) => Promise<void> | void
    /** Listen on a free loopback port: the built-in gateway simulators are reached over HTTP where the app listens. */
    listen?: boolean
    /** Send mail the way the environment says (SMTP_URL), not into the test's mailbox. */
    realMailer?: boolean
  } = {},
) {
  const database = options.database ?? (await openTestDatabase())
  const dataDir = await mkdtemp(path.join(tmpdir(), 'utsab-test-'))
  const env = readEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://utsab.test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_FACTOR: '100',
    // Tests place many orders as one customer; the order limit has its own test (orders.test.ts).
    ORDER_RATE_LIMIT_FACTOR: '100',
    // Tests change one customer's plans many times; the planner's limit has its own test (planner.test.ts).
    PLANNER_RATE_LIMIT_FACTOR: '100',
    // Tests send many mails to one customer; the budget has its own test (mail-budget.test.ts).
    MAIL_PER_RECIPIENT_PER_HOUR: '10000',
    // Tests write listings straight to the database; the cache has its own tests (catalog-cache.test.ts).
    CATALOG_CACHE_SECONDS: '0',
    // A production app under test sends its mail to the test's mailbox, not SMTP: the outbox on purpose.
    MAIL_OUTBOX: 'true',
    // Tests run at any hour: SMS notices go at once (quiet hours have their own test, plugins/sms.test.ts).
    SMS_QUIET_HOURS: 'off',
    ...overrides,
  })
  const mailbox = createMailbox()
  const app = await buildApp({ database, env, mailer: options.realMailer ? undefined : mailbox, logger: options.logger })
  // Mail is queued with the change it reports and sent by the job worker: each injected request's mail
  // is sent before its answer is handed to the test, as if the worker had been quick.
  mailbox.sendQueued = () => app.jobs.runDue({ kinds: [MAIL_JOB] })
  // Only after a request that queued something: most write none, and the fuzz test sends thousands.
  let queued = false
  const noteQueued = () => (queued = true)
  jobsWritten.on('written', noteQueued)
  const inject = app.inject.bind(app) as (request: InjectOptions) => Promise<LightMyRequestResponse>
  Object.assign(app, {
    inject: async (request: InjectOptions) => {
      const response = await inject(request)
      if (queued) {
        queued = false
        await mailbox.sendQueued?.()
      }
      return response
    },
  })
  await options.beforeReady?.(app)
  if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' })
  else await app.ready()
  return {
    app,
    db: database.db,
    database,
    mailbox,
    dataDir,
    /** The server's answer alone, without sending the mail it queued: what a client waits for (timing tests). */
    injectAnswerOnly: inject,
    /** Sends the mail queued outside a request (a sweep a test called): what the worker does once a second. */
    sendQueuedMail: () => mailbox.sendQueued?.(),
    close: async () => {
      jobsWritten.off('written', noteQueued)
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
