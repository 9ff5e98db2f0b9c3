import { describe, expect, it } from 'vitest'
import { loginPath } from './redirect'

describe('loginPath', () => {
  it('encodes the way back', () => {
    expect(loginPath('/orders?tab=1&x=2')).toBe('/login?redirectTo=%2Forders%3Ftab%3D1%26x%3D2')
  })
})
