import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useT } from '#app/lib/i18n'
import { useReducedMotion } from '../lib/use-reduced-motion'

type TCarouselProps = {
  label: string
  slides: ReactNode[]
  /** Tailwind width classes of one slide, e.g. "basis-1/4". */
  slideClass: string
  autoplayMs: number
  options?: EmblaOptionsType
  showArrows?: boolean
}

/**
 * Embla carousel whose slides are plain markup, so the server HTML already shows them (a row that
 * scrolls by touch). Embla and autoplay are fetched after hydration, off the first visit's download
 * (decision 064), and autoplay stays off with reduced motion. A pause button satisfies WCAG 2.2.2;
 * hovering or focusing also pauses. The options are read once: every carousel's are fixed.
 */
export function Carousel({ label, slides, slideClass, autoplayMs, options, showArrows = false }: TCarouselProps) {
  const viewport = useRef<HTMLDivElement>(null)
  const [emblaApi, setEmblaApi] = useState<EmblaCarouselType>()
  const settings = useRef({ options, autoplayMs })
  useEffect(() => {
    let carousel: EmblaCarouselType | undefined
    let unmounted = false
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(([embla, autoplay]) => {
      if (unmounted || !viewport.current) return
      const { options, autoplayMs } = settings.current
      carousel = embla.default(viewport.current, { loop: true, align: 'start', ...options }, [
        autoplay.default({ delay: autoplayMs, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }),
      ])
      setEmblaApi(carousel)
    })
    return () => {
      unmounted = true
      carousel?.destroy()
    }
  }, [])
  const t = useT()
  const reducedMotion = useReducedMotion()
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay
    if (!autoplay) return
    if (reducedMotion || paused) autoplay.stop()
    else autoplay.play()
  }, [emblaApi, reducedMotion, paused])

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <div className="overflow-hidden" ref={viewport}>
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.carousel.slide', { index: index + 1, count: slides.length })}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${slideClass}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-2">
        {showArrows && (
          <button
            type="button"
            className="btn-ghost size-11 px-0"
            aria-label={t('home.carousel.previous')}
            onClick={() => emblaApi?.scrollPrev()}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z" />
            </svg>
          </button>
        )}
        {!reducedMotion && (
          <button type="button" className="btn-ghost min-h-11 text-xs" onClick={() => setPaused((value) => !value)}>
            {paused ? t('home.carousel.play') : t('home.carousel.pause')}
            <span className="sr-only"> {label}</span>
          </button>
        )}
        {showArrows && (
          <button
            type="button"
            className="btn-ghost size-11 px-0"
            aria-label={t('home.carousel.next')}
            onClick={() => emblaApi?.scrollNext()}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M7.3 15.7a1 1 0 0 1 0-1.4L11.6 10 7.3 5.7a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0z" />
            </svg>
          </button>
        )}
      </div>
    </section>
  )
}
