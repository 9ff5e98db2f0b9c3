import { useRef } from 'react'
import { formatDateTime } from '@utsab/shared/format'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { WithHiddenName } from '#app/components/ui/slotted-text'
import { PendingButton } from '#app/components/ui/pending-button'
import { useListingText } from '#app/lib/listing-text'
import { useT } from '#app/lib/i18n'
import type { TSeed } from '#app/lib/loader-seed'
import { errorMessage, notify } from '#app/lib/toast'
import { useHiddenListings, useShowListing, type THiddenListing, type THiddenListingsAnswer } from '../api/moderation'

/**
 * Hidden listings (decision 029): which, whose, why (hidden on its own, or with its merchant's suspension or
 * role) in the admin's words, and when; Show publishes it again. A listing that went with a suspension is shown
 * by reinstating its merchant (the server refuses it alone), so its row says so instead of offering Show.
 */
export function HiddenListingsTable({ initial }: { initial: TSeed<THiddenListingsAnswer> }) {
  const t = useT()
  const text = useListingText()
  const { data: listings, isFetching } = useHiddenListings(initial)
  const show = useShowListing()
  const region = useRef<HTMLDivElement>(null)

  const columns: TColumn<THiddenListing>[] = [
    {
      key: 'listing',
      header: t('admin.hidden.listing'),
      rowHeader: true,
      cell: (listing) => text.name(listing),
    },
    { key: 'agency', header: t('admin.hidden.agency'), cell: (listing) => listing.agency.name },
    {
      key: 'why',
      header: t('admin.hidden.why'),
      cell: (listing) =>
        listing.hidden && (
          <span className="flex max-w-md flex-col gap-0.5">
            <span className="font-semibold">{t(`admin.hidden.cause.${listing.hidden.cause}`)}</span>
            <span className="text-stone-700 dark:text-stone-300">{listing.hidden.reason}</span>
          </span>
        ),
    },
    {
      key: 'when',
      header: t('admin.hidden.when'),
      cell: (listing) => listing.hidden && <time dateTime={listing.hidden.at}>{formatDateTime(listing.hidden.at, text.locale)}</time>,
    },
    {
      key: 'action',
      header: t('admin.hidden.action'),
      primary: true,
      cell: (listing) => {
        if (listing.hidden?.cause === 'suspension')
          return <span className="text-stone-600 dark:text-stone-400">{t('admin.hidden.showAfterReinstate')}</span>
        const showing = show.isPending && show.variables === listing.id
        return (
          <PendingButton
            className="btn-secondary min-h-11 flex-1 whitespace-nowrap px-4 sm:min-h-10 sm:flex-none"
            pending={showing}
            onClick={() =>
              show.mutate(listing.id, {
                onSuccess: () => {
                  notify.success(t('admin.hidden.shown', { name: text.name(listing) }))
                  region.current?.focus()
                },
                onError: (error) => notify.error(errorMessage(error)),
              })
            }
          >
            <WithHiddenName text={(name) => t('admin.hidden.show', { name })} name={text.name(listing)} />
          </PendingButton>
        )
      },
    },
  ]

  return (
    <DataTable
      regionRef={region}
      rows={listings}
      columns={columns}
      rowKey={(listing) => listing.id}
      caption={t('admin.hidden.caption')}
      busy={isFetching}
      empty={<p className="card px-4 py-8 text-center text-stone-700 dark:text-stone-300">{t('admin.hidden.none')}</p>}
    />
  )
}
