import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { askOwnerForSnapshot, claimEmbeddedFolder } from '../db/embedded-owner'
import { countRows, DATABASE_FILES, MANIFEST_FILE, migrationLevel, PICTURES_FOLDER, type TManifest, type TQuery } from './manifest'
import { copyPicture, localPictureFolder, type TPictureEntry, type TPictureStore } from './pictures'

/** Where the data is: PostgreSQL by URL, or the embedded database under `dataDir/pglite`; pictures under `dataDir/uploads`. */
export type TDataLocation = {
  databaseUrl?: string
  /** DATA_DIR, resolved. */
  dataDir: string
  /** The pictures' store; the local folder `dataDir/uploads` when not given. */
  pictures?: TPictureStore
}

export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite')
export const picturesOf = (location: TDataLocation) => location.pictures ?? localPictureFolder(path.join(location.dataDir, 'uploads'))

const gzip = promisify(zlib.gzip)
export const gunzip = promisify(zlib.gunzip)

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

/** Runs a PostgreSQL client tool (pg_dump, pg_restore); rejects with its own words when it fails. */
export function runTool(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} was not found: install PostgreSQL's client tools, of the same major version as the server.`)
          : error,
      ),
    )
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${errors.trim()}`))))
  })
}

/** Opens a PGlite snapshot (a tarball of its data folder, uncompressed) in memory or into `dataDir`. */
export function openSnapshot(tarball: Buffer, dataDir?: string): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    loadDataDir: new Blob([new Uint8Array(tarball)], { type: 'application/x-tar' }),
    extensions: { pg_trgm },
  })
}

export const pgliteQuery =
  (db: PGlite): TQuery =>
  async (sql) =>
    (await db.query<Record<string, unknown>>(sql)).rows

export const postgresQuery =
  (client: pg.Client): TQuery =>
  async (sql) =>
    (await client.query(sql)).rows as Record<string, unknown>[]

type TDumped = Pick<TManifest, 'counts' | 'migrations'> & { source: TManifest['database']['source']; countMs: number }

/**
 * pg_dump in PostgreSQL's custom format, of a snapshot this connection exported: the counts are read in
 * the very transaction the dump copies, so they match it exactly while the site keeps writing.
 */
async function dumpPostgres(url: string, file: string): Promise<TDumped> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin isolation level repeatable read, read only')
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    const query = postgresQuery(client)
    const counting = performance.now()
    const counts = await countRows(query)
    const migrations = await migrationLevel(query)
    const countMs = performance.now() - counting
    await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`, `--dbname=${url}`])
    await client.query('commit')
    return { counts, migrations, source: 'pg_dump', countMs }
  } finally {
    await client.end()
  }
}

/**
 * The embedded database: the running server's snapshot, asked for on its owner socket; when no process
 * owns the folder, the backup claims it and takes the snapshot itself. The counts are read from the
 * tarball opened in memory, which also proves it opens.
 */
async function dumpPglite(dataDir: string, file: string): Promise<TDumped> {
  const folder = pgliteFolder(dataDir)
  let tarball = await askOwnerForSnapshot(folder)
  let source: TManifest['database']['source'] = 'running server'
  if (!tarball) {
    source = 'stopped folder'
    const owner = await claimEmbeddedFolder(folder)
    try {
      if (!existsSync(path.join(folder, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${folder} to back up.`)
      const db = await PGlite.create({ dataDir: folder, extensions: { pg_trgm } })
      try {
        tarball = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer())
      } finally {
        await db.close()
      }
    } finally {
      await owner.release()
    }
  }
  // Compressed here, in the backup's process (zlib's threads), not in the server's.
  await writeFile(file, await gzip(tarball))
  const counting = performance.now()
  const copy = await openSnapshot(tarball)
  try {
    const query = pgliteQuery(copy)
    const [counts, migrations] = [await countRows(query), await migrationLevel(query)]
    return { counts, migrations, source, countMs: performance.now() - counting }
  } finally {
    await copy.close()
  }
}

async function isEmptyFolder(folder: string) {
  try {
    return (await readdir(folder)).length === 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
}

/**
 * Writes a backup into `folder` (absent or empty): the database first, then the pictures (immutable, so
 * every picture a dumped row names is there), then the manifest. It is written beside `folder` and
 * renamed into place, so a folder with a manifest is a whole backup.
 */
export async function takeBackup(location: TDataLocation, folder: string): Promise<TManifest> {
  const started = performance.now()
  const target = path.resolve(folder)
  if (!(await isEmptyFolder(target))) throw new Error(`${target} is not empty; a backup goes into a new folder.`)
  const staging = `${target}.partial-${process.pid}`
  await rm(staging, { recursive: true, force: true })
  await mkdir(staging, { recursive: true })
  try {
    const kind = location.databaseUrl ? 'postgres' : 'pglite'
    const databaseFile = path.join(staging, DATABASE_FILES[kind])
    const dumped = location.databaseUrl
      ? await dumpPostgres(location.databaseUrl, databaseFile)
      : await dumpPglite(location.dataDir, databaseFile)
    const dumpedAt = performance.now()
    const from = picturesOf(location)
    const to = localPictureFolder(path.join(staging, PICTURES_FOLDER))
    const pictures: TPictureEntry[] = []
    for (const name of await from.list()) {
      // Gone since it was listed: removed by an operation that failed, so no row names it.
      const copied = await copyPicture(from, to, name)
      if (copied) pictures.push(copied)
    }
    const manifest: TManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      durationMs: Math.round(performance.now() - started),
      phasesMs: {
        dump: Math.round(dumpedAt - started - dumped.countMs),
        count: Math.round(dumped.countMs),
        pictures: Math.round(performance.now() - dumpedAt),
      },
      database: {
        kind,
        file: DATABASE_FILES[kind],
        bytes: (await stat(databaseFile)).size,
        sha256: sha256(await readFile(databaseFile)),
        source: dumped.source,
      },
      migrations: dumped.migrations,
      counts: dumped.counts,
      pictures,
    }
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    // An empty folder given for the backup (rmdir removes nothing else).
    await rmdir(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
    await rename(staging, target)
    return manifest
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    throw error
  }
}
