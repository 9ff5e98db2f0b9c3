import { describe, expect, it } from 'vitest'
import { pageHref, pageNumbers, parsePage } from './pages'

describe('pageNumbers', () => {
  it('lists every page of a short list', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3])
  })

  it('keeps the ends and two either side of the current page, with gaps', () => {
    expect(pageNumbers(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20])
  })

  it('fills a gap of one page with the page itself', () => {
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10])
  })
})

describe('parsePage', () => {
  it('reads a missing page as the first', () => {
    expect(parsePage(null)).toBe(1)
    expect(parsePage('')).toBe(1)
  })

  it('reads whole numbers from 1', () => {
    expect(parsePage('3')).toBe(3)
  })

  it.each(['0', '-1', '2.5', 'abc', '1e3', '99999999'])('refuses %s', (value) => {
    expect(parsePage(value)).toBeUndefined()
  })
})

describe('pageHref', () => {
  it('gives page 1 the bare path', () => {
    expect(pageHref('/dashboard/all-bookings', 1)).toBe('/dashboard/all-bookings')
    expect(pageHref('/dashboard/all-bookings', 2)).toBe('/dashboard/all-bookings?page=2')
  })

  it('keeps the parameters the path already has', () => {
    expect(pageHref('/dashboard/contact-messages?status=handled', 1)).toBe('/dashboard/contact-messages?status=handled')
    expect(pageHref('/dashboard/contact-messages?status=handled', 3)).toBe('/dashboard/contact-messages?status=handled&page=3')
  })
})
