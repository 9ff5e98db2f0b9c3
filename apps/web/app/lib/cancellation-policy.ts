import { CANCELLATION_REFUNDS, type TCancellationPolicy } from '@utsab/shared/booking-money'
import type { TTranslate } from './i18n'

/**
 * A cancellation preset in words, written from CANCELLATION_REFUNDS so the pages never promise other
 * tiers than the server refunds by. Shared by the booking pages (the tiers as a list) and the
 * merchant's listing form (one line per preset in its select).
 */

export const policyName = (policy: TCancellationPolicy, t: TTranslate) => t(`orders.policy.${policy}`)

const refundText = (percent: number, t: TTranslate) =>
  percent >= 100 ? t('orders.policy.fullRefund') : percent <= 0 ? t('orders.policy.noRefund') : t('orders.policy.partRefund', { percent })

/**
 * When each tier applies, from the most days before the event down: a tier runs from its own
 * `daysBefore` up to the day before the previous tier's (the first one has no upper end).
 */
function tierWhen(policy: TCancellationPolicy, index: number, t: TTranslate) {
  const tiers = CANCELLATION_REFUNDS[policy]
  const from = tiers[index]!.daysBefore
  const to = index > 0 ? tiers[index - 1]!.daysBefore - 1 : null
  if (to === null) return from > 0 ? t('orders.policy.atLeast', { days: from }) : t('orders.policy.anyTime')
  if (from <= 0) return t('orders.policy.lessThan', { days: to + 1 })
  if (from === to) return t('orders.policy.exactly', { days: from })
  return t('orders.policy.between', { from, to })
}

/** Each tier as "Cancel 30 days or more before the event" and "full refund", for a list. */
export const cancellationTiers = (policy: TCancellationPolicy, t: TTranslate) =>
  CANCELLATION_REFUNDS[policy].map((tier, index) => ({
    daysBefore: tier.daysBefore,
    when: tierWhen(policy, index, t),
    refund: refundText(tier.percent, t),
  }))

/**
 * The preset in one line: "Moderate: full refund until 30 days before, 50% back until 7 days before,
 * then nothing". Only punctuation is joined here; every word is a message.
 */
export function policySummary(policy: TCancellationPolicy, t: TTranslate) {
  const parts = CANCELLATION_REFUNDS[policy].map((tier) => {
    if (tier.percent <= 0) return t('orders.policy.thenNothing')
    const refund = refundText(tier.percent, t)
    return tier.daysBefore > 0 ? t('orders.policy.until', { refund, days: tier.daysBefore }) : t('orders.policy.always', { refund })
  })
  return `${policyName(policy, t)}: ${parts.join(', ')}`
}
