/**
 * A phone's camera picture (often 8 MB, 4000 px and more) is redrawn smaller in the browser before it is
 * sent, so it fits the server's upload limit. Only JPEG, PNG and WebP are redrawn: every browser decodes
 * them. HEIC (which most browsers cannot decode), GIF (animated) and AVIF go as they are; the server
 * answers those with its own message. The server still re-encodes and limits every file it gets.
 */

/** The longest side a redrawn picture has: above what the server keeps (1280–1600 px), so nothing is lost. */
export const SCALE_MAX_SIDE = 2560
/** What the server takes per file by default (UPLOAD_MAX_BYTES): a larger picture is redrawn. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
/** The qualities tried in turn until the redrawn picture fits the limit. */
export const SCALE_QUALITIES = [0.85, 0.7] as const

const SCALABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])

export type TScaleOptions = { maxBytes?: number; maxSide?: number }
type TSize = { width: number; height: number }

/** Whether the browser is asked to redraw this file at all (by its type: a picture every browser decodes). */
export const isScalable = (file: { type: string }) => SCALABLE_TYPES.has(file.type.toLowerCase())

/**
 * The size to redraw a picture at, or undefined when it goes as it is: a JPEG, PNG or WebP larger than
 * the limit or longer than `maxSide` on a side, at most `maxSide` on its long side, proportions kept.
 * A picture too heavy but not too long is redrawn at its own size (re-encoding makes it lighter).
 */
export function scaleTarget(
  file: { type: string; size: number },
  image: TSize,
  { maxBytes = UPLOAD_MAX_BYTES, maxSide = SCALE_MAX_SIDE }: TScaleOptions = {},
): TSize | undefined {
  if (!isScalable(file) || image.width <= 0 || image.height <= 0) return undefined
  const long = Math.max(image.width, image.height)
  if (long <= maxSide && file.size <= maxBytes) return undefined
  const factor = Math.min(1, maxSide / long)
  return { width: Math.max(1, Math.round(image.width * factor)), height: Math.max(1, Math.round(image.height * factor)) }
}

/** A JPEG stays a JPEG; a PNG or WebP becomes WebP (its transparency kept) where the browser writes WebP, else JPEG. */
export const scaledType = (file: { type: string }, canWriteWebp: boolean): 'image/jpeg' | 'image/webp' =>
  file.type.toLowerCase() !== 'image/jpeg' && canWriteWebp ? 'image/webp' : 'image/jpeg'

/** The file's name with the extension of its new type ("IMG_0001.PNG" → "IMG_0001.webp"). */
export function scaledName(name: string, type: 'image/jpeg' | 'image/webp'): string {
  const extension = type === 'image/jpeg' ? 'jpg' : 'webp'
  const dot = name.lastIndexOf('.')
  return `${dot > 0 ? name.slice(0, dot) : name || 'picture'}.${extension}`
}

let webpWritable: boolean | undefined
/** Safari draws but does not write WebP: its canvas answers PNG instead. */
function canWriteWebp(): boolean {
  if (webpWritable === undefined) {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    webpWritable = canvas.toDataURL('image/webp').startsWith('data:image/webp')
  }
  return webpWritable
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality))

/**
 * The picture redrawn on a canvas when `scaleTarget` says so (upright: the camera's orientation applied),
 * else the file itself, also when the browser cannot decode or draw it (the server then decides).
 */
export async function scalePicture(file: File, options: TScaleOptions = {}): Promise<File> {
  if (!isScalable(file) || typeof createImageBitmap !== 'function') return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return file
  }
  try {
    const target = scaleTarget(file, bitmap, options)
    if (!target) return file
    const canvas = document.createElement('canvas')
    canvas.width = target.width
    canvas.height = target.height
    const context = canvas.getContext('2d')
    if (!context) return file
    const type = scaledType(file, canWriteWebp())
    if (type === 'image/jpeg') {
      // A JPEG has no transparency: a transparent PNG's background becomes white, not black.
      context.fillStyle = '#fff'
      context.fillRect(0, 0, target.width, target.height)
    }
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, target.width, target.height)
    const maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES
    let blob: Blob | null = null
    for (const quality of SCALE_QUALITIES) {
      blob = await toBlob(canvas, type, quality)
      if (!blob || blob.size <= maxBytes) break
    }
    if (!blob || blob.type !== type) return file
    return new File([blob], scaledName(file.name, type), { type, lastModified: file.lastModified })
  } catch {
    return file
  } finally {
    bitmap.close()
  }
}

/** Each file through `scalePicture`, one after the other (a decoded camera picture takes tens of MB). */
export async function scalePictures(files: readonly File[], options: TScaleOptions = {}): Promise<File[]> {
  const scaled: File[] = []
  for (const file of files) scaled.push(await scalePicture(file, options))
  return scaled
}
