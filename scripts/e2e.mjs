// Runs the Playwright suite in Debian's Chromium against the production build.
import { execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { freePorts } from '../e2e/support/free-ports.mjs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `End-to-end tests need Debian's Chromium at ${chromium}. Install it with: apt-get install -y chromium chromium-headless-shell`,
  )
  process.exit(1)
}
if (!process.env.CHROMIUM_PATH && !existsSync('/usr/bin/chromium-headless-shell'))
  console.warn(
    "Debian's chromium-headless-shell is not installed: the tests drive the full Chromium, a fifth slower (apt-get install -y chromium-headless-shell).",
  )
// `npm test` builds once, before the page tests (which render the same build), and passes --built.
const built = process.argv.includes('--built')
if (!built) execSync('npm run build', { stdio: 'inherit' })
// Arguments go to Playwright as they are (no shell), so a `-g "a|b"` pattern survives.
// No fixed ports: free ones for the app, the mailbox (SMTP and HTTP) and the OpenID stand-in, read by
// e2e/support/env.ts in Playwright's processes. A port given by hand (E2E_PORT=3301) is kept.
const names = ['E2E_PORT', 'E2E_MAIL_SMTP_PORT', 'E2E_MAIL_HTTP_PORT', 'E2E_OIDC_PORT', 'E2E_SMS_PORT'].filter((name) => !process.env[name])
const ports = await freePorts(names.length)
const env = { ...process.env, ...Object.fromEntries(names.map((name, i) => [name, String(ports[i])])) }
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2).filter((arg) => arg !== '--built')], {
  stdio: 'inherit',
  env,
})
process.exit(result.status ?? 1)
