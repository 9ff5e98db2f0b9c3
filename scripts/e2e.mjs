// Runs the Playwright suite in Debian's Chromium against the production build.
import { execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`End-to-end tests need Debian's Chromium at ${chromium}. Install it with: apt-get install -y chromium`)
  process.exit(1)
}
execSync('npm run build', { stdio: 'inherit' })
// Arguments go to Playwright as they are (no shell), so a `-g "a|b"` pattern survives.
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
