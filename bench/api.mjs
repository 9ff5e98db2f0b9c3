// API throughput against the limit: a bare Fastify hello-world and the product's server, loaded side by
// side in one run with autocannon (50 connections, 10 s after a 3 s warm-up), median of RUNS rounds.
import path from 'node:path'
import { createPostgresDatabase, ensureBuilt, freePort, load, median, root, round, startScript, startServer, table } from './lib.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

export async function benchApi({ log = console.log } = {}) {
  ensureBuilt()
  const database = await createPostgresDatabase('api')
  const databaseLabel = database ? 'PostgreSQL' : 'PGlite (no PostgreSQL server answered)'
  log(`API throughput on ${databaseLabel}: ${RUNS} rounds of ${SECONDS} s, 50 connections`)
  const helloPort = await freePort()
  const hello = await startScript(path.join(root, 'bench/hello-server.mjs'), {
    env: { PORT: String(helloPort) },
    url: `http://127.0.0.1:${helloPort}/hello`,
  })
  const server = await startServer({ databaseUrl: database?.url })
  try {
    const listBody = await (await fetch(`${server.origin}/api/venue?page=1`)).text()
    const first = JSON.parse(listBody)
    if (first.data.length !== 12) throw new Error(`Expected a 12-item page, got ${first.data.length}`)
    const listBytes = Buffer.byteLength(listBody)
    const targets = {
      'hello-world': `http://127.0.0.1:${helloPort}/hello`,
      [`hello-world sending ${listBytes} bytes`]: `http://127.0.0.1:${helloPort}/bytes?size=${listBytes}`,
      'GET /api/venue?page=1': `${server.origin}/api/venue?page=1`,
      'GET /api/venue/{id}': `${server.origin}/api/venue/${first.data[0].id}`,
    }
    const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]))
    // Rounds interleave the targets, so a noisy moment on the shared machine hits all of them alike.
    for (let run = 0; run < RUNS; run++) {
      for (const [name, url] of Object.entries(targets)) {
        const result = await load(url, { seconds: SECONDS, warmupSeconds: run === 0 ? 3 : 1 })
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
    const sameBytesRps = summary[`hello-world sending ${listBytes} bytes`].requestsPerSecond
    for (const entry of Object.values(summary)) {
      entry.ratio = round(entry.requestsPerSecond / helloRps, 2)
      entry.ratioToSameBytes = round(entry.requestsPerSecond / sameBytesRps, 2)
    }
    const list = summary['GET /api/venue?page=1']
    const budget = { listRatioAtLeast: 0.5, listP99UnderMs: 50 }
    const met = list.ratio >= budget.listRatioAtLeast && list.p99 < budget.listP99UnderMs
    log(
      table(
        ['Endpoint', 'req/s (median)', 'p50 ms', 'p99 ms', 'ratio to hello-world', `ratio to hello-world sending ${listBytes} bytes`],
        Object.entries(summary).map(([name, s]) => [name, s.requestsPerSecond, s.p50, s.p99, s.ratio, s.ratioToSameBytes]),
      ),
    )
    log(`Budget: list ≥ 50% of hello-world req/s and p99 < 50 ms → ${met ? 'met' : 'NOT met'}`)
    log(
      `The list page is ${listBytes} bytes against hello-world's 17: against a bare Fastify sending as many bytes, the list reaches ${list.ratioToSameBytes} of its req/s.`,
    )
    return { database: databaseLabel, runs: RUNS, seconds: SECONDS, listBytes, summary, budget, met }
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
