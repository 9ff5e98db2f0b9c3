import { useId, type FormEvent } from 'react'
import { Form, Link, useNavigate } from 'react-router'
import { DISTRICTS, LISTING_SORTS, RATING_RANGE } from '@utsab/shared/constants'
import { DEFAULT_SORT, hasActiveFilters, parseFilters, serializeFilters, SORT_LABELS, type TListFilters } from '../lib/filters'

/**
 * Filters and sort as a plain GET form: without JavaScript the browser submits it; with it, empty
 * fields are dropped so the URL stays short and shareable. Paging restarts at 1 on every change.
 */
export function FiltersForm({ filters, basePath }: { filters: TListFilters; basePath: string }) {
  const id = useId()
  const navigate = useNavigate()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const params = new URLSearchParams()
    for (const [key, value] of form) if (typeof value === 'string') params.append(key, value)
    const query = serializeFilters(parseFilters(params))
    navigate(query ? `${basePath}?${query}` : basePath)
  }
  // Keyed by the query so the fields show the URL's values after back/forward navigation.
  const key = serializeFilters(filters)
  return (
    <Form
      key={key}
      method="get"
      action={basePath}
      onSubmit={onSubmit}
      role="search"
      aria-label="Filter listings"
      className="card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <div className="sm:col-span-2 lg:col-span-2">
        <label htmlFor={`${id}-q`} className="field-label">
          Search
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          maxLength={100}
          placeholder="Name, agency or category"
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor={`${id}-district`} className="field-label">
          District
        </label>
        <select id={`${id}-district`} name="district" defaultValue={filters.district ?? ''} className="field-input">
          <option value="">All districts</option>
          {DISTRICTS.map((district) => (
            <option key={district} value={district}>
              {district}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-min-rating`} className="field-label">
          Minimum rating
        </label>
        <select id={`${id}-min-rating`} name="minRating" defaultValue={filters.minRating ?? ''} className="field-input">
          <option value="">Any rating</option>
          {[4.5, 4, 3.5, 3]
            .filter((value) => value <= RATING_RANGE.max)
            .map((value) => (
              <option key={value} value={String(value)}>
                {value}+ stars
              </option>
            ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-min-price`} className="field-label">
          Min price (BDT)
        </label>
        <input
          id={`${id}-min-price`}
          name="minPrice"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={filters.minPrice ?? ''}
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor={`${id}-max-price`} className="field-label">
          Max price (BDT)
        </label>
        <input
          id={`${id}-max-price`}
          name="maxPrice"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={filters.maxPrice ?? ''}
          className="field-input"
        />
      </div>
      <div className="sm:col-span-2 lg:col-span-2">
        <label htmlFor={`${id}-sort`} className="field-label">
          Sort by
        </label>
        <select id={`${id}-sort`} name="sort" defaultValue={filters.sort ?? DEFAULT_SORT} className="field-input">
          {LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4 lg:justify-end">
        {hasActiveFilters(filters) && (
          <Link to={basePath} className="btn-ghost">
            Reset filters
          </Link>
        )}
        <button type="submit" className="btn-primary">
          Apply filters
        </button>
      </div>
    </Form>
  )
}
