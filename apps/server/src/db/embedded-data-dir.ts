import { existsSync } from 'node:fs'
import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/**
 * Makes sure PGlite's data folder is either absent or fully initialised, before it is opened.
 *
 * PGlite writes a new cluster (initdb) straight into its folder, and a process killed in that second
 * or so leaves a folder that holds PG_VERSION and pg_control yet can never be opened again (found by
 * bench/crash-drill.mjs: 7 of 12 kills during the first start). So a new cluster is written into a
 * sibling folder and renamed into place, which is atomic: the data folder appears complete or not at
 * all. Once it exists, PostgreSQL's own recovery (the WAL) covers crashes, as the drill shows.
 */
export async function prepareEmbeddedDataDir(dataDir: string): Promise<void> {
  const target = path.resolve(dataDir)
  const parent = path.dirname(target)
  await mkdir(parent, { recursive: true })
  const stagingPrefix = `${path.basename(target)}.initialising-`
  // Left behind by a process killed while initialising: never opened by anyone, so nothing to keep.
  for (const entry of await readdir(parent)) {
    if (entry.startsWith(stagingPrefix)) await rm(path.join(parent, entry), { recursive: true, force: true })
  }
  if (existsSync(path.join(target, 'PG_VERSION'))) return
  if (existsSync(target)) {
    const entries = await readdir(target)
    // A folder that is not a cluster (half-written by an older version, or something else entirely):
    // moved aside, never deleted, so nobody's files are lost.
    if (entries.length > 0) await rename(target, `${target}.incomplete-${Date.now()}`)
    else await rm(target, { recursive: true, force: true })
  }
  const staging = path.join(parent, `${stagingPrefix}${process.pid}`)
  const cluster = new PGlite({ dataDir: staging, extensions: { pg_trgm } })
  await cluster.waitReady
  await cluster.close()
  await rename(staging, target)
}
