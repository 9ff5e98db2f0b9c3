// docs/budgets.md from the results of `npm run bench`: each budget, its limit, the last figure and whether it
// was met. bench/run.mjs calls writeBudgets() at the end of a full run, with what it also saves as
// bench/results/latest.json; `node bench/report.mjs [results.json]` writes the page again from a saved file.
//
// Most benches return their verdicts; where one returns only an overall `met` (growth, web), the split
// verdicts are recomputed here with the same limits and checks as the bench, and the page says so when
// the two disagree. Checked by `node --test bench/report.test.mjs` on bench/report-sample.json.
import { execSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CEILING_RULES_OUT, pagesAgainstCeilings } from './api.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const BUDGETS_PATH = path.join(root, 'docs/budgets.md')

/** As in bench/web.mjs. */
const SCORE_FLOORS = { performance: 98, accessibility: 95, 'best-practices': 95, seo: 90 }
const LCP_BUDGET_S = 1.8
const CLS_BUDGET = 0
/** As in bench/growth.mjs. */
const GROWTH_RATIO = 1.5

const count = (n) => (typeof n === 'number' ? n.toLocaleString('en-US') : String(n))
const fixed = (n, digits) => Number(n).toFixed(digits)
const range = (values, digits = 0) => {
  const [low, high] = [Math.min(...values), Math.max(...values)]
  return low === high ? fixed(low, digits) : `${fixed(low, digits)}–${fixed(high, digits)}`
}
const answers = (counts) =>
  Object.entries(counts ?? {})
    .map(([status, n]) => `${status}×${n}`)
    .join(', ')
/** The entry of `entries` ([name, value]) whose `score(value)` is lowest. */
const lowest = (entries, score) => entries.reduce((a, b) => (score(b[1]) < score(a[1]) ? b : a))

function apiRows(r) {
  const b = r.budget
  // As browsers ask (compressed) since issue 38; older results name only the uncompressed list.
  const list = r.ceilings ? r.summary['list API, 400 distinct queries, compressed'] : r.summary['list API, 400 distinct queries']
  const ceilings = r.ceilings ? `; a bare Fastify sending its bytes ${r.ceilings.bare}×, logging each request ${r.ceilings.logged}×` : ''
  const pages = Object.entries(r.summary).filter(([name]) => name.startsWith('page:'))
  const signedIn = Object.entries(r.summary).filter(([name]) => name.startsWith('signed-in page:'))
  const [worstName] = lowest(pages, (s) => s.ratio)
  const listMet = r.listMet ?? (list.ratio >= b.listRatioAtLeast && list.p99 < b.listP99UnderMs)
  const pagesMet = r.pagesMet ?? pagesAgainstCeilings(pages, r.summary, b)
  return [
    {
      budget: r.ceilings
        ? 'List API, 400 distinct queries, compressed, against a bare Fastify'
        : 'List API, 400 distinct queries, against a bare Fastify',
      limit: `≥ ${b.listRatioAtLeast}× its req/s, p99 < ${b.listP99UnderMs} ms`,
      figure: `${list.ratio}× (${count(list.requestsPerSecond)} req/s), p99 ${list.p99} ms${ceilings}`,
      met: listMet,
    },
    {
      budget: 'Pages without cookies: home, list, detail, both languages',
      limit: `each ≥ ${b.pageRatioAtLeast}×, p99 < ${b.pageP99UnderMs} ms`,
      figure: `${range(
        pages.map(([, s]) => s.ratio),
        3,
      )}× (lowest: ${worstName.replace('page: ', '')}), p99 ≤ ${Math.max(...pages.map(([, s]) => s.p99))} ms${
        r.ceilings?.pages ? `; a bare Fastify sending the same pages: ${range(Object.values(r.ceilings.pages), 3)}×` : ''
      }`,
      met: pagesMet,
    },
    ...(signedIn.length
      ? [
          {
            budget: "Signed-in pages: a customer's bookings, a merchant's dashboard",
            limit: `each ≥ ${b.signedInRatioAtLeast}×, p99 < ${b.signedInP99UnderMs} ms`,
            figure: signedIn.map(([name, s]) => `${name.replace('signed-in page: ', '')} ${s.ratio}× (p99 ${s.p99} ms)`).join('; '),
            met: r.signedInMet,
          },
        ]
      : []),
  ]
}

