import { buildApp } from './app'
import { openConfiguredDatabase } from './db/client'
import { demoBookingsAllowed, isCatalogEmpty, seedDemoData } from './db/seed'
import { readEnv } from './env'
import { ensureAdmin, settleDemoAccounts } from './features/auth/bootstrap'
import { gracefulShutdown } from './lib/graceful-shutdown'
import { webBuildFolder } from './paths'
import { webPlugin } from './plugins/web'

/** The production process: migrate, seed an empty database, serve the API and the web app on one port. */
const env = readEnv()
const database = await openConfiguredDatabase(env)
// Instances starting at once on one PostgreSQL take turns: migrations, the seed and the admin once each.
await database.exclusively(async () => {
  await database.migrate()
  if (env.SEED_DEMO_DATA && (await isCatalogEmpty(database.db))) {
    const { inserted } = await seedDemoData(database.db, { production: false, withBookings: demoBookingsAllowed(env) })
    console.log(`Seeded ${inserted} demo listings into the empty ${database.kind} database.`)
  }
})

const app = await buildApp({ database, env, logger: { level: env.LOG_LEVEL } })
await database.exclusively(async () => {
  // Demo accounts (published passwords) only on a local demo; anywhere else a left-over one is disarmed.
  await settleDemoAccounts(app, env)
  await ensureAdmin(app, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })
})
await app.register(webPlugin, { mode: 'production', buildFolder: webBuildFolder, apiContractChecks: env.API_CONTRACT_CHECKS })

/**
 * Graceful shutdown: readiness turns 503 at once, requests keep being served for SHUTDOWN_DRAIN_MS
 * (a balancer stops sending; what was already sent is answered), then no new connections are taken,
 * requests under way finish, and the database closes (PGlite flushes to disk). A shutdown that hangs
 * is cut short after SHUTDOWN_GRACE_MS.
 */
const shutDown = gracefulShutdown(app, { drainMs: env.SHUTDOWN_DRAIN_MS, closeDatabase: () => database.close() })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down: finishing requests under way')
    const deadline = setTimeout(() => {
      // What still holds the process, so a hang can be found: sockets, timers, handles.
      app.log.error({ stillOpen: process.getActiveResourcesInfo() }, 'shutdown took too long; exiting')
      process.exit(1)
    }, env.SHUTDOWN_GRACE_MS)
    deadline.unref()
    try {
      if (!(await shutDown())) return
      app.log.info('closed cleanly')
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  })
}

await app.listen({ port: env.PORT, host: env.HOST })
