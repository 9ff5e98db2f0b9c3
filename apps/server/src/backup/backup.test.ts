import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { createActor, logIn } from '../../test/actors'
import { createTestApp } from '../../test/test-app'
import { openConfiguredDatabase, openDatabase, type TDatabase } from '../db/client'
import { claimEmbeddedFolder, EmbeddedFolderBusy } from '../db/embedded-owner'
import { buildAgency, buildListing, insertAgencyWithListings } from '../db/factories'
import { listings, outboxMessages, session } from '../db/schema'
import { gunzip, takeBackup } from './backup'
import { MANIFEST_FILE, type TManifest } from './manifest'
import { restoreBackup } from './restore'

const OUTBOX_LINK = 'https://utsab.test/reset-password/outbox-link-token-5f1c'

const scratch = mkdtempSync(path.join(tmpdir(), 'utsab-backup-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** A listing whose picture is a file in DATA_DIR/uploads, as the image store leaves it. */
async function listingWithPicture(database: TDatabase, dataDir: string) {
  const picture = randomBytes(2048)
  const name = `${crypto.randomUUID()}.webp`
  await mkdir(path.join(dataDir, 'uploads'), { recursive: true })
  await writeFile(path.join(dataDir, 'uploads', name), picture)
  const { listings: saved } = await insertAgencyWithListings(database.db, buildAgency(), [
    buildListing('photographer', { pictures: [`/uploads/${name}`] }),
  ])
  return { listingId: saved[0]!.id, name, picture }
}

describe('backup and restore of the embedded database', () => {
  const source = path.join(scratch, 'source')
  const target = path.join(scratch, 'target')
  const folder = path.join(scratch, 'backup')
  let manifest: TManifest
  let saved: Awaited<ReturnType<typeof listingWithPicture>>

  it('copies the database from the process that has it open, then the pictures', async () => {
    const database = await openConfiguredDatabase({ DATA_DIR: source, DATABASE_POOL_SIZE: 1 })
    try {
      await database.migrate()
      saved = await listingWithPicture(database, source)
      // Another process may not open the folder meanwhile; the backup asks this one.
      await expect(claimEmbeddedFolder(path.join(source, 'pglite'))).rejects.toBeInstanceOf(EmbeddedFolderBusy)
      manifest = await takeBackup({ dataDir: source }, folder)
    } finally {
      await database.close()
    }
    expect(manifest.database).toMatchObject({ kind: 'pglite', source: 'running server' })
    expect(manifest.counts).toMatchObject({ listings: 1, agencies: 1 })
    expect(manifest.migrations.applied).toBeGreaterThan(0)
    expect(manifest.pictures).toEqual([expect.objectContaining({ name: saved.name, bytes: saved.picture.length })])
    expect(JSON.parse(await readFile(path.join(folder, MANIFEST_FILE), 'utf8'))).toEqual(manifest)
  })

  it('restores into an empty instance, where the row and its picture are back', async () => {
    const restored = await restoreBackup({ dataDir: target }, folder)
    expect(restored.counts).toEqual(manifest.counts)
    expect(await readFile(path.join(target, 'uploads', saved.name))).toEqual(saved.picture)
    const database = await openConfiguredDatabase({ DATA_DIR: target, DATABASE_POOL_SIZE: 1 })
    try {
      const [row] = await database.db.select().from(listings).where(eq(listings.id, saved.listingId))
      expect(row?.pictures).toEqual([`/uploads/${saved.name}`])
    } finally {
      await database.close()
    }
  })

  it('refuses to restore over data unless told to, and then moves the old database aside', async () => {
    await expect(restoreBackup({ dataDir: target }, folder)).rejects.toThrow(
      /^Refusing to restore: the embedded database .* already exists, and the pictures folder .* is not empty/,
    )
    await restoreBackup({ dataDir: target }, folder, { overwrite: true })
    expect((await readdir(target)).filter((entry) => entry.startsWith('pglite.replaced-'))).toHaveLength(1)
  })

  it('refuses a folder without a manifest, and a backup of the other kind of database', async () => {
    await expect(restoreBackup({ dataDir: path.join(scratch, 'other') }, scratch)).rejects.toThrow(/not a whole backup/)
    await expect(restoreBackup({ dataDir: scratch, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }, folder)).rejects.toThrow(
      /is of the embedded database \(PGlite\), and this instance uses PostgreSQL/,
    )
  })
}, 120_000)

describe('a backup holds no credentials and is for its owner alone (issue 35)', () => {
  const source = path.join(scratch, 'private-source')
  const folder = path.join(scratch, 'private-backup')
  const sealed = path.join(scratch, 'sealed-backup')
  const passphrase = 'a long passphrase only the operator knows'
  let customer: { email: string; cookie: string }
  let token: string

  /** The app on the embedded database in `dataDir`, for `use`, then closed. */
  async function withAppOn<T>(dataDir: string, use: (app: Awaited<ReturnType<typeof createTestApp>>['app']) => Promise<T>) {
    const database = await openConfiguredDatabase({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: 1 })
    await database.migrate()
    const test = await createTestApp({}, { database })
    try {
      return await use(test.app)
    } finally {
      await test.close()
    }
  }
  const me = async (app: Parameters<Parameters<typeof withAppOn>[1]>[0], cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user

  it('writes folders 0700 and files 0600 whatever the umask, and leaves the signed-in sessions out', async () => {
    const umask = process.umask(0)
    try {
      await withAppOn(source, async (app) => {
        await listingWithPicture({ db: app.db } as TDatabase, source)
        customer = await createActor(app, 'backed-up')
        expect(await me(app, customer.cookie)).toMatchObject({ email: customer.email })
        token = (await app.db.select({ token: session.token }).from(session))[0]!.token
        // A mail in the outbox: its reset link works on the live site, so it is a credential too.
        await app.db.insert(outboxMessages).values({ to: customer.email, subject: 'Reset', text: OUTBOX_LINK, html: OUTBOX_LINK })
        await takeBackup({ dataDir: source }, folder)
        await takeBackup({ dataDir: source }, sealed, { passphrase })
      })
    } finally {
      process.umask(umask)
    }
    const modes = async (at: string): Promise<string[]> => {
      const lines = [`${path.relative(folder, at) || '.'} ${((await stat(at)).mode & 0o777).toString(8)}`]
      for (const entry of await readdir(at, { withFileTypes: true }))
        lines.push(
          ...(entry.isDirectory()
            ? await modes(path.join(at, entry.name))
            : [`${entry.name} ${((await stat(path.join(at, entry.name))).mode & 0o777).toString(8)}`]),
        )
      return lines
    }
    const listed = await modes(folder)
    expect(listed).toContain('. 700')
    expect(listed).toContain('uploads 700')
    expect(listed).toContain(`${MANIFEST_FILE} 600`)
    expect(listed).toContain('pglite.tar.gz 600')
    expect(listed.filter((line) => !line.endsWith(' 700') && !line.endsWith(' 600'))).toEqual([])
    const manifest = JSON.parse(await readFile(path.join(folder, MANIFEST_FILE), 'utf8')) as TManifest
    expect(manifest.counts).toMatchObject({ session: 0, verification: 0, outbox_messages: 0, phone_codes: 0, user: 1 })
    // Not a byte of the token anywhere in the archive: the table's old files and the WAL with its insert are gone too.
    const archive = await gunzip(await readFile(path.join(folder, 'pglite.tar.gz')))
    expect(archive.includes(token)).toBe(false)
    expect(archive.includes(OUTBOX_LINK)).toBe(false)
  })

  it('restores without sessions: the cookie from before the backup no longer signs anyone in, the password still does', async () => {
    const target = path.join(scratch, 'private-target')
    await restoreBackup({ dataDir: target }, folder)
    await withAppOn(target, async (app) => {
      expect(await app.db.select().from(session)).toEqual([])
      expect(await me(app, customer.cookie)).toBeNull()
      expect(await me(app, await logIn(app, customer.email))).toMatchObject({ email: customer.email })
    })
  })

  it('encrypts the database with BACKUP_PASSPHRASE, and restores only with that passphrase', async () => {
    const manifest = JSON.parse(await readFile(path.join(sealed, MANIFEST_FILE), 'utf8')) as TManifest
    expect(manifest.database).toMatchObject({ file: 'pglite.tar.gz.enc', encryption: { cipher: 'aes-256-gcm', kdf: 'scrypt' } })
    expect(JSON.stringify(manifest)).not.toContain(passphrase)
    const stored = await readFile(path.join(sealed, manifest.database.file))
    expect(stored.includes(Buffer.from(customer.email))).toBe(false)
    const target = path.join(scratch, 'sealed-target')
    await expect(restoreBackup({ dataDir: target }, sealed)).rejects.toThrow(/This backup is encrypted: set BACKUP_PASSPHRASE/)
    await expect(restoreBackup({ dataDir: target }, sealed, { passphrase: 'not it' })).rejects.toThrow(
      /BACKUP_PASSPHRASE is not the passphrase this backup was encrypted with/,
    )
    // Refused before anything was written.
    expect(existsSync(path.join(target, 'pglite'))).toBe(false)
    const restored = await restoreBackup({ dataDir: target }, sealed, { passphrase })
    expect(restored.counts).toEqual(manifest.counts)
    await withAppOn(target, async (app) => expect(await me(app, await logIn(app, customer.email))).toMatchObject({ email: customer.email }))
  })
}, 180_000)

const serverUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!serverUrl)('backup and restore on PostgreSQL', () => {
  const names = ['source', 'target'].map((role) => `utsab_test_backup_${role}_${Date.now()}_${randomBytes(3).toString('hex')}`)
  const urlOf = (name: string) => Object.assign(new URL(serverUrl!), { pathname: `/${name}` }).toString()
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(sql)
    await client.end()
  }
  afterAll(async () => {
    for (const name of names) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })

  it('dumps with pg_dump and restores with pg_restore into an empty database, rows and picture included', async () => {
    for (const name of names) await admin(`CREATE DATABASE ${name}`)
    const [sourceUrl, targetUrl] = names.map(urlOf) as [string, string]
    const dataDir = path.join(scratch, 'pg-source')
    const database = openDatabase({ url: sourceUrl, poolSize: 2 })
    let saved
    try {
      await database.migrate()
      saved = await listingWithPicture(database, dataDir)
    } finally {
      await database.close()
    }
    const folder = path.join(scratch, 'pg-backup')
    const manifest = await takeBackup({ databaseUrl: sourceUrl, dataDir }, folder)
    expect(manifest.database).toMatchObject({ kind: 'postgres', source: 'pg_dump' })
    const targetDir = path.join(scratch, 'pg-target')
    const restored = await restoreBackup({ databaseUrl: targetUrl, dataDir: targetDir }, folder)
    expect(restored.counts).toEqual(manifest.counts)
    expect(await readFile(path.join(targetDir, 'uploads', saved.name))).toEqual(saved.picture)
    await expect(restoreBackup({ databaseUrl: targetUrl, dataDir: path.join(scratch, 'pg-empty') }, folder)).rejects.toThrow(
      /^Refusing to restore: the database at DATABASE_URL already holds \d+ tables/,
    )
  })
})
