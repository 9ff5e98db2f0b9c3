// Shared pieces of the benchmarks: a server process on a fresh database, autocannon runs, medians.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { freePorts } from '../e2e/support/free-ports.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const serverEntry = path.join(root, 'apps/server/dist/server.js')
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

export function ensureBuilt() {
  if (!existsSync(serverEntry) || !existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
    throw new Error('No production build: run `npm run build` first (npm run bench does).')
  }
}

/** Whether a PostgreSQL server answers where the tests look for one. */
export async function postgresAnswers() {
  const { hostname, port } = new URL(PG_URL)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 5432), hostname)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** A new, empty database on the PostgreSQL server (dropped by `drop`), or null when none answers. */
export async function createPostgresDatabase(label) {
  if (!(await postgresAnswers())) return null
  const name = `utsab_bench_${label}_${Date.now()}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: PG_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(PG_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_URL })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

/** Children still running when the benchmark ends (by error or signal) are killed with it. */
const children = new Set()
function track(child) {
  children.add(child)
  child.once('exit', () => children.delete(child))
}
const killAll = () => {
  for (const child of children) child.kill('SIGKILL')
}
process.once('exit', killAll)
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (killAll(), process.exit(130)))

/** A loopback port nothing listens on (the OS picks it), never a guessed one: a guess can hit epmd, Redis, … */
export const freePort = async () => (await freePorts(1))[0]

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url)
      if (response.ok) return response
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * A loopback mailbox: the e2e suite's SMTP server (e2e/support/mail-server.mjs) on free ports. Servers get
 * its `smtpUrl`; agents follow the verification link it received, as a person would (paying needs a
 * verified email). `verify` asks for a new link when the first never arrived (a kill cut the sign-up short).
 */
export async function startMailbox() {
  const [smtpPort, httpPort] = await freePorts(2)
  const child = spawn(process.execPath, [path.join(root, 'e2e/support/mail-server.mjs')], {
    cwd: root,
    env: { ...process.env, MAIL_SMTP_PORT: String(smtpPort), MAIL_HTTP_PORT: String(httpPort) },
    stdio: 'ignore',
  })
  track(child)
  // Never what keeps a finished benchmark alive; it is killed with the benchmark in any case.
  child.unref()
  const api = `http://127.0.0.1:${httpPort}`
  await waitFor(`${api}/health`)
  async function verificationLink(email, timeoutMs) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const messages = await (await fetch(`${api}/messages?to=${encodeURIComponent(email)}`)).json()
      const link = messages
        .flatMap((message) => message.links)
        .reverse()
        .find((candidate) => candidate.includes('/verify-email?token='))
      if (link) return link
      if (Date.now() > deadline) return undefined
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    /**
     * Verifies `email` by following its link with `get(pathAndQuery)`; `resend()` asks the server for a new
     * link when none came within a few seconds. Throws when no link ever came.
     */
    async verify(email, { get, resend, attempts = 3 }) {
      for (let attempt = 0; attempt < attempts; attempt++) {
        const link = await verificationLink(email, 5_000)
        if (link) {
          const url = new URL(link)
          await get(url.pathname + url.search)
          return
        }
        await resend()
      }
      throw new Error(`no verification email reached ${email}`)
    },
    /** Every message it received (each with its Message-ID), oldest first. */
    messages: async () => (await fetch(`${api}/messages`)).json(),
    stop: () => child.kill(),
  }
}

/**
 * What a production start is given anyway: where it listens and stores, its secret and origin, the services it
 * talks to, its data, and a payment provider (production refuses to start without one; test mode moves no money).
 * Any other variable a bench sets is a deviation from a default production start, printed with the bench's figures.
 */
const DEPLOYMENT_SETTINGS = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'AUTH_SECRET',
  'PUBLIC_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SEED_DEMO_DATA',
  'SEED_DEMO_ACCOUNTS',
  'PAYMENTS_TEST_MODE',
  'MAIL_OUTBOX',
])

/** One line saying how the server differs from a default production start (request logging at info included). */
export function settingsOf(env, { logTo = '/dev/null' } = {}) {
  const deviations = Object.entries(env)
    .filter(([name]) => !DEPLOYMENT_SETTINGS.has(name))
    .map(([name, value]) => `${name}=${value}`)
  return `Server settings: a default production start (NODE_ENV=production, LOG_LEVEL ${env.LOG_LEVEL ?? 'info'}, a log line per request written to ${logTo})${
    deviations.length > 0 ? `; deviations: ${deviations.join(', ')}` : '; no deviations'
  }`
}

