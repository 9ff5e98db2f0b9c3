import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, readdir, readFile, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { askOwnerForSnapshot, claimEmbeddedFolder } from '../db/embedded-owner'
import { encryptBackup } from './encryption'
import {
  countRows,
  DATABASE_FILES,
  ENCRYPTED_SUFFIX,
  MANIFEST_FILE,
  migrationLevel,
  PICTURES_FOLDER,
  type TManifest,
  type TQuery,
} from './manifest'
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
 * Tables whose rows are live credentials and never go into a backup: signed-in sessions (a cookie's
 * token), one-time tokens (email verification, password reset, SMS codes), and the outbox's mails, whose links
 * carry those tokens and still work on the live site. A restore starts with everyone signed out and
 * every emailed link spent. (A sent mail's job keeps no body: completeJob empties it.)
 */
export const CREDENTIAL_TABLES = ['session', 'verification', 'outbox_messages', 'phone_codes'] as const

/** The same rows gone, and the OAuth tokens a Google sign-in left on its account (the app never reads them). */
export const SCRUB_CREDENTIALS = [
  ...CREDENTIAL_TABLES.map((table) => `delete from public."${table}"`),
  'update public."account" set access_token = null, refresh_token = null, id_token = null where access_token is not null or refresh_token is not null or id_token is not null',
  // The built-in SMS gateway keeps a code's text (a real gateway's is emptied once sent).
  `update public."sms_messages" set body = '' where kind = 'code' and body <> ''`,
]

/**
 * Removes the credentials from an opened PGlite snapshot so that not a byte of them is left in its
 * files: the tables are rewritten (VACUUM FULL drops the dead tuples and the old files at the
 * checkpoint) and the WAL holding their inserts is switched away from and deleted, not recycled.
 */
async function scrubSnapshot(db: PGlite) {
  for (const statement of SCRUB_CREDENTIALS) await db.exec(statement)
  await db.exec('set wal_recycle = off')
  for (const table of [...CREDENTIAL_TABLES, 'account', 'sms_messages']) await db.exec(`vacuum full public."${table}"`)
  for (let round = 0; round < 2; round++) {
    await db.exec('select pg_switch_wal()')
    await db.exec('checkpoint')
  }
}

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
    const skipped = CREDENTIAL_TABLES.map((table) => `--exclude-table-data=public.${table}`)
    await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, ...skipped, `--file=${file}`, `--dbname=${url}`])
    await client.query('commit')
    // Their rows were left out of the dump; an account's OAuth tokens are nulled at restore (pg_dump keeps columns whole).
    for (const table of CREDENTIAL_TABLES) if (table in counts) counts[table] = 0
    return { counts, migrations, source: 'pg_dump', countMs }
  } finally {
    await client.end()
  }
}

/**
 * The embedded database: the running server's snapshot, asked for on its owner socket; when no process
 * owns the folder, the backup claims it and takes the snapshot itself. What is written is that snapshot
 * without its credentials (CREDENTIAL_TABLES), and the counts are read from it.
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
  // The snapshot is opened in memory, which also proves it opens; its credentials are scrubbed there and
  // that copy is what is written, so the server's own folder is never touched.
  const copy = await openSnapshot(tarball)
  try {
    await scrubSnapshot(copy)
    const counting = performance.now()
    const query = pgliteQuery(copy)
    const [counts, migrations] = [await countRows(query), await migrationLevel(query)]
    const countMs = performance.now() - counting
    // Compressed here, in the backup's process (zlib's threads), not in the server's.
    await writeFile(file, await gzip(Buffer.from(await (await copy.dumpDataDir('none')).arrayBuffer())), { mode: 0o600 })
    return { counts, migrations, source, countMs }
  } finally {
    await copy.close()
  }
}

/**
 * A backup is for its owner alone: folders 0700 and files 0600 (chmod, whatever the umask), the
 * pictures included.
 */
async function ownerOnly(folder: string) {
  await chmod(folder, 0o700)
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const inside = path.join(folder, entry.name)
    if (entry.isDirectory()) await ownerOnly(inside)
    else await chmod(inside, 0o600)
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
export async function takeBackup(
  location: TDataLocation,
  folder: string,
  { passphrase }: { passphrase?: string } = {},
): Promise<TManifest> {
  const started = performance.now()
  const target = path.resolve(folder)
  if (!(await isEmptyFolder(target))) throw new Error(`${target} is not empty; a backup goes into a new folder.`)
  const staging = `${target}.partial-${process.pid}`
  await rm(staging, { recursive: true, force: true })
  await mkdir(staging, { recursive: true, mode: 0o700 })
  // Before anything is written into it: nothing in it is ever readable by another user, even for a moment.
  await chmod(staging, 0o700)
  try {
    const kind = location.databaseUrl ? 'postgres' : 'pglite'
    const dumpFile = path.join(staging, DATABASE_FILES[kind])
    const dumped = location.databaseUrl ? await dumpPostgres(location.databaseUrl, dumpFile) : await dumpPglite(location.dataDir, dumpFile)
    let databaseFile = dumpFile
    let encryption
    if (passphrase) {
      const sealed = await encryptBackup(await readFile(dumpFile), passphrase)
      encryption = sealed.encryption
      databaseFile = `${dumpFile}${ENCRYPTED_SUFFIX}`
      await writeFile(databaseFile, sealed.sealed, { mode: 0o600 })
      await unlink(dumpFile)
    }
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
        file: path.basename(databaseFile),
        bytes: (await stat(databaseFile)).size,
        sha256: sha256(await readFile(databaseFile)),
        source: dumped.source,
        ...(encryption && { encryption }),
      },
      migrations: dumped.migrations,
      counts: dumped.counts,
      pictures,
    }
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
    await ownerOnly(staging)
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
