// Bundles the service worker (apps/web/service-worker/sw.ts, decision 063) into the client build as /sw.js, after
// `react-router build`. It names the build (a new name makes browsers install the new worker) and lists the hashed
// files every page needs, read from React Router's manifest (as scripts/size.mjs does): the entry, the root and
// the layouts, and the stylesheets they link.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientFolder = path.join(root, 'apps/web/build/client')
const server = await import(pathToFileURL(path.join(root, 'apps/web/build/server/index.js')).href)
const { entry, routes, version } = server.assets

const SHELL_ROUTES = ['root', 'routes/public-layout', 'bn/routes/public-layout']
const files = new Set([entry.module, ...entry.imports])
for (const id of SHELL_ROUTES) {
  const route = routes[id]
  if (!route) throw new Error(`No route "${id}" in the build's manifest`)
  for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) files.add(file)
}
// Stylesheets linked by URL from a route's `links` (root's app.css?url) are named inside its JavaScript.
for (const file of [...files]) {
  if (!file.endsWith('.js')) continue
  for (const match of readFileSync(path.join(clientFolder, file), 'utf8').matchAll(/\/assets\/[\w.-]+\.css/g)) files.add(match[0])
}
const shell = [...files].sort()
const buildId = createHash('sha256')
  .update(`${version}:${shell.join(',')}`)
  .digest('hex')
  .slice(0, 12)

await build({
  entryPoints: [path.join(root, 'apps/web/service-worker/sw.ts')],
  outfile: path.join(clientFolder, 'sw.js'),
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  define: { __SW_VERSION__: JSON.stringify(buildId), __SW_SHELL__: JSON.stringify(shell) },
  logLevel: 'warning',
})
console.log(`service worker built: /sw.js (version ${buildId}, ${shell.length} files kept ahead)`)
