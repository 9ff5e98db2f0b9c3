import { useEffect, useId, useRef, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DISTRICTS } from '@utsab/shared/constants'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'
import { ApiError } from '../../../lib/api'
import { errorMessage, notify } from '../../../lib/toast'
import { useUpdateListing, type TMerchantListing } from '../api/listings'
import { businessLabel, listingChanges, ZListingEditForm, type TListingEditInput, type TListingEditOutput } from '../lib/listing-form'
import { InputField, ListingSubmitButton, SelectField, TextAreaField } from './listing-fields'

type TField = FieldPath<TListingEditInput>
const EDIT_FIELDS: readonly TField[] = ['name', 'category', 'price', 'rating', 'size', 'description', 'district', 'address']

/**
 * Edit a listing's details in a modal on the native <dialog>: showModal() traps focus and makes the
 * page inert, Escape closes it, and focus goes back to the Edit button. Pictures are kept as they are.
 */
export function ListingEditDialog({ listing, onClose }: { listing: TMerchantListing; onClose: () => void }) {
  const id = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const update = useUpdateListing()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TListingEditInput, unknown, TListingEditOutput>({
    resolver: zodResolver(ZListingEditForm),
    defaultValues: {
      name: listing.name,
      category: listing.category,
      price: String(listing.price),
      rating: String(listing.rating),
      size: listing.size ?? '',
      description: listing.description ?? '',
      district: listing.district,
      address: listing.address,
    },
  })

  // Open on mount; `open` false closes it (the close event then restores focus and tells the table).
  const [open, setOpen] = useState(true)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  const close = () => {
    if (!update.isPending) setOpen(false)
  }

  const onSubmit = (values: TListingEditOutput) =>
    update.mutate(
      { id: listing.id, changes: listingChanges(values, listing) },
      {
        onSuccess: () => {
          notify.success(MERCHANT_TEXTS.listingUpdated)
          setOpen(false)
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return void notify.error(errorMessage(error))
          const fields = Object.entries(error.fields ?? {}).filter(([name]) => (EDIT_FIELDS as readonly string[]).includes(name))
          fields.forEach(([name, message], index) => setError(name as TField, { type: 'server', message }, { shouldFocus: index === 0 }))
          if (fields.length === 0) notify.error(error.message)
        },
      },
    )

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      onClose={() => {
        const target = opener.current
        opener.current = null
        onClose()
        if (target?.isConnected) target.focus()
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/60 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="p-5 sm:p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Edit {listing.name}
        </h2>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
          {businessLabel(listing.kind)}. Changes show in the catalog at once; the pictures stay as they are.
        </p>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <InputField id={`${id}-name`} label="Name" autoComplete="off" error={errors.name?.message} registration={register('name')} />
          <InputField
            id={`${id}-category`}
            label="Category"
            autoComplete="off"
            error={errors.category?.message}
            registration={register('category')}
          />
          <InputField
            id={`${id}-price`}
            label="Price (BDT)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.price?.message}
            registration={register('price')}
          />
          <InputField
            id={`${id}-rating`}
            label="Rating"
            type="number"
            inputMode="decimal"
            min={0}
            max={5}
            step={0.1}
            error={errors.rating?.message}
            registration={register('rating')}
          />
          {listing.kind === 'costume' && (
            <InputField id={`${id}-size`} label="Size" autoComplete="off" error={errors.size?.message} registration={register('size')} />
          )}
          <SelectField id={`${id}-district`} label="District" error={errors.district?.message} registration={register('district')}>
            {DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {district}
              </option>
            ))}
          </SelectField>
          <div className="sm:col-span-2">
            <InputField
              id={`${id}-address`}
              label="Address"
              autoComplete="street-address"
              error={errors.address?.message}
              registration={register('address')}
            />
          </div>
          <div className="sm:col-span-2">
            <TextAreaField
              id={`${id}-description`}
              label="Description (optional)"
              rows={4}
              error={errors.description?.message}
              registration={register('description')}
            />
          </div>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={close} disabled={update.isPending}>
            Cancel
          </button>
          <ListingSubmitButton pending={update.isPending}>{update.isPending ? 'Saving…' : 'Save changes'}</ListingSubmitButton>
        </div>
      </form>
    </dialog>
  )
}
