import { ADVANCE_PERCENT_RANGE, BALANCE_DUE_DAYS_BEFORE, CANCELLATION_POLICIES } from '@utsab/shared/booking-money'
import { BOOKING_MODES, type TListingKind } from '@utsab/shared/constants'
import { kindKey } from '@utsab/shared/kinds'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { policySummary } from '#app/lib/cancellation-policy'
import { useLocale, useT } from '#app/lib/i18n'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '#app/components/ui/field'
import { DistrictSelect } from '#app/widgets/district-select'
import { Select } from '#app/components/ui/select'
import { TextArea } from '#app/components/ui/text-area'
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
/** The share of the price that confirms a dated booking, in whole percent. */
const ADVANCE_INPUT = {
  type: 'number',
  inputMode: 'numeric',
  min: ADVANCE_PERCENT_RANGE.min,
  max: ADVANCE_PERCENT_RANGE.max,
  step: 1,
} as const

/** English lowers the first letter inside a sentence; Bengali script has no case. */
const lowerFirst = (text: string, locale: TLocale) => (locale === 'en' ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text)

/**
 * A listing's details, the same in Add a listing and in the edit dialog (two columns from `sm`).
 * `guide` adds the hints a first-time entry needs and the "Choose a district" choice. The dated kinds
 * also take their payment and cancellation terms (hinted in both: they are money the customer sees).
 */
export function ListingDetailFields({
  fields,
  kind,
  guide = false,
  priceFromPackages = false,
}: {
  fields: TDetailFields
  kind: TListingKind
  guide?: boolean
  /** The listing sells packages: its price is the cheapest one's, changed on the Packages page (decision 036). */
  priceFromPackages?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const field = (name: TListingDetail) => fields[name]
  return (
    <>
      <Field label={t('merchants.field.name')} autoComplete="off" {...field('name')} />
      <Field
        label={t('merchants.field.nameBn')}
        lang="bn"
        autoComplete="off"
        hint={guide ? t('merchants.field.nameBnHint') : undefined}
        {...field('nameBn')}
      />
      <Field
        label={t('merchants.field.category')}
        autoComplete="off"
        hint={guide ? t(`merchants.field.categoryHint.${kind}`) : undefined}
        {...field('category')}
      />
      <Field
        label={t('merchants.field.categoryBn')}
        lang="bn"
        autoComplete="off"
        hint={guide ? t('merchants.field.categoryBnHint') : undefined}
        {...field('categoryBn')}
      />
      <Field
        label={t('merchants.field.price')}
        {...PRICE_INPUT}
        readOnly={priceFromPackages}
        hint={priceFromPackages ? t('merchants.field.priceFromPackages') : undefined}
        {...field('price')}
      />
      <Field
        label={t('merchants.field.rating')}
        {...RATING_INPUT}
        hint={guide ? t('merchants.field.ratingHint') : undefined}
        {...field('rating')}
      />
      {kind === 'costume' && (
        <Field
          label={t('merchants.field.size')}
          autoComplete="off"
          hint={guide ? t('merchants.field.sizeHint') : undefined}
          {...field('size')}
        />
      )}
      {kind === 'venue' && (
        <Field
          label={t('merchants.field.capacity')}
          type="number"
          inputMode="numeric"
          min={1}
          hint={guide ? t('merchants.field.capacityHint') : undefined}
          {...field('capacity')}
        />
      )}
      <DistrictSelect
        label={t('merchants.form.district')}
        placeholder={guide ? t('merchants.form.chooseDistrict') : undefined}
        {...field('district')}
      />
      <Field className="sm:col-span-2" label={t('merchants.form.address')} autoComplete="street-address" {...field('address')} />
      <Field className="sm:col-span-2" label={t('merchants.field.addressBn')} lang="bn" autoComplete="off" {...field('addressBn')} />
      {kind !== 'costume' && (
        <fieldset className="grid min-w-0 gap-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-3 font-semibold">{t('merchants.field.terms')}</legend>
          <Field
            label={t('merchants.field.advancePercent')}
            {...ADVANCE_INPUT}
            hint={t('merchants.field.advancePercentHint', { days: BALANCE_DUE_DAYS_BEFORE, full: ADVANCE_PERCENT_RANGE.max })}
            {...field('advancePercent')}
          />
          <Select
            className="sm:col-span-2"
            label={t('merchants.field.cancellationPolicy')}
            hint={t('merchants.field.cancellationPolicyHint')}
            options={CANCELLATION_POLICIES.map((policy) => ({ value: policy, label: policySummary(policy, t) }))}
            {...field('cancellationPolicy')}
          />
          <Select
            className="sm:col-span-2"
            label={t('merchants.field.bookingMode')}
            hint={t('merchants.field.bookingModeHint')}
            options={BOOKING_MODES.map((mode) => ({ value: mode, label: t(`merchants.field.bookingMode.${mode}`) }))}
            {...field('bookingMode')}
          />
        </fieldset>
      )}
      <TextArea
        className="sm:col-span-2"
        label={t('merchants.field.description')}
        hint={guide ? t('merchants.field.descriptionHint', { what: lowerFirst(t(kindKey(kind, 'description')), locale) }) : undefined}
        {...field('description')}
      />
      <TextArea className="sm:col-span-2" label={t('merchants.field.descriptionBn')} lang="bn" {...field('descriptionBn')} />
    </>
  )
}
