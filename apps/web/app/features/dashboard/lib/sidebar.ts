import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TRole } from '@utsab/shared/schemas/auth'

export type TSidebarLink = { to: string; label: TMessageKey }

/**
 * The sidebar's links by role (spec §2, named as issue 14 decided): admins review users and All bookings,
 * held payments, payouts to merchants, the revenue, hidden listings (decision 029), every review, the email queue, the SMS sent and the page speed of real visits; merchants the Bookings of their listings, their
 * events, their calendar, packages, reviews and earnings; everyone else (no role, or requested) My bookings and the event planner. A merchant's Bookings
 * stays first: the overview links to it. Everyone then has their messages, their shortlist and their account.
 */
export function sidebarLinks(role: TRole): TSidebarLink[] {
  return [...roleLinks(role), MESSAGES_LINK, SHORTLIST_LINK, ACCOUNT_LINK]
}

/** Every role's conversations with merchants and customers (issue 17). */
const MESSAGES_LINK: TSidebarLink = { to: '/dashboard/messages', label: 'dashboard.link.messages' }

/** Every role's shortlist of listings kept to compare and book (issue 17). */
const SHORTLIST_LINK: TSidebarLink = { to: '/dashboard/shortlist', label: 'dashboard.link.shortlist' }

/** Every role's last link: one's own account (issue 17). */
const ACCOUNT_LINK: TSidebarLink = { to: '/dashboard/account', label: 'auth.menu.accountPage' }

function roleLinks(role: TRole): TSidebarLink[] {
  switch (role) {
    case 'admin':
      return [
        { to: '/dashboard/all-users', label: 'dashboard.link.allUsers' },
        { to: '/dashboard/all-bookings', label: 'dashboard.link.allBookings' },
        { to: '/dashboard/held-payments', label: 'dashboard.link.heldPayments' },
        { to: '/dashboard/payouts', label: 'dashboard.link.payouts' },
        { to: '/dashboard/revenue', label: 'dashboard.link.revenue' },
        { to: '/dashboard/hidden-listings', label: 'dashboard.link.hiddenListings' },
        { to: '/dashboard/all-reviews', label: 'dashboard.link.allReviews' },
        { to: '/dashboard/reported-messages', label: 'dashboard.link.reportedMessages' },
        { to: '/dashboard/contact-messages', label: 'dashboard.link.contactMessages' },
        { to: '/dashboard/jobs', label: 'dashboard.link.jobs' },
        { to: '/dashboard/sms', label: 'dashboard.link.sms' },
        { to: '/dashboard/vitals', label: 'dashboard.link.vitals' },
      ]
    case 'merchant':
      return [
        { to: '/dashboard/my-bookings', label: 'dashboard.link.merchantBookings' },
        { to: '/dashboard/add-costumes', label: 'dashboard.link.addEvents' },
        { to: '/dashboard/calendar', label: 'dashboard.link.calendar' },
        { to: '/dashboard/packages', label: 'dashboard.link.packages' },
        { to: '/dashboard/reviews', label: 'dashboard.link.reviews' },
        { to: '/dashboard/earnings', label: 'dashboard.link.earnings' },
      ]
    default:
      return [
        { to: '/dashboard/my-bookings', label: 'nav.myBookings' },
        // A family's event planner (issue 37): its functions, budget and checklist.
        { to: '/dashboard/planner', label: 'dashboard.link.planner' },
      ]
  }
}

/** Spec §2: the sidebar is hidden when the path contains 'orders'. */
export const isSidebarHidden = (pathname: string) => pathname.includes('orders')
