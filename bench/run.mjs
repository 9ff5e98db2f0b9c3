// `npm run bench`: builds, runs every benchmark and drill in turn on this machine, saves their results in
// bench/results/latest.json and their whole output in bench/results/latest.md (neither committed), and
// writes docs/budgets.md from the results (bench/report.mjs). BENCH_ONLY=api,web runs some benches and
// leaves docs/budgets.md as it is; `node bench/report.mjs` writes the page again from latest.json.
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root } from './lib.mjs'
import { writeBudgets } from './report.mjs'

const ONLY = process.env.BENCH_ONLY?.split(',')
const BENCHES = [
  ['API throughput against the limit', './api.mjs', 'benchApi', 'node bench/api.mjs'],
  ['Growth: 1,000 and 100,000 listings', './growth.mjs', 'benchGrowth', 'node bench/growth.mjs'],
  ['Checkout under contention', './contention.mjs', 'benchContention', 'node bench/contention.mjs'],
  ['Web: first-visit size and Lighthouse', './web.mjs', 'benchWeb', 'node bench/web.mjs'],
  ['Crash drill', './crash-drill.mjs', 'runCrashDrill', 'node bench/crash-drill.mjs'],
  ['Two instances behind one PostgreSQL', './two-instances.mjs', 'runTwoInstances', 'node bench/two-instances.mjs'],
  ['Backup under load and restore', './backup-drill.mjs', 'runBackupDrill', 'node bench/backup-drill.mjs'],
].filter(([, file]) => !ONLY || ONLY.some((name) => file.includes(name)))

if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { cwd: root, stdio: 'inherit' })

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average at start ${os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(' ')}`
const sections = []
const results = {}
const seconds = {}
for (const [title, file, exported, command] of BENCHES) {
  if (!existsSync(path.join(root, 'bench', file))) continue
  console.log(`\n## ${title}\n`)
  const lines = []
  const log = (line) => {
    console.log(line)
    lines.push(line)
  }
  const started = Date.now()
  try {
    const module = await import(file)
    results[title] = await module[exported]({ log })
  } catch (error) {
    log(`FAILED: ${error instanceof Error ? error.message : error}`)
    results[title] = { failed: String(error) }
    process.exitCode = 1
  }
  seconds[title] = Math.round((Date.now() - started) / 1000)
  sections.push(`## ${title}\n\n\`${command}\` (${seconds[title]} s)\n\n${lines.join('\n')}\n`)
}

const when = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC'
const folder = path.join(root, 'bench/results')
mkdirSync(folder, { recursive: true })
const data = { when, machine, seconds, results }
writeFileSync(path.join(folder, 'latest.json'), JSON.stringify(data, null, 2))
writeFileSync(
  path.join(folder, 'latest.md'),
  `# npm run bench\n\n_${ONLY ? `BENCH_ONLY=${ONLY.join(',')} ` : ''}\`npm run bench\` on ${when}; machine: ${machine}._\n\n${sections.join('\n')}`,
)
const written = ['bench/results/latest.json', 'bench/results/latest.md']
if (!ONLY) {
  try {
    writeBudgets(data)
    written.push('docs/budgets.md')
  } catch (error) {
    console.error(`docs/budgets.md not written (\`node bench/report.mjs\` writes it from latest.json): ${error.stack ?? error}`)
    process.exitCode = 1
  }
}
console.log(`\nFigures written to ${written.join(', ')}`)
