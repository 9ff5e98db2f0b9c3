// API and pages against the limit: a bare Fastify hello-world and the product's server (a default production
// start: request logging at info), loaded side by side in one run with autocannon (50 connections, 10 s after a
// warm-up), median of RUNS rounds. The list API is asked 400 distinct valid queries in turn; pages are asked as a
// browser asks them (Accept-Encoding: gzip, deflate, br), in both languages, by visitors without cookies.
import path from 'node:path'
import { createPostgresDatabase, ensureBuilt, freePort, load, median, root, round, startScript, startServer, table } from './lib.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

const SEGMENTS = ['venue', 'photography', 'costumes', 'makeup-artists']
const SORTS = ['price', '-price', 'rating', 'newest']
const DISTRICTS = [undefined, 'Dhaka', 'Rajshahi', 'Khulna', 'Sylhet']
const MIN_PRICES = [undefined, 1000, 10000, 50000, 100000]

/** The pages measured: home, a list and a detail, in each language. */
const PAGES = (venue) => ({
  'home /': '/',
  'home /bn': '/bn',
  'venue list': '/services/venue',
  'venue list (bn)': '/bn/services/venue',
  'venue detail': `/venue/${venue}`,
  'venue detail (bn)': `/bn/venue/${venue}`,
})

/** 400 distinct valid list queries (4 kinds × 4 orders × 5 districts × 5 price floors). */
function listQueries() {
  const paths = []
  for (const segment of SEGMENTS)
    for (const sort of SORTS)
      for (const district of DISTRICTS)
        for (const minPrice of MIN_PRICES) {
          const query = new URLSearchParams({
            sort,
            ...(district ? { district } : {}),
            ...(minPrice ? { minPrice: String(minPrice) } : {}),
          })
          paths.push(`/api/${segment}?${query}`)
        }
  return paths
}

