import { describe, expect, it } from 'vitest'
import { chosenLocale, localeOfPath, localizePath, preferredLocale, splitLocalePath } from './locales'

describe('language of a path', () => {
  it('is Bangla under /bn and English elsewhere', () => {
    expect(splitLocalePath('/bn/services/venue')).toEqual({ locale: 'bn', path: '/services/venue' })
    expect(splitLocalePath('/bn')).toEqual({ locale: 'bn', path: '/' })
    expect(splitLocalePath('/bnx/venue')).toEqual({ locale: 'en', path: '/bnx/venue' })
    expect(localeOfPath('/orders')).toBe('en')
  })

  it('localizes site paths, keeps query and hash, and leaves the API, files and other sites alone', () => {
    expect(localizePath('/orders', 'bn')).toBe('/bn/orders')
    expect(localizePath('/', 'bn')).toBe('/bn')
    expect(localizePath('/services/venue?page=2#top', 'bn')).toBe('/bn/services/venue?page=2#top')
    expect(localizePath('/bn/orders', 'bn')).toBe('/bn/orders')
    expect(localizePath('/bn/orders?x=1', 'en')).toBe('/orders?x=1')
    expect(localizePath('/bn', 'en')).toBe('/')
    expect(localizePath('/api/me', 'bn')).toBe('/api/me')
    expect(localizePath('/favicon.svg', 'bn')).toBe('/favicon.svg')
    expect(localizePath('https://example.com/', 'bn')).toBe('https://example.com/')
    expect(localizePath('//example.com/x', 'bn')).toBe('//example.com/x')
    expect(localizePath('#faq', 'bn')).toBe('#faq')
  })
})

describe('preferred language', () => {
  it('takes the highest-weighted of ours', () => {
    expect(preferredLocale('bn-BD,bn;q=0.9,en;q=0.8')).toBe('bn')
    expect(preferredLocale('en-US,en;q=0.9,bn;q=0.8')).toBe('en')
    expect(preferredLocale('fr;q=1,bn;q=0.3')).toBe('bn')
    expect(preferredLocale('fr,de')).toBeUndefined()
    expect(preferredLocale('bn;q=0')).toBeUndefined()
    expect(preferredLocale(undefined)).toBeUndefined()
  })

  it('reads the visitor’s choice from the cookie header', () => {
    expect(chosenLocale('a=1; utsab_lang=bn; b=2')).toBe('bn')
    expect(chosenLocale('utsab_lang=fr')).toBeUndefined()
    expect(chosenLocale(null)).toBeUndefined()
  })
})
