import { z } from 'zod'
import { LISTING_KINDS, type TListingKind } from '@utsab/shared/constants'
import { ZListingFields } from '@utsab/shared/schemas/merchants'
import { m } from '@utsab/shared/schemas/messages-by-key'
import { APPLICATION_FILE_MAX_BYTES, APPLICATION_MAX_PICTURES, filesOf, filesProblem } from './application-files'

/** A listing takes 1 to 6 pictures (POST /api/upload/{event}), each an image of at most the server's upload size. */
export const LISTING_MAX_PICTURES = APPLICATION_MAX_PICTURES
export const LISTING_PICTURE_MAX_MB = APPLICATION_FILE_MAX_BYTES / 1024 / 1024
export const LISTING_PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif'

/** Why the chosen pictures would be refused (none, too many, or a file that is not an image by its content or too large). */
export const picturesError = (files: ReadonlyArray<Blob & { name: string }>) =>
  filesProblem(files, { required: m('validation.merchant.picturesRequired'), max: LISTING_MAX_PICTURES })

/** An empty optional field means "not given", not "" (an empty rating would otherwise read as 0). */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const fieldShape = {
  ...ZListingFields.shape,
  // A number input gives text: an empty one is asked for by name rather than read as 0.
  price: z
    .string()
    .trim()
    .min(1, m('validation.merchant.priceRequired'))
    .transform((value, ctx) => {
      const parsed = ZListingFields.shape.price.safeParse(value)
      if (parsed.success) return parsed.data
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
      return z.NEVER
    }),
  rating: z.preprocess(blankToUndefined, ZListingFields.shape.rating),
  size: z.preprocess(blankToUndefined, ZListingFields.shape.size),
  capacity: z.preprocess(blankToUndefined, ZListingFields.shape.capacity),
  description: z.preprocess(blankToUndefined, ZListingFields.shape.description),
  nameBn: z.preprocess(blankToUndefined, ZListingFields.shape.nameBn),
  categoryBn: z.preprocess(blankToUndefined, ZListingFields.shape.categoryBn),
  addressBn: z.preprocess(blankToUndefined, ZListingFields.shape.addressBn),
  descriptionBn: z.preprocess(blankToUndefined, ZListingFields.shape.descriptionBn),
  // Left empty, the advance is not given (the server keeps the listing's, or asks the whole price): not 0.
  advancePercent: z.preprocess(blankToUndefined, ZListingFields.shape.advancePercent),
}

/** Edit a listing: the shared listing rules. */
export const ZListingEditForm = z.object(fieldShape)
export type TListingEditInput = z.input<typeof ZListingEditForm>
export type TListingEditOutput = z.output<typeof ZListingEditForm>

/** Add a listing: the shared listing rules, plus 1–6 pictures checked before they are sent. */
export const ZListingAddForm = z.object({
  ...fieldShape,
  pictures: z.unknown().superRefine(async (value, ctx) => {
    const message = await picturesError(filesOf(value))
    if (message) ctx.addIssue({ code: 'custom', message })
  }),
})
export type TListingAddInput = z.input<typeof ZListingAddForm>
export type TListingAddOutput = z.output<typeof ZListingAddForm>

/** A listing's detail fields in the order the add form and the edit dialog show them (where the server's field messages go). */
export const LISTING_DETAILS = [
  'name',
  'nameBn',
  'category',
  'categoryBn',
  'price',
  'rating',
  'size',
  'capacity',
  'district',
  'address',
  'addressBn',
  'advancePercent',
  'cancellationPolicy',
  'bookingMode',
  'description',
  'descriptionBn',
] as const
export type TListingDetail = (typeof LISTING_DETAILS)[number]

/** The add form's fields: the details, then the pictures. */
export const LISTING_FORM_FIELDS = [...LISTING_DETAILS, 'pictures'] as const

