// `npm start`: builds what is missing or older than its sources, then runs the production server
// (which migrates the database and seeds demo data into an empty one).
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const at = (...parts) => path.join(root, ...parts)

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs)
}

const outputTime = (file) => (existsSync(file) ? statSync(file).mtimeMs : -1)
const sharedTime = newestMtime(at('packages/shared/src'))
const targets = [
  {
    name: '@utsab/web',
    output: at('apps/web/build/server/index.js'),
    sources: [at('apps/web/app'), at('apps/web/public'), at('apps/web/vite.config.ts'), at('apps/web/react-router.config.ts')],
  },
  { name: '@utsab/server', output: at('apps/server/dist/server.js'), sources: [at('apps/server/src'), at('apps/server/build.mjs')] },
]
const stale = targets.filter((target) => outputTime(target.output) < Math.max(sharedTime, ...target.sources.map(newestMtime)))
if (stale.length > 0) {
  console.log(`Building ${stale.map((target) => target.name).join(' and ')}…`)
  execSync('npm run build', { cwd: root, stdio: 'inherit' })
}

await import(path.join(root, 'apps/server/dist/server.js'))
