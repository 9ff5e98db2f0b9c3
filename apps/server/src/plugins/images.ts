import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import sharp from 'sharp'
import { errorsEn } from '@utsab/shared/i18n/messages/errors'
import { mainPictureName, pictureVariantUrl, pictureVariants, pictureWidthsFor, type TPictureWidth } from '@utsab/shared/pictures'
import type { TDb } from '../db/client'
import { uploads } from '../db/schema'
import { AppError } from '../lib/errors'
import { sendError } from './errors'
import type { TObjectStore } from '../lib/object-store'

export type TImageStore = {
  /**
   * Checks that `data` is an image by its content, re-encodes it (stripping metadata) to a main WebP and
   * its responsive variants (decision 043), stores them and records who sent it (`ownerId` null only for
   * a sign-up photo, until `claimImage`). Returns the main WebP's URL.
   */
  saveImage: (
    data: Buffer,
    options: { width: number; height?: number; fit?: 'cover' | 'inside'; ownerId: string | null },
  ) => Promise<string>
  /** Gives an image stored without an owner (a sign-up photo) to the account just created. */
  claimImage: (url: string, ownerId: string) => Promise<void>
  /** Whether `url` is an image this store saved for `ownerId`. */
  isOwnImage: (url: string, ownerId: string) => Promise<boolean>
  /** Removes an image saved by this store, variants included (used when the operation that needed it fails). */
  removeImage: (url: string) => Promise<void>
  /** Where the bytes are kept: local disk or an S3-compatible bucket (decision 042). */
  objects: TObjectStore
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
/** iPhones' HEIC photos are HEVC-compressed, which sharp's prebuilt libvips cannot decode (patents): 415 `image_heic_unsupported`. */
export const HEIC_UNSUPPORTED = errorsEn['errors.image.heic']

/** The names the image store writes: a main WebP, and its variants when its name says it has some. */
export const STORED_PICTURE_NAME = /^[0-9a-f-]{36}(?:_(?:320|640|1280)(?:-(?:320|640|1280)\.(?:avif|webp)|\.webp)|\.webp)$/

const CONTENT_TYPE = { avif: 'image/avif', webp: 'image/webp' } as const

/** Every name an image of this store is kept under: its main WebP, then its variants. */
function storedNames(objects: TObjectStore, url: string): string[] {
  const name = objects.nameOf(url)
  if (!name || !STORED_PICTURE_NAME.test(name)) return []
  return [name, ...pictureVariants(name).flatMap((variant) => [variant.avif, variant.webp])]
}

/** Pictures kept by `objects` (local disk or a bucket); who sent each is recorded in `uploads`. */
export function createImageStore(objects: TObjectStore, db: TDb): TImageStore {
  return {
    objects,
    async saveImage(data, { width, height, fit = 'inside', ownerId }) {
      let metadata: sharp.Metadata | undefined
      try {
        metadata = await sharp(data).metadata()
      } catch {
        metadata = undefined
      }
      if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new AppError('not_an_image')
      if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
        const megapixels = Math.round(((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0)) / 1_000_000)
        throw new AppError('image_too_many_pixels', { megapixels, max: MAX_IMAGE_PIXELS / 1_000_000 })
      }
      const heic = metadata.format === 'heif' && metadata.compression === 'hevc'
      const name = randomUUID()
      let files: { name: string; body: Buffer; format: 'avif' | 'webp' }[]
      try {
        // The header looked right; decoding can still fail (a truncated or corrupt file, an HEVC photo).
        // Decoded once, upright and at the main picture's size; every file is encoded from that.
        const base = await sharp(data, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize({ width, height, fit, withoutEnlargement: true })
          .raw()
          .toBuffer({ resolveWithObject: true })
        const { width: baseWidth, height: baseHeight, channels } = base.info
        const fromBase = () => sharp(base.data, { raw: { width: baseWidth, height: baseHeight, channels } })
        const main = await fromBase().webp({ quality: 80 }).toBuffer()
        // Variants up to the main picture's width, which is never wider than the original.
        const widths = pictureWidthsFor(baseWidth)
        const mainName = mainPictureName(name, widths)
        const variant = async (variantWidth: TPictureWidth, format: 'avif' | 'webp') => {
          const file = { name: pictureVariantUrl(mainName, variantWidth, format), format }
          if (format === 'webp' && variantWidth === baseWidth) return { ...file, body: main }
          const resized = fromBase().resize({ width: variantWidth, height: Math.round((variantWidth * baseHeight) / baseWidth) })
          // AVIF at effort 2: a fraction of the default's time for a few per cent more bytes.
          const body = await (format === 'webp' ? resized.webp({ quality: 80 }) : resized.avif({ quality: 55, effort: 2 })).toBuffer()
          return { ...file, body }
        }
        files = [
          { name: mainName, body: main, format: 'webp' },
          ...(await Promise.all(widths.flatMap((variantWidth) => [variant(variantWidth, 'avif'), variant(variantWidth, 'webp')]))),
        ]
      } catch {
        throw new AppError(heic ? 'image_heic_unsupported' : 'image_damaged')
      }
      try {
        await Promise.all(files.map((file) => objects.put(file.name, file.body, CONTENT_TYPE[file.format])))
      } catch (error) {
        await objects.remove(files.map((file) => file.name)).catch(() => {})
        throw error
      }
      const url = objects.urlOf(files[0]!.name)
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
      const names = storedNames(objects, url)
      if (names.length === 0) return
      await objects.remove(names)
      await db.delete(uploads).where(eq(uploads.url, url))
    },
  }
}

/**
 * A profile's new picture must be one this user uploaded through the image store: any other path would
 * let a profile show someone else's pictures, e.g. a merchant's licence scan. The picture already on the
 * profile (e.g. Google's) may be sent back unchanged; null (no picture) is always fine.
 */
export async function assertOwnPicture(images: TImageStore, image: string | null | undefined, owner: { id: string; image: string | null }) {
  if (!image || image === owner.image || (await images.isOwnImage(image, owner.id))) return
  throw new AppError('image_not_yours', undefined, { image: { key: 'errors.image.notYours' } })
}

/**
 * The `images` decorator: pictures re-encoded and kept by `objects`. Served at /uploads/ by the app: from
 * the folder for local disk (`app.ts`), from the bucket here (unless pages read the bucket's public URL,
 * pictures from before it had one still have /uploads/ addresses).
 */
export const imagesPlugin = fp(
  async (app: FastifyInstance, options: { objects: TObjectStore; db: TDb }) => {
    const { objects } = options
    app.decorate('images', createImageStore(objects, options.db))
    app.addHook('onClose', () => objects.close())
    if (objects.kind === 'local') return
    app.get('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
      const { name } = request.params as { name: string }
      const found = STORED_PICTURE_NAME.test(name) ? await objects.read(name) : undefined
      if (!found) return sendError(request, reply, 'picture_not_found')
      return reply
        .header('content-type', found.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(found.body)
    })
  },
  { name: 'images' },
)
