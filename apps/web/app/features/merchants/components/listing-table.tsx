import { useId, useState } from 'react'
import { Link } from 'react-router'
import { detailPath } from '@utsab/shared/kinds'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'
import { Spinner } from '../../../components/ui/spinner'
import { formatBdt } from '../../../lib/format'
import { errorMessage, notify } from '../../../lib/toast'
import { useSetPublished, type TMerchantListing } from '../api/listings'
import { businessLabel } from '../lib/listing-form'
import { ListingEditDialog } from './listing-edit-dialog'

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400'
const td = 'px-4 py-4 align-middle text-sm'

/**
 * The merchant's listings: picture, name, category, price, whether the catalog shows it, and the
 * actions (Edit, Publish or Unpublish, and the public page when published). On a narrow screen the
 * table scrolls inside its own labelled region.
 */
export function ListingTable({ listings, addFormId }: { listings: TMerchantListing[]; addFormId: string }) {
  const captionId = useId()
  const publish = useSetPublished()
  const [editing, setEditing] = useState<TMerchantListing | null>(null)

  const toggle = (listing: TMerchantListing) =>
    publish.mutate(
      { id: listing.id, published: !listing.published },
      {
        onSuccess: (saved) => notify.success(saved.published ? MERCHANT_TEXTS.listingPublished : MERCHANT_TEXTS.listingUnpublished),
        onError: (error) => notify.error(errorMessage(error)),
      },
    )

  if (listings.length === 0)
    return (
      <div className="card mt-4 flex flex-col items-start gap-4 p-6 sm:p-8">
        <p className="text-stone-700 dark:text-stone-300">
          You have no listings yet. Add your first one with pictures: customers can find and book it at once.
        </p>
        <a href={`#${addFormId}`} className="btn-primary">
          Add a listing
        </a>
      </div>
    )

  return (
    <>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="card relative mt-4 overflow-x-auto">
        <table className="w-full min-w-[48rem] border-collapse">
          <caption id={captionId} className="sr-only">
            Your listings
          </caption>
          <thead className="border-b border-stone-200 dark:border-stone-800">
            <tr>
              <th scope="col" className={th}>
                Picture
              </th>
              <th scope="col" className={th}>
                Name
              </th>
              <th scope="col" className={th}>
                Category
              </th>
              <th scope="col" className={th}>
                Price
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
            {listings.map((listing) => {
              const toggling = publish.isPending && publish.variables?.id === listing.id
              return (
                <tr key={listing.id}>
                  <td className={td}>
                    {listing.pictures[0] ? (
                      <img
                        src={listing.pictures[0]}
                        alt=""
                        width={64}
                        height={64}
                        loading="lazy"
                        className="size-16 rounded-lg object-cover"
                      />
                    ) : (
                      <span aria-hidden="true" className="block size-16 rounded-lg bg-stone-200 dark:bg-stone-800" />
                    )}
                  </td>
                  <th scope="row" className={`${td} text-left font-semibold`}>
                    {listing.name}
                    <span className="block text-xs font-normal text-stone-600 dark:text-stone-400">
                      {businessLabel(listing.kind)} · {listing.district}
                    </span>
                  </th>
                  <td className={td}>{listing.category}</td>
                  <td className={`${td} whitespace-nowrap font-semibold`}>{formatBdt(listing.price)}</td>
                  <td className={td}>
                    {listing.published ? (
                      <span className="inline-flex rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-900/50 dark:text-green-200">
                        Published
                      </span>
                    ) : (
                      <span className="inline-flex rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-700 dark:bg-stone-800 dark:text-stone-300">
                        Hidden
                      </span>
                    )}
                  </td>
                  <td className={td}>
                    <div className="flex flex-wrap items-center gap-2">
                      <button type="button" className="btn-secondary min-h-9 px-4" onClick={() => setEditing(listing)}>
                        Edit<span className="sr-only"> {listing.name}</span>
                      </button>
                      <button
                        type="button"
                        className="btn-ghost min-h-9 border border-stone-300 px-4 dark:border-stone-700"
                        onClick={() => toggle(listing)}
                        disabled={toggling}
                        aria-busy={toggling || undefined}
                      >
                        {toggling && <Spinner />}
                        {listing.published ? 'Unpublish' : 'Publish'}
                        <span className="sr-only"> {listing.name}</span>
                      </button>
                      {listing.published && (
                        <Link to={detailPath(listing.kind, listing.id)} className="link px-1">
                          View<span className="sr-only"> {listing.name}</span> in the catalog
                        </Link>
                      )}
                    </div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-stone-600 lg:hidden dark:text-stone-400">Scroll the table sideways to see every column.</p>
      {editing && <ListingEditDialog key={editing.id} listing={editing} onClose={() => setEditing(null)} />}
    </>
  )
}
