import { useState } from 'react'
import { Link } from '#app/components/ui/link'
import { businessKey, detailPath } from '@utsab/shared/kinds'
import { formatMoney } from '@utsab/shared/format'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { Spinner } from '#app/components/ui/spinner'
import { StatusBadge } from '#app/widgets/status-badge'
import { WithHiddenName } from '#app/components/ui/slotted-text'
import { useListingText } from '#app/lib/listing-text'
import { useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { useSetPublished, type TMerchantListing } from '../api/listings'
import { ListingEditDialog } from './listing-edit-dialog'
import { ResponsiveImage } from '#app/components/ui/responsive-image'

/**
 * The merchant's listings: picture, name, category, price, whether the catalog shows it, and the
 * actions (Edit, Publish or Unpublish, and the public page when published). Below 640 px each listing is a card
 * with its actions at the bottom.
 */
export function ListingTable({ listings, addFormId }: { listings: TMerchantListing[]; addFormId: string }) {
  const t = useT()
  const text = useListingText()
  const publish = useSetPublished()
  const [editing, setEditing] = useState<TMerchantListing | null>(null)

  const toggle = (listing: TMerchantListing) =>
    publish.mutate(
      { id: listing.id, published: !listing.published },
      {
        onSuccess: (saved) => notify.success(saved.published ? t('merchants.listings.published') : t('merchants.listings.unpublished')),
        onError: (error) => notify.error(errorMessage(error)),
      },
    )

  if (listings.length === 0)
    return (
      <div className="card mt-4 flex flex-col items-start gap-4 p-6 sm:p-8">
        <p className="text-stone-700 dark:text-stone-300">{t('merchants.listings.empty')}</p>
        <a href={`#${addFormId}`} className="btn-primary">
          {t('merchants.listings.add')}
        </a>
      </div>
    )

  const columns: TColumn<TMerchantListing>[] = [
    {
      key: 'picture',
      header: t('merchants.listings.picture'),
      mobileLabel: false,
      cell: (listing) =>
        listing.pictures[0] ? (
          <ResponsiveImage
            src={listing.pictures[0]}
            alt=""
            width={64}
            height={64}
            sizes="64px"
            loading="lazy"
            className="size-16 rounded-lg object-cover"
          />
        ) : (
          <span aria-hidden="true" className="block size-16 rounded-lg bg-stone-200 dark:bg-stone-800" />
        ),
      className: 'max-sm:!hidden',
    },
    {
      key: 'name',
      header: t('merchants.listings.name'),
      rowHeader: true,
      cell: (listing) => (
        <>
          <span className="block font-semibold">{text.name(listing)}</span>
          <span className="block text-xs font-normal text-stone-600 dark:text-stone-400">
            {t(businessKey(listing.kind))} · {text.district(listing.district)}
          </span>
        </>
      ),
    },
    { key: 'category', header: t('merchants.listings.category'), cell: (listing) => text.category(listing) },
    {
      key: 'price',
      header: t('merchants.listings.price'),
      cell: (listing) => <span className="whitespace-nowrap font-semibold">{formatMoney(listing.price, text.locale)}</span>,
    },
    {
      key: 'status',
      header: t('merchants.listings.status'),
      // Hidden by an admin (decision 029): why, in the admin's words; it cannot be published until an admin shows it.
      cell: (listing) =>
        listing.hidden ? (
          <span className="flex max-w-xs flex-col items-start gap-1">
            <StatusBadge of="listing" status="hiddenByAdmin" />
            <span className="text-xs text-stone-700 dark:text-stone-300">
              {t('merchants.listings.hiddenByAdmin', { reason: listing.hidden.reason })}
            </span>
          </span>
        ) : (
          <StatusBadge of="listing" status={listing.published ? 'published' : 'hidden'} />
        ),
    },
    {
      key: 'actions',
      header: t('merchants.listings.actions'),
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
              <WithHiddenName text={(name) => t('merchants.listings.edit', { name })} name={text.name(listing)} />
            </button>
            {!listing.hidden && (
              <button
                type="button"
                className="btn-ghost min-h-11 flex-1 border border-stone-300 px-4 sm:min-h-9 sm:flex-none dark:border-stone-700"
                onClick={() => toggle(listing)}
                disabled={toggling}
                aria-busy={toggling || undefined}
              >
                {toggling && <Spinner />}
                <WithHiddenName
                  text={(name) =>
                    listing.published ? t('merchants.listings.unpublish', { name }) : t('merchants.listings.publish', { name })
                  }
                  name={text.name(listing)}
                />
              </button>
            )}
            {listing.published && (
              <Link to={detailPath(listing.kind, listing.id)} className="link px-1">
                <WithHiddenName text={(name) => t('merchants.listings.view', { name })} name={text.name(listing)} />
              </Link>
            )}
          </>
        )
      },
    },
  ]

  return (
    <>
      <DataTable
        className="mt-4"
        rows={listings}
        columns={columns}
        rowKey={(listing) => listing.id}
        caption={t('merchants.listings.yours')}
      />
      {editing && <ListingEditDialog key={editing.id} listing={editing} onClose={() => setEditing(null)} />}
    </>
  )
}
