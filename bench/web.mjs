// Web: the gzipped JavaScript and CSS of a first visit to `/` and `/bn` (from the build manifest), the
// Bengali font, and Lighthouse (mobile settings, Debian's Chromium) on `/`, a list page and a detail
// page in both languages, median of RUNS runs each.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { ensureBuilt, median, root, startServer, table } from './lib.mjs'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const BUDGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 90 }

function firstVisitSize(log) {
  const output = execFileSync(process.execPath, [path.join(root, 'scripts/size.mjs')], { cwd: root, encoding: 'utf8' })
  log(output.trim())
  const kib = (label) => Number(new RegExp(`${label}:\\s+([\\d.]+) KiB`).exec(output)?.[1])
  return { javascriptKiB: kib('JavaScript'), cssKiB: kib('CSS'), bengaliFontKiB: kib('Bengali font'), budgetKiB: 150, fontBudgetKiB: 100 }
}

const ATTEMPTS = 3

/**
 * One Lighthouse report of `url`. A run Lighthouse could not finish (a runtime error, or an audit that
 * errored, which leaves its category without a score) is not a score of 0: it is reported and run again.
 */
async function audit(url, port, report) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
    const unscored = CATEGORIES.filter((category) => typeof lhr.categories[category]?.score !== 'number')
    if (unscored.length === 0 || attempt === ATTEMPTS) return lhr
    const errored = Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === 'error')
      .map((a) => `${a.id}: ${a.errorMessage}`)
    report(
      `Lighthouse left ${unscored.join(', ')} without a score (${lhr.runtimeError?.message ?? (errored.join('; ') || 'no reason given')}); run again`,
    )
  }
}

export async function benchWeb({ log = console.log } = {}) {
  ensureBuilt()
  const size = firstVisitSize(log)
  const server = await startServer()
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const venue = (await (await fetch(`${server.origin}/api/venue?pageSize=1`)).json()).data[0]
    const pages = {
      home: '/',
      'venue list': '/services/venue',
      'venue detail': `/venue/${venue.id}`,
      'home (bn)': '/bn',
      'venue list (bn)': '/bn/services/venue',
      'venue detail (bn)': `/bn/venue/${venue.id}`,
    }
    const scores = {}
    for (const [name, pagePath] of Object.entries(pages)) {
      const runs = []
      for (let run = 0; run < RUNS; run++) {
        const lhr = await audit(`${server.origin}${pagePath}`, chrome.port, (problem) => log(`  ${name}, run ${run + 1}: ${problem}`))
        runs.push(Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])))
        if (run === 0) {
          const failing = Object.values(lhr.audits)
            .filter(
              (audit) =>
                audit.score !== null &&
                audit.score < 0.9 &&
                audit.scoreDisplayMode !== 'informative' &&
                audit.scoreDisplayMode !== 'manual',
            )
            .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`)
          if (failing.length) log(`  ${name}: audits below 0.9: ${failing.join(', ')}`)
        }
      }
      scores[name] = Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((r) => r[category]))]))
      log(`  ${name}: ${runs.map((r) => CATEGORIES.map((c) => r[c]).join('/')).join('  ')}`)
    }
    const met =
      size.javascriptKiB <= size.budgetKiB &&
      size.bengaliFontKiB <= size.fontBudgetKiB &&
      Object.values(scores).every((s) => CATEGORIES.every((c) => s[c] >= BUDGETS[c]))
    log(
      table(
        ['Page', ...CATEGORIES.map((c) => `${c} (≥ ${BUDGETS[c]})`)],
        Object.entries(scores).map(([name, s]) => [name, ...CATEGORIES.map((c) => s[c])]),
      ),
    )
    log(
      `Budget: first-visit JS ≤ 150 KiB gzipped (${size.javascriptKiB} KiB), fonts on /bn ≤ 100 KiB (${size.bengaliFontKiB} KiB) and every score at its floor → ${met ? 'met' : 'NOT met'}`,
    )
    return { size, scores, runs: RUNS, met }
  } finally {
    await chrome.kill()
    await server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchWeb()
  process.exitCode = result.met ? 0 : 1
}
