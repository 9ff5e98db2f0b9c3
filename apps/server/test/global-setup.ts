import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migrationsFolder, repoRoot, serverRoot } from '../src/paths'

/**
 * The migrated database a test file's own copy is made from (openTestDatabase): migrating once rather
 * than once per file. Embedded: a tarball of a migrated PGlite's data folder, loaded into each file's
 * in-memory PGlite. PostgreSQL: a migrated database on the TEST_DATABASE_URL server, each file's
 * database created from it with CREATE DATABASE … TEMPLATE.
 */
export type TTestDatabaseTemplate = { kind: 'pglite'; tarball: string } | { kind: 'postgres'; serverUrl: string; name: string }

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TTestDatabaseTemplate
  }
}

/** Where migrated PGlite tarballs are kept between runs: a run of one test file should not wait for the migrations. */
const cacheFolder = path.join(tmpdir(), 'utsab-test-template')
const WEEK_MS = 7 * 24 * 3600 * 1000

/**
 * What the migrated data folder depends on: the migrations, how the database is opened (its extensions)
 * and the installed packages (PGlite's data format, drizzle's migrations table). Any change migrates anew.
 */
async function pgliteTemplateKey() {
  const hash = createHash('sha256')
  const migrations = await readdir(migrationsFolder, { recursive: true, withFileTypes: true })
  const files = [
    ...migrations.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)),
    path.join(serverRoot, 'src/db/client.ts'),
    path.join(repoRoot, 'package-lock.json'),
  ].sort()
  for (const file of files)
    hash
      .update(path.relative(repoRoot, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0')
  return hash.digest('hex').slice(0, 16)
}

async function pgliteTemplate(): Promise<TTestDatabaseTemplate> {
  const tarball = path.join(cacheFolder, `pglite-${await pgliteTemplateKey()}.tar`)
  if (await stat(tarball).catch(() => undefined)) {
    // Marked as used, so that pruning (below) leaves it.
    await utimes(tarball, new Date(), new Date())
    return { kind: 'pglite', tarball }
  }
  const { openDatabase } = await import('../src/db/client')
  const database = openDatabase({ dataDir: undefined })
  try {
    await database.migrate()
    const dump = await database.snapshot!()
    await mkdir(cacheFolder, { recursive: true })
    // Written aside, then renamed: a run starting meanwhile sees the whole tarball or none.
    const partial = `${tarball}.${randomBytes(4).toString('hex')}.partial`
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
    await rename(partial, tarball)
  } finally {
    await database.close()
  }
  // Tarballs of older migrations, unused for a week (another checkout may still use a recent one).
  for (const name of await readdir(cacheFolder)) {
    const file = path.join(cacheFolder, name)
    const stats = await stat(file).catch(() => undefined)
    if (stats && Date.now() - stats.mtimeMs > WEEK_MS) await rm(file, { force: true })
  }
  return { kind: 'pglite', tarball }
}

async function adminQuery(serverUrl: string, query: string) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(query)
  } finally {
    await admin.end()
  }
}

async function postgresTemplate(serverUrl: string) {
  const name = `utsab_template_${Date.now()}_${randomBytes(4).toString('hex')}`
  const teardown = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`)
  try {
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const { openDatabase } = await import('../src/db/client')
    const database = openDatabase({ url: url.toString(), poolSize: 1 })
    try {
      await database.migrate()
    } finally {
      await database.close()
    }
    // CREATE DATABASE … TEMPLATE fails while anyone is connected to the template: the pool is closed above,
    // and no one may connect from now on (a stray connection would fail every file's copy).
    await adminQuery(serverUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`)
  } catch (error) {
    await teardown()
    throw error
  }
  return { template: { kind: 'postgres', serverUrl, name } as const, teardown }
}

/**
 * Migrates the template once per run of the server project: on PostgreSQL a database dropped again when
 * the run ends; embedded, a tarball kept for the next runs while the migrations stay the same.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    project.provide('testDatabaseTemplate', await pgliteTemplate())
    return
  }
  const { template, teardown } = await postgresTemplate(serverUrl)
  project.provide('testDatabaseTemplate', template)
  return teardown
}
