import { createServer } from 'vite'
import type { ServerBuild } from 'react-router'
import { buildApp } from './app'
import { openConfiguredDatabase } from './db/client'
import { demoBookingsAllowed, isCatalogEmpty, seedDemoData } from './db/seed'
import { readEnv } from './env'
import { ensureAdmin, settleDemoAccounts } from './features/auth/bootstrap'
import { webRoot } from './paths'
import { webPlugin } from './plugins/web'

/** `npm run dev`: the same server, with Vite in middleware mode for hot reload of the web app. */
const env = readEnv()
const database = await openConfiguredDatabase(env)
await database.migrate()
if (env.SEED_DEMO_DATA && (await isCatalogEmpty(database.db)))
  await seedDemoData(database.db, { production: false, withBookings: demoBookingsAllowed(env) })

const vite = await createServer({
  root: webRoot,
  configFile: `${webRoot}/vite.config.ts`,
  server: { middlewareMode: true },
  appType: 'custom',
})
const app = await buildApp({ database, env, logger: { level: env.LOG_LEVEL } })
await settleDemoAccounts(app, env)
await ensureAdmin(app, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })
await app.register(webPlugin, {
  mode: 'development',
  apiContractChecks: true,
  middlewares: (req, res, next) => vite.middlewares(req, res, next),
  loadBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
})
app.addHook('onClose', async () => {
  await vite.close()
  await database.close()
})
await app.listen({ port: env.PORT, host: env.HOST })
