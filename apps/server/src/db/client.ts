import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { TEnv } from '../env'
import { migrationsFolder, repoRoot } from '../paths'
import { prepareEmbeddedDataDir } from './embedded-data-dir'
import { claimEmbeddedFolder } from './embedded-owner'
import * as schema from './schema'

export type TSchema = typeof schema
export type TDb = PgDatabase<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>
/** A transaction of the database: what a service hands on to the steps that must share it. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0]

export type TDatabase = {
  db: TDb
  kind: 'pglite' | 'postgres'
  migrate: () => Promise<void>
  /**
   * Runs `task` holding the database's start-up lock (a PostgreSQL advisory lock), so instances
   * starting at once on one database migrate, seed and create the admin one after another. The
   * embedded database has one process only: it just runs the task.
   */
  exclusively: <T>(task: () => Promise<T>) => Promise<T>
  close: () => Promise<void>
  /**
   * The embedded database's data folder as a tarball (uncompressed: the backup compresses it, outside
   * this process), copied at one instant between two statements (crash-consistent: opening it replays
   * the WAL as after a crash). PostgreSQL has pg_dump.
   */
  snapshot?: () => Promise<Blob>
  /**
   * PostgreSQL's LISTEN/NOTIFY, for instances sharing one server to tell each other of changes. The
   * embedded database has one process only, so it has none.
   */
  notices?: TNotices
}

export type TNotices = {
  notify: (channel: string) => Promise<void>
  /** Calls `onNotice` for each notice on `channel`, and after a lost connection is back (notices may have been missed). */
  listen: (channel: string, onNotice: () => void) => Promise<() => Promise<void>>
}

function postgresNotices(pool: pg.Pool, url: string): TNotices {
  return {
    notify: async (channel) => {
      await pool.query('select pg_notify($1, $2)', [channel, ''])
    },
    async listen(channel, onNotice) {
      let client: pg.Client | undefined
      let stopped = false
      const connect = async () => {
        const next = new pg.Client({ connectionString: url })
        next.on('notification', (message) => message.channel === channel && onNotice())
        next.on('error', () => {
          next.end().catch(() => {})
          if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000).unref()
        })
        await next.connect()
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
        client = next
        onNotice()
      }
      await connect()
      return async () => {
        stopped = true
        await client?.end().catch(() => {})
      }
    },
  }
}

/** The advisory lock key of the start-up section (any fixed 64-bit number; "utsab" in ASCII). */
export const STARTUP_LOCK_KEY = 0x7574736162

/** Holds a session-level advisory lock on a connection of its own (not the pool's, which the task needs). */
async function withAdvisoryLock<T>(url: string, task: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  // Losing this connection mid-task frees the lock early; the task itself runs on the pool and carries on.
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    return await task()
  } finally {
    // Ending the session releases the lock, also when the process dies while holding it.
    await client.end().catch(() => {})
  }
}

export type TDatabaseOptions =
  | {
      url: string
      poolSize?: number
      /**
       * Told when an idle pooled connection is lost (the server restarted, an administrator ended
       * it). The pool drops that connection and opens another on the next query; without a listener
       * Node would treat the error as uncaught and end the process.
       */
      onConnectionLost?: (error: Error) => void
    }
  | {
      /** A folder for persisted data, or undefined for an in-memory database (tests). */
      dataDir: string | undefined
      /** A data folder's tarball (`snapshot`) to start from, into an empty data folder: tests start from a migrated one. */
      loadDataDir?: Blob
    }

/**
 * Set on every connection. Catalog search tolerates a typo through pg_trgm's word similarity (`<%`), above this
 * threshold: 0.5 rather than the default 0.6 lets the common spellings of Bangla words in English letters find each
 * other ("lehnga" finds "lehenga", "karnafuli" finds "Karnaphuli"). A GUC of a library not loaded yet is kept as a
 * placeholder until pg_trgm loads.
 */
const SESSION_SETTINGS = 'SET pg_trgm.word_similarity_threshold = 0.5'

/** PostgreSQL through a pool when a URL is given, otherwise embedded PGlite. */
export function openDatabase(options: TDatabaseOptions): TDatabase {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // A client runs its queries in order: this one runs before any query the pool hands the client out for.
    pool.on('connect', (client) => void client.query(SESSION_SETTINGS).catch(() => {}))
    const onConnectionLost =
      options.onConnectionLost ??
      ((error: Error) => console.warn(`database: an idle connection was lost (${error.message}); the pool opens another`))
    pool.on('error', onConnectionLost)
    const db = drizzlePg(pool, { schema })
    return {
      db: db as unknown as TDb,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      exclusively: (task) => withAdvisoryLock(options.url, task),
      close: () => pool.end(),
      notices: postgresNotices(pool, options.url),
    }
  }
  if (options.dataDir) mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true })
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } })
  // PGlite runs queries one after another: this one runs first.
  void client.exec(SESSION_SETTINGS).catch(() => {})
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as TDb,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (task) => task(),
    close: () => client.close(),
    snapshot: async () => {
      // Written pages shorten the replay when the copy is opened; statements in between are covered by the WAL.
      await client.exec('CHECKPOINT')
      return client.dumpDataDir('none')
    },
  }
}

/**
 * Opens the database the environment asks for. An embedded data folder is claimed for this process
 * first (another owner: `EmbeddedFolderBusy`), made whole, and its snapshots are served to
 * `npm run backup` while it is open.
 */
export async function openConfiguredDatabase(env: Pick<TEnv, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>): Promise<TDatabase> {
  const options = databaseOptionsFromEnv(env)
  if (!('dataDir' in options && options.dataDir)) return openDatabase(options)
  // A restart may overlap the old process's last moments (a watcher restarting it): wait a little for it.
  const owner = await claimEmbeddedFolder(options.dataDir, { waitMs: 3000 })
  try {
    await prepareEmbeddedDataDir(options.dataDir)
  } catch (error) {
    await owner.release()
    throw error
  }
  const database = openDatabase(options)
  if (database.snapshot) owner.serveSnapshots(database.snapshot)
  return {
    ...database,
    close: async () => {
      try {
        await database.close()
      } finally {
        await owner.release()
      }
    },
  }
}

/** The database the environment asks for: DATABASE_URL, or PGlite under DATA_DIR (relative to the repository). */
export function databaseOptionsFromEnv(env: Pick<TEnv, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>): TDatabaseOptions {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
  return { dataDir: path.join(path.resolve(repoRoot, env.DATA_DIR), 'pglite') }
}
