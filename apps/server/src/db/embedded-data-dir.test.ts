import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { prepareEmbeddedDataDir } from './embedded-data-dir'

// The crash drill's kills during the first start are the end-to-end proof (bench/crash-drill.mjs);
// these pin down each state the folder can be found in.

// Each test initialises an embedded cluster (and opens it): seconds alone, over 30 s on a machine busy with the
// rest of the suite.
describe('preparing the embedded data folder', { timeout: 120_000 }, () => {
  let parent: string
  let dataDir: string
  beforeEach(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'utsab-pglite-'))
    dataDir = path.join(parent, 'pglite')
  })
  afterEach(() => rm(parent, { recursive: true, force: true }))

  const opensAndCounts = async () => {
    const client = new PGlite({ dataDir })
    try {
      await client.query('create table if not exists marks (id serial primary key)')
      await client.query('insert into marks default values')
      return (await client.query<{ count: number }>('select count(*)::int as count from marks')).rows[0]!.count
    } finally {
      await client.close()
    }
  }

  it('creates a whole cluster where there was none, leaving no staging folder behind', async () => {
    await prepareEmbeddedDataDir(dataDir)
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)
    expect(await readdir(parent)).toEqual(['pglite'])
    expect(await opensAndCounts()).toBe(1)
  })

  it('keeps an existing cluster and its rows', async () => {
    await prepareEmbeddedDataDir(dataDir)
    await opensAndCounts()
    await prepareEmbeddedDataDir(dataDir)
    expect(await opensAndCounts()).toBe(2)
  })

  it('removes what a process killed while initialising left behind', async () => {
    await mkdir(path.join(parent, 'pglite.initialising-4242', 'base'), { recursive: true })
    await prepareEmbeddedDataDir(dataDir)
    expect(await readdir(parent)).toEqual(['pglite'])
  })

  it('moves a folder that is not a cluster aside, without deleting it, and starts a new one', async () => {
    await mkdir(dataDir)
    await writeFile(path.join(dataDir, 'notes.txt'), 'not a database')
    await prepareEmbeddedDataDir(dataDir)
    const entries = await readdir(parent)
    const movedAside = entries.find((entry) => entry.startsWith('pglite.incomplete-'))
    expect(movedAside).toBeDefined()
    expect(existsSync(path.join(parent, movedAside!, 'notes.txt'))).toBe(true)
    expect(await opensAndCounts()).toBe(1)
  })
})
