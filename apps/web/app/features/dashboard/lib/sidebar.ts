import type { TRole } from '@utsab/shared/schemas/auth'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'

export type TSidebarLink = { to: string; label: string }

/**
 * The sidebar's links by role (spec §2, named as issue 14 decided): admins review users and All bookings,
 * merchants the Bookings of their listings and their events, everyone else (no role, or requested) My bookings.
 */
export function sidebarLinks(role: TRole): TSidebarLink[] {
  switch (role) {
    case 'admin':
      return [
        { to: '/dashboard/all-users', label: MERCHANT_TEXTS.sidebarAllUsers },
        { to: '/dashboard/all-bookings', label: MERCHANT_TEXTS.sidebarAllBookings },
      ]
    case 'merchant':
      return [
        { to: '/dashboard/my-bookings', label: MERCHANT_TEXTS.sidebarMerchantBookings },
        { to: '/dashboard/add-costumes', label: MERCHANT_TEXTS.sidebarAddEvents },
      ]
    default:
      return [{ to: '/dashboard/my-bookings', label: MERCHANT_TEXTS.sidebarMyBookings }]
  }
}

/** Spec §2: the sidebar is hidden when the path contains 'orders'. */
export const isSidebarHidden = (pathname: string) => pathname.includes('orders')
