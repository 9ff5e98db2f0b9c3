import { useState } from 'react'
import { Link } from '../../../components/ui/link'
import { detailPath } from '@utsab/shared/kinds'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'
import { formatMoney } from '@utsab/shared/format'
import { DataTable, type TColumn } from '../../../components/ui/data-table'
import { Spinner } from '../../../components/ui/spinner'
import { StatusBadge } from '../../../components/ui/status-badge'
import { errorMessage, notify } from '../../../lib/toast'
import { useSetPublished, type TMerchantListing } from '../api/listings'
import { businessLabel } from '../lib/listing-form'
import { ListingEditDialog } from './listing-edit-dialog'

/**
 * The merchant's listings: picture, name, category, price, whether the catalog shows it, and the
 * actions (Edit, Publish or Unpublish, and the public page when published). Below 640 px each listing is a card
 * with its actions at the bottom.
 */
export function ListingTable({ listings, addFormId }: { listings: TMerchantListing[]; addFormId: string }) {
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

  const columns: TColumn<TMerchantListing>[] = [
    {
      key: 'picture',
      header: 'Picture',
      mobileLabel: false,
      cell: (listing) =>
        listing.pictures[0] ? (
          <img src={listing.pictures[0]} alt="" width={64} height={64} loading="lazy" className="size-16 rounded-lg object-cover" />
        ) : (
          <span aria-hidden="true" className="block size-16 rounded-lg bg-stone-200 dark:bg-stone-800" />
        ),
      className: 'max-sm:!hidden',
    },
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (listing) => (
        <>
          <span className="block font-semibold">{listing.name}</span>
          <span className="block text-xs font-normal text-stone-600 dark:text-stone-400">
            {businessLabel(listing.kind)} · {listing.district}
          </span>
        </>
      ),
    },
    { key: 'category', header: 'Category', cell: (listing) => listing.category },
    {
      key: 'price',
      header: 'Price',
      cell: (listing) => <span className="whitespace-nowrap font-semibold">{formatMoney(listing.price)}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (listing) => <StatusBadge of="listing" status={listing.published ? 'published' : 'hidden'} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      primary: true,
      cell: (listing) => {
        const toggling = publish.isPending && publish.variables?.id === listing.id
        return (
          <>
            <button
              type="button"
              className="btn-secondary min-h-11 flex-1 px-4 sm:min-h-9 sm:flex-none"
              onClick={() => setEditing(listing)}
            >
              Edit<span className="sr-only"> {listing.name}</span>
            </button>
            <button
              type="button"
              className="btn-ghost min-h-11 flex-1 border border-stone-300 px-4 sm:min-h-9 sm:flex-none dark:border-stone-700"
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
          </>
        )
      },
    },
  ]

  return (
    <>
      <DataTable className="mt-4" rows={listings} columns={columns} rowKey={(listing) => listing.id} caption="Your listings" />
      {editing && <ListingEditDialog key={editing.id} listing={editing} onClose={() => setEditing(null)} />}
    </>
  )
}
