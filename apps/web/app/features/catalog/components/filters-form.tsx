import { useId, useRef, useState, type FormEvent } from 'react'
import { Form } from 'react-router'
import { Link, useLocaleNavigate } from '#app/components/ui/link'
import { Field } from '#app/components/ui/field'
import { DistrictSelect } from '#app/widgets/district-select'
import { Select } from '#app/components/ui/select'
import { LISTING_SORTS, RATING_RANGE, type TListingKind } from '@utsab/shared/constants'
import { plainDigits } from '@utsab/shared/format'
import { EventDateField, GuestsField } from './search-fields'
import { useLocale, useT } from '#app/lib/i18n'
import {
  activeFilterCount,
  DEFAULT_SORT,
  hasActiveFilters,
  parseFilters,
  serializeFilters,
  SORT_LABELS,
  type TListFilters,
  type TFilterErrors,
} from '../lib/filters'

const RATINGS = [4.5, 4, 3.5, 3].filter((value) => value <= RATING_RANGE.max)

/**
 * The price rule is the API's own (zod), which would more than double what a list page downloads first; it is
 * fetched when the filters are first touched, long before they are applied.
 */
const loadPriceErrors = () => import('../lib/filter-checks').then((checks) => checks.priceErrors)

const isPhone = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 639px)').matches

/**
 * The list page's filters. From 640 px up they are always shown; on a phone they fold behind a
 * "Filters" button with the number of active filters, so the results come first.
 */
export function FiltersPanel({
  kind,
  filters,
  basePath,
  errors,
}: {
  kind: TListingKind
  filters: TListFilters
  basePath: string
  errors?: TFilterErrors
}) {
  const panelId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  // A refused value from the URL opens the panel so its message is seen.
  const [open, setOpen] = useState(Object.values(errors ?? {}).some(Boolean))
  const count = activeFilterCount(filters)
  const t = useT()
  const locale = useLocale()
  return (
    <div>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count > 0 ? t('catalog.filters.toggleActive', { count }) : t('catalog.filters.toggle')}
        onClick={() => setOpen((value) => !value)}
        className="btn-secondary w-full sm:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1zm3 5a1 1 0 0 1 1-1h6a1 1 0 1 1 0 2H7a1 1 0 0 1-1-1zm2 5a1 1 0 0 1 1-1h2a1 1 0 1 1 0 2H9a1 1 0 0 1-1-1z" />
        </svg>
        {t('catalog.filters.toggle')}
        {count > 0 && (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold leading-6 text-white dark:bg-brand-300 dark:text-stone-950">
            {plainDigits(count, locale)}
          </span>
        )}
      </button>
      <div id={panelId} className={`${open ? 'mt-3 block' : 'hidden'} sm:mt-0 sm:block`}>
        <FiltersForm
          kind={kind}
          filters={filters}
          basePath={basePath}
          serverErrors={errors}
          onApplied={() => {
            // On a phone, fold the panel again and leave focus on its button, right above the results.
            if (!isPhone()) return
            setOpen(false)
            toggle.current?.focus()
          }}
        />
      </div>
    </div>
  )
}

/**
 * Filters and sort as a plain GET form: without JavaScript the browser submits it; with it, empty
 * fields are dropped so the URL stays short and shareable, and the price range is checked first (the
 * message goes under the field). Paging restarts at 1 on every change.
 */
