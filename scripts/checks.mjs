// The static checks `npm test` starts with (typecheck and lint), run side by side: each is one single-threaded
// process, so on a machine with several cores they finish in the time of the longest rather than of all together.
// Each check's output is printed whole once it ends; the run fails if any check fails.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

const CHECKS = [
  ['typecheck: web', 'npm run typecheck -w @utsab/web'],
  ['typecheck: server', 'npm run typecheck -w @utsab/server'],
  ['eslint', 'npx eslint .'],
  ['typecheck: shared', 'npm run typecheck -w @utsab/shared'],
  ['typecheck: e2e', 'npx tsc -p e2e'],
  ['prettier', 'npx prettier --check .'],
]

function run([name, command]) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      console.log(`\n── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s ──`)
      if (code !== 0 || process.env.CHECKS_VERBOSE) console.log(output.trimEnd())
      resolve(code === 0)
    })
  })
}

const queue = [...CHECKS]
const results = []
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    while (queue.length > 0) results.push(await run(queue.shift()))
  }),
)
process.exit(results.every(Boolean) ? 0 : 1)
