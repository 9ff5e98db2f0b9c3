import { REVIEW_CAROUSEL } from '@utsab/shared/constants'
import type { TFeaturedReviews } from '@utsab/shared/schemas/reviews'
import { Stars } from '#app/widgets/stars'
import { dayInDhaka, formatDate } from '@utsab/shared/format'
import { useLocale, useT } from '#app/lib/i18n'
import { Carousel } from './carousel'

/** Static sample reviews (spec §1: name, date, text, rating 3–5); the texts are in the `home` catalog. */
const REVIEWS = [
  { id: 'nusrat', date: '2025-02-14', rating: 5 },
  { id: 'tanvir', date: '2025-01-03', rating: 4 },
  { id: 'farhana', date: '2024-12-21', rating: 5 },
  { id: 'imran', date: '2024-11-09', rating: 3 },
  { id: 'sadia', date: '2024-10-27', rating: 4 },
  { id: 'rakib', date: '2024-09-15', rating: 5 },
] as const

type TSlide = { id: string; rating: number; text: string; name: string; date: string; about?: string }

/**
 * The review carousel (spec §1): real verified reviews once there are enough (issue 17), the spec's samples until then.
 */
export function Reviews({ featured }: { featured: TFeaturedReviews['data'] }) {
  const t = useT()
  const locale = useLocale()
  const slides: TSlide[] =
    featured.length > 0
      ? featured.map((review) => ({
          id: review.id,
          rating: review.rating,
          text: review.body,
          name: review.author,
          date: dayInDhaka(review.createdAt),
          about: t('reviews.featured.about', { listing: review.listingName }),
        }))
      : REVIEWS.map((review) => ({
          id: review.id,
          rating: review.rating,
          text: t(`home.reviews.${review.id}`),
          name: t(`home.reviews.${review.id}Name`),
          date: review.date,
        }))
  return (
    <section aria-labelledby="reviews-title" className="bg-brand-50 py-16 dark:bg-stone-900">
      <div className="container-page max-w-3xl">
        <p className="text-center text-sm font-semibold uppercase tracking-widest text-gold-700 dark:text-gold-300">
          {t('home.reviews.eyebrow')}
        </p>
        <h2 id="reviews-title" className="mt-2 mb-8 text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {t('home.reviews.title')}
        </h2>
        <Carousel
          label={t('home.reviews.label')}
          autoplayMs={REVIEW_CAROUSEL.autoplayMs}
          // One review at a time (REVIEW_CAROUSEL.slidesVisible).
          slideClass="basis-full"
          showArrows
          slides={slides.map((review) => (
            <figure key={review.id} className="card flex h-full flex-col gap-4 p-6 sm:p-8">
              <Stars rating={review.rating} />
              <blockquote className="text-lg text-stone-800 [overflow-wrap:anywhere] dark:text-stone-200">
                <p className="line-clamp-6">“{review.text}”</p>
              </blockquote>
              <figcaption className="mt-auto">
                <span className="block font-semibold">{review.name}</span>
                {review.about && <span className="block text-sm text-stone-700 dark:text-stone-300">{review.about}</span>}
                <time dateTime={review.date} className="text-sm text-stone-600 dark:text-stone-400">
                  {formatDate(review.date, locale)}
                </time>
              </figcaption>
            </figure>
          ))}
        />
      </div>
    </section>
  )
}
