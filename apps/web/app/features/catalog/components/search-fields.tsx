// From the constants, not the schemas: this field is on the home page, whose first visit carries no zod.
import { MAX_SEARCH_GUESTS } from '@utsab/shared/constants'
import { DateField, type TDateFieldProps } from '#app/components/ui/date-field'
import { Field, type TFieldProps } from '#app/components/ui/field'
import { searchDateRange } from '../lib/search-date'

type TSearchFieldProps = Pick<TFieldProps, 'label' | 'hint' | 'error' | 'onChange' | 'markRequired' | 'className'> & {
  defaultValue?: string
}

/** The event date of a search (the list filters, the home page's date form): the days the API takes, from today on. */
export function EventDateField({
  defaultValue,
  ...field
}: Pick<TDateFieldProps, 'label' | 'error' | 'onChange' | 'markRequired' | 'className'> & { defaultValue?: string }) {
  const dates = searchDateRange()
  return <DateField name="date" min={dates.min} max={dates.max} defaultValue={defaultValue ?? ''} {...field} />
}

/** The guests a venue must seat, a whole number from 1 (only venues take it). */
export function GuestsField({ defaultValue, ...field }: TSearchFieldProps) {
  return (
    <Field
      name="guests"
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_SEARCH_GUESTS}
      step={1}
      defaultValue={defaultValue ?? ''}
      {...field}
    />
  )
}