function growthRows(r) {
  const [small, large] = [Math.min(...r.sizes), Math.max(...r.sizes)]
  const names = [...new Set(Object.keys(r.results).map((key) => key.split('|')[0]))]
  const ratios = names.flatMap((name) =>
    ['off', 'on'].map((cache) => {
      const a = r.results[`${name}|cache ${cache}|${small}`]
      const b = r.results[`${name}|cache ${cache}|${large}`]
      // As the bench: whole milliseconds, a p50 of 0 or 1 ms floored at 1.
      return { name, cache, ratio: Math.round((Math.max(b, 1) / Math.max(a, 1)) * 100) / 100 }
    }),
  )
  const over = ratios.filter(({ ratio }) => ratio > GROWTH_RATIO)
  const worst = ratios.reduce((a, b) => (b.ratio > a.ratio ? b : a))
  const plans = Object.entries(r.plans ?? {})
  const planRow = (budget, filter, ok) => {
    const chosen = plans.filter(([name]) => filter(name))
    const failing = chosen.filter(([, plan]) => !ok(plan)).map(([name]) => name)
    return {
      budget,
      limit: `every plan at ${count(large)}`,
      figure: `${chosen.length - failing.length} of ${chosen.length} plans${failing.length ? `; not: ${failing.join(', ')}` : ''}`,
      met: chosen.length > 0 && failing.length === 0,
    }
  }
  return [
    {
      budget: `p50 at ${count(large)} listings vs ${count(small)}: lists, date and text searches`,
      limit: `≤ ${GROWTH_RATIO}× each, cache off and on`,
      figure: over.length
        ? `${over.length} of ${ratios.length} over: ${over.map((o) => `${o.name}${o.cache === 'on' ? ' (cache on)' : ''} ${fixed(o.ratio, 2)}`).join('; ')}`
        : `worst ${fixed(worst.ratio, 2)} (${worst.name}, cache ${worst.cache})`,
      met: over.length === 0,
    },
    planRow(
      'Text searches served by an index',
      (name) => name.includes('search'),
      (plan) => /search_trgm_idx|listings_kind_created_idx/.test(plan) && !/Seq Scan/.test(plan),
    ),
    planRow(
      "Date searches read the bookings' unique index",
      (name) => name.startsWith('date'),
      (plan) => /one_active_order_per_listing_date_shift/.test(plan) && !/Seq Scan on orders/.test(plan),
    ),
  ]
}

function webRows(r) {
  const { size, scores, measures } = r
  const pages = Object.keys(scores)
  const scoreRange = (category) => range(pages.map((page) => scores[page][category]))
  const [slowest] = lowest(Object.entries(measures), (m) => -m.lcp)
  const [shifted, mostShift] = lowest(Object.entries(measures), (m) => -m.cls)
  const [weakest] = lowest(Object.entries(scores), (s) => s.performance)
  const others = ['accessibility', 'best-practices', 'seo']
  return [
    {
      budget: 'First-visit JavaScript, largest public page in English or Bangla, gzipped',
      limit: `≤ ${size.budgetKiB} KiB`,
      figure: `${fixed(size.javascriptKiB, 1)} KiB on ${size.largestPage} (KiB: ${size.pagesKiB}; CSS ${fixed(size.cssKiB, 1)} KiB)`,
      met: size.javascriptKiB <= size.budgetKiB,
    },
    {
      budget: 'Bengali font on a Bangla page',
      limit: `≤ ${size.fontBudgetKiB} KiB`,
      figure: `${fixed(size.bengaliFontKiB, 1)} KiB`,
      met: size.bengaliFontKiB <= size.fontBudgetKiB,
    },
    {
      budget: `Lighthouse mobile performance, ${pages.length} pages (median of ${r.runs})`,
      limit: `≥ ${SCORE_FLOORS.performance} on each`,
      figure: `${scoreRange('performance')} (lowest: ${weakest})`,
      met: pages.every((page) => scores[page].performance >= SCORE_FLOORS.performance),
    },
    {
      budget: 'Lighthouse accessibility / best practices / SEO',
      limit: `≥ ${others.map((c) => SCORE_FLOORS[c]).join(' / ')}`,
      figure: others.map(scoreRange).join(' / '),
      met: pages.every((page) => others.every((c) => scores[page][c] >= SCORE_FLOORS[c])),
    },
    {
      budget: 'Largest contentful paint (LCP), the same pages',
      limit: `≤ ${LCP_BUDGET_S} s on each`,
      figure: `${range(
        pages.map((page) => measures[page].lcp),
        2,
      )} s (slowest: ${slowest})`,
      met: pages.every((page) => measures[page].lcp <= LCP_BUDGET_S),
    },
    {
      budget: 'Cumulative layout shift (CLS), the same pages',
      limit: `${CLS_BUDGET} on each`,
      figure: mostShift.cls > CLS_BUDGET ? `up to ${fixed(mostShift.cls, 3)} (${shifted})` : `0 on all ${pages.length}`,
      met: pages.every((page) => measures[page].cls <= CLS_BUDGET),
    },
  ]
}

