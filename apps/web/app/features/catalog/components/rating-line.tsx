import { formatRating } from '@utsab/shared/format'
import type { TListing } from '@utsab/shared/schemas/catalog'
import { Stars } from '#app/widgets/stars'
import { useLocale, useT } from '#app/lib/i18n'

/**
 * A listing's rating as a card or its page shows it: the average of its verified reviews with their count, or,
 * until it has any, "No reviews yet" (a rating the business typed is never shown with stars: decision 046).
 */
export function RatingLine({ listing, className = '' }: { listing: Pick<TListing, 'rating' | 'reviewCount'>; className?: string }) {
  const t = useT()
  const locale = useLocale()
  if (listing.rating === null || listing.reviewCount === 0)
    return <p className={`text-sm text-stone-600 dark:text-stone-400 ${className}`}>{t('catalog.rating.none')}</p>
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${className}`}>
      <Stars rating={listing.rating} />
      <span aria-hidden="true" className="font-medium">
        {formatRating(listing.rating, locale)}
      </span>
      <span className="text-stone-600 dark:text-stone-400">{t('catalog.rating.reviews', { count: listing.reviewCount })}</span>
    </p>
  )
}
