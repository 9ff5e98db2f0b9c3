// Runs the Playwright suite in Debian's Chromium against the production build.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`End-to-end tests need Debian's Chromium at ${chromium}. Install it with: apt-get install -y chromium`)
  process.exit(1)
}
const run = (command) => execSync(command, { stdio: 'inherit' })
run('npm run build')
run(`npx playwright test ${process.argv.slice(2).join(' ')}`)
