import type { TRole } from '@utsab/shared/schemas/auth'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'

export type TSidebarLink = { to: string; label: string }

/**
 * The sidebar's links by role, exactly as spec §2 lists them: admins review users and every booking,
 * merchants their bookings and events, everyone else (no role, or requested) their own bookings.
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
        { to: '/dashboard/my-bookings', label: MERCHANT_TEXTS.sidebarMyBookings },
        { to: '/dashboard/add-costumes', label: MERCHANT_TEXTS.sidebarAddEvents },
      ]
    default:
      return [{ to: '/dashboard/my-bookings', label: MERCHANT_TEXTS.sidebarAllBookings }]
  }
}

/** Spec §2: the sidebar is hidden when the path contains 'orders'. */
export const isSidebarHidden = (pathname: string) => pathname.includes('orders')
