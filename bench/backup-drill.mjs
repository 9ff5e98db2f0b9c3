// Backup drill (issue 18, decision 041): the crash drill's checkout load runs against the production
// server while `npm run backup` copies its database and pictures; the backup is restored with
// `npm run restore` into a fresh instance (a new DATA_DIR, a new PostgreSQL database), a server starts
// on it, every picture a row names must be served, and the crash drill's invariants must hold there,
// with every booking and payment the server had answered before the backup began.
//
//   node bench/backup-drill.mjs                     both databases
//   DRILL_DATABASE=postgres|pglite|both  DRILL_CUSTOMERS=20  DRILL_AGENTS=8  DRILL_LOAD_SECONDS=10  DRILL_KEEP=1 (keep logs and data)
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  ADMIN,
  askForAdvances,
  createCheckoutLoad,
  createHttp,
  launchServer,
  loadCatalog,
  percentile,
  signIn,
  signUpCustomers,
} from './crash-drill.mjs'
import { checkInvariants, invariantRows, openForChecks, REFERENCED_UPLOADS, violationsIn } from './invariants.mjs'
import { createPostgresDatabase, ensureBuilt, freePort, root, round, startMailbox, table } from './lib.mjs'

const CUSTOMERS = Number(process.env.DRILL_CUSTOMERS ?? 20)
const AGENTS = Number(process.env.DRILL_AGENTS ?? 8)
const LOAD_SECONDS = Number(process.env.DRILL_LOAD_SECONDS ?? 10)
const KEEP = process.env.DRILL_KEEP === '1'
/** What the restored server is given to settle what the backup caught half-way (the crash drill's quiet time). */
const QUIET_MS = 16_000

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** `npm run backup|restore -- <folder>` with this instance's environment; answers its output and milliseconds. */
function runCommand(command, folder, { dataDir, databaseUrl }) {
  const { DATABASE_URL: _inherited, ...inherited } = process.env
  const env = { ...inherited, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', command, '--', folder], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve({ output: output.trim(), ms: performance.now() - started })
        : reject(new Error(`npm run ${command} failed: ${output.trim()}`)),
    )
  })
}

/** A reader's request every 100 ms (a catalog page), timed: what the backup costs the people using the site. */
function startProbe(origin) {
  const samples = []
  let stopped = false
  const done = (async () => {
    while (!stopped) {
      const started = performance.now()
      try {
        const response = await fetch(`${origin}/api/venue?page=1`, { signal: AbortSignal.timeout(30_000) })
        await response.arrayBuffer()
        samples.push({ at: started, ms: performance.now() - started, ok: response.ok })
      } catch {
        samples.push({ at: started, ms: performance.now() - started, ok: false })
      }
      await sleep(100)
    }
  })()
  const between = (from, to) => samples.filter((sample) => sample.at >= from && sample.at < to)
  const summary = (from, to) => {
    const picked = between(from, to)
    const times = picked.map((sample) => sample.ms)
    return {
      requests: picked.length,
      failed: picked.filter((sample) => !sample.ok).length,
      p50: round(percentile(times, 50) ?? 0, 0),
      p99: round(percentile(times, 99) ?? 0, 0),
      max: round(times.length ? Math.max(...times) : 0, 0),
    }
  }
  return { summary, stop: () => ((stopped = true), done) }
}

/** Every picture a row of the restored database names, as `/uploads/<name>` (read before its server starts). */
async function referencedPictures({ databaseUrl, pgliteDir }) {
  const db = await openForChecks({ databaseUrl, pgliteDir })
  try {
    const rows = await db.query(REFERENCED_UPLOADS)
    return [...new Set(rows.map((row) => row.url).filter((url) => typeof url === 'string' && url.startsWith('/uploads/')))]
  } finally {
    await db.close()
  }
}