export function FiltersForm({
  kind,
  filters,
  basePath,
  serverErrors,
  onApplied,
}: {
  kind: TListingKind
  filters: TListFilters
  basePath: string
  serverErrors?: TFilterErrors
  onApplied?: () => void
}) {
  const navigate = useLocaleNavigate()
  const t = useT()
  const locale = useLocale()
  // Keyed by the query (below), so a new URL starts again from what the loader found.
  const [errors, setErrors] = useState<TFilterErrors>(serverErrors ?? {})
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    void loadPriceErrors().then((priceErrors) => {
      const found = priceErrors({ minPrice: form.get('minPrice'), maxPrice: form.get('maxPrice') })
      setErrors(found)
      const wrong = found.minPrice ? 'minPrice' : found.maxPrice ? 'maxPrice' : null
      if (wrong) {
        formElement.querySelector<HTMLInputElement>(`[name="${wrong}"]`)?.focus()
        return
      }
      const params = new URLSearchParams()
      for (const [key, value] of form) if (typeof value === 'string') params.append(key, value)
      const query = serializeFilters(parseFilters(params))
      void navigate(query ? `${basePath}?${query}` : basePath)
      onApplied?.()
    })
  }
  const clearError = (field: keyof TFilterErrors) => errors[field] && setErrors(({ [field]: _, ...rest }) => rest)
  // Keyed by the query so the fields show the URL's values after back/forward navigation.
  const key = serializeFilters(filters)
  // Only venues take a guest count; the grid's rows stay full either way.
  const seatsGuests = kind === 'venue'
  return (
    <Form
      key={key}
      method="get"
      action={basePath}
      onSubmit={onSubmit}
      onFocus={() => void loadPriceErrors()}
      noValidate
      role="search"
      aria-label={t('catalog.filters.label')}
      className="card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-start"
    >
      <Field
        label={t('catalog.filters.search')}
        name="q"
        type="search"
        defaultValue={filters.q ?? ''}
        maxLength={100}
        placeholder={t('catalog.filters.searchPlaceholder')}
        className="sm:col-span-2 lg:col-span-2"
        error={errors.q}
        onChange={() => clearError('q')}
      />
      <DistrictSelect
        label={t('catalog.filters.district')}
        name="district"
        defaultValue={filters.district ?? ''}
        placeholder={t('catalog.filters.allDistricts')}
        error={errors.district}
        onChange={() => clearError('district')}
      />
      <EventDateField
        label={t('catalog.filters.date')}
        defaultValue={filters.date}
        error={errors.date}
        onChange={() => clearError('date')}
      />
      {seatsGuests && (
        <GuestsField
          label={t('catalog.filters.guests')}
          defaultValue={filters.guests}
          error={errors.guests}
          onChange={() => clearError('guests')}
        />
      )}
      <Select
        label={t('catalog.filters.minRating')}
        name="minRating"
        defaultValue={filters.minRating ?? ''}
        placeholder={t('catalog.filters.anyRating')}
        options={RATINGS.map((value) => ({
          value: String(value),
          label: t('catalog.filters.stars', { rating: plainDigits(value, locale) }),
        }))}
        error={errors.minRating}
        onChange={() => clearError('minRating')}
      />
      <Field
        label={t('catalog.filters.minPrice')}
        name="minPrice"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={filters.minPrice ?? ''}
        error={errors.minPrice}
        onChange={() => clearError('minPrice')}
      />
      <Field
        label={t('catalog.filters.maxPrice')}
        name="maxPrice"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={filters.maxPrice ?? ''}
        error={errors.maxPrice}
        onChange={() => clearError('maxPrice')}
      />
      <Select
        label={t('catalog.filters.sort')}
        name="sort"
        defaultValue={filters.sort ?? DEFAULT_SORT}
        options={LISTING_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }))}
        className="sm:col-span-2 lg:col-span-2"
      />
      <div className={`flex flex-wrap gap-2 sm:col-span-2 lg:self-end lg:justify-end ${seatsGuests ? 'lg:col-span-2' : 'lg:col-span-3'}`}>
        {hasActiveFilters(filters) && (
          <Link to={basePath} className="btn-ghost">
            {t('catalog.filters.reset')}
          </Link>
        )}
        {/* A plain submit, not the kit's SubmitButton: this GET form also works before the page's code runs. */}
        <button type="submit" className="btn-primary">
          {t('catalog.filters.apply')}
        </button>
      </div>
    </Form>
  )
}