function contentionRows(r) {
  const n = r.attempts
  return [
    {
      budget: `${n} customers book one date, pay, cancel at once (${r.database})`,
      limit: 'one booking, charge, payment, refund; no 5xx',
      figure: `bookings ${answers(r.booking.answers)}; cards ${answers(r.confirmation.answers)}; charges ${r.rows.charges}, payments ${r.rows.payments}, refunds ${r.rows.refunds}; ${r.fiveHundreds} 5xx`,
      met: r.met,
    },
  ]
}

function crashRows(r) {
  // ['balances paid on PostgreSQL', 'balances paid on PGlite', 'listings added on PGlite'] → 'balances paid (both); listings added (PGlite)'
  const databases = r.results.map((each) => each.database)
  const flows = {}
  for (const item of r.unexercised ?? []) {
    const at = item.lastIndexOf(' on ')
    ;(flows[item.slice(0, at)] ??= []).push(item.slice(at + 4))
  }
  const byWhere = {}
  for (const [flow, where] of Object.entries(flows))
    (byWhere[where.length === databases.length && databases.length > 1 ? 'both' : where.join(', ')] ??= []).push(flow)
  const never = Object.entries(byWhere)
    .map(([where, names]) => `${names.join(', ')} (${where})`)
    .join('; ')
  const kills = [...new Set(r.results.map((each) => each.kills))]
  return [
    {
      budget: `Crash drill: ${kills.length === 1 ? `${kills[0]} SIGKILLs on each of ${databases.join(', ')}` : r.results.map((each) => `${each.kills} SIGKILLs on ${each.database}`).join(', ')}`,
      limit: 'no violation or 5xx, clean stops, all flows done',
      figure: `${r.violations} violations, ${r.fiveHundreds} 5xx, ${r.cleanStops ? 'clean stops' : 'NOT clean stops'}${never ? `; never done: ${never}` : ''}`,
      met: r.met,
    },
  ]
}

function twoInstancesRows(r) {
  const budget = 'Two instances on one PostgreSQL'
  const limit = 'no violation or 5xx, sessions and limits shared'
  if (r.skipped) return [{ budget, limit, figure: `skipped: ${r.skipped}`, met: null }]
  return [
    {
      budget: `${budget}${r.redis ? ' and Redis' : ' (no Redis)'}`,
      limit,
      figure: `${r.violations} violations, ${r.serverErrors.length} 5xx; sessions ${r.sessionsWork ? '' : 'NOT '}shared, limits ${r.limitShared ? '' : 'NOT '}shared; exit codes ${r.exits.map((exit) => exit.code).join(', ')}`,
      met: r.met,
    },
  ]
}

function backupRows(r) {
  return [
    {
      budget: `Backup under load, restored afresh (${r.results.map((each) => each.database).join(', ')})`,
      limit: 'no violation or 5xx, every picture served',
      figure: `${r.violations} violations; pictures served ${r.results
        .map((each) => `${each.pictures.referenced - each.pictures.unserved.length} of ${each.pictures.referenced}`)
        .join(' and ')}; ${r.fiveHundreds} 5xx`,
      met: r.met,
    },
  ]
}

/** The benches of bench/run.mjs, by the titles it files their results under. */
export const BENCHES = [
  { title: 'API throughput against the limit', command: 'node bench/api.mjs', rows: apiRows },
  { title: 'Growth: 1,000 and 100,000 listings', command: 'node bench/growth.mjs', rows: growthRows },
  { title: 'Checkout under contention', command: 'node bench/contention.mjs', rows: contentionRows },
  { title: 'Web: first-visit size and Lighthouse', command: 'node bench/web.mjs', rows: webRows },
  { title: 'Crash drill', command: 'node bench/crash-drill.mjs', rows: crashRows },
  { title: 'Two instances behind one PostgreSQL', command: 'node bench/two-instances.mjs', rows: twoInstancesRows },
  { title: 'Backup under load and restore', command: 'node bench/backup-drill.mjs', rows: backupRows },
]

