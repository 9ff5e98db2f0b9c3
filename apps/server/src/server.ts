import fastifyCompress from '@fastify/compress'
import { buildApp } from './app'
import { databaseOptionsFromEnv, openDatabase } from './db/client'
import { isCatalogEmpty, seedDemoData } from './db/seed'
import { readEnv } from './env'
import { ensureAdmin, seedDemoAccounts } from './features/auth/bootstrap'
import { webBuildFolder } from './paths'
import { webPlugin } from './plugins/web'

/** The production process: migrate, seed an empty database, serve the API and the web app on one port. */
const env = readEnv()
const database = openDatabase(databaseOptionsFromEnv(env))
await database.migrate()
if (env.SEED_DEMO_DATA && (await isCatalogEmpty(database.db))) {
  const { inserted } = await seedDemoData(database.db, { production: false })
  console.log(`Seeded ${inserted} demo listings into the empty ${database.kind} database.`)
}

const app = await buildApp({ database, env, logger: { level: env.LOG_LEVEL } })
await ensureAdmin(app, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })
// Demo accounts belong to the embedded demo only: never in production.
if (env.SEED_DEMO_DATA && env.NODE_ENV !== 'production') await seedDemoAccounts(app)
await app.register(fastifyCompress, { global: true, threshold: 1024 })
await app.register(webPlugin, { mode: 'production', buildFolder: webBuildFolder })

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: closing`)
    await app.close()
    await database.close()
    process.exit(0)
  })
}

await app.listen({ port: env.PORT, host: env.HOST })
