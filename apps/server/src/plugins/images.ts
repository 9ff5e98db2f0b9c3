import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { AppError } from '../lib/errors'

export type TImageStore = {
  /** Checks that `data` is an image by its content, re-encodes it (stripping metadata) and stores it. */
  saveImage: (data: Buffer, options: { width: number; height?: number; fit?: 'cover' | 'inside' }) => Promise<string>
  /** Removes an image saved by this store (used when the operation that needed it fails). */
  removeImage: (url: string) => Promise<void>
  publicPrefix: string
  folder: string
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'])
/** Larger than any camera's photo; a small file that claims more is a decompression bomb. */
export const MAX_IMAGE_PIXELS = 100_000_000
const NOT_AN_IMAGE = 'The file is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF picture.'
const DAMAGED = 'The picture could not be read; the file may be damaged. Please upload another picture.'

/** Images on local disk under `folder`, served at `/uploads/`. */
export function createLocalImageStore(folder: string): TImageStore {
  const publicPrefix = '/uploads/'
  return {
    folder,
    publicPrefix,
    async saveImage(data, { width, height, fit = 'inside' }) {
      let metadata: sharp.Metadata | undefined
      try {
        metadata = await sharp(data).metadata()
      } catch {
        metadata = undefined
      }
      if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new AppError(415, NOT_AN_IMAGE)
      if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
        throw new AppError(413, `The picture is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`)
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
      return `${publicPrefix}${name}`
    },
    async removeImage(url) {
      if (!url.startsWith(publicPrefix)) return
      const name = path.basename(url)
      await rm(path.join(folder, name), { force: true })
    },
  }
}
