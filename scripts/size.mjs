// `npm run size`: the gzipped JavaScript and CSS a first visit to each kind of public page downloads (home, a
// list, a detail page, about, a policy page; the kinds share one list and one detail module), from the build's
// asset manifest (React Router's view of Vite's manifest), checked against the budget. The budget holds for every
// public page, so the largest is the figure. `node scripts/size.mjs root,routes/public-layout,routes/cart` measures
// the given routes instead.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientFolder = path.join(root, 'apps/web/build/client')
const JS_BUDGET_KIB = 130
const FONT_BUDGET_KIB = 100
const SHELL = ['root', 'routes/public-layout']
/** Each kind of public page of issue 38; every kind's list (and detail page) is the same route module. */
const PUBLIC_PAGES = {
  home: [...SHELL, 'routes/home'],
  list: [...SHELL, 'list-venue-0'],
  detail: [...SHELL, 'detail-venue-0'],
  about: [...SHELL, 'routes/about'],
  policy: [...SHELL, 'routes/terms'],
}
const pages = process.argv[2] ? { given: process.argv[2].split(',') } : PUBLIC_PAGES
/** The same page in Bangla (/bn): its routes are the English ones under ids prefixed with "bn/". */
const inBangla = (ids) => ids.map((id) => (id === 'root' ? id : `bn/${id}`))

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
/**
 * What the page's own module loads later (decision 068): its parts below the first screen as they come into view, and
 * what a tap or a signed-in person brings. The files Vite lists for the dynamic imports of the page's route module (the
 * last id), less those the first visit already has.
 */
function later(ids, firstVisitJs) {
  const files = new Set()
  for (const id of ids.slice(-1)) {
    const text = readFileSync(path.join(clientFolder, routes[id].module), 'utf8')
    const listed = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(text)?.[1]
    for (const file of listed ? JSON.parse(listed) : []) if (file.endsWith('.js') && !firstVisitJs.has(`/${file}`)) files.add(`/${file}`)
  }
  return files
}
const gzipped = (url) => gzipSync(readFileSync(path.join(clientFolder, url)), { level: 9 }).length
const total = (urls) => [...urls].reduce((sum, url) => sum + gzipped(url), 0)
const kib = (bytes) => (bytes / 1024).toFixed(1)

const measured = Object.entries(pages).map(([name, ids]) => {
  const english = firstVisit(ids)
  const bangla = firstVisit(inBangla(ids))
  const seenBytes = Math.max(total(later(ids, english.js)), total(later(inBangla(ids), bangla.js)))
  return { name, ids, english, bangla, jsBytes: Math.max(total(english.js), total(bangla.js)), seenBytes, cssBytes: total(english.css) }
})
for (const page of measured) {
  console.log(
    `${page.name} [${page.ids.join(', ')}]: ${kib(page.jsBytes)} KiB JavaScript gzipped in ${page.english.js.size} files, CSS ${kib(page.cssBytes)} KiB` +
      (page.seenBytes > 0 ? `; ${kib(page.seenBytes)} KiB later, as its parts come into view or are used` : ''),
  )
  for (const url of [...page.english.js].sort((a, b) => gzipped(b) - gzipped(a)).slice(0, 5))
    console.log(`  ${kib(gzipped(url)).padStart(6)} KiB  ${url}`)
}
const largest = measured.reduce((max, page) => (page.jsBytes > max.jsBytes ? page : max))
const fontBytes = bengaliFontBytes(measured[0].bangla.css)
console.log(`JavaScript: ${kib(largest.jsBytes)} KiB gzipped on the largest page, ${largest.name} (budget ${JS_BUDGET_KIB} KiB)`)
console.log(`Pages: ${measured.map((page) => `${page.name} ${kib(page.jsBytes)}`).join(', ')}`)
console.log(`CSS:        ${kib(largest.cssBytes)} KiB gzipped`)
console.log(`Bengali font: ${kib(fontBytes)} KiB on a Bangla page (budget ${FONT_BUDGET_KIB} KiB)`)
const over = [
  ...measured
    .filter((page) => page.jsBytes > JS_BUDGET_KIB * 1024)
    .map((page) => `${page.name} by ${kib(page.jsBytes - JS_BUDGET_KIB * 1024)} KiB`),
  fontBytes > FONT_BUDGET_KIB * 1024 && `Bengali font by ${kib(fontBytes - FONT_BUDGET_KIB * 1024)} KiB`,
].filter(Boolean)
if (over.length > 0) {
  console.error(`Over budget: ${over.join('; ')}`)
  process.exit(1)
}
