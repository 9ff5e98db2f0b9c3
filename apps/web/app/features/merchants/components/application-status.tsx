import { useEffect, useId, useRef, type ReactNode } from 'react'
import { formatMoney } from '@utsab/shared/format'
import { Link } from '../../../components/ui/link'
import { MERCHANT_TEXTS, type TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { businessCategoryLabel, formatApplicationDate } from '../lib/application-view'

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
  return (
    <StatusCard title={MERCHANT_TEXTS.applicationPending} focus={focus}>
      <p className="mt-3">
        <span className="inline-flex items-center gap-2 rounded-full bg-gold-300/40 px-3 py-1 text-sm font-semibold text-gold-700 dark:bg-gold-700/30 dark:text-gold-300">
          <span aria-hidden="true" className="size-2 rounded-full bg-current" />
          Status: waiting for review
        </span>
      </p>
      <p className="mt-4 text-stone-700 dark:text-stone-300">
        An admin will look at your application. Once it is accepted you can add your events from your dashboard; if it is declined, you will
        see why here and can apply again.
      </p>
      <dl className="mt-6 flex flex-col gap-3 border-t border-stone-200 pt-6 text-sm dark:border-stone-800">
        <Detail term="Submitted">
          <time dateTime={application.createdAt}>{formatApplicationDate(application.createdAt)}</time>
        </Detail>
        <Detail term="Agency">{application.agencyName}</Detail>
        <Detail term="Business category">{businessCategoryLabel(application.businessCategory)}</Detail>
        <Detail term="Service category">{application.serviceCategory}</Detail>
        <Detail term="Price">{formatMoney(application.price)}</Detail>
        <Detail term="District">{application.district}</Detail>
      </dl>
    </StatusCard>
  )
}

/** Why the last application was declined, above the form that lets the person apply again. */
export function DeclinedApplication({ application }: { application: TMerchantApplication }) {
  return (
    <StatusCard title={MERCHANT_TEXTS.applicationDeclined} tone="warning">
      <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
        {application.agencyName}, sent on {formatApplicationDate(application.createdAt)}
        {application.reviewedAt ? `, declined on ${formatApplicationDate(application.reviewedAt)}` : ''}.
      </p>
      <div className="mt-4 rounded-lg bg-stone-100 px-4 py-3 dark:bg-stone-800">
        <p className="text-sm font-semibold text-stone-800 dark:text-stone-200">Reason given by the admin</p>
        <p className="mt-1 whitespace-pre-line break-words">{application.declineReason ?? 'No reason was given.'}</p>
      </div>
      <p className="mt-4 text-stone-700 dark:text-stone-300">
        You can apply again below: your earlier answers are filled in. Please choose your pictures and licence image again.
      </p>
    </StatusCard>
  )
}

export function AlreadyMerchant() {
  return (
    <StatusCard title={MERCHANT_TEXTS.alreadyMerchant}>
      <p className="mt-3 text-stone-700 dark:text-stone-300">Add and manage your events, and see who booked them, from your dashboard.</p>
      <Link to="/dashboard/add-costumes" className="btn-primary mt-6">
        Go to your dashboard
      </Link>
    </StatusCard>
  )
}

export function AdminsDoNotApply() {
  return (
    <StatusCard title={MERCHANT_TEXTS.adminsDoNotApply}>
      <p className="mt-3 text-stone-700 dark:text-stone-300">
        As an admin you review the applications others send. Requested users are marked in the users table.
      </p>
      <Link to="/dashboard/all-users" className="btn-primary mt-6">
        Review applications
      </Link>
    </StatusCard>
  )
}
