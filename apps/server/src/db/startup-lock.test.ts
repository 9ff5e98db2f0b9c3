import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type TDatabase } from './client'

// Found by the two-instance drill (bench/two-instances.mjs): two instances started at once on an
// empty PostgreSQL database both ran the migrations, and one died on "duplicate key … pg_extension".

const serverUrl = process.env.TEST_DATABASE_URL
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(!serverUrl)('the start-up lock on PostgreSQL', () => {
  const name = `utsab_test_lock_${Date.now()}_${randomBytes(3).toString('hex')}`
  let instances: TDatabase[] = []
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    instances = [openDatabase({ url: url.toString(), poolSize: 2 }), openDatabase({ url: url.toString(), poolSize: 2 })]
  })
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()))
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  })

  it('lets two instances migrate an empty database at the same moment', async () => {
    const outcomes = await Promise.allSettled(instances.map((instance) => instance.exclusively(() => instance.migrate())))
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled'])
  })

  it('runs the tasks of instances one after another, and frees the lock when a task fails', async () => {
    const spans: [number, number][] = []
    const task = async () => {
      const start = performance.now()
      await sleep(150)
      spans.push([start, performance.now()])
    }
    await expect(instances[0]!.exclusively(() => Promise.reject(new Error('start failed')))).rejects.toThrow('start failed')
    await Promise.all([instances[0]!.exclusively(task), instances[1]!.exclusively(task), instances[1]!.exclusively(task)])
    spans.sort((a, b) => a[0] - b[0])
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1])
  })
})

it('on the embedded database, simply runs the task (one process only)', async () => {
  const database = openDatabase({ dataDir: undefined })
  try {
    expect(await database.exclusively(async () => 42)).toBe(42)
  } finally {
    await database.close()
  }
})
