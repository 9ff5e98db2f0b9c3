import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { claimEmbeddedFolder } from '../db/embedded-owner'
import {
  gunzip,
  pgliteFolder,
  pgliteQuery,
  openSnapshot,
  picturesOf,
  postgresQuery,
  runTool,
  SCRUB_CREDENTIALS,
  sha256,
  type TDataLocation,
} from './backup'
import { decryptBackup } from './encryption'
import { countDifferences, countRows, MANIFEST_FILE, migrationLevel, PICTURES_FOLDER, type TManifest } from './manifest'
import { copyPicture, localPictureFolder, type TPictureStore } from './pictures'

export type TRestored = {
  manifest: TManifest
  counts: Record<string, number>
  rows: number
  pictures: number
  picturesBytes: number
  durationMs: number
}

const KIND_NAMES = { pglite: 'the embedded database (PGlite)', postgres: 'PostgreSQL' } as const

async function readManifest(folder: string): Promise<TManifest> {
  const file = path.join(folder, MANIFEST_FILE)
  if (!existsSync(file)) throw new Error(`${folder} holds no ${MANIFEST_FILE}: it is not a whole backup (one cut short has none).`)
  const manifest = JSON.parse(await readFile(file, 'utf8')) as TManifest
  if (manifest.format !== 1) throw new Error(`${file} is of format ${manifest.format}; this version restores format 1.`)
  return manifest
}

/** The refusals, all checked before anything is changed. */
async function refuseToOverwrite(location: TDataLocation, pictures: TPictureStore, overwrite: boolean) {
  const problems: string[] = []
  if (location.databaseUrl) {
    const client = new pg.Client({ connectionString: location.databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
      )
      if (rows[0]!.n > 0) problems.push(`the database at DATABASE_URL already holds ${rows[0]!.n} tables`)
    } finally {
      await client.end()
    }
  } else {
    const folder = pgliteFolder(location.dataDir)
    if (existsSync(folder) && (await readdir(folder)).length > 0) problems.push(`the embedded database ${folder} already exists`)
  }
  if (!(await pictures.isEmpty())) problems.push(`${pictures.describe} is not empty`)
  if (problems.length > 0 && !overwrite)
    throw new Error(
      `Refusing to restore: ${problems.join(', and ')}. A restore goes into an empty instance; to replace this one, say so with --overwrite (the embedded database is moved aside, never deleted; the pictures already there stay).`,
    )
}

/**
 * pg_restore into the database at `url` (cleaning it first when overwriting), in one transaction. A
 * decrypted dump is handed to it from a private temporary folder, removed again at once.
 */
async function restorePostgres(url: string, file: string, decrypted: Buffer | undefined, overwrite: boolean) {
  if (decrypted) {
    const folder = await mkdtemp(path.join(tmpdir(), 'utsab-restore-'))
    try {
      const plain = path.join(folder, 'database.pgdump')
      await writeFile(plain, decrypted, { mode: 0o600 })
      return await restorePostgres(url, plain, undefined, overwrite)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }
  const clean = overwrite ? ['--clean', '--if-exists'] : []
  await runTool('pg_restore', [
    '--exit-on-error',
    '--single-transaction',
    '--no-owner',
    '--no-privileges',
    ...clean,
    `--dbname=${url}`,
    file,
  ])
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const query = postgresQuery(client)
    const measured = { counts: await countRows(query), migrations: await migrationLevel(query) }
    await scrubCredentials(query)
    return measured
  } finally {
    await client.end()
  }
}

/**
 * Sessions and one-time tokens are never brought back, even from a backup taken before they were
 * left out (or an account's OAuth tokens, which pg_dump cannot leave out): counted first, so the
 * manifest of such a backup still matches, then gone.
 */
async function scrubCredentials(query: (sql: string) => Promise<unknown>) {
  for (const statement of SCRUB_CREDENTIALS) await query(statement)
}

/**
 * Unpacks the snapshot beside the data folder, opens it (PostgreSQL replays the WAL the copy holds),
 * counts, closes, and renames it into place: the folder appears whole or not at all. The staging name
 * is the one `prepareEmbeddedDataDir` clears, should this process die before the rename.
 */