async function drillOne(kind, { log }) {
  const folder = mkdtempSync(path.join(tmpdir(), `utsab-backup-${kind}-`))
  const source = {
    dataDir: path.join(folder, 'source-data'),
    database: kind === 'postgres' ? await createPostgresDatabase('backup_source') : null,
  }
  const target = {
    dataDir: path.join(folder, 'restored-data'),
    database: kind === 'postgres' ? await createPostgresDatabase('backup_target') : null,
  }
  if (kind === 'postgres' && !(source.database && target.database)) throw new Error('PostgreSQL does not answer')
  for (const instance of [source, target]) mkdirSync(instance.dataDir)
  const backupFolder = path.join(folder, 'backup')
  const mailbox = await startMailbox()
  const envOf = (instance) => ({
    DATA_DIR: instance.dataDir,
    AUTH_RATE_LIMIT_FACTOR: '1000',
    SMTP_URL: mailbox.smtpUrl,
    ...(instance.database ? { DATABASE_URL: instance.database.url } : {}),
  })
  const locationOf = (instance) => ({ dataDir: instance.dataDir, databaseUrl: instance.database?.url })
  let server = launchServer({ port: await freePort(), env: envOf(source), logFile: path.join(folder, 'source.log') })
  try {
    await server.ready
    log(server.settings)
    const http = createHttp({ origins: () => [server.origin] })
    const customers = await signUpCustomers(http, CUSTOMERS, { mailbox })
    const admin = { cookie: await signIn(http, ADMIN) }
    await askForAdvances(http)
    const catalog = await loadCatalog(http)
    const load = createCheckoutLoad({
      http,
      whenUp: () => Promise.resolve(),
      customers,
      catalog,
      admin,
      agents: AGENTS,
      dateWindow: () => 30,
      mailbox,
    })
    const probe = startProbe(server.origin)
    const loadStarted = performance.now()
    load.start()
    await sleep(LOAD_SECONDS * 1000)
    // The backup should catch every kind of row with pictures: wait (a minute at most) for a new merchant's listing.
    for (let waited = 0; load.counters.listingsAdded === 0 && waited < 60_000; waited += 500) await sleep(500)

    // Everything answered before this moment must be in the backup.
    const answeredBefore = { orders: load.acknowledged.orders.length, payments: load.acknowledged.payments.length }
    const sentBefore = http.sentCount()
    const errorsBefore = http.serverErrors.length
    const backupStarted = performance.now()
    const backup = await runCommand('backup', backupFolder, locationOf(source))
    const backupEnded = performance.now()
    const sentDuring = http.sentCount() - sentBefore
    const errorsDuring = http.serverErrors.length - errorsBefore
    await sleep(3000)
    await load.stop()
    await probe.stop()
    const loadSeconds = (performance.now() - loadStarted) / 1000
    server.kill('SIGTERM')
    await server.exited
    const manifest = JSON.parse(readFileSync(path.join(backupFolder, 'manifest.json'), 'utf8'))

    const restore = await runCommand('restore', backupFolder, locationOf(target))
    const restoredPgliteDir = path.join(target.dataDir, 'pglite')
    const pictures = await referencedPictures({ databaseUrl: target.database?.url, pgliteDir: restoredPgliteDir })

    server = launchServer({ port: await freePort(), env: envOf(target), logFile: path.join(folder, 'restored.log') })
    const readyMs = await server.ready
    const unserved = []
    for (const url of pictures) {
      const response = await fetch(`${server.origin}${url}`)
      const body = await response.arrayBuffer()
      if (!response.ok || response.headers.get('content-type') !== 'image/webp' || body.byteLength === 0)
        unserved.push(`${url} → ${response.status}`)
    }
    // What the backup caught half-way (a card taken but not recorded, a refund pending) is the restored server's to settle, as after a crash.
    await sleep(QUIET_MS)
    server.kill('SIGTERM')
    const stopped = await server.exited
    const invariants = await checkInvariants({
      databaseUrl: target.database?.url,
      pgliteDir: target.database ? undefined : restoredPgliteDir,
      uploadsDir: path.join(target.dataDir, 'uploads'),
      acknowledged: {
        orders: load.acknowledged.orders.slice(0, answeredBefore.orders),
        payments: load.acknowledged.payments.slice(0, answeredBefore.payments),
      },
    })
    return {
      database: kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      loadSeconds: round(loadSeconds, 0),
      sent: http.sentCount(),
      serverErrors: http.serverErrors,
      agentErrors: load.agentErrors,
      counters: load.counters,
      answeredBefore,
      backup: { ms: backup.ms, output: backup.output, sentDuring, errorsDuring, manifest },
      probe: { before: probe.summary(backupStarted - 5000, backupStarted), during: probe.summary(backupStarted, backupEnded) },
      restore: { ms: restore.ms, output: restore.output },
      restoredReadyMs: readyMs,
      restoredExit: stopped.code,
      pictures: { referenced: pictures.length, unserved },
      invariants,
    }
  } finally {
    server.kill('SIGKILL')
    await server.exited
    mailbox.stop()
    await source.database?.drop()
    await target.database?.drop()
    if (KEEP) log(`(kept: ${folder})`)
    else rmSync(folder, { recursive: true, force: true })
  }
}

