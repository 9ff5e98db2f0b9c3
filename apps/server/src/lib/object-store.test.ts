import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../../test/s3-server'
import { createLocalObjectStore, createS3ObjectStore, type TObjectStore } from './object-store'

/** Decision 042: both adapters keep, read and remove bytes the same way; S3 against a real S3-protocol server. */

let s3: Awaited<ReturnType<typeof startS3Server>>
let folder: string
const stores: Record<string, TObjectStore> = {}

beforeAll(async () => {
  s3 = await startS3Server()
  folder = await mkdtemp(path.join(tmpdir(), 'utsab-objects-'))
  stores.local = createLocalObjectStore(folder)
  stores.s3 = createS3ObjectStore({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  })
})
afterAll(async () => {
  for (const store of Object.values(stores)) store.close()
  await s3.close()
  await rm(folder, { recursive: true, force: true })
})

describe.each(['local', 's3'])('the %s object store', (kind) => {
  const name = `00000000-0000-4000-8000-00000000000${kind === 'local' ? 1 : 2}_640-320.avif`

  it('keeps bytes under a name, gives them back with their type, and removes them', async () => {
    const store = stores[kind]!
    const body = Buffer.from([0, 1, 2, 3, 255])
    await store.put(name, body, 'image/avif')
    expect(await store.read(name)).toEqual({ body, contentType: 'image/avif' })
    await store.remove([name])
    expect(await store.read(name)).toBeUndefined()
    // Removing what is already gone is no error (a failed upload cleans up after itself).
    await store.remove([name])
  })

  it('serves at /uploads/ and knows its own URLs only', () => {
    const store = stores[kind]!
    expect(store.urlOf(name)).toBe(`/uploads/${name}`)
    expect(store.nameOf(`/uploads/${name}`)).toBe(name)
    for (const url of ['/demo/venue-1.svg', 'https://lh3.googleusercontent.com/a/photo', '/uploads/../secret', '/uploads/a/b.webp']) {
      expect(store.nameOf(url), url).toBeUndefined()
    }
  })
})

describe('a bucket with a public URL', () => {
  it('gives out URLs under it, which browsers read without credentials', async () => {
    const store = createS3ObjectStore({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
      publicUrl: `${s3.publicUrl}/`,
    })
    try {
      const name = '00000000-0000-4000-8000-000000000003.webp'
      await store.put(name, Buffer.from('RIFF-not-really'), 'image/webp')
      const url = store.urlOf(name)
      expect(url).toBe(`${s3.publicUrl}/${name}`)
      expect(store.nameOf(url)).toBe(name)
      // A picture stored before the bucket had a public URL keeps its /uploads/ address.
      expect(store.nameOf(`/uploads/${name}`)).toBe(name)
      const fetched = await fetch(url)
      expect(fetched.status).toBe(200)
      expect(fetched.headers.get('content-type')).toBe('image/webp')
      expect(fetched.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(await fetched.text()).toBe('RIFF-not-really')
    } finally {
      store.close()
    }
  })
})
