import { describe, expect, it } from 'vitest'
import { isSidebarHidden, sidebarLinks } from './sidebar'

describe('sidebarLinks (spec §2)', () => {
  it('gives admins All User and All bookings', () => {
    expect(sidebarLinks('admin')).toEqual([
      { to: '/dashboard/all-users', label: 'All User' },
      { to: '/dashboard/all-bookings', label: 'All bookings' },
    ])
  })

  it('gives merchants Bookings and Add Events', () => {
    expect(sidebarLinks('merchant')).toEqual([
      { to: '/dashboard/my-bookings', label: 'Bookings' },
      { to: '/dashboard/add-costumes', label: 'Add Events' },
    ])
  })

  it.each([null, 'requested'] as const)('gives role %s only their bookings, labelled My bookings', (role) => {
    expect(sidebarLinks(role)).toEqual([{ to: '/dashboard/my-bookings', label: 'My bookings' }])
  })
})

describe('isSidebarHidden', () => {
  it('hides the sidebar when the path contains "orders"', () => {
    expect(isSidebarHidden('/dashboard/orders')).toBe(true)
    expect(isSidebarHidden('/dashboard/orders/12')).toBe(true)
  })

  it('shows it elsewhere in the dashboard', () => {
    expect(isSidebarHidden('/dashboard')).toBe(false)
    expect(isSidebarHidden('/dashboard/all-bookings')).toBe(false)
  })
})
