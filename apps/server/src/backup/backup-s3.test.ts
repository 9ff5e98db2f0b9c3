import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { S3Client, type ListObjectsV2Command } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startS3Server } from '../../test/s3-server'
import { openConfiguredDatabase } from '../db/client'
import { buildAgency, buildListing, insertAgencyWithListings } from '../db/factories'
import { listings } from '../db/schema'
import { createS3ObjectStore, type TObjectStore } from '../lib/object-store'
import { takeBackup } from './backup'
import { PICTURES_FOLDER, type TManifest } from './manifest'
import { objectStorePictures } from './pictures'
import { restoreBackup } from './restore'

/** Decision 041 with the pictures in an S3-compatible bucket (S3_BUCKET, decision 042), against a real S3-protocol server. */

type TS3Server = Awaited<ReturnType<typeof startS3Server>>

const scratch = mkdtempSync(path.join(tmpdir(), 'utsab-backup-s3-test-'))
const servers: TS3Server[] = []
const stores: TObjectStore[] = []

/** A bucket of its own on its own server, and the app's object store over it. */
async function bucket(name: string) {
  const server = await startS3Server(name)
  servers.push(server)
  const objects = createS3ObjectStore({
    bucket: server.bucket,
    region: server.env.S3_REGION,
    endpoint: server.endpoint,
    credentials: { accessKeyId: server.env.S3_ACCESS_KEY_ID, secretAccessKey: server.env.S3_SECRET_ACCESS_KEY },
  })
  stores.push(objects)
  return { objects, pictures: objectStorePictures(objects, `the S3 bucket ${server.bucket}`) }
}

let source: Awaited<ReturnType<typeof bucket>>
let target: Awaited<ReturnType<typeof bucket>>
beforeAll(async () => {
  source = await bucket('utsab-pictures')
  target = await bucket('utsab-restored')
})
afterAll(async () => {
  for (const objects of stores) objects.close()
  for (const server of servers) await server.close()
  rmSync(scratch, { recursive: true, force: true })
})

describe('backup and restore with the pictures in an S3 bucket', () => {
  const sourceDir = path.join(scratch, 'source')
  const folder = path.join(scratch, 'backup')
  const picture = randomBytes(4096)
  const name = `${crypto.randomUUID()}_640-480.webp`
  let listingId: string
  let manifest: TManifest

  it('copies the bucket’s pictures into the backup folder, with their sha256 in the manifest', async () => {
    const database = await openConfiguredDatabase({ DATA_DIR: sourceDir, DATABASE_POOL_SIZE: 1 })
    try {
      await database.migrate()
      await source.objects.put(name, picture, 'image/webp')
      const { listings: saved } = await insertAgencyWithListings(database.db, buildAgency(), [
        buildListing('photographer', { pictures: [source.objects.urlOf(name)] }),
      ])
      listingId = saved[0]!.id
      manifest = await takeBackup({ dataDir: sourceDir, pictures: source.pictures }, folder)
    } finally {
      await database.close()
    }
    expect(manifest.counts).toMatchObject({ listings: 1, agencies: 1 })
    const sha256 = createHash('sha256').update(picture).digest('hex')
    expect(manifest.pictures).toEqual([{ name, bytes: picture.length, sha256 }])
    expect(await readFile(path.join(folder, PICTURES_FOLDER, name))).toEqual(picture)
  })

  it('restores into a new empty bucket and an empty DATA_DIR: the same bytes, with their content type', async () => {
    const targetDir = path.join(scratch, 'target')
    expect(await target.pictures.isEmpty()).toBe(true)
    const restored = await restoreBackup({ dataDir: targetDir, pictures: target.pictures }, folder)
    expect(restored.counts).toEqual(manifest.counts)
    expect(restored).toMatchObject({ pictures: 1, picturesBytes: picture.length })
    expect(await target.objects.list()).toEqual([name])
    expect(await target.objects.read(name)).toEqual({ body: picture, contentType: 'image/webp' })
    const database = await openConfiguredDatabase({ DATA_DIR: targetDir, DATABASE_POOL_SIZE: 1 })
    try {
      const [row] = await database.db.select().from(listings).where(eq(listings.id, listingId))
      expect(row?.pictures).toEqual([target.objects.urlOf(name)])
    } finally {
      await database.close()
    }
  })

  it('refuses a bucket that is not empty unless told to overwrite', async () => {
    await expect(restoreBackup({ dataDir: path.join(scratch, 'again'), pictures: target.pictures }, folder)).rejects.toThrow(
      /^Refusing to restore: the S3 bucket utsab-restored is not empty/,
    )
    const restored = await restoreBackup({ dataDir: path.join(scratch, 'again'), pictures: target.pictures }, folder, { overwrite: true })
    expect(restored.pictures).toBe(1)
    expect(await target.objects.read(name)).toEqual({ body: picture, contentType: 'image/webp' })
  })
  // A backup opens its snapshot in memory and rewrites it without credentials (decision 049): tens of seconds on a busy machine.
}, 120_000)

describe('the pictures of a bucket', () => {
  it('are the objects the image store could have named, sorted', async () => {
    const few = await bucket('utsab-few')
    const body = Buffer.from('RIFF')
    for (const name of ['b.webp', 'a.avif', 'elsewhere/other.webp', '.hidden']) await few.objects.put(name, body, 'image/webp')
    expect(await few.pictures.list()).toEqual(['a.avif', 'b.webp'])
    expect(await few.objects.list(1)).toEqual(['a.avif'])
    expect(await few.pictures.isEmpty()).toBe(false)
  })

  // s3rver cannot give out a continuation token under Node 20 (it ciphers them with DES, which OpenSSL 3 lacks): pages are stood in for here.
  it('are listed across ListObjectsV2 pages', async () => {
    const objects = createS3ObjectStore({ bucket: 'paged', region: 'us-east-1', endpoint: 'http://127.0.0.1:1' })
    stores.push(objects)
    const pages: Record<string, { Contents: { Key: string }[]; IsTruncated: boolean; NextContinuationToken?: string }> = {
      first: { Contents: [{ Key: 'a.webp' }, { Key: 'b.webp' }], IsTruncated: true, NextContinuationToken: 'second' },
      second: { Contents: [{ Key: 'c.webp' }, { Key: 'x/d.webp' }], IsTruncated: false },
    }
    const asked: (string | undefined)[] = []
    const send = vi.spyOn(S3Client.prototype, 'send').mockImplementation(async (command: object) => {
      const token = (command as ListObjectsV2Command).input.ContinuationToken
      asked.push(token)
      return pages[token ?? 'first']
    })
    try {
      expect(await objects.list()).toEqual(['a.webp', 'b.webp', 'c.webp'])
      expect(asked).toEqual([undefined, 'second'])
      asked.length = 0
      expect(await objects.list(1)).toEqual(['a.webp'])
      expect(asked).toEqual([undefined])
    } finally {
      send.mockRestore()
    }
  })
})
