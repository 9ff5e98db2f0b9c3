import { describe, expect, it } from 'vitest'
import { checkFilters, priceErrors } from './filter-checks'
import { activeFilterCount, hasActiveFilters, parseFilters, serializeFilters, withPage } from './filters'
import { inEnglish } from '@utsab/shared/i18n/english'

/** The filters' messages as English writes them (they are message keys). */
const english = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message && inEnglish(message)]))

describe('parseFilters', () => {
  it('drops empty fields of a plain form submission', () => {
    expect(parseFilters('district=&minPrice=&maxPrice=5000&minRating=&q=+&sort=newest')).toEqual({ maxPrice: '5000' })
  })
  it('keeps known keys only and trims', () => {
    expect(parseFilters('district=Khulna&q=%20hall%20&sort=-price&page=2&foo=bar')).toEqual({
      district: 'Khulna',
      q: 'hall',
      sort: '-price',
      page: '2',
    })
  })
  it('drops the defaults', () => {
    expect(parseFilters('page=1&sort=newest')).toEqual({})
  })
})

describe('parseFilters with numbers typed in Bengali digits', () => {
  it('keeps the guests and prices in Latin digits, and passes what is not a number on for the API to refuse', () => {
    expect(parseFilters(`guests=${encodeURIComponent('২৫০')}&minPrice=${encodeURIComponent('৫,০০০')}&maxPrice=many`)).toEqual({
      guests: '250',
      minPrice: '5000',
      maxPrice: 'many',
    })
  })
})

describe('serializeFilters', () => {
  it('writes a stable, minimal query', () => {
    expect(serializeFilters({ sort: 'price', q: 'red sari', district: 'Bogura', page: '1' })).toBe('district=Bogura&q=red+sari&sort=price')
    expect(serializeFilters({})).toBe('')
  })
  it('round-trips', () => {
    const query = 'district=Rajshahi&minPrice=100&maxPrice=900&minRating=4&q=gold&sort=rating&page=3'
    expect(serializeFilters(parseFilters(query))).toBe(query)
  })
  it('sets the page', () => {
    expect(serializeFilters(withPage({ q: 'x' }, 2))).toBe('q=x&page=2')
    expect(serializeFilters(withPage({ q: 'x', page: '4' }, 1))).toBe('q=x')
  })
})

describe('hasActiveFilters', () => {
  it('ignores sort and page', () => {
    expect(hasActiveFilters({ sort: 'price', page: '2' })).toBe(false)
    expect(hasActiveFilters({ minRating: '3' })).toBe(true)
  })
})

describe('the price range of the filter form', () => {
  it('says under Maximum price, in words, when it is below the minimum', () => {
    expect(english(priceErrors({ minPrice: '50000', maxPrice: '1000' }))).toEqual({
      maxPrice: 'Maximum price must be at least the minimum price',
    })
  })
  it('accepts empty fields, one bound, or an equal pair', () => {
    expect(english(priceErrors({ minPrice: '', maxPrice: '' }))).toEqual({})
    expect(english(priceErrors({ minPrice: '500' }))).toEqual({})
    expect(english(priceErrors({ minPrice: '500', maxPrice: '500' }))).toEqual({})
  })
  it('names the field of a value that is not a whole number', () => {
    expect(english(priceErrors({ minPrice: '-3' }))).toEqual({ minPrice: 'Minimum price cannot be negative' })
    expect(english(priceErrors({ maxPrice: '1.5' }))).toEqual({ maxPrice: 'Maximum price must be a whole number' })
  })
})

describe('the filters of a URL written by hand', () => {
  it('leaves each refused value out of the query and says why under its field', () => {
    const refused = checkFilters({ district: 'Gotham', minRating: '9', q: 'hall', minPrice: '5000', maxPrice: '100' })
    expect({ ...refused, errors: english(refused.errors) }).toEqual({
      asked: { q: 'hall' },
      errors: {
        district: 'Choose a district from the list',
        minRating: 'Choose a rating from the list',
        maxPrice: 'Maximum price must be at least the minimum price',
      },
    })
    expect(english(checkFilters({ q: 'x'.repeat(101) }).errors)).toEqual({ q: 'Search must be at most 100 characters' })
  })
  it('falls back to the defaults for a bad page, page size or sort, without a word', () => {
    expect(checkFilters({ page: '0', pageSize: '1000', sort: 'cheapest', district: 'Dhaka' })).toEqual({
      asked: { district: 'Dhaka' },
      errors: {},
    })
  })
  it('keeps good filters as they are', () => {
    const filters = { district: 'Sylhet', minRating: '4', minPrice: '100', maxPrice: '5000', q: 'শাপলা', sort: 'price', page: '2' }
    expect(checkFilters(filters)).toEqual({ asked: filters, errors: {} })
  })
})

describe('activeFilterCount', () => {
  it('counts what narrows the list, not sorting or paging', () => {
    expect(activeFilterCount({ district: 'Dhaka', minPrice: '10', q: 'hall', sort: 'price', page: '2' })).toBe(3)
    expect(activeFilterCount({})).toBe(0)
  })
})

describe('the event date and guests', () => {
  it('count as filters and keep their place in the query', () => {
    const filters = parseFilters('guests=250&date=2027-02-14&district=Sylhet&sort=price')
    expect(activeFilterCount(filters)).toBe(3)
    expect(serializeFilters(filters)).toBe('district=Sylhet&date=2027-02-14&guests=250&sort=price')
  })
  it('leave out a past date or a guest count of none, each said under its field', () => {
    const { asked, errors } = checkFilters({ date: '2020-01-01', guests: '0', district: 'Sylhet' })
    expect(asked).toEqual({ district: 'Sylhet' })
    expect(english(errors)).toEqual({
      date: 'Choose a date from today up to two years ahead',
      guests: 'Enter the number of guests as a whole number, 1 or more',
    })
  })
})
