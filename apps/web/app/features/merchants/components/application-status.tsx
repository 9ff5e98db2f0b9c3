import { useEffect, useId, useRef, type ReactNode } from 'react'
import { APPLICATION_REVIEW_WORKING_DAYS } from '@utsab/shared/constants'
import { addWorkingDays, dayInDhaka, formatDate, formatDay, formatMoney, plainDigits } from '@utsab/shared/format'
import { businessKey } from '@utsab/shared/kinds'
import { Link } from '#app/components/ui/link'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { useListingText } from '#app/lib/listing-text'
import { useT } from '#app/lib/i18n'

/** A card with a heading that takes the focus when it replaces the form the person was using. */
function StatusCard({
  title,
  focus = false,
  tone = 'plain',
  children,
}: {
  title: string
  focus?: boolean
  tone?: 'plain' | 'warning'
  children: ReactNode
}) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  const border = tone === 'warning' ? 'border-l-4 border-l-gold-500' : ''
  return (
    <section aria-labelledby={id} className={`card p-5 sm:p-8 ${border}`}>
      <h2 id={id} ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="font-medium text-stone-600 sm:w-44 sm:shrink-0 dark:text-stone-400">{term}</dt>
      <dd className="break-words text-stone-900 dark:text-stone-100">{children}</dd>
    </div>
  )
}

/** A pending application, shown instead of a second form. `focus` moves the focus here right after sending it. */
export function PendingApplication({ application, focus }: { application: TMerchantApplication; focus: boolean }) {
  const t = useT()
  const text = useListingText()
  // The day an answer is due: the working days (Sunday to Thursday) after the day it was sent, in Dhaka.
  const reviewBy = addWorkingDays(dayInDhaka(application.createdAt), APPLICATION_REVIEW_WORKING_DAYS)
  const reviewByText = formatDate(reviewBy, text.locale)
  return (
    <StatusCard title={t('merchants.status.pendingTitle')} focus={focus}>
      <p className="mt-3">
        <span className="inline-flex items-center gap-2 rounded-full bg-gold-300/40 px-3 py-1 text-sm font-semibold text-gold-700 dark:bg-gold-700/30 dark:text-gold-300">
          <span aria-hidden="true" className="size-2 rounded-full bg-current" />
          {t('merchants.status.pendingBadge')}
        </span>
      </p>
      <p className="mt-4 text-stone-700 dark:text-stone-300">{t('merchants.status.pendingText')}</p>
      <p className="mt-2 font-medium text-stone-900 dark:text-stone-100">
        {t('merchants.status.reviewTime', { days: plainDigits(APPLICATION_REVIEW_WORKING_DAYS, text.locale), date: reviewByText })}
      </p>
      <dl className="mt-6 flex flex-col gap-3 border-t border-stone-200 pt-6 text-sm dark:border-stone-800">
        <Detail term={t('merchants.status.submitted')}>
          <time dateTime={application.createdAt}>{formatDay(application.createdAt, text.locale)}</time>
        </Detail>
        <Detail term={t('merchants.status.reviewBy')}>
          <time dateTime={reviewBy}>{reviewByText}</time>
        </Detail>
        <Detail term={t('merchants.status.agency')}>{application.agencyName}</Detail>
        <Detail term={t('merchants.form.businessCategory')}>{t(businessKey(application.businessCategory))}</Detail>
        <Detail term={t('merchants.form.serviceCategory')}>{application.serviceCategory}</Detail>
        <Detail term={t('merchants.form.price')}>{formatMoney(application.price, text.locale)}</Detail>
        <Detail term={t('merchants.form.district')}>{text.district(application.district)}</Detail>
      </dl>
    </StatusCard>
  )
}

/** Why the last application was declined, above the form that lets the person apply again. */
export function DeclinedApplication({ application }: { application: TMerchantApplication }) {
  const t = useT()
  const { locale } = useListingText()
  const sent = formatDay(application.createdAt, locale)
  return (
    <StatusCard title={t('merchants.status.declinedTitle')} tone="warning">
      <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
        {application.reviewedAt
          ? t('merchants.status.sentAndDeclined', {
              agency: application.agencyName,
              sent,
              declined: formatDay(application.reviewedAt, locale),
            })
          : t('merchants.status.sent', { agency: application.agencyName, sent })}
      </p>
      <div className="mt-4 rounded-lg bg-stone-100 px-4 py-3 dark:bg-stone-800">
        <p className="text-sm font-semibold text-stone-800 dark:text-stone-200">{t('merchants.status.reasonHeading')}</p>
        <p className="mt-1 whitespace-pre-line break-words">{application.declineReason ?? t('merchants.status.noReason')}</p>
      </div>
      <p className="mt-4 text-stone-700 dark:text-stone-300">{t('merchants.status.applyAgain')}</p>
    </StatusCard>
  )
}

export function AlreadyMerchant() {
  const t = useT()
  return (
    <StatusCard title={t('merchants.status.merchantTitle')}>
      <p className="mt-3 text-stone-700 dark:text-stone-300">{t('merchants.status.merchantText')}</p>
      <Link to="/dashboard/add-costumes" className="btn-primary mt-6">
        {t('merchants.status.goToDashboard')}
      </Link>
    </StatusCard>
  )
}

export function AdminsDoNotApply() {
  const t = useT()
  return (
    <StatusCard title={t('merchants.status.adminTitle')}>
      <p className="mt-3 text-stone-700 dark:text-stone-300">{t('merchants.status.adminText')}</p>
      <Link to="/dashboard/all-users" className="btn-primary mt-6">
        {t('merchants.status.review')}
      </Link>
    </StatusCard>
  )
}
