import { Link } from '#app/components/ui/link'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { KIND_META, kindKey } from '@utsab/shared/kinds'
import { useT } from '#app/lib/i18n'
import { ResponsiveImage } from '#app/components/ui/responsive-image'

/** The four kinds of service as picture tiles, each linking to its list. */
export function ServiceTiles({ headingLevel = 3, lazy = true }: { headingLevel?: 2 | 3; lazy?: boolean }) {
  const Heading = `h${headingLevel}` as const
  const t = useT()
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {LISTING_KINDS.map((kind) => {
        const meta = KIND_META[kind]
        return (
          <li key={kind}>
            <Link to={meta.listPath} className="card group flex h-full flex-col overflow-hidden hover:shadow-md">
              <div className="overflow-hidden">
                <ResponsiveImage
                  src={`/demo/tile-${kind}.svg`}
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                  alt=""
                  width={600}
                  height={400}
                  loading={lazy ? 'lazy' : 'eager'}
                  decoding="async"
                  className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
              </div>
              <div className="flex flex-1 flex-col p-5">
                <Heading className="text-xl font-semibold group-hover:text-brand-700 dark:group-hover:text-brand-300">
                  {t(kindKey(kind, 'label'))}
                </Heading>
                <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{t(kindKey(kind, 'description'))}</p>
              </div>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
