import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { buildApp } from '../src/app'
import { openDatabase, type TDatabase } from '../src/db/client'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new uniquely
 * named database on the PostgreSQL server at TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<TDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const database = openDatabase({ dataDir: undefined })
    await database.migrate()
    return database
  }
  const name = `utsab_test_${Date.now()}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = openDatabase({ url: url.toString(), poolSize: 5 })
  await database.migrate()
  return {
    ...database,
    close: async () => {
      await database.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

export async function createTestApp() {
  const database = await openTestDatabase()
  const app = await buildApp({ database, publicUrl: 'http://utsab.test' })
  await app.ready()
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}
