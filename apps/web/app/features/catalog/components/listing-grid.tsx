import type { TListing } from '@utsab/shared/schemas/catalog'
import { Skeleton } from '#app/components/ui/skeleton'
import { useT } from '#app/lib/i18n'
import { ListingCard, type TCardSearch } from './listing-card'

const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3'

/**
 * First row loads eagerly (above the fold), the rest lazily. Each card opens its page with what the list was searched
 * for (the event date, a venue's guests) already filled in.
 */
export function ListingGrid({ listings, search }: { listings: TListing[]; search?: TCardSearch }) {
  const t = useT()
  return (
    <ul aria-label={t('catalog.grid.label')} className={gridClass}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} eager={index < 3} search={search} />
        </li>
      ))}
    </ul>
  )
}

export function ListingGridSkeleton({ count = 6 }: { count?: number }) {
  const t = useT()
  return (
    <div role="status" aria-label={t('catalog.grid.loading')} className={gridClass}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="card overflow-hidden">
          <Skeleton className="aspect-[2/1] w-full rounded-none sm:aspect-[3/2]" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  )
}
