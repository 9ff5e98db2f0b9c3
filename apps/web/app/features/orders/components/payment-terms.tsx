import { useId } from 'react'
import { BALANCE_DUE_DAYS_BEFORE, paymentPlan, type TCancellationPolicy } from '@utsab/shared/booking-money'
import { addDays, formatDate, formatMoney, todayInDhaka } from '@utsab/shared/format'
import type { TListing } from '@utsab/shared/schemas/catalog'
import { cancellationTiers, policyName } from '#app/lib/cancellation-policy'
import { useLocale, useT } from '#app/lib/i18n'

type TTermsListing = Pick<TListing, 'price' | 'advancePercent' | 'cancellationPolicy' | 'kind'>

/**
 * A cancellation preset's refunds, one tier a line ("Cancel 30 days or more before the event: full
 * refund"). Needs only the policy, so a cancel dialog can show the same list.
 */
export function CancellationTiers({ policy }: { policy: TCancellationPolicy }) {
  const t = useT()
  return (
    <ul aria-label={t('orders.policy.tiers')} className="mt-1 list-disc space-y-0.5 pl-5">
      {cancellationTiers(policy, t).map((tier) => (
        <li key={tier.daysBefore}>
          {tier.when}: <strong className="font-medium">{tier.refund}</strong>
        </li>
      ))}
    </ul>
  )
}

/**
 * What booking a dated listing asks now and later, and what a cancellation gives back, shown before
 * anyone books. The amounts come from the same paymentPlan the server charges by. Costumes are
 * always paid in full and have no such terms: nothing is shown for them.
 */
export function PaymentTerms({
  listing,
  eventDate = null,
  className = '',
}: {
  listing: TTermsListing
  /** The chosen event date: the balance's due date is then named. */
  eventDate?: string | null
  className?: string
}) {
  const t = useT()
  const locale = useLocale()
  const headingId = useId()
  if (listing.kind === 'costume') return null
  const today = todayInDhaka()
  // Before a date is chosen, the terms of any date whose balance is not due yet: they are the same for all of them.
  const plan = paymentPlan(listing.price, listing.advancePercent, eventDate ?? addDays(today, BALANCE_DUE_DAYS_BEFORE + 1), today)
  const money = (amount: number) => formatMoney(amount, locale)
  const days = BALANCE_DUE_DAYS_BEFORE
  const dueOn = eventDate && plan.balanceDueOn ? formatDate(plan.balanceDueOn, locale) : null

  let payment: string
  if (plan.balance === 0)
    // A listing that asks less than all of it still takes it all when the chosen date is this close.
    payment = listing.advancePercent >= 100 ? t('orders.terms.inFull') : t('orders.terms.inFullSoon', { days })
  else if (plan.advance === 0) payment = dueOn ? t('orders.terms.nothingNowBy', { dueOn, days }) : t('orders.terms.nothingNow', { days })
  else {
    const amounts = { percent: listing.advancePercent, advance: money(plan.advance), balance: money(plan.balance), days }
    payment = dueOn ? t('orders.terms.advanceBy', { ...amounts, dueOn }) : t('orders.terms.advance', amounts)
  }

  return (
    <section aria-labelledby={headingId} className={`card p-4 text-sm text-stone-700 dark:text-stone-300 ${className}`}>
      <h2 id={headingId} className="text-base font-semibold text-stone-900 dark:text-stone-100">
        {t('orders.terms.heading')}
      </h2>
      <p className="mt-2" aria-live="polite">
        {payment}
      </p>
      <p className="mt-3 font-medium text-stone-900 dark:text-stone-100">
        {t('orders.terms.policy', { name: policyName(listing.cancellationPolicy, t) })}
      </p>
      <CancellationTiers policy={listing.cancellationPolicy} />
    </section>
  )
}
