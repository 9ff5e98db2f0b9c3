// Two instances of the production server behind one PostgreSQL database (and one Redis when
// REDIS_URL is set, default redis://127.0.0.1:6379), started at the same moment on an empty
// database and loaded at once: every request goes to the next instance in turn (round-robin).
// Checks that a session made on one works on the other, that the sign-in rate limit counts across
// both (11 wrong logins from one address, alternating: a 429 within 10), that pictures uploaded
// through either are served by both (each instance has a data folder of its own; the pictures live in
// one S3-protocol bucket, s3rver on loopback), and the invariants of bench/invariants.mjs afterwards.
//
//   node bench/two-instances.mjs        DRILL_SECONDS=40  DRILL_CUSTOMERS=30  DRILL_AGENTS=12  REDIS_URL=redis://…
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import S3rver from 's3rver'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  createCheckoutLoad,
  createHttp,
  launchServer,
  loadCatalog,
  PASSWORD,
  signIn,
  signUp,
  signUpCustomers,
  ADMIN,
} from './crash-drill.mjs'
import { checkInvariants, invariantRows, violationsIn } from './invariants.mjs'
import { createPostgresDatabase, ensureBuilt, freePort, round, startMailbox, table } from './lib.mjs'

const SECONDS = Number(process.env.DRILL_SECONDS ?? 40)
const CUSTOMERS = Number(process.env.DRILL_CUSTOMERS ?? 30)
const AGENTS = Number(process.env.DRILL_AGENTS ?? 12)
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
/** What the browsers see: one public address in front of both instances. */
const PUBLIC_URL = 'http://utsab.drill.test'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** An address of the documentation range, new for every run, so counters left in Redis by other runs never count. */
const randomAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`
/** Each customer signs up from an address of their own (behind the balancer: X-Forwarded-For), new for every run. */
const runPrefix = `10.${Math.floor(Math.random() * 256)}`
let nextAddress = Math.floor(Math.random() * 60_000)
const customerAddress = () => `${runPrefix}.${(++nextAddress >> 8) & 255}.${nextAddress & 255}`

async function redisAnswers(url) {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/**
 * 11 sign-in attempts with wrong passwords from one client address, alternating between the
 * instances: a different unknown email each time (only the per-address limit, 9 a minute, applies),
 * or one account's email every time (the per account and address limit, 5 a minute, comes first).
 */
async function wrongLogins(origins, address, { oneAccount = false } = {}) {
  const statuses = []
  const account = `someone-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`
  for (let attempt = 0; attempt < 11; attempt++) {
    const origin = origins[attempt % origins.length]
    const response = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: oneAccount ? account : `nobody-${attempt}-${Date.now()}@example.test`, password: 'Wrong#Pass26' }),
    })
    await response.text()
    statuses.push(response.status)
  }
  const first429 = statuses.indexOf(429)
  return { statuses, first429: first429 === -1 ? null : first429 + 1 }
}
const limitRow = (label, result) => [label, `${result.statuses.join(' ')} → first 429 at attempt ${result.first429 ?? 'none'}`]

/** A real S3-protocol server on a free loopback port with one bucket, and the S3_* settings that point the app at it. */
async function startBucket(directory) {
  const bucket = 'utsab-drill'
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => server.close(),
  }
}

/** Starts two instances on `databaseUrl` at the same moment; answers them once both are ready. */
async function startPair({ databaseUrl, dataDirs, logFile, redis, smtpUrl, bucket }) {
  const env = {
    SMTP_URL: smtpUrl,
    DATABASE_URL: databaseUrl,
    // Uploaded pictures must be seen by both: one bucket (decision 042); nothing is shared on disk.
    ...bucket.env,
    PUBLIC_URL,
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_FACTOR: '1',
    // Gateway payments whose IPN and browser never came are settled before the invariants are read.
    PAYMENTS_RECONCILE_SECONDS: '2',
    ...(redis ? { REDIS_URL: redis } : {}),
  }
  const servers = [
    launchServer({ port: await freePort(), env: { ...env, DATA_DIR: dataDirs[0] }, logFile }),
    launchServer({ port: await freePort(), env: { ...env, DATA_DIR: dataDirs[1] }, logFile }),
  ]
  const outcomes = await Promise.allSettled(servers.map((server) => server.ready))
  return { servers, outcomes }
}

export async function runTwoInstances({ log = console.log, seconds = SECONDS } = {}) {
  ensureBuilt()
  const database = await createPostgresDatabase('two')
  if (!database) {
    log('Two instances: skipped, no PostgreSQL answers (PGlite is one process only).')
    return { skipped: 'no PostgreSQL', met: true }
  }
  const redis = (await redisAnswers(REDIS_URL)) ? REDIS_URL : null
  const mailbox = await startMailbox()
  const folder = mkdtempSync(path.join(tmpdir(), 'utsab-two-'))
  const dataDirs = [path.join(folder, 'data-a'), path.join(folder, 'data-b')]
  for (const dataDir of dataDirs) mkdirSync(dataDir)
  const bucketDir = path.join(folder, 'bucket')
  mkdirSync(bucketDir)
  const bucket = await startBucket(bucketDir)
  const logFile = path.join(folder, 'servers.log')
  let servers = []
  try {
    log(
      `Two instances behind one PostgreSQL database${redis ? ` and Redis (${redis})` : ' (no Redis answers: rate limits in each instance’s memory)'}, both started at once on the empty database; requests alternate between them.`,
    )
    const started = await startPair({ databaseUrl: database.url, dataDirs, logFile, redis, smtpUrl: mailbox.smtpUrl, bucket })
    log(started.servers[0].settings)
    servers = started.servers
    const failedStarts = started.outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => outcome.reason.message)
    if (failedStarts.length) throw new Error(`an instance did not start: ${failedStarts.join('; ')}`)
    const readyMs = started.outcomes.map((outcome) => round(outcome.value, 0))
    const origins = servers.map((server) => server.origin)
    const http = createHttp({ origins: () => origins, publicOrigin: PUBLIC_URL })

    // Sessions: signed up on A, the cookie works on B; signed in on B, it works on A; signing out on A ends it on B.
    const sessions = []
    const one = createHttp({ origins: () => [origins[0]], publicOrigin: PUBLIC_URL })
    const other = createHttp({ origins: () => [origins[1]], publicOrigin: PUBLIC_URL })
    const person = await signUp(one, { ip: customerAddress(), label: 'session', mailbox })
    const meOnB = await other.request('GET', '/api/me', { cookie: person.cookie })
    sessions.push([
      'Signed up on A, /api/me on B',
      meOnB.body?.user?.email === person.email ? 'same user' : `NOT recognised (${meOnB.status})`,
    ])
    const cookieFromB = await signIn(other, { email: person.email, password: PASSWORD }, { ip: customerAddress() })
    const meOnA = await one.request('GET', '/api/me', { cookie: cookieFromB })
    sessions.push([
      'Signed in on B, /api/me on A',
      meOnA.body?.user?.email === person.email ? 'same user' : `NOT recognised (${meOnA.status})`,
    ])
    await one.request('POST', '/api/auth/sign-out', { cookie: cookieFromB, json: {} })
    const afterSignOut = await other.request('GET', '/api/me', { cookie: cookieFromB })
    sessions.push(['Signed out on A, /api/me on B', afterSignOut.body?.user ? 'STILL signed in' : 'signed out'])
    const sessionsWork = sessions[0][1] === 'same user' && sessions[1][1] === 'same user' && sessions[2][1] === 'signed out'

    // Rate limits: 11 wrong logins from one address, alternating A, B, A, …
    const limits = await wrongLogins(origins, randomAddress())
    const accountLimits = await wrongLogins(origins, randomAddress(), { oneAccount: true })
    const limitShared = limits.first429 === 10 && accountLimits.first429 === 6

    // Control: the same instances without Redis each count alone, so the limit is not reached (as documented).
    let control = null
    if (redis) {
      const pair = await startPair({ databaseUrl: database.url, dataDirs, logFile, redis: null, smtpUrl: mailbox.smtpUrl, bucket })
      try {
        if (pair.outcomes.every((outcome) => outcome.status === 'fulfilled'))
          control = await wrongLogins(
            pair.servers.map((server) => server.origin),
            randomAddress(),
          )
      } finally {
        await Promise.all(pair.servers.map(async (server) => (server.kill('SIGTERM'), server.exited)))
      }
    }

    // The checkout load on both at once.
    const customers = await signUpCustomers(http, CUSTOMERS, { mailbox, newAddress: customerAddress })
    const admin = { cookie: await signIn(http, ADMIN, { ip: customerAddress() }) }
    const catalog = await loadCatalog(http)
    let window = 30
    const load = createCheckoutLoad({
      http,
      mailbox,
      whenUp: () => Promise.resolve(),
      customers,
      catalog,
      admin,
      agents: AGENTS,
      dateWindow: () => window,
      newAddress: customerAddress,
    })
    const loadStarted = performance.now()
    load.start()
    for (let elapsed = 0; elapsed < seconds; elapsed += 5) {
      await sleep(5000)
      window += 7
    }
    await load.stop()
    const loadSeconds = (performance.now() - loadStarted) / 1000
    // The reconciliation (every 2 s) and the sweep of unrecorded charges (every 5 s) finish what the load left open.
    await sleep(12_000)

    // Every picture the applicants uploaded (each through one instance or the other) is served by both, with its variants.
    const applications =
      (await http.request('GET', '/api/merchant-applications?status=accepted', { cookie: admin.cookie })).body?.data ?? []
    const pictures = applications.flatMap((application) => application.pictures)
    let pictureAcross = 'no accepted application'
    if (pictures.length) {
      const variant = (url) => url.replace(/_(\d+)\.webp$/, (_, width) => `_${width}-320.avif`)
      const answers = await Promise.all(
        pictures.flatMap((url) =>
          origins.flatMap((origin) =>
            [url, variant(url)].map((each) => fetch(`${origin}${each}`).then(async (r) => (await r.arrayBuffer(), r.status))),
          ),
        ),
      )
      const served = answers.filter((status) => status === 200).length
      pictureAcross = `${served} of ${answers.length} (${pictures.length} pictures and their 320 px AVIF, from both instances)`
      if (served !== answers.length) pictureAcross += ': NOT all served'
    }

    await Promise.all(servers.map(async (server) => (server.kill('SIGTERM'), server.exited)))
    const exits = await Promise.all(servers.map((server) => server.exited))
    const invariants = await checkInvariants({
      databaseUrl: database.url,
      acknowledged: load.acknowledged,
    })

    const statuses = Object.entries(http.statuses)
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ')
    const c = load.counters
    log(
      table(
        ['Measure', 'Result'],
        [
          ['Both started at once on the empty database: ready after (ms)', readyMs.join(', ')],
          ...sessions,
          limitRow(
            `11 wrong sign-ins from one address, new email each, alternating (limits in ${redis ? 'Redis' : 'memory'}; 9 a minute)`,
            limits,
          ),
          limitRow(`11 wrong sign-ins to one account, alternating (limits in ${redis ? 'Redis' : 'memory'}; 5 a minute)`, accountLimits),
          ...(control ? [limitRow('The same from one address without REDIS_URL (each instance counts alone)', control)] : []),
          ['Load time (s), requests sent', `${round(loadSeconds, 0)}, ${http.sentCount()}`],
          ['Answers by status', statuses],
          ['Bookings placed / date taken / paid / cancelled', `${c.bookings} / ${c.taken} / ${c.paid} / ${c.cancelled}`],
          [
            'Applications / accepted / declined / listings added',
            `${c.applications} / ${c.accepted} / ${c.declinedApplications} / ${c.listingsAdded}`,
          ],
          ['Pictures from the bucket through both instances', pictureAcross],
          ['SIGTERM: exit codes', exits.map((exit) => exit.code).join(', ')],
          [
            'Rows afterwards',
            Object.entries(invariants.totals)
              .map(([k, v]) => `${k} ${v}`)
              .join(', '),
          ],
        ],
      ),
    )
    log('')
    log(table(['Invariant', 'Violations', 'Example'], invariantRows(invariants.checks)))
    if (http.serverErrors.length) log(`\n5xx answers (first 5): ${http.serverErrors.slice(0, 5).join('; ')}`)
    if (load.agentErrors.length)
      log(`\nUnexpected answers to the load (${load.agentErrors.length}, first 3): ${load.agentErrors.slice(0, 3).join('; ')}`)
    const violations = violationsIn(invariants.checks)
    const met =
      violations === 0 &&
      http.serverErrors.length === 0 &&
      sessionsWork &&
      !pictureAcross.includes('NOT') &&
      (limitShared || !redis) &&
      exits.every((exit) => exit.code === 0)
    log(
      `\nInvariant violations: ${violations}; 5xx: ${http.serverErrors.length}; sessions across instances: ${sessionsWork ? 'yes' : 'NO'}; sign-in limit shared: ${limitShared ? 'yes' : redis ? 'NO' : 'no (no Redis: each instance counts alone, as documented)'} → ${met ? 'nothing broke' : 'BROKEN'}`,
    )
    return {
      redis: Boolean(redis),
      readyMs,
      sessions,
      limits,
      accountLimits,
      control,
      limitShared,
      sessionsWork,
      statuses: http.statuses,
      serverErrors: http.serverErrors,
      counters: c,
      pictureAcross,
      exits,
      invariants,
      violations,
      met,
    }
  } finally {
    for (const server of servers) server.kill('SIGKILL')
    await Promise.all(servers.map((server) => server.exited))
    mailbox.stop()
    await bucket.close()
    await database.drop()
    if (process.env.DRILL_KEEP === '1') log(`(kept: ${folder})`)
    else rmSync(folder, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runTwoInstances()
  process.exitCode = result.met ? 0 : 1
}