export async function benchApi({ log = console.log } = {}) {
  ensureBuilt()
  const database = await createPostgresDatabase('api')
  const databaseLabel = database ? 'PostgreSQL' : 'PGlite (no PostgreSQL server answered)'
  log(`API and pages on ${databaseLabel}: ${RUNS} rounds of ${SECONDS} s, 50 connections`)
  const helloPort = await freePort()
  const hello = await startScript(path.join(root, 'bench/hello-server.mjs'), {
    env: { PORT: String(helloPort) },
    url: `http://127.0.0.1:${helloPort}/hello`,
  })
  const server = await startServer({ databaseUrl: database?.url })
  log(server.settings)
  log('The hello-world server is a bare Fastify without logging, answering `{"hello":"world"}`.')
  try {
    const listBody = await (await fetch(`${server.origin}/api/venue?page=1`)).text()
    const first = JSON.parse(listBody)
    if (first.data.length !== 12) throw new Error(`Expected a 12-item page, got ${first.data.length}`)
    const listBytes = Buffer.byteLength(listBody)
    const compressed = await fetch(`${server.origin}/api/venue?page=1`, { headers: { 'accept-encoding': 'br' } })
    if (compressed.headers.get('content-encoding') !== 'br')
      throw new Error('The list API did not compress its answer for a client asking for br')
    const venue = first.data[0].id
    const queries = listQueries()
    for (const query of queries.slice(0, 8)) {
      const answer = await fetch(`${server.origin}${query}`)
      if (!answer.ok) throw new Error(`${query}: ${answer.status} ${await answer.text()}`)
    }
    const pageSizes = {}
    for (const page of Object.values(PAGES(venue))) {
      const plain = await fetch(`${server.origin}${page}`, { headers: { 'accept-encoding': 'identity' } })
      const brotli = await fetch(`${server.origin}${page}`, { headers: BROWSER })
      const policy = brotli.headers.get('content-security-policy') ?? ''
      if (!/'sha256-/.test(policy) || brotli.headers.get('content-encoding') !== 'br')
        throw new Error(`${page} was not served as a kept page (policy ${policy.slice(0, 80)}…)`)
      pageSizes[page] = { html: (await plain.arrayBuffer()).byteLength, brotli: Number(brotli.headers.get('content-length')) }
    }
    const hosts = { hello: `http://127.0.0.1:${helloPort}`, app: server.origin }
    const targets = {
      'hello-world': { url: `${hosts.hello}/hello` },
      [`hello-world sending ${listBytes} bytes`]: { url: `${hosts.hello}/bytes?size=${listBytes}` },
      [`hello-world sending ${listBytes} bytes with the API's headers`]: { url: `${hosts.hello}/like-api?size=${listBytes}` },
      'list API, 400 distinct queries': { url: hosts.app, requests: queries.map((query) => ({ path: query })) },
      'list API, 400 distinct queries, compressed': {
        url: hosts.app,
        requests: queries.map((query) => ({ path: query })),
        headers: BROWSER,
      },
      'GET /api/venue/{id}': { url: `${hosts.app}/api/venue/${venue}` },
      // One address per target: autocannon spends several times more of its own time per request when it
      // alternates between addresses with large answers, which would measure the load generator, not the server.
      ...Object.fromEntries(
        Object.entries(PAGES(venue)).map(([name, page]) => [`page: ${name}`, { url: `${hosts.app}${page}`, headers: BROWSER }]),
      ),
    }
    const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]))
    // Rounds interleave the targets, so a noisy moment on the shared machine hits all of them alike.
    for (let run = 0; run < RUNS; run++) {
      for (const [name, target] of Object.entries(targets)) {
        const result = await load(target.url, {
          seconds: SECONDS,
          warmupSeconds: run === 0 ? 3 : 1,
          requests: target.requests,
          headers: target.headers,
        })
        if (result.failures > 0) throw new Error(`${name}: ${result.failures} failed requests`)
        samples[name].push(result)
        log(`  round ${run + 1} ${name}: ${round(result.requestsPerSecond, 0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`)
      }
    }
    const summary = Object.fromEntries(
      Object.entries(samples).map(([name, results]) => [
        name,
        {
          requestsPerSecond: round(median(results.map((r) => r.requestsPerSecond)), 0),
          p50: median(results.map((r) => r.p50)),
          p99: median(results.map((r) => r.p99)),
        },
      ]),
    )
    const helloRps = summary['hello-world'].requestsPerSecond
    for (const entry of Object.values(summary)) entry.ratio = round(entry.requestsPerSecond / helloRps, 3)
    log(
      table(
        ['Target', 'req/s (median)', 'p50 ms', 'p99 ms', 'ratio to hello-world'],
        Object.entries(summary).map(([name, s]) => [name, s.requestsPerSecond, s.p50, s.p99, s.ratio]),
      ),
    )
    log(
      table(
        ['Page', 'HTML bytes', 'brotli bytes (as kept)'],
        Object.entries(pageSizes).map(([page, size]) => [page.replace(venue, '{id}'), size.html, size.brotli]),
      ),
    )
    const budget = { listRatioAtLeast: 0.5, listP99UnderMs: 20, pageRatioAtLeast: 0.1, pageP99UnderMs: 100 }
    const list = summary['list API, 400 distinct queries']
    const listMet = list.ratio >= budget.listRatioAtLeast && list.p99 < budget.listP99UnderMs
    const pages = Object.entries(summary).filter(([name]) => name.startsWith('page:'))
    const pagesMet = pages.every(([, s]) => s.ratio >= budget.pageRatioAtLeast && s.p99 < budget.pageP99UnderMs)
    log(`Budget: list API over 400 distinct queries ≥ 0.5 of hello-world req/s and p99 < 20 ms → ${listMet ? 'met' : 'NOT met'}`)
    log(
      `Budget: each page (home, list, detail; both languages, compressed) ≥ 0.10 of hello-world req/s and p99 < 100 ms → ${pagesMet ? 'met' : 'NOT met'}`,
    )
    return {
      database: databaseLabel,
      runs: RUNS,
      seconds: SECONDS,
      listBytes,
      pageSizes,
      summary,
      budget,
      met: listMet && pagesMet,
      listMet,
      pagesMet,
    }
  } finally {
    await server.stop()
    await hello.stop()
    await database?.drop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchApi()
  process.exitCode = result.met ? 0 : 1
}
