import { useId, type ReactNode } from 'react'
import { Link } from '#app/components/ui/link'
import { formatDay } from '@utsab/shared/format'
import { businessKey } from '@utsab/shared/kinds'
import type { TUser } from '@utsab/shared/schemas/auth'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { RoleBadge } from '#app/widgets/role-badge'
import { useLocale, useT } from '#app/lib/i18n'
import { sidebarLinks } from '../lib/sidebar'

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
  const t = useT()
  const [bookings] = sidebarLinks(user.role)
  const isMerchant = user.role === 'merchant'
  return (
    <div>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {t('nav.dashboard')}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-700 dark:text-stone-300">
        {t('dashboard.overview.welcome', { name: user.name })} <RoleBadge role={user.role} />
      </p>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Panel
          title={isMerchant ? t('dashboard.bookings.merchantTitle') : t('nav.myBookings')}
          action={
            <>
              {bookings && (
                <Link to={bookings.to} className="btn-primary">
                  {t(bookings.label)}
                </Link>
              )}
              {!isMerchant && (
                <Link to="/orders" className="btn-secondary">
                  {t('dashboard.overview.payOrCancel')}
                </Link>
              )}
            </>
          }
        >
          {isMerchant ? t('dashboard.overview.merchantBookingsText') : t('dashboard.overview.myBookingsText')}
        </Panel>
        <MerchantPanel user={user} application={application} />
      </div>
    </div>
  )
}

function MerchantPanel({ user, application }: { user: TUser; application: TMerchantApplication | null }) {
  const t = useT()
  const locale = useLocale()
  if (user.role === 'merchant') {
    return (
      <Panel
        title={t('dashboard.overview.listingsTitle')}
        action={
          <Link to="/dashboard/add-costumes" className="btn-primary">
            {t('dashboard.link.addEvents')}
          </Link>
        }
      >
        {t('dashboard.overview.listingsText')}
      </Panel>
    )
  }
  if (application?.status === 'pending') {
    return (
      <Panel title={t('dashboard.overview.applicationTitle')}>
        <p>
          <strong className="font-semibold text-stone-900 dark:text-stone-100">{t('dashboard.overview.pendingStrong')}</strong>{' '}
          {t('dashboard.overview.pendingText', {
            agency: application.agencyName,
            category: t(businessKey(application.businessCategory)),
            date: formatDay(application.createdAt, locale),
          })}
        </p>
      </Panel>
    )
  }
  if (user.role === 'requested') {
    return (
      <Panel title={t('dashboard.overview.applicationTitle')}>
        <p>{t('dashboard.overview.requestedText')}</p>
      </Panel>
    )
  }
  if (application?.status === 'declined') {
    return (
      <Panel
        title={t('dashboard.overview.applicationTitle')}
        action={
          <Link to="/become-merchant" className="btn-primary">
            {t('dashboard.overview.applyAgain')}
          </Link>
        }
      >
        <p>
          <strong className="font-semibold text-stone-900 dark:text-stone-100">
            {application.reviewedAt
              ? t('dashboard.overview.declinedOn', { date: formatDay(application.reviewedAt, locale) })
              : t('dashboard.overview.declined')}
          </strong>{' '}
          {t('dashboard.overview.reasonGiven')}
        </p>
        <blockquote className="mt-2 border-l-4 border-brand-300 pl-3 italic dark:border-brand-700">{application.declineReason}</blockquote>
      </Panel>
    )
  }
  return (
    <Panel
      title={t('dashboard.overview.sellTitle')}
      action={
        <Link to="/become-merchant" className="btn-primary">
          {t('merchants.page.title')}
        </Link>
      }
    >
      {t('dashboard.overview.sellText')}
    </Panel>
  )
}
