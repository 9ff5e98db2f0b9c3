import { readFileSync } from 'node:fs'
import path from 'node:path'
import { migrationsFolder } from '../paths'
import type { TEncryption } from './encryption'
import type { TPictureEntry } from './pictures'

export const MANIFEST_FILE = 'manifest.json'
export const PICTURES_FOLDER = 'uploads'
export const DATABASE_FILES = { pglite: 'pglite.tar.gz', postgres: 'database.pgdump' } as const
/** Added to the database file's name when it is encrypted with BACKUP_PASSPHRASE. */
export const ENCRYPTED_SUFFIX = '.enc'

export type TDatabaseKind = keyof typeof DATABASE_FILES
export type TMigrationLevel = { applied: number; latest: string | null }

/** What a backup holds, written last: a folder with its manifest is complete, and a restore is checked against it. */
export type TManifest = {
  format: 1
  createdAt: string
  durationMs: number
  /** Of which: the database's dump (PGlite: the snapshot taken and written), counting its rows (PGlite: the copy opened in memory), the pictures' copy. */
  phasesMs: { dump: number; count: number; pictures: number }
  database: {
    kind: TDatabaseKind
    file: string
    bytes: number
    sha256: string
    /** How it was taken: PostgreSQL's pg_dump, a running server's snapshot, or the folder opened by the backup itself. */
    source: 'pg_dump' | 'running server' | 'stopped folder'
    /** Present when the file is sealed with BACKUP_PASSPHRASE: how, never the key. `sha256` and `bytes` are of the sealed file. */
    encryption?: TEncryption
  }
  migrations: TMigrationLevel
  /** Rows of every table, read in the very snapshot that was dumped (sessions and one-time tokens: none, they are left out). */
  counts: Record<string, number>
  pictures: TPictureEntry[]
}

/** Runs one statement and answers its rows: the one thing counting needs from PGlite or PostgreSQL. */
export type TQuery = (sql: string) => Promise<Record<string, unknown>[]>

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The rows of every table of the application's schema, by table name. */
export async function countRows(query: TQuery): Promise<Record<string, number>> {
  const tables = await query(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const [row] = await query(`select count(*)::int as n from public.${quoteIdent(String(name))}`)
    counts[String(name)] = Number(row?.n ?? 0)
  }
  return counts
}

/** How many of the committed migrations the database has applied, and the last one's name. */
export async function migrationLevel(query: TQuery): Promise<TMigrationLevel> {
  const [exists] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)
  if (!exists?.present) return { applied: 0, latest: null }
  const rows = await query('select created_at from drizzle.__drizzle_migrations order by created_at')
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[]
  }
  const last = rows.at(-1)?.created_at
  const latest = last === undefined ? null : (journal.entries.find((entry) => entry.when === Number(last))?.tag ?? `unknown (${last})`)
  return { applied: rows.length, latest }
}

/** Sentences naming every table whose rows differ from the manifest's (empty when all match). */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()
  return names
    .filter((name) => expected[name] !== actual[name])
    .map((name) => `${name}: ${expected[name] ?? 'absent'} in the backup, ${actual[name] ?? 'absent'} restored`)
}
