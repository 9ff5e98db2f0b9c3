/**
 * The naming scheme of uploaded pictures' responsive variants (decision 043), once for the server that
 * writes them and the web that asks for them. The API returns only a picture's main URL (a WebP); a
 * picture stored with variants says so in its name, `<uuid>_<largest>.webp`, and each variant is
 * `<uuid>_<largest>-<width>.<avif|webp>` for every width of the ladder up to the largest. A name
 * without the suffix (pictures from before, demo SVGs, Google's avatars) has no variants.
 */

/** The widths every upload is stored at, when its original is at least that wide (never enlarged). */
export const PICTURE_WIDTHS = [320, 640, 1280] as const
export type TPictureWidth = (typeof PICTURE_WIDTHS)[number]
export const PICTURE_FORMATS = ['avif', 'webp'] as const
export type TPictureFormat = (typeof PICTURE_FORMATS)[number]

const WITH_VARIANTS = /(?:^|\/)[0-9a-f-]{36}_(320|640|1280)\.webp$/

/** The widths below the original's (and at most the ladder's largest) that a picture is stored at. */
export const pictureWidthsFor = (originalWidth: number): TPictureWidth[] => PICTURE_WIDTHS.filter((width) => width <= originalWidth)

/** The file name of a new picture's main WebP: the largest variant width is part of it, when there is one. */
export const mainPictureName = (id: string, widths: readonly TPictureWidth[]) =>
  widths.length > 0 ? `${id}_${widths[widths.length - 1]}.webp` : `${id}.webp`

/** A variant's URL (or file name) from the main one: `…_1280.webp` → `…_1280-640.avif`. */
export const pictureVariantUrl = (mainUrl: string, width: TPictureWidth, format: TPictureFormat) =>
  `${mainUrl.slice(0, -'.webp'.length)}-${width}.${format}`

/** The variants a picture was stored with, read from its main URL (none for a name without the suffix). */
export function pictureVariants(mainUrl: string): { width: TPictureWidth; avif: string; webp: string }[] {
  const match = WITH_VARIANTS.exec(mainUrl)
  if (!match) return []
  const largest = Number(match[1])
  return PICTURE_WIDTHS.filter((width) => width <= largest).map((width) => ({
    width,
    avif: pictureVariantUrl(mainUrl, width, 'avif'),
    webp: pictureVariantUrl(mainUrl, width, 'webp'),
  }))
}
