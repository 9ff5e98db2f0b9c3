import { m } from '@utsab/shared/schemas/messages-by-key'

/** What the server takes per file (UPLOAD_MAX_BYTES, 5 MB by default) and per application (1–6 pictures, one licence). */
export const APPLICATION_FILE_MAX_BYTES = 5 * 1024 * 1024
export const APPLICATION_MAX_PICTURES = 6
const MAX_MB = APPLICATION_FILE_MAX_BYTES / 1024 / 1024

/** The image formats the server accepts, recognised by their first bytes rather than the file's name. */
export type TImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heif'

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte)

const AVIF_BRANDS = new Set(['avif', 'avis'])
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])

/** The image format a file's first 12 bytes announce, or undefined when they are not an image we take. */
export function imageFormatOf(head: Uint8Array): TImageFormat | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (head.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(head, 0, 6))) return 'gif'
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp'
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12)
    if (AVIF_BRANDS.has(brand)) return 'avif'
    if (HEIF_BRANDS.has(brand)) return 'heif'
  }
  return undefined
}

/** The files of an `<input type="file">` value: a FileList, an array, or nothing. */
export function filesOf(value: unknown): File[] {
  if (!value || typeof value !== 'object' || !('length' in value)) return []
  return Array.from(value as ArrayLike<File>)
}

/** Why one chosen file would be refused (not an image by its content, or too large), or undefined when it is fine. */
export async function fileProblem(file: Blob & { name: string }): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  if (!imageFormatOf(head)) return m('validation.merchant.fileNotImage', { name: file.name })
  if (file.size > APPLICATION_FILE_MAX_BYTES) return m('validation.merchant.fileTooLarge', { name: file.name, maxMb: MAX_MB })
  return undefined
}

/** The first problem of the whole selection, in the order a person fixes them: none chosen, too many, then each file. */
export async function filesProblem(
  files: ReadonlyArray<Blob & { name: string }>,
  { required, max }: { required: string; max: number },
): Promise<string | undefined> {
  if (files.length === 0) return required
  if (files.length > max) return max === 1 ? m('validation.merchant.onePicture') : m('validation.merchant.picturesTooMany', { max })
  for (const file of files) {
    const problem = await fileProblem(file)
    if (problem) return problem
  }
  return undefined
}
