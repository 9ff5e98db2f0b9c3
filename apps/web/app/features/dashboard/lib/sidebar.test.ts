import { describe, expect, it } from 'vitest'
import { dashboardEn } from '@utsab/shared/i18n/messages/dashboard'
import { authEn } from '@utsab/shared/i18n/messages/auth'
import { isSidebarHidden, sidebarLinks } from './sidebar'

/** Every role's last links (issue 17): the shortlist, then one's account. */
const MESSAGES = { to: '/dashboard/messages', label: 'dashboard.link.messages' }
const SHORTLIST = { to: '/dashboard/shortlist', label: 'dashboard.link.shortlist' }
const ACCOUNT = { to: '/dashboard/account', label: 'auth.menu.accountPage' }

describe('sidebarLinks (spec §2)', () => {
  it('gives admins All User, All bookings, Held payments, Payouts, Revenue, Hidden listings, All reviews, Reported messages, Contact messages, Email queue, SMS sent and Page speed', () => {
    expect(sidebarLinks('admin')).toEqual([
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
      MESSAGES,
      SHORTLIST,
      ACCOUNT,
    ])
  })

  it('gives merchants Bookings, Add Events, Calendar, Packages, Reviews and Earnings', () => {
    expect(sidebarLinks('merchant')).toEqual([
      { to: '/dashboard/my-bookings', label: 'dashboard.link.merchantBookings' },
      { to: '/dashboard/add-costumes', label: 'dashboard.link.addEvents' },
      { to: '/dashboard/calendar', label: 'dashboard.link.calendar' },
      { to: '/dashboard/packages', label: 'dashboard.link.packages' },
      { to: '/dashboard/reviews', label: 'dashboard.link.reviews' },
      { to: '/dashboard/earnings', label: 'dashboard.link.earnings' },
      MESSAGES,
      SHORTLIST,
      ACCOUNT,
    ])
    expect(sidebarLinks('admin').map((link) => ({ ...dashboardEn, ...authEn })[link.label as keyof typeof dashboardEn])).toEqual([
      'All User',
      'All bookings',
      'Held payments',
      'Payouts',
      'Revenue',
      'Hidden listings',
      'All reviews',
      'Reported messages',
      'Contact messages',
      'Email queue',
      'SMS sent',
      'Page speed',
      'Messages',
      'Shortlist',
      'Your account',
    ])
  })

  it.each([null, 'requested'] as const)(
    'gives role %s their bookings, labelled My bookings, their event planner and their account',
    (role) => {
      expect(sidebarLinks(role)).toEqual([
        { to: '/dashboard/my-bookings', label: 'nav.myBookings' },
        { to: '/dashboard/planner', label: 'dashboard.link.planner' },
        MESSAGES,
        SHORTLIST,
        ACCOUNT,
      ])
    },
  )
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