/** Every budget of a results file, with the notes where a bench failed, did not run, or disagrees with the split verdicts. */
export function budgetsOf({ results = {} }) {
  const rows = []
  const notes = []
  for (const bench of BENCHES) {
    const result = results[bench.title]
    if (!result) {
      notes.push(`${bench.title} (\`${bench.command}\`) did not run.`)
      continue
    }
    if (result.failed) {
      rows.push({ ...bench, budget: bench.title, limit: '—', figure: `the bench failed: ${result.failed.slice(0, 120)}`, met: false })
      continue
    }
    let own
    try {
      own = bench.rows(result)
    } catch (error) {
      rows.push({ ...bench, budget: bench.title, limit: '—', figure: `figures not readable here (${error.message})`, met: null })
      continue
    }
    rows.push(...own.map((row) => ({ ...bench, ...row })))
    const split = own.every((row) => row.met !== false)
    if (typeof result.met === 'boolean' && result.met !== split)
      notes.push(
        `${bench.title}: the bench's own verdict is ${result.met ? 'met' : 'not met'}, the rows above say otherwise; bench/report.mjs no longer matches \`${bench.command}\`.`,
      )
  }
  return { rows, notes }
}

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ')
const verdict = (met) =>
  met === true ? 'met' : met === false ? '**not met**' : met === CEILING_RULES_OUT ? 'ruled out by its ceiling' : '—'

/**
 * The page. `data` is what bench/run.mjs saves as bench/results/latest.json: { when, machine, results,
 * seconds? } (and a note, a string or its lines, if someone adds one); `command` is the command that
 * wrote the page, named on its first line.
 */
export function renderBudgets(data, { command = 'npm run bench' } = {}) {
  const { rows, notes } = budgetsOf(data)
  const met = rows.filter((row) => row.met === true).length
  const ruledOut = rows.filter((row) => row.met === CEILING_RULES_OUT).length
  const lines = [
    '# Budgets',
    '',
    `_Generated by \`${command}\` (bench/report.mjs); do not edit by hand${command === 'npm run bench' ? '' : ': `npm run bench` writes it again'}._`,
    '',
    `Figures of the \`npm run bench\` run of **${data.when}**: **${met} of ${rows.length} budgets met${ruledOut ? `, ${ruledOut} ruled out by a measured physical ceiling that the product reaches` : ''}.**`,
    `Machine: ${data.machine}.`,
    // A note may be given as lines, to keep them short.
    ...(data.note ? ['', `_${[data.note].flat().join('\n')}_`] : []),
    '',
    '| Budget | Limit | Last figure | Met |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${cell(row.budget)} | ${cell(row.limit)} | ${cell(row.figure)} | ${verdict(row.met)} |`),
    '',
    ...(notes.length ? [...notes.map((note) => `- ${note}`), ''] : []),
    'Each bench runs alone too, with its full tables and query plans; `npm run bench` keeps its whole output in',
    'bench/results/latest.md (not committed).',
    '',
    '| Bench | Command | Took |',
    '| --- | --- | --- |',
    ...BENCHES.filter((bench) => data.results?.[bench.title]).map(
      (bench) =>
        `| ${bench.title} | \`${bench.command}\` | ${data.seconds?.[bench.title] === undefined ? '—' : `${data.seconds[bench.title]} s`} |`,
    ),
    '',
    'What the bench does not measure (the test suite within 30 minutes, accessibility, the authorization matrix, fuzzing)',
    'and the history of every figure: [log.md](log.md). How budgets are measured: [decision 016](decisions/016-measuring-quality.md).',
    '',
  ]
  return lines.join('\n')
}

/** Writes docs/budgets.md (or `file`), formatted as `npm run lint` wants it. */
export function writeBudgets(data, { file = BUDGETS_PATH, ...options } = {}) {
  writeFileSync(file, renderBudgets(data, options))
  execSync(`npx prettier --write ${JSON.stringify(file)}`, { cwd: root, stdio: 'ignore' })
  return file
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const input = process.argv[2] ?? 'bench/results/latest.json'
  const data = JSON.parse(readFileSync(path.resolve(input), 'utf8'))
  const file = writeBudgets(data, { command: `node bench/report.mjs ${process.argv[2] ?? ''}`.trim() })
  console.log(`${path.relative(root, file)} written from ${input}`)
}
