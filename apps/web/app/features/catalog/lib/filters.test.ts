import { describe, expect, it } from 'vitest'
import { hasActiveFilters, parseFilters, serializeFilters, withPage } from './filters'

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