/**
 * The multipart body of POST /api/upload/{event}: text fields (optional ones only when given) and each
 * picture. The advance and the cancellation policy belong to the dated kinds: a costume is paid in full.
 */
export function listingFormData(values: TListingAddOutput, kind: TListingKind, pictures: readonly Blob[]): FormData {
  const form = new FormData()
  form.append('name', values.name)
  if (values.nameBn) form.append('nameBn', values.nameBn)
  form.append('category', values.category)
  if (values.categoryBn) form.append('categoryBn', values.categoryBn)
  form.append('price', String(values.price))
  if (values.rating !== undefined) form.append('rating', String(values.rating))
  if (kind === 'costume' && values.size) form.append('size', values.size)
  if (kind === 'venue' && values.capacity !== undefined) form.append('capacity', String(values.capacity))
  if (values.description) form.append('description', values.description)
  if (values.descriptionBn) form.append('descriptionBn', values.descriptionBn)
  form.append('district', values.district)
  form.append('address', values.address)
  if (values.addressBn) form.append('addressBn', values.addressBn)
  if (kind !== 'costume' && values.advancePercent !== undefined) form.append('advancePercent', String(values.advancePercent))
  if (kind !== 'costume' && values.cancellationPolicy) form.append('cancellationPolicy', values.cancellationPolicy)
  if (kind !== 'costume' && values.bookingMode) form.append('bookingMode', values.bookingMode)
  for (const picture of pictures) form.append('pictures', picture)
  return form
}

type TEditable = {
  name: string
  nameBn: string | null
  category: string
  categoryBn: string | null
  addressBn: string | null
  price: number
  rating: number | null
  size: string | null
  capacity: number | null
  description: string | null
  descriptionBn: string | null
}

/**
 * What PATCH /api/listings/{id} should change: every required field, the rating when given, the
 * advance and cancellation policy of the dated kinds when given, and the size (costumes), descriptions
 * and the Bangla name, category and address only when they differ (so "left empty" does not turn null into "").
 */
export function listingChanges(values: TListingEditOutput, listing: TEditable & { kind: TListingKind }) {
  const changes: Partial<TListingEditOutput> = {
    name: values.name,
    category: values.category,
    price: values.price,
    district: values.district,
    address: values.address,
  }
  if (values.rating !== undefined) changes.rating = values.rating
  if (listing.kind !== 'costume' && values.advancePercent !== undefined) changes.advancePercent = values.advancePercent
  if (listing.kind !== 'costume' && values.cancellationPolicy) changes.cancellationPolicy = values.cancellationPolicy
  if (listing.kind !== 'costume' && values.bookingMode) changes.bookingMode = values.bookingMode
  if (listing.kind === 'costume' && (values.size ?? '') !== (listing.size ?? '')) changes.size = values.size ?? ''
  if (listing.kind === 'venue' && values.capacity !== undefined) changes.capacity = values.capacity
  if ((values.description ?? '') !== (listing.description ?? '')) changes.description = values.description ?? ''
  if ((values.nameBn ?? '') !== (listing.nameBn ?? '')) changes.nameBn = values.nameBn ?? ''
  if ((values.categoryBn ?? '') !== (listing.categoryBn ?? '')) changes.categoryBn = values.categoryBn ?? ''
  if ((values.addressBn ?? '') !== (listing.addressBn ?? '')) changes.addressBn = values.addressBn ?? ''
  if ((values.descriptionBn ?? '') !== (listing.descriptionBn ?? '')) changes.descriptionBn = values.descriptionBn ?? ''
  return changes
}

/** The kinds a merchant may add, in the catalog's order: what they already list, and their accepted business category. */
export function sellableKinds(listed: ReadonlyArray<{ kind: TListingKind }>, accepted: TListingKind | null | undefined): TListingKind[] {
  const kinds = new Set<TListingKind>(listed.map((listing) => listing.kind))
  if (accepted) kinds.add(accepted)
  return LISTING_KINDS.filter((kind) => kinds.has(kind))
}
