import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { LISTING_SORTS, type TListingSort } from '@utsab/shared/constants'
import { parseTypedNumber } from '@utsab/shared/format'

/**
 * The list page's filters as they live in the URL query. Parsing is forgiving: empty values (what a
 * plain GET form submits for untouched fields) are dropped; anything else is passed on to the API,
 * whose 400 message explains a bad value.
 */
export type TListFilters = {
  district?: string
  minPrice?: string
  maxPrice?: string
  minRating?: string
  q?: string
  /** The event date (YYYY-MM-DD): only what is free that day. */
  date?: string
  /** Venues only: the guests it must seat. */
  guests?: string
  sort?: string
  page?: string
  pageSize?: string
}

export const FILTER_KEYS = [
  'district',
  'minPrice',
  'maxPrice',
  'minRating',
  'q',
  'date',
  'guests',
  'sort',
  'page',
  'pageSize',
] as const satisfies ReadonlyArray<keyof TListFilters>

export const DEFAULT_SORT: TListingSort = 'newest'

/** Each sort's name, as a message key of the `catalog` catalog. */
export const SORT_LABELS = {
  newest: 'catalog.sort.newest',
  price: 'catalog.sort.priceAsc',
  '-price': 'catalog.sort.priceDesc',
  rating: 'catalog.sort.rating',
  reply: 'catalog.sort.reply',
} as const satisfies Record<TListingSort, TMessageKey>

/** The filters a person types as numbers: kept in Latin digits ("২৫০" typed, ?guests=250 in the URL). */
const NUMBER_KEYS: ReadonlySet<keyof TListFilters> = new Set(['minPrice', 'maxPrice', 'guests'])

export function parseFilters(search: URLSearchParams | string): TListFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const filters: TListFilters = {}
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim()
    if (!value) continue
    const number = NUMBER_KEYS.has(key) ? parseTypedNumber(value) : null
    filters[key] = number === null ? value : String(number)
  }
  if (filters.sort === DEFAULT_SORT) delete filters.sort
  if (filters.page === '1') delete filters.page
  return filters
}

/** The canonical query string of `filters` (stable key order, no empties), without "?". */
export function serializeFilters(filters: TListFilters): string {
  const params = new URLSearchParams()
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim()
    if (!value) continue
    if (key === 'sort' && value === DEFAULT_SORT) continue
    if (key === 'page' && value === '1') continue
    params.set(key, value)
  }
  return params.toString()
}

export const withPage = (filters: TListFilters, page: number): TListFilters => ({ ...filters, page: String(page) })

const NARROWING = ['district', 'minPrice', 'maxPrice', 'minRating', 'q', 'date', 'guests'] as const satisfies ReadonlyArray<
  keyof TListFilters
>

/** How many filters narrow the list (sorting and paging do not), for the phone's "Filters" button. */
export const activeFilterCount = (filters: TListFilters) => NARROWING.filter((key) => filters[key]).length

/** True when anything narrows the list. */
export const hasActiveFilters = (filters: TListFilters) => activeFilterCount(filters) > 0

export const isSort = (value: string | undefined): value is TListingSort => LISTING_SORTS.includes(value as TListingSort)

export type TPriceErrors = { minPrice?: string; maxPrice?: string }
/** What is wrong with the filters a URL carries, per field of the form (the price pair's own words, or the ones below). */
export type TFilterErrors = TPriceErrors & { district?: string; minRating?: string; q?: string; date?: string; guests?: string }
