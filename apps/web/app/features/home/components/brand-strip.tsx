import { BRAND_CAROUSEL } from '@utsab/shared/constants'
import { useT } from '#app/lib/i18n'
import { Carousel } from './carousel'
import { ResponsiveImage } from '#app/components/ui/responsive-image'

const BRANDS = Array.from({ length: 8 }, (_, index) => ({ src: `/brands/brand-${index + 1}.svg`, number: index + 1 }))

/** Partner logos: 4 visible from small screens up (2 on phones), scrolling 1 every 2 s (spec §9). */
export function BrandStrip() {
  const t = useT()
  return (
    <section aria-labelledby="brands-title" className="border-y border-stone-200 bg-white py-10 dark:border-stone-800 dark:bg-stone-900">
      <div className="container-page">
        <h2
          id="brands-title"
          className="mb-6 text-center text-sm font-semibold uppercase tracking-widest text-stone-600 dark:text-stone-400"
        >
          {t('home.brands.title')}
        </h2>
        <Carousel
          label={t('home.brands.label')}
          autoplayMs={BRAND_CAROUSEL.autoplayMs}
          options={{ slidesToScroll: BRAND_CAROUSEL.slidesToScroll }}
          // 4 = BRAND_CAROUSEL.slidesVisible (a literal class so Tailwind sees it)
          slideClass="basis-1/2 sm:basis-1/4"
          slides={BRANDS.map((brand) => (
            // The logos are grey drawings: in the dark theme they turn light on a dark tile, not a bright grey box.
            <span
              key={brand.src}
              className="mx-auto block w-full max-w-60 rounded-lg bg-stone-50 p-2 border border-stone-200 dark:border-stone-700 dark:bg-stone-800"
            >
              <ResponsiveImage
                src={brand.src}
                sizes="240px"
                alt={t('home.brands.logo', { number: brand.number })}
                width={240}
                height={96}
                loading="lazy"
                decoding="async"
                className="h-auto w-full dark:opacity-80 dark:brightness-0 dark:invert"
              />
            </span>
          ))}
        />
      </div>
    </section>
  )
}
