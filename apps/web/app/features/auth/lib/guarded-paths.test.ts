import { describe, expect, it } from 'vitest'
import { isGuardedPath } from './guarded-paths'

describe('isGuardedPath', () => {
  it('covers the login-only pages and everything under the dashboard', () => {
    for (const path of ['/orders', '/orders/', '/cart', '/become-merchant', '/dashboard', '/dashboard/all-users', '/dashboard/my-bookings'])
      expect(isGuardedPath(path), path).toBe(true)
  })
  it('leaves public pages and look-alikes alone', () => {
    for (const path of ['/', '/order', '/ordersx', '/login', '/dashboards', '/payment/1', '/service', '/carts'])
      expect(isGuardedPath(path), path).toBe(false)
  })
})
