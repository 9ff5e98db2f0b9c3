import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { businessKey } from '@utsab/shared/kinds'
import { useT } from '../../../lib/i18n'
import { useListingText } from '../../../lib/listing-text'
import { notify } from '../../../lib/toast'
import { useUpdateListing, type TMerchantListing } from '../api/listings'
import { LISTING_DETAILS, listingChanges, ZListingEditForm, type TListingEditInput, type TListingEditOutput } from '../lib/listing-form'
import { Dialog } from '../../../components/ui/dialog'
import { SubmitButton } from '../../../components/ui/submit-button'
import { useServerFieldErrors } from '../../../components/ui/use-server-field-errors'
import { detailFields, ListingDetailFields } from './listing-detail-fields'

/**
 * Edit a listing's details in the one Dialog (focus kept inside, Escape closes, focus back to the
 * Edit button); Save and Cancel stay in view while the fields scroll. Pictures are kept as they are.
 */
export function ListingEditDialog({ listing, onClose }: { listing: TMerchantListing; onClose: () => void }) {
  const id = useId()
  const t = useT()
  // Named as its row in the table names it (the Bangla name on a Bangla page).
  const name = useListingText().name(listing)
  const update = useUpdateListing()
  const form = useForm<TListingEditInput, unknown, TListingEditOutput>({
    resolver: zodResolver(ZListingEditForm),
    defaultValues: {
      name: listing.name,
      nameBn: listing.nameBn ?? '',
      category: listing.category,
      price: String(listing.price),
      rating: String(listing.rating),
      size: listing.size ?? '',
      capacity: listing.capacity === null ? '' : String(listing.capacity),
      description: listing.description ?? '',
      descriptionBn: listing.descriptionBn ?? '',
      district: listing.district,
      address: listing.address,
      advancePercent: String(listing.advancePercent),
      cancellationPolicy: listing.cancellationPolicy,
      bookingMode: listing.bookingMode,
    },
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form
  const details = detailFields((name) => ({ error: errors[name]?.message, ...register(name) }))
  const placeServerErrors = useServerFieldErrors(form, { fields: LISTING_DETAILS })

  // Open on mount; `open` false runs the exit transition, then onClosed unmounts it (the table's onClose).
  const [open, setOpen] = useState(true)

  const close = () => {
    if (!update.isPending) setOpen(false)
  }

  const onSubmit = (values: TListingEditOutput) =>
    update.mutate(
      { id: listing.id, changes: listingChanges(values, listing) },
      {
        onSuccess: () => {
          notify.success(t('merchants.listings.updated'))
          setOpen(false)
        },
        onError: (error) => {
          const message = placeServerErrors(error)
          if (message) notify.error(message)
        },
      },
    )

  return (
    <Dialog
      open={open}
      onClose={close}
      onClosed={onClose}
      dismissible={!update.isPending}
      title={t('merchants.edit.title', { name })}
      description={t('merchants.edit.description', { business: t(businessKey(listing.kind)) })}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={close} disabled={update.isPending}>
            {t('merchants.edit.cancel')}
          </button>
          <SubmitButton form={`${id}-form`} pending={update.isPending} pendingLabel={t('merchants.edit.saving')}>
            {t('merchants.edit.save')}
          </SubmitButton>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('merchants.edit.title', { name })}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ListingDetailFields fields={details} kind={listing.kind} priceFromPackages={listing.packageCount > 0} />
        </div>
      </form>
    </Dialog>
  )
}
