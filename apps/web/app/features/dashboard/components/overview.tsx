import { useId, type ReactNode } from 'react'
import { Link } from '../../../components/ui/link'
import { BUSINESS_CATEGORIES } from '@utsab/shared/constants'
import type { TUser } from '@utsab/shared/schemas/auth'
import { MERCHANT_TEXTS, type TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { RoleBadge } from '../../../components/ui/role-badge'
import { sidebarLinks } from '../lib/sidebar'

const categoryLabel = (kind: TMerchantApplication['businessCategory']) =>
  BUSINESS_CATEGORIES.find((category) => category.kind === kind)?.label ?? kind

/** The date part of an ISO moment, in Bangladesh (UTC+6): "14 Feb 2027". */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const dhakaDate = (iso: string) => {
  const d = new Date(Date.parse(iso) + 6 * 60 * 60 * 1000)
  return Number.isNaN(d.getTime()) ? iso : `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-3 p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="flex-1 text-stone-700 dark:text-stone-300">{children}</div>
      {action && <div className="flex flex-wrap gap-3">{action}</div>}
    </section>
  )
}

/**
 * /dashboard for everyone but admins: their role, their bookings, and the way to sell on Utsab as
 * far as they have gone (apply, wait for review, apply again after a decline, add events).
 */
export function Overview({ user, application }: { user: TUser; application: TMerchantApplication | null }) {
  const [bookings] = sidebarLinks(user.role)
  const isMerchant = user.role === 'merchant'
  return (
    <div>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        Dashboard
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-700 dark:text-stone-300">
        Welcome, {user.name}. Your role: <RoleBadge role={user.role} />
      </p>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Panel
          title={isMerchant ? 'Bookings of your listings' : 'My bookings'}
          action={
            <>
              {bookings && (
                <Link to={bookings.to} className="btn-primary">
                  {bookings.label}
                </Link>
              )}
              {!isMerchant && (
                <Link to="/orders" className="btn-secondary">
                  Pay or cancel
                </Link>
              )}
            </>
          }
        >
          {isMerchant
            ? 'See who booked your services, for which dates, and whether they have paid.'
            : 'See the services you booked. Pay for a booking or cancel it from My bookings.'}
        </Panel>
        <MerchantPanel user={user} application={application} />
      </div>
    </div>
  )
}

function MerchantPanel({ user, application }: { user: TUser; application: TMerchantApplication | null }) {
  if (user.role === 'merchant') {
    return (
      <Panel
        title="Your listings"
        action={
          <Link to="/dashboard/add-costumes" className="btn-primary">
            {MERCHANT_TEXTS.sidebarAddEvents}
          </Link>
        }
      >
        Add your services to the catalog, edit them, and publish or hide them.
      </Panel>
    )
  }
  if (application?.status === 'pending') {
    return (
      <Panel title="Your merchant application">
        <p>
          <strong className="font-semibold text-stone-900 dark:text-stone-100">Waiting for review.</strong> You applied as{' '}
          {application.agencyName} ({categoryLabel(application.businessCategory)}) on {dhakaDate(application.createdAt)}. An admin will
          accept or decline it; we email you if it is declined.
        </p>
      </Panel>
    )
  }
  if (user.role === 'requested') {
    return (
      <Panel title="Your merchant application">
        <p>Your request to become a merchant is waiting for an admin's review.</p>
      </Panel>
    )
  }
  if (application?.status === 'declined') {
    return (
      <Panel
        title="Your merchant application"
        action={
          <Link to="/become-merchant" className="btn-primary">
            Apply again
          </Link>
        }
      >
        <p>
          <strong className="font-semibold text-stone-900 dark:text-stone-100">Declined</strong>
          {application.reviewedAt && <> on {dhakaDate(application.reviewedAt)}</>}. The reason given:
        </p>
        <blockquote className="mt-2 border-l-4 border-brand-300 pl-3 italic dark:border-brand-700">{application.declineReason}</blockquote>
      </Panel>
    )
  }
  return (
    <Panel
      title="Sell on Utsab"
      action={
        <Link to="/become-merchant" className="btn-primary">
          Become a merchant
        </Link>
      }
    >
      Offer your venue, photography, costumes or makeup to customers across Bangladesh. Apply with your trade licence; an admin reviews it.
    </Panel>
  )
}
