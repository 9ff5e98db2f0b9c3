// Web: the gzipped JavaScript and CSS of a first visit to `/` and `/bn` (from the build manifest), the
// Bengali font, and Lighthouse (mobile settings, Debian's Chromium) on every public page in both
// languages (PUBLIC_PAGES and each kind's list and a detail page), median of RUNS runs each.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { ensureBuilt, median, root, startServer, table } from './lib.mjs'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
/** Only the pages whose name matches, for a quick look at one kind (`BENCH_WEB_PAGES=detail`); a bench run takes them all. */
const ONLY_PAGES = process.env.BENCH_WEB_PAGES ? new RegExp(process.env.BENCH_WEB_PAGES) : null
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const BUDGETS = { performance: 98, accessibility: 95, 'best-practices': 95, seo: 90 }
/** Issue 19's page-speed budgets, per page: largest contentful paint, layout shift, and the scripts a first visit loads. */
const LCP_BUDGET_S = 1.8
const CLS_BUDGET = 0
const JS_BUDGET_KIB = 130

/** Timings and bytes of one Lighthouse run: LCP (s), CLS, total blocking time (ms), and the scripts transferred (KiB, as served). */
function measuresOf(lhr) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script')
  return {
    lcp: (lhr.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    scriptKiB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  }
}

function firstVisitSize(log) {
  // Read whatever it says: over budget it exits 1, which is a figure to report, not a failed bench.
  const { stdout: output, stderr } = spawnSync(process.execPath, [path.join(root, 'scripts/size.mjs')], { cwd: root, encoding: 'utf8' })
  if (stderr.trim()) log(stderr.trim())
  log(output.trim())
  const kib = (label) => Number(new RegExp(`${label}:\\s+([\\d.]+) KiB`).exec(output)?.[1])
  return {
    /** The largest public page's (the budget holds for each), and every page kind's figure. */
    javascriptKiB: kib('JavaScript'),
    largestPage: /on the largest page, (\w+)/.exec(output)?.[1],
    pagesKiB: /^Pages: (.*)$/m.exec(output)?.[1],
    cssKiB: kib('CSS'),
    bengaliFontKiB: kib('Bengali font'),
    budgetKiB: JS_BUDGET_KIB,
    fontBudgetKiB: 100,
  }
}

/** Every public page of issue 38, in both languages: home, each kind's list and a detail page, service, about and the policy pages. */
const PUBLIC_PAGES = {
  home: '/',
  service: '/service',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  'refund policy': '/refund-policy',
  delivery: '/delivery',
  support: '/support',
}
const KINDS = {
  venue: { api: 'venue', list: '/services/venue', detail: '/venue' },
  photographer: { api: 'photography', list: '/services/photographers', detail: '/photographers' },
  costume: { api: 'costumes', list: '/services/costume', detail: '/costumes' },
  'makeup artist': { api: 'makeup-artists', list: '/services/makeup', detail: '/makeup' },
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
  log(server.settings)
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
    const pages = {}
    for (const [kind, path] of Object.entries(PUBLIC_PAGES)) pages[kind] = path
    for (const [name, { api, list, detail }] of Object.entries(KINDS)) {
      const first = (await (await fetch(`${server.origin}/api/${api}?pageSize=1`)).json()).data[0]
      pages[`${name} list`] = list
      pages[`${name} detail`] = `${detail}/${first.id}`
    }
    for (const [name, pagePath] of Object.entries(pages)) pages[`${name} (bn)`] = pagePath === '/' ? '/bn' : `/bn${pagePath}`
    if (ONLY_PAGES) for (const name of Object.keys(pages)) if (!ONLY_PAGES.test(name)) delete pages[name]
    const scores = {}
    const measures = {}
    for (const [name, pagePath] of Object.entries(pages)) {
      const runs = []
      const timings = []
      for (let run = 0; run < RUNS; run++) {
        const lhr = await audit(`${server.origin}${pagePath}`, chrome.port, (problem) => log(`  ${name}, run ${run + 1}: ${problem}`))
        runs.push(Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])))
        timings.push(measuresOf(lhr))
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
      measures[name] = Object.fromEntries(['lcp', 'cls', 'tbt', 'scriptKiB'].map((key) => [key, median(timings.map((t) => t[key]))]))
      log(`  ${name}: ${runs.map((r) => CATEGORIES.map((c) => r[c]).join('/')).join('  ')}`)
    }
    const scoresMet = Object.values(scores).every((s) => CATEGORIES.every((c) => s[c] >= BUDGETS[c]))
    const timingsMet = Object.values(measures).every((m) => m.lcp <= LCP_BUDGET_S && m.cls <= CLS_BUDGET)
    const met = size.javascriptKiB <= size.budgetKiB && size.bengaliFontKiB <= size.fontBudgetKiB && scoresMet && timingsMet
    log(
      table(
        [
          'Page',
          ...CATEGORIES.map((c) => `${c} (≥ ${BUDGETS[c]})`),
          `LCP s (≤ ${LCP_BUDGET_S})`,
          `CLS (${CLS_BUDGET})`,
          'TBT ms',
          'scripts KiB as served',
        ],
        Object.entries(scores).map(([name, s]) => [
          name,
          ...CATEGORIES.map((c) => s[c]),
          measures[name].lcp.toFixed(2),
          measures[name].cls.toFixed(3),
          Math.round(measures[name].tbt),
          measures[name].scriptKiB.toFixed(1),
        ]),
      ),
    )
    log(
      `Budget: first-visit JS ≤ ${JS_BUDGET_KIB} KiB gzipped (${size.javascriptKiB} KiB on the largest public page, ${size.largestPage}; ${size.pagesKiB}), fonts on /bn ≤ 100 KiB (${size.bengaliFontKiB} KiB) → ${size.javascriptKiB <= size.budgetKiB && size.bengaliFontKiB <= size.fontBudgetKiB ? 'met' : 'NOT met'}`,
    )
    log(`Budget: every score at its floor (performance ≥ ${BUDGETS.performance}) → ${scoresMet ? 'met' : 'NOT met'}`)
    log(`Budget: LCP ≤ ${LCP_BUDGET_S} s and CLS ${CLS_BUDGET} on every page → ${timingsMet ? 'met' : 'NOT met'}`)
    return { size, scores, measures, runs: RUNS, met }
  } finally {
    await chrome.kill()
    await server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchWeb()
  process.exitCode = result.met ? 0 : 1
}
