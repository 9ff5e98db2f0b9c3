import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import sharp from 'sharp'
import type { TDb } from '../db/client'
import { uploads } from '../db/schema'
import { AppError } from '../lib/errors'

export type TImageStore = {
  /**
   * Checks that `data` is an image by its content, re-encodes it (stripping metadata) and stores it,
   * recording who sent it (`ownerId` null only for a sign-up photo, until `claimImage`).
   */
  saveImage: (
    data: Buffer,
    options: { width: number; height?: number; fit?: 'cover' | 'inside'; ownerId: string | null },
  ) => Promise<string>
  /** Gives an image stored without an owner (a sign-up photo) to the account just created. */
  claimImage: (url: string, ownerId: string) => Promise<void>
  /** Whether `url` is an image this store saved for `ownerId`. */
  isOwnImage: (url: string, ownerId: string) => Promise<boolean>
  /** Removes an image saved by this store (used when the operation that needed it fails). */
  removeImage: (url: string) => Promise<void>
  publicPrefix: string
  folder: string
}

declare module 'fastify' {
  interface FastifyInstance {
    images: TImageStore
  }
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'])
/**
 * More than any phone or most cameras take (a 40 MP picture is 7 300 × 5 500). Decoding costs time in
 * proportion to pixels, not to bytes: a 12 KB PNG claiming 100 MP costs 1.4 s of CPU, so the header's
 * claim is checked before anything is decoded.
 */
export const MAX_IMAGE_PIXELS = 40_000_000
const NOT_AN_IMAGE = 'The file is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF picture.'
const DAMAGED = 'The picture could not be read; the file may be damaged. Please upload another picture.'

/** Images on local disk under `folder`, served at `/uploads/`; who sent each is recorded in `uploads`. */
export function createLocalImageStore(folder: string, db: TDb): TImageStore {
  const publicPrefix = '/uploads/'
  return {
    folder,
    publicPrefix,
    async saveImage(data, { width, height, fit = 'inside', ownerId }) {
      let metadata: sharp.Metadata | undefined
      try {
        metadata = await sharp(data).metadata()
      } catch {
        metadata = undefined
      }
      if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new AppError(415, NOT_AN_IMAGE)
      if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
        const megapixels = Math.round(((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0)) / 1_000_000)
        throw new AppError(
          413,
          `The picture is ${megapixels} megapixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted. Please upload a smaller picture.`,
          undefined,
          'image_too_many_pixels',
        )
      }
      let webp: Buffer
      try {
        // The header looked right; decoding can still fail (a truncated or corrupt file).
        webp = await sharp(data, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize({ width, height, fit, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer()
      } catch {
        throw new AppError(415, DAMAGED)
      }
      await mkdir(folder, { recursive: true })
      const name = `${randomUUID()}.webp`
      await writeFile(path.join(folder, name), webp)
      const url = `${publicPrefix}${name}`
      await db.insert(uploads).values({ url, ownerId })
      return url
    },
    async claimImage(url, ownerId) {
      await db.update(uploads).set({ ownerId }).where(eq(uploads.url, url))
    },
    async isOwnImage(url, ownerId) {
      const [row] = await db
        .select({ url: uploads.url })
        .from(uploads)
        .where(and(eq(uploads.url, url), eq(uploads.ownerId, ownerId)))
      return Boolean(row)
    },
    async removeImage(url) {
      if (!url.startsWith(publicPrefix)) return
      const name = path.basename(url)
      await rm(path.join(folder, name), { force: true })
      await db.delete(uploads).where(eq(uploads.url, url))
    },
  }
}

const NOT_YOUR_PICTURE = 'image must be a picture you uploaded to Utsab'

/**
 * A profile's new picture must be one this user uploaded through the image store: any other path would
 * let a profile show someone else's pictures, e.g. a merchant's licence scan. The picture already on the
 * profile (e.g. Google's) may be sent back unchanged; null (no picture) is always fine.
 */
export async function assertOwnPicture(images: TImageStore, image: string | null | undefined, owner: { id: string; image: string | null }) {
  if (!image || image === owner.image || (await images.isOwnImage(image, owner.id))) return
  throw new AppError(400, NOT_YOUR_PICTURE, { image: NOT_YOUR_PICTURE }, 'image_not_yours')
}

/** The `images` decorator: pictures re-encoded and stored under `folder`, served at /uploads/. */
export const imagesPlugin = fp(
  async (app: FastifyInstance, options: { folder: string; db: TDb }) => {
    app.decorate('images', createLocalImageStore(options.folder, options.db))
  },
  { name: 'images' },
)
