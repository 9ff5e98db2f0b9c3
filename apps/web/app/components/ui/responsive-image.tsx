import type { ComponentPropsWithRef } from 'react'
import { pictureVariants } from '@utsab/shared/pictures'

type TResponsiveImageProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'> & {
  src: string
  /** Empty for a picture that only decorates (the link or the text beside it names the thing). */
  alt: string
  /** The intrinsic size the page reserves before the picture arrives, so nothing shifts. */
  width: number
  height: number
  /** How wide the picture is laid out, for the browser's choice of variant (e.g. `(min-width: 1024px) 33vw, 100vw`). */
  sizes: string
}

/**
 * Every picture on every page (decision 043). An upload stored with variants (its name says so) becomes a
 * `<picture>` whose AVIF and WebP sources let the browser take the smallest file that fills `sizes`; any
 * other picture (older uploads, the demo's SVGs, a Google avatar, a file being picked) is a plain `<img>`.
 * The `<picture>` takes no box of its own (`display: contents`): the `<img>` is laid out as before.
 */
export function ResponsiveImage({ src, alt, sizes, ...image }: TResponsiveImageProps) {
  const variants = pictureVariants(src)
  if (variants.length === 0) return <img src={src} alt={alt} {...image} />
  const srcSet = (format: 'avif' | 'webp') => variants.map((variant) => `${variant[format]} ${variant.width}w`).join(', ')
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img src={src} alt={alt} {...image} />
    </picture>
  )
}
