import { useState, type FormEvent } from 'react'
import { Form } from 'react-router'
import { useLocaleNavigate } from '#app/components/ui/link'
import { DistrictSelect } from '#app/widgets/district-select'
import { useLocalePath, useT } from '#app/lib/i18n'
import { parseFilters, serializeFilters, type TFilterErrors, type TListFilters } from '../lib/filters'
import { EventDateField, GuestsField } from './search-fields'

/** The page of everything free on one date (routes/available.tsx). */
export const AVAILABLE_PATH = '/available'

/**
 * The date search: an event date (needed), a district and, for venues, the guests. A plain GET form to the page of
 * everything free that day, so it works before the page's code runs; with it, a missing date is said under the field
 * and empty fields stay out of the URL.
 */
export function DateSearchForm({
  values = {},
  serverErrors,
  className = '',
}: {
  values?: Pick<TListFilters, 'date' | 'district' | 'guests'>
  serverErrors?: TFilterErrors
  className?: string
}) {
  const t = useT()
  const navigate = useLocaleNavigate()
  const localePath = useLocalePath()
  const [errors, setErrors] = useState<TFilterErrors>(serverErrors ?? {})
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    if (!form.get('date')) {
      setErrors({ date: t('catalog.dateSearch.dateMissing') })
      formElement.querySelector<HTMLInputElement>('[data-field="date"]')?.focus()
      return
    }
    const params = new URLSearchParams()
    for (const [key, value] of form) if (typeof value === 'string') params.append(key, value)
    void navigate(`${AVAILABLE_PATH}?${serializeFilters(parseFilters(params))}`)
  }
  const clearError = (field: keyof TFilterErrors) => errors[field] && setErrors(({ [field]: _, ...rest }) => rest)
  return (
    <Form
      key={serializeFilters(values)}
      method="get"
      action={localePath(AVAILABLE_PATH)}
      onSubmit={onSubmit}
      noValidate
      role="search"
      aria-label={t('catalog.dateSearch.label')}
      className={`card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-start ${className}`}
    >
      <EventDateField
        label={t('catalog.filters.date')}
        markRequired
        defaultValue={values.date}
        error={errors.date}
        onChange={() => clearError('date')}
      />
      <DistrictSelect
        label={t('catalog.filters.district')}
        name="district"
        defaultValue={values.district ?? ''}
        placeholder={t('catalog.filters.allDistricts')}
        error={errors.district}
        onChange={() => clearError('district')}
      />
      <GuestsField
        label={t('catalog.dateSearch.guests')}
        defaultValue={values.guests}
        error={errors.guests}
        onChange={() => clearError('guests')}
      />
      {/* A plain submit, not the kit's SubmitButton: this GET form also works before the page's code runs. */}
      <button type="submit" className="btn-primary w-full lg:mt-6">
        {t('catalog.dateSearch.submit')}
      </button>
    </Form>
  )
}
