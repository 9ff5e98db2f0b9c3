import { useId, useState, type ChangeEvent } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { businessKey } from '@utsab/shared/kinds'
import { useT } from '#app/lib/i18n'
import { useListingText } from '#app/lib/listing-text'
import { errorMessage, notify } from '#app/lib/toast'
import { useReplacePictures, useUpdateListing, type TMerchantListing } from '../api/listings'
import { fileProblem } from '../lib/application-files'
import { LISTING_PICTURES_MAX, movePicture, picturesChanged } from '../lib/listing-pictures'
import { LISTING_DETAILS, listingChanges, ZListingEditForm, type TListingEditInput, type TListingEditOutput } from '../lib/listing-form'
import { Dialog } from '#app/components/ui/dialog'
import { SubmitButton } from '#app/components/ui/submit-button'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { detailFields, ListingDetailFields } from './listing-detail-fields'
import { ListingPicturesEditor } from './listing-pictures-editor'

/**
 * Edit a listing's details and pictures in the one Dialog (focus kept inside, Escape closes, focus back
 * to the Edit button); Save and Cancel stay in view while the fields scroll. Save sends the pictures
 * first when they changed (reordered, removed, added: PUT …/pictures), then the details.
 */
export function ListingEditDialog({ listing, onClose }: { listing: TMerchantListing; onClose: () => void }) {
  const id = useId()
  const t = useT()
  // Named as its row in the table names it (the Bangla name on a Bangla page).
  const name = useListingText().name(listing)
  const update = useUpdateListing()
  const replacePictures = useReplacePictures()
  const pending = update.isPending || replacePictures.isPending
  // The pictures as the server last had them, the ones kept in their new order, and the new files.
  const [saved, setSaved] = useState<readonly string[]>(listing.pictures)
  const [kept, setKept] = useState<readonly string[]>(listing.pictures)
  const [added, setAdded] = useState<File[]>([])
  const [addError, setAddError] = useState<string>()
  const [addKey, setAddKey] = useState(0)
  const form = useForm<TListingEditInput, unknown, TListingEditOutput>({
    resolver: zodResolver(ZListingEditForm),
    defaultValues: {
      name: listing.name,
      nameBn: listing.nameBn ?? '',
      category: listing.category,
      categoryBn: listing.categoryBn ?? '',
      price: String(listing.price),
      // The rating the business typed (the shown one is the verified reviews' and is not the merchant's to edit).
      rating: String(listing.businessRating),
      size: listing.size ?? '',
      capacity: listing.capacity === null ? '' : String(listing.capacity),
      description: listing.description ?? '',
      descriptionBn: listing.descriptionBn ?? '',
      district: listing.district,
      address: listing.address,
      addressBn: listing.addressBn ?? '',
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
    if (!pending) setOpen(false)
  }

  // New files (already made smaller by the file input): refused here when too many or not pictures.
  const onAdd = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    setAdded(files)
    if (kept.length + files.length > LISTING_PICTURES_MAX)
      return setAddError(t('merchants.pictures.tooMany', { max: LISTING_PICTURES_MAX }))
    for (const file of files) {
      const problem = await fileProblem(file)
      if (problem) return setAddError(problem)
    }
    setAddError(undefined)
  }

  const savePictures = async () => {
    if (!picturesChanged(saved, kept, added.length)) return
    const listed = await replacePictures.mutateAsync({ id: listing.id, keep: kept, added })
    // Saved: should the details fail next, a second Save does not send the same files again.
    setSaved(listed.pictures)
    setKept(listed.pictures)
    setAdded([])
    setAddKey((key) => key + 1)
  }

  const onSubmit = async (values: TListingEditOutput) => {
    if (addError) return notify.error(addError)
    try {
      await savePictures()
    } catch (error) {
      return notify.error(errorMessage(error))
    }
    try {
      await update.mutateAsync({ id: listing.id, changes: listingChanges(values, listing) })
    } catch (error) {
      const message = placeServerErrors(error)
      if (message) notify.error(message)
      return
    }
    notify.success(t('merchants.listings.updated'))
    setOpen(false)
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      onClosed={onClose}
      dismissible={!pending}
      title={t('merchants.edit.title', { name })}
      description={t('merchants.edit.description', { business: t(businessKey(listing.kind)) })}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={close} disabled={pending}>
            {t('merchants.edit.cancel')}
          </button>
          <SubmitButton form={`${id}-form`} pending={pending} pendingLabel={t('merchants.edit.saving')}>
            {t('merchants.edit.save')}
          </SubmitButton>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('merchants.edit.title', { name })}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ListingDetailFields fields={details} kind={listing.kind} priceFromPackages={listing.packageCount > 0} />
          <ListingPicturesEditor
            kept={kept}
            addedCount={added.length}
            onMove={(index, by) => setKept((list) => movePicture(list, index, by))}
            onRemove={(index) => setKept((list) => list.filter((_, at) => at !== index))}
            onAdd={onAdd}
            addError={addError}
            addKey={addKey}
            disabled={pending}
          />
        </div>
      </form>
    </Dialog>
  )
}
