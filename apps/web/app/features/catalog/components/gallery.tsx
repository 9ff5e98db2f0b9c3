import { useState } from 'react'
import { useT } from '#app/lib/i18n'
import { PICTURE_SIZE } from '../lib/pictures'
import { ResponsiveImage } from '#app/components/ui/responsive-image'

/** Main picture plus thumbnail buttons; the selected thumbnail is marked with aria-pressed. */
export function Gallery({ pictures, name }: { pictures: string[]; name: string }) {
  const t = useT()
  const [selected, setSelected] = useState(0)
  const current = pictures[selected] ?? pictures[0]
  if (!current) {
    return (
      <div
        aria-hidden="true"
        className="aspect-[3/2] w-full rounded-2xl bg-gradient-to-br from-brand-100 to-gold-300 dark:from-brand-900 dark:to-stone-800"
      />
    )
  }
  return (
    <section aria-label={t('catalog.gallery.label', { name })}>
      <ResponsiveImage
        src={current}
        sizes="(min-width: 1024px) 50vw, 100vw"
        alt={t('catalog.gallery.picture', { name, index: selected + 1, count: pictures.length })}
        width={PICTURE_SIZE.width}
        height={PICTURE_SIZE.height}
        decoding="async"
        fetchPriority="high"
        className="aspect-[3/2] w-full rounded-2xl object-cover shadow-sm"
      />
      {pictures.length > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-5">
          {pictures.map((picture, index) => (
            <li key={`${picture}-${index}`}>
              <button
                type="button"
                aria-label={t('catalog.gallery.show', { index: index + 1, count: pictures.length })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className="block w-full overflow-hidden rounded-lg ring-offset-2 ring-offset-stone-50 aria-pressed:ring-3 aria-pressed:ring-brand-700 dark:ring-offset-stone-950 dark:aria-pressed:ring-brand-300"
              >
                <ResponsiveImage
                  src={picture}
                  alt=""
                  sizes="(min-width: 640px) 20vw, 25vw"
                  width={150}
                  height={100}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