/**
 * The production server (`apps/server/dist/server.js`) on its own port and database: PostgreSQL when
 * `databaseUrl` is given, else PGlite in a temporary folder, with the settings of a default production start
 * plus `env` (`settings` says which). Answers its origin, its settings line and a stop function.
 */
export async function startServer({ databaseUrl, dataDir, env = {}, port: givenPort, quiet = true } = {}) {
  const port = givenPort ?? (await freePort())
  const ownDataDir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'utsab-bench-'))
  const { DATABASE_URL: _inherited, ...inherited } = process.env
  const serverEnv = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    AUTH_SECRET: 'utsab-bench-secret-0123456789abcdefghijklmnop',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: ownDataDir,
    SEED_DEMO_DATA: 'true',
    PAYMENTS_TEST_MODE: 'true',
    // No SMTP here: the outbox on purpose (production refuses to start without one or the other).
    MAIL_OUTBOX: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  }
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...pickInherited(inherited), ...serverEnv },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  })
  track(child)
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  const origin = `http://127.0.0.1:${port}`
  try {
    await Promise.race([
      waitFor(`${origin}/api/ready`),
      exited.then(({ code }) => {
        throw new Error(`The server exited (${code}) before it was ready`)
      }),
    ])
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    origin,
    child,
    exited,
    settings: settingsOf(serverEnv, { logTo: quiet ? '/dev/null' : 'the terminal' }),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
      if (!dataDir) rmSync(ownDataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The bench's own environment without the server's settings it may carry (LOG_LEVEL, cache and rate-limit
 * factors from a developer's shell): the server starts from its defaults, plus what the bench says.
 */
function pickInherited(inherited) {
  const { LOG_LEVEL: _l, CATALOG_CACHE_SECONDS: _c, AUTH_RATE_LIMIT_FACTOR: _a, ORDER_RATE_LIMIT_FACTOR: _o, ...rest } = inherited
  return rest
}

/** Runs a script of ours as a child process (the hello-world server), waiting until `url` answers. */
export async function startScript(script, { env = {}, url }) {
  const child = spawn(process.execPath, [script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] })
  track(child)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    await waitFor(url, 15_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** One autocannon run: 50 connections for `seconds`, after a warm-up; answers req/s and latency percentiles (ms). */
export async function load(url, { connections = 50, seconds = 10, warmupSeconds = 3, requests, headers } = {}) {
  // `requests`: paths asked in turn by each connection; `headers`: sent with every request (Accept-Encoding).
  const options = { url, connections, ...(requests ? { requests } : {}), ...(headers ? { headers } : {}) }
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds })
  const result = await autocannon({ ...options, duration: seconds })
  const failures = result.errors + result.timeouts + result.non2xx
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures,
  }
}

/** Prints a markdown table: `rows` are arrays of cells. */
export function table(headers, rows) {
  const lines = [`| ${headers.join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`]
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`)
  return lines.join('\n')
}

/** The mobile number the bench's customers give with each booking (saved to their account the first time). */
export const BENCH_MOBILE = '01711000000'

/**
 * The body of POST /api/orders or /api/cart for a listing as a customer fills the booking form: a
 * venue's shift and guests (within what it seats), a costume's first size, quantity, delivery address
 * and a delivery day ten days ahead; and the mobile number.
 */
export function bookingBody(listing, eventDate, { shift = 'evening' } = {}) {
  const firstSize = (listing.size ?? '')
    .split(/[,/|;]/)
    .map((part) => part.trim())
    .find(Boolean)
  const details =
    listing.kind === 'venue'
      ? { shift, guests: Math.min(100, listing.capacity ?? 100) }
      : listing.kind === 'costume'
        ? {
            ...(firstSize ? { size: firstSize } : {}),
            quantity: 1,
            deliveryAddress: 'House 12, Road 5, Dhanmondi, Dhaka 1209',
            deliveryDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
          }
        : // A photographer or makeup artist: where the event is and when they start.
          { eventAddress: 'Community centre, House 9, Road 3, Uttara, Dhaka', eventTime: '16:30' }
  return { listingId: listing.id, ...(eventDate ? { eventDate } : {}), ...details, phone: BENCH_MOBILE }
}
