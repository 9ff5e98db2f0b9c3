import { formatRating } from '@utsab/shared/format'
import type { TReviewPage } from '@utsab/shared/schemas/reviews'
import { PendingButton } from '#app/components/ui/pending-button'
import { Stars } from '#app/widgets/stars'
import { useLocale, useT } from '#app/lib/i18n'
import { useListingReviews } from '../api/reviews'
import { ReviewItem } from './review-item'

/** A listing's verified reviews (issue 17): their average and count, the newest first, more on request. */
export function ListingReviews({ listingId, name, first }: { listingId: string; name: string; first: TReviewPage }) {
  const t = useT()
  const locale = useLocale()
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = useListingReviews(listingId, first)
  const seen = new Set<string>()
  const reviews = data.pages.flatMap((page) => page.data).filter((review) => !seen.has(review.id) && seen.add(review.id))
  const { count, average } = data.pages[0] ?? first
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-12 scroll-mt-24">
      <h2 id="reviews-heading" className="text-2xl font-bold tracking-tight">
        {t('reviews.heading')}
      </h2>
      <p className="mt-1 text-stone-700 dark:text-stone-300">{t('reviews.lead')}</p>
      {average === null ? (
        <p className="card mt-4 px-4 py-6 text-stone-700 dark:text-stone-300">{t('reviews.none', { name })}</p>
      ) : (
        <>
          <p className="mt-4 flex flex-wrap items-center gap-2 text-lg font-semibold">
            <Stars rating={average} />
            {t('reviews.averageOf', { rating: formatRating(average, locale), count })}
          </p>
          <ul className="mt-4 flex flex-col gap-4">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
          {isFetchNextPageError && (
            <p role="alert" className="mt-3 text-red-700 dark:text-red-300">
              {t('reviews.loadFailed')}
            </p>
          )}
          {hasNextPage && (
            <PendingButton className="btn-secondary mt-4" pending={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {t('reviews.more')}
            </PendingButton>
          )}
        </>
      )}
    </section>
  )
}