function report(result, log) {
  const { manifest } = result.backup
  const rows = Object.values(manifest.counts).reduce((sum, n) => sum + n, 0)
  const picturesBytes = manifest.pictures.reduce((sum, picture) => sum + picture.bytes, 0)
  const probe = (s) => `${s.requests} requests, p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.max} ms, ${s.failed} failed`
  const c = result.counters
  log(
    table(
      ['Measure', result.database],
      [
        ['Load (s) / requests sent / 5xx answers', `${result.loadSeconds} / ${result.sent} / ${result.serverErrors.length}`],
        [
          'Bookings / paid / cancelled / applications accepted',
          `${c.bookings} / ${c.paid} / ${c.cancelled + c.refundCancels} / ${c.accepted}`,
        ],
        [
          '`npm run backup` under load (wall time, of which the command itself)',
          `${round(result.backup.ms / 1000, 1)} s, ${round(manifest.durationMs / 1000, 1)} s (${manifest.database.source}: dump ${round(manifest.phasesMs.dump / 1000, 1)} s, count ${round(manifest.phasesMs.count / 1000, 1)} s, pictures ${round(manifest.phasesMs.pictures / 1000, 1)} s)`,
        ],
        [
          'Backup: database file / rows in tables / migration',
          `${round(manifest.database.bytes / 1_048_576, 2)} MB / ${rows} in ${Object.keys(manifest.counts).length} / ${manifest.migrations.latest}`,
        ],
        ['Backup: pictures', `${manifest.pictures.length} (${round(picturesBytes / 1_048_576, 2)} MB)`],
        ['Load requests sent during the backup / 5xx among them', `${result.backup.sentDuring} / ${result.backup.errorsDuring}`],
        ['Catalog probe, 5 s before the backup', probe(result.probe.before)],
        ['Catalog probe, during the backup', probe(result.probe.during)],
        [
          '`npm run restore` into a fresh instance (counts and pictures checked against the manifest)',
          `${round(result.restore.ms / 1000, 1)} s`,
        ],
        ['Server on the restored data: ready / exit after SIGTERM', `${round(result.restoredReadyMs, 0)} ms / ${result.restoredExit}`],
        [
          'Pictures rows name, served by the restored server',
          `${result.pictures.referenced - result.pictures.unserved.length} of ${result.pictures.referenced}`,
        ],
        [
          'Rows on the restored data after its quiet time',
          Object.entries(result.invariants.totals)
            .map(([k, v]) => `${k} ${v}`)
            .join(', '),
        ],
      ],
    ),
  )
  log('')
  log(table(['Invariant on the restored data', 'Violations', 'Example'], invariantRows(result.invariants.checks)))
  if (result.pictures.unserved.length) log(`\nPictures not served (first 5): ${result.pictures.unserved.slice(0, 5).join('; ')}`)
  if (result.agentErrors.length)
    log(`\nUnexpected answers to the load (${result.agentErrors.length}, first 3): ${result.agentErrors.slice(0, 3).join('; ')}`)
  if (result.serverErrors.length) log(`\n5xx answers (first 5): ${result.serverErrors.slice(0, 5).join('; ')}`)
}

export async function runBackupDrill({ log = console.log, databases = process.env.DRILL_DATABASE ?? 'both' } = {}) {
  ensureBuilt()
  const kinds = databases === 'both' ? ['postgres', 'pglite'] : [databases]
  log(
    `Backup drill: ${AGENTS} customer agents over ${CUSTOMERS} customers, applicants and an admin for ${LOAD_SECONDS} s, then \`npm run backup\` while the load goes on; \`npm run restore\` into a fresh instance, a server on it, its pictures and the crash drill's invariants checked.`,
  )
  const results = []
  for (const kind of kinds) {
    const result = await drillOne(kind, { log })
    report(result, log)
    results.push(result)
  }
  const violations = results.reduce((sum, r) => sum + violationsIn(r.invariants.checks), 0)
  const unserved = results.reduce((sum, r) => sum + r.pictures.unserved.length, 0)
  const fiveHundreds = results.reduce((sum, r) => sum + r.serverErrors.length, 0)
  const met = violations === 0 && unserved === 0 && fiveHundreds === 0 && results.every((r) => r.pictures.referenced > 0)
  log(
    `\nInvariant violations on the restored data: ${violations}; pictures not served: ${unserved}; 5xx answers under load: ${fiveHundreds} → ${met ? 'the backup restores whole' : 'BROKEN'}`,
  )
  return { results, violations, unserved, fiveHundreds, met }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runBackupDrill()
  process.exitCode = result.met ? 0 : 1
}
