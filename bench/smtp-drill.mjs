// SMTP drill (issue 18): the mail server goes away for two minutes during a checkout load. Every mail
// is queued with the change it reports (decision 040), so bookings and payments go on; once the server
// is back, every queued mail arrives, none twice.
//
// The app's SMTP_URL points at a gate in front of the loopback mailbox (e2e/support/mail-server.mjs):
// open, it passes connections through; closed, nothing listens, so the app's connections are refused.
// After the outage the drill waits for the queue to drain (GET /api/admin/jobs), then checks:
//   - no mail failed for good, and none waits;
//   - every mail was delivered once: no Message-ID (one per queued mail) arrived twice, and as many
//     arrived as the queue sent;
//   - every payment the load was told succeeded has exactly one receipt (its transaction id is in it).
//
//   node bench/smtp-drill.mjs      DRILL_DATABASE=pglite|postgres  DRILL_OUTAGE_SECONDS=120  DRILL_CUSTOMERS=20  DRILL_AGENTS=8
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ADMIN, createCheckoutLoad, createHttp, launchServer, loadCatalog, signIn, signUpCustomers } from './crash-drill.mjs'
import { createPostgresDatabase, ensureBuilt, freePort, round, startMailbox, table } from './lib.mjs'

const OUTAGE_SECONDS = Number(process.env.DRILL_OUTAGE_SECONDS ?? 120)
const CUSTOMERS = Number(process.env.DRILL_CUSTOMERS ?? 20)
const AGENTS = Number(process.env.DRILL_AGENTS ?? 8)
const DATABASE = process.env.DRILL_DATABASE ?? 'pglite'
/** Mail flows normally this long before the outage, and the load goes on this long after it. */
const CALM_SECONDS = 10
/** The longest a mail waits between tries is 10 minutes (with up to a fifth more): the queue drains within that after the outage. */
const DRAIN_LIMIT_MS = 13 * 60_000

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A TCP gate in front of `targetPort`: open, connections pass through; closed, its port refuses them. */
function smtpGate(targetPort) {
  let server
  let port = 0
  const sockets = new Set()
  return {
    url: () => `smtp://127.0.0.1:${port}`,
    open: () =>
      new Promise((resolve, reject) => {
        server = net.createServer((client) => {
          const upstream = net.connect(targetPort, '127.0.0.1')
          for (const socket of [client, upstream]) {
            sockets.add(socket)
            socket.once('close', () => sockets.delete(socket))
            socket.on('error', () => (client.destroy(), upstream.destroy()))
          }
          client.pipe(upstream).pipe(client)
        })
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => {
          port = server.address().port
          resolve()
        })
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}

export async function runSmtpDrill({ log = console.log, outageSeconds = OUTAGE_SECONDS, database = DATABASE } = {}) {
  ensureBuilt()
  const postgres = database === 'postgres' ? await createPostgresDatabase('smtp') : null
  if (database === 'postgres' && !postgres) {
    log('SMTP drill on PostgreSQL: skipped, no PostgreSQL answers.')
    return { skipped: 'no PostgreSQL', met: true }
  }
  const mailbox = await startMailbox()
  const gate = smtpGate(Number(new URL(mailbox.smtpUrl).port))
  await gate.open()
  const folder = mkdtempSync(path.join(tmpdir(), 'utsab-smtp-drill-'))
  const dataDir = path.join(folder, 'data')
  mkdirSync(dataDir)
  const logFile = path.join(folder, 'server.log')
  const server = launchServer({
    port: await freePort(),
    logFile,
    env: {
      SMTP_URL: gate.url(),
      DATA_DIR: dataDir,
      // Every mail must arrive: the per-recipient budget (which drops a flood of booking mails to one address) is lifted.
      MAIL_PER_RECIPIENT_PER_HOUR: '100000',
      // Every customer signs up from this one address.
      AUTH_RATE_LIMIT_FACTOR: '1000',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
  })
  try {
    await server.ready
    const http = createHttp({ origins: () => [server.origin] })
    const customers = await signUpCustomers(http, CUSTOMERS, { mailbox })
    const admin = { cookie: await signIn(http, ADMIN) }
    const catalog = await loadCatalog(http)
    const queue = async () => (await http.request('GET', '/api/admin/jobs', { cookie: admin.cookie })).body
    let window = 30
    // Applicants are left out: their sign-up waits for a verification mail, which the outage holds back.
    const load = createCheckoutLoad({
      http,
      mailbox,
      whenUp: () => Promise.resolve(),
      customers,
      catalog,
      admin,
      agents: AGENTS,
      applicants: 0,
      dateWindow: () => window,
    })
    load.start()
    await sleep(CALM_SECONDS * 1000)

    await gate.close()
    log(server.settings)
    log(`The mail server is away for ${outageSeconds} s while ${AGENTS} customer agents book, pay and cancel.`)
    const paidBefore = load.counters.paid
    const bookedBefore = load.counters.bookings
    let waitingPeak = 0
    for (let elapsed = 0; elapsed < outageSeconds; elapsed += 5) {
      await sleep(5000)
      window += 3
      waitingPeak = Math.max(waitingPeak, (await queue()).counts.queued)
    }
    const paidDuring = load.counters.paid - paidBefore
    const bookedDuring = load.counters.bookings - bookedBefore
    await gate.open()
    const backAt = performance.now()
    await sleep(CALM_SECONDS * 1000)
    await load.stop()

    let overview = await queue()
    while (overview.counts.queued + overview.counts.running > 0 && performance.now() - backAt < DRAIN_LIMIT_MS) {
      await sleep(2000)
      overview = await queue()
    }
    const drainSeconds = round((performance.now() - backAt) / 1000, 0)
    // The last mail the queue sent may still be on its way through the gate.
    await sleep(1000)
    const messages = await mailbox.messages()
    const ids = messages.map((message) => message.messageId).filter(Boolean)
    const repeated = ids.length - new Set(ids).size
    const receipts = load.acknowledged.payments.map(
      (transactionId) =>
        messages.filter((message) => message.text.includes(transactionId) && /Payment received/.test(message.subject)).length,
    )
    const missingReceipts = receipts.filter((count) => count === 0).length
    const doubleReceipts = receipts.filter((count) => count > 1).length
    const retried = overview.troubled.length
    const rows = [
      [
        'Bookings / payments acknowledged (during the outage)',
        `${load.counters.bookings} / ${load.counters.paid} (${bookedDuring} / ${paidDuring})`,
      ],
      ['Mails waiting at the outage’s peak', String(waitingPeak)],
      ['Queue drained after the server came back', `${drainSeconds} s`],
      ['Mails sent by the queue / received by the mail server', `${overview.counts.done} / ${messages.length}`],
      ['Received twice (same Message-ID)', String(repeated)],
      ['Mails failed for good / still waiting', `${overview.counts.failed} / ${overview.counts.queued + overview.counts.running}`],
      ['Payments without a receipt / with two', `${missingReceipts} / ${doubleReceipts}`],
      [
        '5xx answers',
        String(
          load.agentErrors.length ? `${http.serverErrors.length} (agent errors: ${load.agentErrors.length})` : http.serverErrors.length,
        ),
      ],
    ]
    log(table(['SMTP drill', database === 'postgres' ? 'PostgreSQL' : 'PGlite'], rows))
    const met =
      paidDuring > 0 &&
      overview.counts.failed === 0 &&
      overview.counts.queued + overview.counts.running === 0 &&
      repeated === 0 &&
      overview.counts.done === messages.length &&
      missingReceipts === 0 &&
      doubleReceipts === 0 &&
      http.serverErrors.length === 0
    log(met ? 'Every mail arrived after the outage, none twice.' : 'SMTP drill FAILED: see the table above.')
    return { met, rows, retried }
  } finally {
    server.kill('SIGTERM')
    await server.exited
    await gate.close().catch(() => {})
    mailbox.stop()
    await postgres?.drop?.()
    if (process.env.DRILL_KEEP === '1') log(`Kept ${folder}`)
    else rmSync(folder, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runSmtpDrill()
  process.exitCode = result.met ? 0 : 1
}
