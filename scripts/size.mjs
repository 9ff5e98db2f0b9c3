// `npm run size`: the gzipped JavaScript and CSS a first visit to a page downloads, from the
// build's asset manifest (React Router's view of Vite's manifest), checked against the budget.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientFolder = path.join(root, 'apps/web/build/client')
const JS_BUDGET_KIB = 130
const FONT_BUDGET_KIB = 100
const routeIds = (process.argv[2] ?? 'root,routes/public-layout,routes/home').split(',')
/** The same page in Bangla (/bn): its routes are the English ones under ids prefixed with "bn/". */
const banglaRouteIds = routeIds.map((id) => (id === 'root' ? id : `bn/${id}`))

const build = await import(pathToFileURL(path.join(root, 'apps/web/build/server/index.js')).href)
const { entry, routes } = build.assets
function firstVisit(ids) {
  const js = new Set([entry.module, ...entry.imports])
  const css = new Set()
  for (const id of ids) {
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
  return { js, css }
}
const { js, css } = firstVisit(routeIds)
const bangla = firstVisit(banglaRouteIds)

/**
 * The Bengali font a Bangla page downloads: the woff2 files of the @font-face rules of 'Noto Sans
 * Bengali' (only a Bangla page uses that family; its unicode-range is Bengali only). Fonts are
 * already compressed, so their bytes are counted as they are.
 */
function bengaliFontBytes(stylesheets) {
  const files = new Set()
  for (const url of stylesheets) {
    for (const face of readFileSync(path.join(clientFolder, url), 'utf8').matchAll(/@font-face\s*\{[^}]*\}/g)) {
      if (!/Noto Sans Bengali/.test(face[0])) continue
      const woff2 = /url\(([^)]+\.woff2)\)/.exec(face[0])?.[1]
      if (woff2) files.add(woff2.replace(/^\/?/, ''))
    }
  }
  return [...files].reduce((sum, file) => sum + statSync(path.join(clientFolder, file)).size, 0)
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
const banglaJsBytes = total(bangla.js)
const fontBytes = bengaliFontBytes(bangla.css)
console.log(`Bangla (/bn): ${kib(banglaJsBytes)} KiB JavaScript gzipped in ${bangla.js.size} files (budget ${JS_BUDGET_KIB} KiB)`)
console.log(`Bengali font: ${kib(fontBytes)} KiB on a Bangla page (budget ${FONT_BUDGET_KIB} KiB)`)
const over = [
  jsBytes > JS_BUDGET_KIB * 1024 && `English JavaScript by ${kib(jsBytes - JS_BUDGET_KIB * 1024)} KiB`,
  banglaJsBytes > JS_BUDGET_KIB * 1024 && `Bangla JavaScript by ${kib(banglaJsBytes - JS_BUDGET_KIB * 1024)} KiB`,
  fontBytes > FONT_BUDGET_KIB * 1024 && `Bengali font by ${kib(fontBytes - FONT_BUDGET_KIB * 1024)} KiB`,
].filter(Boolean)
if (over.length > 0) {
  console.error(`Over budget: ${over.join('; ')}`)
  process.exit(1)
}
