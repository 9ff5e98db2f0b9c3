import { useId, useState } from 'react'
import { useForm, type DefaultValues, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DEFAULT_ADVANCE_PERCENT, DEFAULT_CANCELLATION_POLICY } from '@utsab/shared/booking-money'
import { defaultBookingMode, type TDistrict, type TListingKind } from '@utsab/shared/constants'
import { businessKey } from '@utsab/shared/kinds'
import { useT } from '#app/lib/i18n'
import { notify } from '#app/lib/toast'
import { useUploadListing } from '../api/listings'
import { filesOf } from '../lib/application-files'
import {
  LISTING_FORM_FIELDS,
  LISTING_MAX_PICTURES,
  LISTING_PICTURE_MAX_MB,
  LISTING_PICTURE_TYPES,
  listingFormData,
  ZListingAddForm,
  type TListingAddInput,
  type TListingAddOutput,
} from '../lib/listing-form'
import { FileInput } from '#app/components/ui/file-input'
import { SectionHeader } from '#app/components/ui/section-header'
import { Select } from '#app/components/ui/select'
import { SubmitButton } from '#app/components/ui/submit-button'
import { useServerFieldErrors } from '#app/components/ui/use-server-field-errors'
import { detailFields, ListingDetailFields } from './listing-detail-fields'

type TField = FieldPath<TListingAddInput>
const FIELD_FOR_STATUS: Partial<Record<number, TField>> = { 413: 'pictures', 415: 'pictures' }

/**
 * Add a listing (Add Events): the shared listing rules, messages under the fields, a spinner while it
 * uploads. The server re-checks everything and places its own messages on the same fields.
 */
export function ListingForm({ kinds, defaults }: { kinds: readonly TListingKind[]; defaults: { district?: TDistrict; address?: string } }) {
  const id = useId()
  const t = useT()
  const upload = useUploadListing()
  const [kind, setKind] = useState<TListingKind>(kinds[0]!)
  // The agency's district and address are the likeliest ones: prefilled, and kept after each upload.
  const defaultValues: DefaultValues<TListingAddInput> = {
    name: '',
    nameBn: '',
    category: '',
    categoryBn: '',
    price: '',
    rating: '',
    size: '',
    capacity: '',
    description: '',
    descriptionBn: '',
    ...(defaults.district ? { district: defaults.district } : {}),
    address: defaults.address ?? '',
    addressBn: '',
    // The dated kinds' terms start as the server's own defaults: the whole price at booking, moderate refunds.
    advancePercent: String(DEFAULT_ADVANCE_PERCENT),
    cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
    bookingMode: defaultBookingMode(kinds[0]!),
  }
  const form = useForm<TListingAddInput, unknown, TListingAddOutput>({ resolver: zodResolver(ZListingAddForm), defaultValues })
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form
  const details = detailFields((name) => ({ error: errors[name]?.message, ...register(name) }))
  const placeServerErrors = useServerFieldErrors(form, { fields: LISTING_FORM_FIELDS, fieldForStatus: FIELD_FOR_STATUS })

  const onSubmit = (values: TListingAddOutput) =>
    upload.mutate(
      { kind, form: listingFormData(values, kind, filesOf(values.pictures)) },
      {
        // The spec's "Your data is uploaded" comes from the server, already in the page's language.
        onSuccess: ({ message }) => {
          notify.success(message)
          // Without values, reset() also empties the file input; the agency's district and address come back.
          reset()
        },
        onError: (error) => {
          const message = placeServerErrors(error)
          if (message) notify.error(message)
        },
      },
    )

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={`${id}-title`} className="card p-5 sm:p-8">
      <SectionHeader id={`${id}-title`} title={t('merchants.add.title')} lead={t('merchants.add.lead')} />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {kinds.length > 1 ? (
          <Select
            className="sm:col-span-2"
            label={t('merchants.form.businessCategory')}
            value={kind}
            onChange={(event) => {
              const next = event.target.value as TListingKind
              setKind(next)
              form.setValue('bookingMode', defaultBookingMode(next))
            }}
            options={kinds.map((option) => ({ value: option, label: t(businessKey(option)) }))}
          />
        ) : (
          <p className="text-sm sm:col-span-2">
            <span className="font-medium text-stone-800 dark:text-stone-200">{t('merchants.add.businessCategory')}</span>
            {t(businessKey(kind))}
          </p>
        )}
        <ListingDetailFields fields={details} kind={kind} guide />
        <FileInput
          className="sm:col-span-2"
          label={t('merchants.form.pictures')}
          previewsLabel={t('merchants.add.picturesChosen')}
          multiple
          accept={LISTING_PICTURE_TYPES}
          hint={t('merchants.add.picturesHint', { max: LISTING_MAX_PICTURES, mb: LISTING_PICTURE_MAX_MB })}
          error={errors.pictures?.message}
          {...register('pictures')}
        />
      </div>
      <div className="mt-6 flex justify-end">
        <SubmitButton pending={upload.isPending} pendingLabel={t('merchants.add.uploading')} className="btn-primary w-full sm:w-auto">
          {t('merchants.add.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
