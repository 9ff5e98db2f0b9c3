import { ADVANCE_PERCENT_RANGE, BALANCE_DUE_DAYS_BEFORE } from '@utsab/shared/booking-money'
import { CART_MAX_ITEMS, COSTUME_DELIVERY_CHARGE_BDT, MAX_ACTIVE_HOLDS } from '@utsab/shared/constants'
import { formatMoney } from '@utsab/shared/format'
import type { TNamespaceRequest } from '@utsab/shared/i18n/compile'
import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'

/**
 * The policy pages (issue 17): one entry each, in the order the pages link to one another. Their
 * words are the `legal` namespace; each page's route lists its sections.
 */
export const POLICY_PAGES = [
  { name: 'terms', path: '/terms', title: 'legal.page.terms' },
  { name: 'privacy', path: '/privacy', title: 'legal.page.privacy' },
  { name: 'refund', path: '/refund-policy', title: 'legal.page.refund' },
  { name: 'delivery', path: '/delivery', title: 'legal.page.delivery' },
  { name: 'support', path: '/support', title: 'legal.page.support' },
] as const satisfies ReadonlyArray<{ name: string; path: string; title: TMessageKey }>

export type TPolicyName = (typeof POLICY_PAGES)[number]['name']

export const policyPage = (name: TPolicyName) => POLICY_PAGES.find((page) => page.name === name)!

/** The day the texts were last changed: shown on every page as "Last updated …". Change it with the texts. */
export const POLICY_LAST_UPDATED = '2026-11-26'

/**
 * What a policy page's loader sends: the words every policy page shows, its own, and `extra` (the
 * refund page's tiers come from the booking pages' messages).
 */
export const policyMessages = (name: TPolicyName, ...extra: TNamespaceRequest[]): TNamespaceRequest[] => [
  { namespace: 'legal', prefixes: ['legal.common.', 'legal.page.', `legal.${name}.`] },
  ...extra,
]

/**
 * The numbers the texts mention, from the rules they describe: a changed constant changes the page.
 * Every policy message may use any of them.
 */
export const policyValues = (locale: TLocale) => ({
  balanceDays: BALANCE_DUE_DAYS_BEFORE,
  advanceMin: ADVANCE_PERCENT_RANGE.min,
  advanceMax: ADVANCE_PERCENT_RANGE.max,
  deliveryCharge: formatMoney(COSTUME_DELIVERY_CHARGE_BDT, locale),
  maxHolds: MAX_ACTIVE_HOLDS,
  cartMax: CART_MAX_ITEMS,
})
