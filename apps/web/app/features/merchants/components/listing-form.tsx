import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm, useWatch, type DefaultValues, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DISTRICTS, type TDistrict, type TListingKind } from '@utsab/shared/constants'
import { KIND_META } from '@utsab/shared/kinds'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'
import { ApiError } from '../../../lib/api'
import { errorMessage, notify } from '../../../lib/toast'
import { useUploadListing } from '../api/listings'
import { filesOf } from '../lib/application-files'
import {
  businessLabel,
  LISTING_FORM_FIELDS,
  LISTING_MAX_PICTURES,
  LISTING_PICTURE_MAX_MB,
  LISTING_PICTURE_TYPES,
  listingFormData,
  ZListingAddForm,
  type TListingAddInput,
  type TListingAddOutput,
} from '../lib/listing-form'
import { InputField, ListingSubmitButton, SelectField, TextAreaField } from './listing-fields'

type TField = FieldPath<TListingAddInput>
const FIELD_FOR_STATUS: Partial<Record<number, TField>> = { 413: 'pictures', 415: 'pictures' }

/** Examples for the category field, per kind. */
const CATEGORY_EXAMPLES: Record<TListingKind, string> = {
  venue: 'for example Convention hall, Garden, Rooftop',
  photographer: 'for example Wedding photography, Cinematography',
  costume: 'for example Sari, Sherwani, Lehenga',
  makeup: 'for example Bridal makeup, Stage decoration',
}

/**
 * Add a listing (Add Events): the shared listing rules, messages under the fields, a spinner while it
 * uploads. The server re-checks everything and places its own messages on the same fields.
 */
export function ListingForm({ kinds, defaults }: { kinds: readonly TListingKind[]; defaults: { district?: TDistrict; address?: string } }) {
  const id = useId()
  const upload = useUploadListing()
  const [kind, setKind] = useState<TListingKind>(kinds[0]!)
  // The agency's district and address are the likeliest ones: prefilled, and kept after each upload.
  const defaultValues: DefaultValues<TListingAddInput> = {
    name: '',
    category: '',
    price: '',
    rating: '',
    size: '',
    description: '',
    ...(defaults.district ? { district: defaults.district } : {}),
    address: defaults.address ?? '',
  }
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<TListingAddInput, unknown, TListingAddOutput>({ resolver: zodResolver(ZListingAddForm), defaultValues })
  const chosen = useWatch({ control, name: 'pictures' })
  const pictures = useMemo(() => filesOf(chosen), [chosen])

  const onSubmit = (values: TListingAddOutput) =>
    upload.mutate(
      { kind, form: listingFormData(values, kind, filesOf(values.pictures)) },
      {
        onSuccess: ({ message }) => {
          notify.success(message || MERCHANT_TEXTS.uploaded)
          // Without values, reset() also empties the file input; the agency's district and address come back.
          reset()
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return void notify.error(errorMessage(error))
          const placed = placeFieldErrors(error)
          placed.fields.forEach(([name, message], index) => setError(name, { type: 'server', message }, { shouldFocus: index === 0 }))
          if (placed.toast) notify.error(placed.toast)
        },
      },
    )

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={`${id}-title`} className="card p-5 sm:p-8">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Add a listing
      </h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        It appears in the public catalog as soon as it is saved. You can hide it again at any time.
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {kinds.length > 1 ? (
          <div className="min-w-0 sm:col-span-2">
            <label htmlFor={`${id}-kind`} className="field-label">
              Business category
            </label>
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(event) => setKind(event.target.value as TListingKind)}
              className="field-input"
            >
              {kinds.map((option) => (
                <option key={option} value={option}>
                  {businessLabel(option)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="text-sm sm:col-span-2">
            <span className="font-medium text-stone-800 dark:text-stone-200">Business category: </span>
            {businessLabel(kind)}
          </p>
        )}
        <InputField id={`${id}-name`} label="Name" autoComplete="off" error={errors.name?.message} registration={register('name')} />
        <InputField
          id={`${id}-category`}
          label="Category"
          autoComplete="off"
          hint={CATEGORY_EXAMPLES[kind]}
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
          label="Rating (optional)"
          type="number"
          inputMode="decimal"
          min={0}
          max={5}
          step={0.1}
          hint="Your Google rating, 0 to 5."
          error={errors.rating?.message}
          registration={register('rating')}
        />
        {kind === 'costume' && (
          <InputField
            id={`${id}-size`}
            label="Size (optional)"
            autoComplete="off"
            hint="for example S, M, L or Free size"
            error={errors.size?.message}
            registration={register('size')}
          />
        )}
        <SelectField id={`${id}-district`} label="District" error={errors.district?.message} registration={register('district')}>
          <option value="">Choose a district</option>
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
            hint={`What customers get: ${KIND_META[kind].description.charAt(0).toLowerCase()}${KIND_META[kind].description.slice(1)}`}
            error={errors.description?.message}
            registration={register('description')}
          />
        </div>
        <div className="sm:col-span-2">
          <InputField
            id={`${id}-pictures`}
            label="Pictures"
            type="file"
            multiple
            accept={LISTING_PICTURE_TYPES}
            hint={`1 to ${LISTING_MAX_PICTURES} pictures: JPEG, PNG, WebP, GIF or AVIF, up to ${LISTING_PICTURE_MAX_MB} MB each. The first one leads.`}
            error={errors.pictures?.message}
            registration={register('pictures')}
          />
          <PicturePreviews files={pictures} />
        </div>
      </div>
      <div className="mt-6 flex justify-end">
        <ListingSubmitButton pending={upload.isPending} className="w-full sm:w-auto">
          {upload.isPending ? 'Uploading…' : 'Add listing'}
        </ListingSubmitButton>
      </div>
    </form>
  )
}

/** The server's field messages onto the form's fields; a refused picture onto Pictures; the rest into a toast. */
function placeFieldErrors(error: ApiError): { fields: Array<[TField, string]>; toast: string | undefined } {
  const known = new Set<string>(LISTING_FORM_FIELDS)
  const entries = Object.entries(error.fields ?? {}).filter(([, message]) => typeof message === 'string' && message)
  const fields = entries.filter(([name]) => known.has(name)) as Array<[TField, string]>
  const unplaced = entries.filter(([name]) => !known.has(name)).map(([, message]) => message)
  const statusField = FIELD_FOR_STATUS[error.status]
  if (fields.length === 0 && statusField) return { fields: [[statusField, error.message]], toast: unplaced.join(' ') || undefined }
  if (fields.length === 0) return { fields, toast: error.message }
  return { fields, toast: unplaced.length ? unplaced.join(' ') : undefined }
}

/** Thumbnails of the chosen pictures, named by their file names. */
function PicturePreviews({ files }: { files: File[] }) {
  if (files.length === 0) return null
  return (
    <ul aria-label="Chosen pictures" className="mt-3 flex flex-wrap gap-3">
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className="w-20">
          <Thumbnail file={file} />
          <span className="mt-1 block truncate text-xs text-stone-600 dark:text-stone-400">{file.name}</span>
        </li>
      ))}
    </ul>
  )
}

/** The picture itself, through an object URL that lives as long as the thumbnail. */
function Thumbnail({ file }: { file: File }) {
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const url = URL.createObjectURL(file)
    if (ref.current) ref.current.src = url
    return () => URL.revokeObjectURL(url)
  }, [file])
  return <img ref={ref} alt={file.name} width={80} height={80} className="size-20 rounded-lg bg-stone-200 object-cover dark:bg-stone-800" />
}
