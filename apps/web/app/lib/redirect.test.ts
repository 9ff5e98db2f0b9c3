import { describe, expect, it } from 'vitest'
import { loginPath, safeRedirectPath } from './redirect'

describe('safeRedirectPath', () => {
  it('keeps local paths with their query', () => {
    expect(safeRedirectPath('/orders')).toBe('/orders')
    expect(safeRedirectPath('/venue/1?x=2')).toBe('/venue/1?x=2')
  })
  it('refuses other hosts and junk', () => {
    expect(safeRedirectPath('https://evil.example')).toBe('/')
    expect(safeRedirectPath('//evil.example')).toBe('/')
    expect(safeRedirectPath('/\\evil.example')).toBe('/')
    expect(safeRedirectPath('/a\nb')).toBe('/')
    expect(safeRedirectPath(null, '/home')).toBe('/home')
    expect(safeRedirectPath('')).toBe('/')
  })
})

describe('loginPath', () => {
  it('encodes the way back', () => {
    expect(loginPath('/orders?tab=1&x=2')).toBe('/login?redirectTo=%2Forders%3Ftab%3D1%26x%3D2')
  })
})
