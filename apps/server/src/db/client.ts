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
import * as schema from './schema'

export type TSchema = typeof schema
export type TDb = PgDatabase<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>

export type TDatabase = {
  db: TDb
  kind: 'pglite' | 'postgres'
  migrate: () => Promise<void>
  close: () => Promise<void>
}

export type TDatabaseOptions =
  | { url: string; poolSize?: number }
  /** A folder for persisted data, or undefined for an in-memory database (tests). */
  | { dataDir: string | undefined }

/** PostgreSQL through a pool when a URL is given, otherwise embedded PGlite. */
export function openDatabase(options: TDatabaseOptions): TDatabase {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    const db = drizzlePg(pool, { schema })
    return {
      db: db as unknown as TDb,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    }
  }
  if (options.dataDir) mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true })
  const client = new PGlite({ dataDir: options.dataDir, extensions: { pg_trgm } })
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as TDb,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}

/** The database the environment asks for: DATABASE_URL, or PGlite under DATA_DIR (relative to the repository). */
export function databaseOptionsFromEnv(env: Pick<TEnv, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>): TDatabaseOptions {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
  return { dataDir: path.join(path.resolve(repoRoot, env.DATA_DIR), 'pglite') }
}
