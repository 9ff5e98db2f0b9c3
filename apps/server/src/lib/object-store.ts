import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

/**
 * Where the bytes of uploaded pictures live (decision 042): a folder on local disk (the default) or an
 * S3-compatible bucket (S3_BUCKET). The image store decides names and records owners; this only keeps
 * bytes under a name and says at which URL a page finds them.
 */
export type TObjectStore = {
  kind: 'local' | 's3'
  put: (name: string, body: Buffer, contentType: string) => Promise<void>
  /** Removes the objects; a name already gone is no error. */
  remove: (names: readonly string[]) => Promise<void>
  /**
   * The objects' names, sorted; only names of one path segment not starting with a dot (the names the
   * image store gives), at most `limit` of them when given. For backups (decision 041).
   */
  list: (limit?: number) => Promise<string[]>
  /** An object's bytes, for serving it through the app; undefined when there is none. */
  read: (name: string) => Promise<{ body: Buffer; contentType: string } | undefined>
  /** The URL a page uses for the object `name`. */
  urlOf: (name: string) => string
  /** The object behind a URL this store gave out, or undefined for any other URL. */
  nameOf: (url: string) => string | undefined
  close: () => void
}

export type TS3Settings = {
  bucket: string
  region: string
  /** An S3-compatible service's address (MinIO, R2, s3rver); AWS's own when absent. Path-style addressing then. */
  endpoint?: string
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** Where browsers read the bucket's objects (`<publicUrl>/<name>`); without it the app serves them at /uploads/. */
  publicUrl?: string
}

/** The prefix of URLs the app serves pictures at, whatever keeps their bytes. */
export const UPLOADS_PREFIX = '/uploads/'

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.avif': 'image/avif' }

/** The content type an object of this name is stored with when none is known (the image store's extensions). */
export const contentTypeOf = (name: string) => CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream'

/** A name the image store could have given: one path segment, not hidden. */
const isObjectName = (name: string) => name.length > 0 && !name.includes('/') && !name.includes('\\') && !name.startsWith('.')

/** Objects under a name that is one path segment, with no way out of `prefix`. */
const nameAfter = (url: string, prefix: string) => {
  if (!url.startsWith(prefix)) return undefined
  const name = url.slice(prefix.length)
  return isObjectName(name) ? name : undefined
}

/** Files in `folder`, served at /uploads/ by the app (`fastify-static`). */
export function createLocalObjectStore(folder: string): TObjectStore {
  return {
    kind: 'local',
    async put(name, body) {
      await mkdir(folder, { recursive: true })
      await writeFile(path.join(folder, path.basename(name)), body)
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(path.join(folder, path.basename(name)), { force: true })))
    },
    async list(limit) {
      const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return []
        throw error
      })
      const names = entries
        .filter((entry) => entry.isFile() && isObjectName(entry.name))
        .map((entry) => entry.name)
        .sort()
      return limit === undefined ? names : names.slice(0, limit)
    },
    async read(name) {
      const body = await readFile(path.join(folder, path.basename(name))).catch(() => undefined)
      return body && { body, contentType: contentTypeOf(name) }
    },
    urlOf: (name) => `${UPLOADS_PREFIX}${name}`,
    nameOf: (url) => nameAfter(url, UPLOADS_PREFIX),
    close: () => {},
  }
}

/** Objects in an S3 bucket, read by browsers at `publicUrl` or, without one, through the app at /uploads/ (served there either way). */
export function createS3ObjectStore(settings: TS3Settings): TObjectStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Buckets of S3-compatible services are addressed by path (`<endpoint>/<bucket>/<key>`), not by host name.
    forcePathStyle: Boolean(settings.endpoint),
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible services reject the SDK's default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const publicPrefix = settings.publicUrl ? `${settings.publicUrl.replace(/\/+$/, '')}/` : UPLOADS_PREFIX
  return {
    kind: 's3',
    async put(name, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: name,
          Body: body,
          ContentType: contentType,
          // Names are random and never reused: a browser or CDN may keep a picture for good.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      )
    },
    async remove(names) {
      await Promise.all(names.map((name) => client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: name }))))
    },
    async list(limit) {
      const names: string[] = []
      let continuationToken: string | undefined
      // ListObjectsV2 answers up to 1000 keys a page, in key order; the token asks for the next page. Whole
      // pages even with a limit: a page is one request, and a small MaxKeys needlessly truncates it.
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: continuationToken }))
        for (const object of page.Contents ?? []) if (object.Key && isObjectName(object.Key)) names.push(object.Key)
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (continuationToken && (limit === undefined || names.length < limit))
      names.sort()
      return limit === undefined ? names : names.slice(0, limit)
    },
    async read(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: name }))
        if (!answer.Body) return undefined
        const body = Buffer.from(await answer.Body.transformToByteArray())
        return { body, contentType: answer.ContentType ?? contentTypeOf(name) }
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return undefined
        throw error
      }
    },
    urlOf: (name) => `${publicPrefix}${name}`,
    // Pictures stored before the bucket had a public URL keep their /uploads/ address (the app serves both).
    nameOf: (url) => nameAfter(url, publicPrefix) ?? nameAfter(url, UPLOADS_PREFIX),
    close: () => client.destroy(),
  }
}
