import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TRole } from '@utsab/shared/schemas/auth'

export type TSidebarLink = { to: string; label: TMessageKey }

/**
 * The sidebar's links by role (spec §2, named as issue 14 decided): admins review users and All bookings,
 * merchants the Bookings of their listings and their events, everyone else (no role, or requested) My bookings.
 */
export function sidebarLinks(role: TRole): TSidebarLink[] {
  switch (role) {
    case 'admin':
      return [
        { to: '/dashboard/all-users', label: 'dashboard.link.allUsers' },
        { to: '/dashboard/all-bookings', label: 'dashboard.link.allBookings' },
        { to: '/dashboard/held-payments', label: 'dashboard.link.heldPayments' },
      ]
    case 'merchant':
      return [
        { to: '/dashboard/my-bookings', label: 'dashboard.link.merchantBookings' },
        { to: '/dashboard/add-costumes', label: 'dashboard.link.addEvents' },
      ]
    default:
      return [{ to: '/dashboard/my-bookings', label: 'nav.myBookings' }]
  }
}

/** Spec §2: the sidebar is hidden when the path contains 'orders'. */
export const isSidebarHidden = (pathname: string) => pathname.includes('orders')
