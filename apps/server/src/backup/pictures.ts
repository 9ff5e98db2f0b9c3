import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { contentTypeOf, type TObjectStore } from '../lib/object-store'

/** One stored picture as the manifest lists it. */
export type TPictureEntry = { name: string; bytes: number; sha256: string }

/**
 * Where pictures are read from and written to by a backup and a restore. Pictures are immutable files
 * with random names, so listing and copying them after the database was dumped is a consistent snapshot.
 * Two kinds: a local folder, and the app's object store (an S3-compatible bucket: ListObjectsV2, GetObject,
 * PutObject through `TObjectStore`).
 */
export type TPictureStore = {
  /** How messages name it: "the pictures folder …", "the S3 bucket …". */
  describe: string
  /** The pictures' names (no folders), in a stable order. */
  list: () => Promise<string[]>
  /** The picture's bytes, or undefined when it was removed since it was listed. */
  read: (name: string) => Promise<Readable | undefined>
  /** Stores the picture under `name`, whole or not at all. */
  write: (name: string, data: Readable) => Promise<void>
  isEmpty: () => Promise<boolean>
}

const isPictureName = (name: string) => !name.startsWith('.') && !name.endsWith('.partial')

export function localPictureFolder(folder: string): TPictureStore {
  return {
    describe: `the pictures folder ${folder}`,
    async list() {
      const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return []
        throw error
      })
      return entries
        .filter((entry) => entry.isFile() && isPictureName(entry.name))
        .map((entry) => entry.name)
        .sort()
    },
    async read(name) {
      const file = path.join(folder, name)
      try {
        await stat(file)
      } catch {
        return undefined
      }
      return createReadStream(file)
    },
    async write(name, data) {
      await mkdir(folder, { recursive: true })
      const partial = path.join(folder, `.${name}.partial`)
      try {
        await pipeline(data, createWriteStream(partial))
        await rename(partial, path.join(folder, name))
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },
    async isEmpty() {
      return (await this.list()).length === 0
    },
  }
}

/**
 * The pictures in an object store (S3_BUCKET): whole objects in memory, one at a time (pictures are at
 * most UPLOAD_MAX_BYTES), written with the content type their extension names, as the image store does.
 */
export function objectStorePictures(objects: TObjectStore, describe: string): TPictureStore {
  return {
    describe,
    list: () => objects.list(),
    async read(name) {
      const object = await objects.read(name)
      return object && Readable.from([object.body])
    },
    async write(name, data) {
      const chunks: Buffer[] = []
      for await (const chunk of data) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array))
      await objects.put(name, Buffer.concat(chunks), contentTypeOf(name))
    },
    async isEmpty() {
      return (await objects.list(1)).length === 0
    },
  }
}

/** Copies one picture between stores, answering its size and sha256 (undefined when it is gone from `from`). */
export async function copyPicture(from: TPictureStore, to: TPictureStore, name: string): Promise<TPictureEntry | undefined> {
  const source = await from.read(name)
  if (!source) return undefined
  const hash = createHash('sha256')
  let bytes = 0
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.length
      done(null, chunk)
    },
  })
  const measured = source.pipe(measure)
  source.once('error', (error) => measured.destroy(error))
  await to.write(name, measured)
  return { name, bytes, sha256: hash.digest('hex') }
}