async function restorePglite(dataDir: string, tarball: Buffer) {
  const folder = pgliteFolder(dataDir)
  const staging = `${folder}.initialising-restore-${process.pid}`
  await rm(staging, { recursive: true, force: true })
  const db = await openSnapshot(tarball, staging)
  let measured
  try {
    const query = pgliteQuery(db)
    measured = { counts: await countRows(query), migrations: await migrationLevel(query) }
    await scrubCredentials(query)
  } finally {
    await db.close()
  }
  if (existsSync(folder)) {
    // An empty folder goes; a database is moved aside (--overwrite), never deleted.
    if ((await readdir(folder)).length === 0) await rmdir(folder)
    else await rename(folder, `${folder}.replaced-${Date.now()}`)
  }
  await rename(staging, folder)
  return measured
}

/**
 * Restores the backup in `folder` into the instance at `location`, which must be empty unless
 * `overwrite`, then checks every table's rows and every picture against the manifest (throws, naming
 * each difference, when one differs).
 */
export async function restoreBackup(
  location: TDataLocation,
  folder: string,
  { overwrite = false, passphrase }: { overwrite?: boolean; passphrase?: string } = {},
): Promise<TRestored> {
  const started = performance.now()
  const source = path.resolve(folder)
  const manifest = await readManifest(source)
  const kind = location.databaseUrl ? 'postgres' : 'pglite'
  if (manifest.database.kind !== kind)
    throw new Error(
      `The backup in ${source} is of ${KIND_NAMES[manifest.database.kind]}, and this instance uses ${KIND_NAMES[kind]}: restore it into the same kind (${manifest.database.kind === 'postgres' ? 'set DATABASE_URL' : 'unset DATABASE_URL'}).`,
    )
  const databaseFile = path.join(source, manifest.database.file)
  const data = await readFile(databaseFile)
  if (sha256(data) !== manifest.database.sha256) throw new Error(`${databaseFile} is not the file the manifest lists (its sha256 differs).`)
  // Opened before anything is claimed or changed: a missing or wrong passphrase leaves the instance as it was.
  const decrypted = manifest.database.encryption ? await decryptBackup(data, manifest.database.encryption, passphrase) : undefined
  const pictures = picturesOf(location)
  // The embedded folder is claimed first: a server running on it refuses the restore.
  const owner = location.databaseUrl ? undefined : await claimEmbeddedFolder(pgliteFolder(location.dataDir))
  try {
    await refuseToOverwrite(location, pictures, overwrite)
    const restored = location.databaseUrl
      ? await restorePostgres(location.databaseUrl, databaseFile, decrypted, overwrite)
      : await restorePglite(location.dataDir, await gunzip(decrypted ?? data))
    const backupPictures = localPictureFolder(path.join(source, PICTURES_FOLDER))
    const problems = countDifferences(manifest.counts, restored.counts)
    if (restored.migrations.applied !== manifest.migrations.applied)
      problems.push(`migrations: ${manifest.migrations.applied} in the backup, ${restored.migrations.applied} restored`)
    let picturesBytes = 0
    for (const expected of manifest.pictures) {
      const copied = await copyPicture(backupPictures, pictures, expected.name)
      if (!copied) problems.push(`picture ${expected.name}: missing from the backup`)
      else if (copied.sha256 !== expected.sha256 || copied.bytes !== expected.bytes)
        problems.push(`picture ${expected.name}: not the file the manifest lists`)
      else picturesBytes += copied.bytes
    }
    if (problems.length > 0) throw new Error(`The restore differs from the backup's manifest:\n  ${problems.join('\n  ')}`)
    return {
      manifest,
      counts: restored.counts,
      rows: Object.values(restored.counts).reduce((sum, n) => sum + n, 0),
      pictures: manifest.pictures.length,
      picturesBytes,
      durationMs: Math.round(performance.now() - started),
    }
  } finally {
    await owner?.release()
  }
}
