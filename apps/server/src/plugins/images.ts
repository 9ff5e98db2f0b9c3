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

/** Images on local disk under `folder`, served at `/uploads/`. */
export function createLocalImageStore(folder: string): TImageStore {
  const publicPrefix = '/uploads/'
  return {
    folder,
    publicPrefix,
    async saveImage(data, { width, height, fit = 'inside' }) {
      let format: string | undefined
      try {
        format = (await sharp(data).metadata()).format
      } catch {
        format = undefined
      }
      if (!format || !ACCEPTED_FORMATS.has(format)) {
        throw new AppError(415, 'The file is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF picture.')
      }
      const webp = await sharp(data, { animated: false })
        .rotate()
        .resize({ width, height, fit, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer()
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
