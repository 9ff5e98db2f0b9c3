// Writes .br and .gz next to each compressible client asset, so the server sends them without
// compressing on every request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const folder = path.resolve(process.argv[2] ?? 'apps/web/build/client')
const compressible = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* files(full)
    else if (compressible.test(name)) yield full
  }
}

let count = 0
for (const file of files(folder)) {
  const content = readFileSync(file)
  if (content.length < 1024) continue
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
  count++
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), folder)}`)
