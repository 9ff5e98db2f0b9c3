import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { appServerEnv } from './env'

export type TOwnServer = {
  baseURL: string
  /** Stops the server (SIGTERM, as a deploy does), lets `changeDatabase` run, and starts it again on the same data. */
  restartAfter: (
    changeDatabase: (query: (sql: string, params?: unknown[]) => Promise<unknown>) => Promise<void>,
    /** Settings that change with the restart (the mail server back after an outage). */
    options?: { env?: Record<string, string> },
  ) => Promise<void>
  stop: () => Promise<void>
}

/** Loopback ports nothing listens on now (for a server to start, or for a mail server that is down). */
export function freePorts(count: number): number[] {
  const script = fileURLToPath(new URL('./free-ports.mjs', import.meta.url))
  return JSON.parse(execFileSync(process.execPath, [script, String(count)], { encoding: 'utf8' })) as number[]
}

/**
 * A copy of what a deploy ships (the server's bundle and migrations, the web build) in a folder of its own, the
 * packages linked: a spec may change a file of this deployment, as a next build would, under a running server of its
 * own (`startOwnServer({ deployment })`). The precompressed copies of the service worker are left out, so that the
 * server sends /sw.js as it is on disk.
 */
export function copyDeployment(): { folder: string; clientFile: (name: string) => string } {
  const repo = path.resolve(fileURLToPath(new URL('../..', import.meta.url)))
  const folder = mkdtempSync(path.join(tmpdir(), 'utsab-e2e-deploy-'))
  const link = (relative: string) => symlinkSync(path.join(repo, relative), path.join(folder, relative))
  mkdirSync(path.join(folder, 'apps/server/src/db'), { recursive: true })
  mkdirSync(path.join(folder, 'apps/web'), { recursive: true })
  for (const relative of [
    'node_modules',
    'packages',
    'apps/server/node_modules',
    'apps/web/node_modules',
    'apps/server/drizzle.config.ts',
    'apps/server/src/db/migrations',
  ])
    link(relative)
  // Copied, not linked: the server finds its folder (and so the web build) from where its bundle really is.
  cpSync(path.join(repo, 'apps/server/dist'), path.join(folder, 'apps/server/dist'), { recursive: true })
  cpSync(path.join(repo, 'apps/web/build'), path.join(folder, 'apps/web/build'), {
    recursive: true,
    filter: (source) => !/[/\\]sw\.js\.(br|gz)$/.test(source),
  })
  return { folder, clientFile: (name) => path.join(folder, 'apps/web/build/client', name) }
}

/**
 * A production server of the spec's own, on a free port with a fresh embedded database, set up like the suite's
 * (appServerEnv). For the stories that need time to pass: the test stops it, moves a booking's day into the past in
 * its database (as the API tests do), and starts it again, so every step before and after is the real product's.
 */
export async function startOwnServer(options: { env?: Record<string, string>; deployment?: string } = {}): Promise<TOwnServer> {
  const [port] = freePorts(1)
  const baseURL = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'utsab-e2e-own-'))
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env
  let child: ChildProcess | null = null
  let overrides = options.env ?? {}

  async function start() {
    child = spawn(process.execPath, [path.join(options.deployment ?? '.', 'apps/server/dist/server.js')], {
      env: { ...inherited, ...appServerEnv({ port: port!, dataDir, baseURL }), ...overrides },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const deadline = Date.now() + 60_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The spec's own server exited with ${child.exitCode}`)
      try {
        if ((await fetch(`${baseURL}/api/ready`, { signal: AbortSignal.timeout(2_000) })).ok) return
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('The spec’s own server was not ready within 60 s')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  async function stop() {
    const running = child
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGTERM')
    await exited
  }
  await start()
  return {
    baseURL,
    stop,
    async restartAfter(changeDatabase, restart = {}) {
      await stop()
      overrides = restart.env ?? overrides
      // PGlite is one process's: opened here only while the server is stopped.
      const { PGlite } = await import('@electric-sql/pglite')
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } })
      try {
        await changeDatabase((sql, params) => db.query(sql, params))
      } finally {
        await db.close()
      }
      await start()
    },
  }
}
