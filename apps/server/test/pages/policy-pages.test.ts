import { CANCELLATION_POLICIES, CANCELLATION_REFUNDS } from '@utsab/shared/booking-money'
import { COSTUME_DELIVERY_CHARGE_BDT } from '@utsab/shared/constants'
import { formatDate, formatMoney } from '@utsab/shared/format'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPageApp } from '../pages'

/*
 * Issue 17: the policy pages in English and in Bangla, as the server renders them. Every expected word comes from
 * the catalogs (the `legal` namespace), every number from the rule it describes. Reaching them from the footer
 * and axe in both themes are policy-pages.spec.ts's.
 */

const LAST_UPDATED = '2026-11-26'
const say = (locale: TLocale) => serverTranslator(locale).t
const prefix = { en: '', bn: '/bn' }

const PAGES: { path: string; heading: TMessageKey; sentence: (locale: TLocale) => string }[] = [
  { path: '/terms', heading: 'legal.page.terms', sentence: (l) => say(l)('legal.terms.about.marketplace') },
  { path: '/privacy', heading: 'legal.page.privacy', sentence: (l) => say(l)('legal.privacy.summary.text') },
  { path: '/refund-policy', heading: 'legal.page.refund', sentence: (l) => say(l)('legal.refund.summary.text') },
  {
    path: '/delivery',
    heading: 'legal.page.delivery',
    // With the delivery charge written the language's way (Bengali digits and the taka sign in Bangla).
    sentence: (l) => say(l)('legal.delivery.costumes.charge', { deliveryCharge: formatMoney(COSTUME_DELIVERY_CHARGE_BDT, l) }),
  },
  { path: '/support', heading: 'legal.page.support', sentence: (l) => say(l)('legal.support.answer.time') },
]

let pages: Awaited<ReturnType<typeof createPageApp>>
beforeAll(async () => {
  pages = await createPageApp()
})
afterAll(() => pages?.close())

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

describe.each(['en', 'bn'] as const)('the policy pages in %s', (locale) => {
  const t = say(locale)

  test.each(PAGES)('$path says what it is, when it changed, and leads to the others', async (policy) => {
    const page = await pages.render(`${prefix[locale]}${policy.path}`)
    expect(page.status).toBe(200)
    expect(page.lang).toBe(locale)
    expect(page.headings).toEqual([t(policy.heading)])
    expect(page.title.startsWith(`${t(policy.heading)} · `)).toBe(true)
    const main = page.document.querySelector('main')!
    const text = main.textContent
    expect(text).toContain(t('legal.common.lastUpdated', { date: formatDate(LAST_UPDATED, locale) }))
    expect(text).toContain(t('legal.common.plainLanguage'))
    expect(textOf(main.innerHTML)).toContain(policy.sentence(locale))
    const others = main.querySelector('nav[aria-labelledby="policy-more"]')!
    expect(others.querySelector('h2')?.textContent).toBe(t('legal.common.otherPages'))
    const links = [...others.querySelectorAll('a')].map((link) => [link.textContent.trim(), link.getAttribute('href')])
    expect(links).toEqual(PAGES.filter((other) => other !== policy).map((other) => [t(other.heading), `${prefix[locale]}${other.path}`]))
    page.close()
  })

  test('the refund policy lists the three cancellation policies with every tier the server refunds by', async () => {
    const page = await pages.render(`${prefix[locale]}/refund-policy`)
    const refundWords = (percent: number) =>
      percent >= 100
        ? t('orders.policy.fullRefund')
        : percent <= 0
          ? t('orders.policy.noRefund')
          : t('orders.policy.partRefund', { percent })
    for (const policy of CANCELLATION_POLICIES) {
      const tiers = CANCELLATION_REFUNDS[policy]
      const card = [...page.document.querySelectorAll('section, article')].find(
        (region) => region.querySelector('h2, h3, h4')?.textContent.trim() === t(`orders.policy.${policy}`),
      )
      expect(card, policy).toBeTruthy()
      const items = [...card!.querySelectorAll('li')].map((item) => item.textContent)
      expect(items, policy).toHaveLength(tiers.length)
      tiers.forEach((tier, index) => expect(items[index], `${policy} tier ${index}`).toContain(refundWords(tier.percent)))
      // The first tier starts at its days before the event and has no upper end.
      expect(items[0]).toContain(t('orders.policy.atLeast', { days: tiers[0]!.daysBefore }))
    }
    page.close()
  })
})
