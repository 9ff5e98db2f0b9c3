// `npm run size`: the gzipped JavaScript and CSS a first visit to a page downloads, from the
// build's asset manifest (React Router's view of Vite's manifest), checked against the budget.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientFolder = path.join(root, 'apps/web/build/client')
const JS_BUDGET_KIB = 150
const routeIds = (process.argv[2] ?? 'root,routes/public-layout,routes/home').split(',')

const build = await import(pathToFileURL(path.join(root, 'apps/web/build/server/index.js')).href)
const { entry, routes } = build.assets
const js = new Set([entry.module, ...entry.imports])
const css = new Set()
for (const id of routeIds) {
  const route = routes[id]
  if (!route) throw new Error(`No route "${id}" in the manifest. Known: ${Object.keys(routes).join(', ')}`)
  js.add(route.module)
  for (const file of route.imports ?? []) js.add(file)
  for (const file of route.css ?? []) css.add(file)
}
// Stylesheets linked by URL from a route's `links` (root's app.css?url) are named inside its JavaScript.
for (const url of js) {
  for (const match of readFileSync(path.join(clientFolder, url), 'utf8').matchAll(/\/assets\/[\w.-]+\.css/g)) css.add(match[0])
}
const gzipped = (url) => gzipSync(readFileSync(path.join(clientFolder, url)), { level: 9 }).length
const total = (urls) => [...urls].reduce((sum, url) => sum + gzipped(url), 0)
const kib = (bytes) => (bytes / 1024).toFixed(1)

const jsBytes = total(js)
const cssBytes = total(css)
console.log(`First visit to routes [${routeIds.join(', ')}]:`)
for (const url of [...js].sort()) console.log(`  ${kib(gzipped(url)).padStart(6)} KiB  ${url}`)
console.log(`JavaScript: ${kib(jsBytes)} KiB gzipped in ${js.size} files (budget ${JS_BUDGET_KIB} KiB)`)
console.log(`CSS:        ${kib(cssBytes)} KiB gzipped in ${css.size} files`)
if (jsBytes > JS_BUDGET_KIB * 1024) {
  console.error(`Over budget by ${kib(jsBytes - JS_BUDGET_KIB * 1024)} KiB`)
  process.exit(1)
}
