import type { TListingKind } from '@utsab/shared/constants'
import { kindKey } from '@utsab/shared/kinds'
import { useT } from '../../../lib/i18n'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '../../../components/ui/field'
import { DistrictSelect } from '../../../components/ui/district-select'
import { TextArea } from '../../../components/ui/text-area'
import { LISTING_DETAILS, type TListingDetail } from '../lib/listing-form'

type TDetail = UseFormRegisterReturn & { error: string | undefined }
export type TDetailFields = Record<TListingDetail, TDetail>

/**
 * Each field's registration and message, registered by the parent form before its own later fields
 * (react-hook-form focuses the first refused field in registration order: Name, not Pictures).
 */
export const detailFields = (field: (name: TListingDetail) => TDetail) =>
  Object.fromEntries(LISTING_DETAILS.map((name) => [name, field(name)])) as TDetailFields

/** The number inputs of a price in whole BDT and of a 0–5 Google rating (listings and the merchant application). */
export const PRICE_INPUT = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const
export const RATING_INPUT = { type: 'number', inputMode: 'decimal', min: 0, max: 5, step: 0.1 } as const

/** Examples for the category field, per kind. */
const CATEGORY_EXAMPLES: Record<TListingKind, string> = {
  venue: 'for example Convention hall, Garden, Rooftop',
  photographer: 'for example Wedding photography, Cinematography',
  costume: 'for example Sari, Sherwani, Lehenga',
  makeup: 'for example Bridal makeup, Stage decoration',
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`

/**
 * A listing's details, the same in Add a listing and in the edit dialog (two columns from `sm`).
 * `guide` adds the hints a first-time entry needs and the "Choose a district" choice.
 */
export function ListingDetailFields({ fields, kind, guide = false }: { fields: TDetailFields; kind: TListingKind; guide?: boolean }) {
  const t = useT()
  const field = (name: TListingDetail) => fields[name]
  return (
    <>
      <Field label="Name" autoComplete="off" {...field('name')} />
      <Field
        label="Name in Bangla (optional)"
        lang="bn"
        autoComplete="off"
        hint={guide ? 'Shown on the Bangla pages and found by Bangla search.' : undefined}
        {...field('nameBn')}
      />
      <Field label="Category" autoComplete="off" hint={guide ? CATEGORY_EXAMPLES[kind] : undefined} {...field('category')} />
      <Field label="Price (BDT)" {...PRICE_INPUT} {...field('price')} />
      <Field label="Rating (optional)" {...RATING_INPUT} hint={guide ? 'Your Google rating, 0 to 5.' : undefined} {...field('rating')} />
      {kind === 'costume' && (
        <Field
          label="Size (optional)"
          autoComplete="off"
          hint={guide ? 'for example S, M, L or Free size' : undefined}
          {...field('size')}
        />
      )}
      <DistrictSelect label="District" placeholder={guide ? 'Choose a district' : undefined} {...field('district')} />
      <Field className="sm:col-span-2" label="Address" autoComplete="street-address" {...field('address')} />
      <TextArea
        className="sm:col-span-2"
        label="Description (optional)"
        hint={guide ? `What customers get: ${lowerFirst(t(kindKey(kind, 'description')))}` : undefined}
        {...field('description')}
      />
      <TextArea className="sm:col-span-2" label="Description in Bangla (optional)" lang="bn" {...field('descriptionBn')} />
    </>
  )
}
