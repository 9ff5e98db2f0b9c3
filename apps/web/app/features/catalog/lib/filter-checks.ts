import { ZListingQuery, ZPriceRange } from '@utsab/shared/schemas/catalog'
import { m } from '@utsab/shared/schemas/messages-by-key'
import type { TFilterErrors, TListFilters, TPriceErrors } from './filters'

// The filters checked with the API's own rules. Apart from filters.ts: these need zod, which the home page's search
// form (parsing and writing filters only) keeps out of a first visit.

/**
 * In words for a person, the fields whose values can only be wrong when a URL was written by hand: message
 * keys, like the shared schemas' messages, which the form's fields show in the page's language.
 */
const FILTER_MESSAGES = {
  district: m('validation.filters.district'),
  minRating: m('validation.filters.minRating'),
  q: m('validation.filters.search'),
  date: m('validation.filters.date'),
  guests: m('validation.filters.guests'),
} as const

/** The price pair's problems in words for a person (shared rule: max at least min, whole numbers). */
export function priceErrors(values: { minPrice?: unknown; maxPrice?: unknown }): TPriceErrors {
  const checked = ZPriceRange.safeParse(values)
  if (checked.success) return {}
  const errors: TPriceErrors = {}
  for (const issue of checked.error.issues) {
    const field = issue.path[0]
    if ((field === 'minPrice' || field === 'maxPrice') && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/**
 * The filters of a URL, checked with the API's own rules before they are asked for: each refused value is left out
 * of the query (the list shows without it rather than an error page) and said under its field; a refused page, page
 * size or sort falls back to the default without a word (nothing in the form shows them).
 */
export function checkFilters(filters: TListFilters): { asked: TListFilters; errors: TFilterErrors } {
  const errors: TFilterErrors = priceErrors(filters)
  const asked: TListFilters = { ...filters }
  if (errors.minPrice || errors.maxPrice) {
    delete asked.minPrice
    delete asked.maxPrice
  }
  const checked = ZListingQuery.safeParse(asked)
  if (checked.success) return { asked, errors }
  for (const issue of checked.error.issues) {
    const field = issue.path[0]
    if (typeof field !== 'string' || !(field in asked)) continue
    delete asked[field as keyof TListFilters]
    if (field in FILTER_MESSAGES) errors[field as keyof typeof FILTER_MESSAGES] = FILTER_MESSAGES[field as keyof typeof FILTER_MESSAGES]
  }
  return { asked, errors }
}
