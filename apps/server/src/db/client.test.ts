import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../test/test-app'
import { openDatabase, type TDatabase } from './client'

// Found by CI: an idle pooled connection ended by the server made the pool emit 'error' with no
// listener, which Node treats as an uncaught exception: a PostgreSQL restart would end the process.

const serverUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  let host: TDatabase & { url?: string }
  let database: TDatabase
  const lost: Error[] = []
  beforeAll(async () => {
    host = await openTestDatabase()
    database = openDatabase({ url: host.url!, poolSize: 2, onConnectionLost: (error) => lost.push(error) })
  })
  afterAll(async () => {
    await database.close()
    await host.close()
  })

  const backendPid = async () => {
    const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }
    return result.rows[0]!.pid
  }

  it('survives the server ending an idle connection, and answers the next query on a new one', async () => {
    const pid = await backendPid()
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query('select pg_terminate_backend($1)', [pid])
    await admin.end()
    await expect.poll(() => lost.length, { timeout: 3000 }).toBe(1)
    expect(lost[0]!.message).toMatch(/terminating connection/)
    expect(await backendPid()).not.toBe(pid)
  })
})
